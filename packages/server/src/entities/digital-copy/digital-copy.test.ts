import { expect, it } from 'vitest';
import { digitalCopies, digitalCopyFiles } from '../../db/schema.ts';
import { idsOf } from '../../test/catalogue.ts';
import { inputOf } from '../../test/catalogue-inputs.ts';
import { describeRecord } from '../../test/record-contract.ts';

const canvasOf = (
  image: { id: number; name: string | null; position: number },
  file: number,
  size: [number, number],
  label: string,
) => ({
  id: image.id,
  iiifable_type: 'digital_copy_file',
  iiifable_id: image.id,
  label,
  width: size[0],
  height: size[1],
  position: image.position,
  annotations: [
    {
      id: image.id,
      iiifable_id: image.id,
      file_id: file,
      width: size[0],
      height: size[1],
      format: 'image/png',
      position: image.position,
      url: `/file/${file}/view`,
    },
  ],
});

describeRecord(
  {
    entity: 'DigitalCopy',
    name: 'digital_copy',
    table: digitalCopies,
    create: async (fx) => ({
      name: 'Inventar 1795, Scan',
      digitizable_type: 'catalog',
      digitizable_id: (await fx.catalog(undefined, { title: 'Inventar der Stiftsmusik' })).id,
      files: [
        { name: 'fol. 1r', file: await fx.image(40, 30) },
        { file: await fx.image(20, 50, 'fol-1v.png') },
      ],
    }),
    expected: (input) => {
      const files = input.files as Array<{ name?: string; file: number }>;
      return {
        name: 'Inventar 1795, Scan',
        digitizable_type: 'catalog',
        digitizable_id: input.digitizable_id,
        files: [
          {
            name: 'fol. 1r',
            position: 1,
            digitizable_type: 'catalog',
            digitizable_id: input.digitizable_id,
            file: { id: files[0].file, mime: 'image/png', width: 40, height: 30 },
          },
          {
            name: null,
            position: 2,
            file: { id: files[1].file, filename: 'fol-1v.png', width: 20, height: 50 },
          },
        ],
      };
    },
    async change(record, fx) {
      const [first, second] = record.files;
      const added = await fx.image(10, 10);
      return {
        input: inputOf('DigitalCopy', record, {
          files: [{ id: second.id, name: 'fol. 1v', file: second.file.id }, { file: added }],
        }),
        check: (before, after) => {
          expect(
            after.files.map((f: { name: string | null; position: number }) => [f.name, f.position]),
          ).toEqual([
            ['fol. 1v', 1],
            [null, 2],
          ]);
          expect(after.files[0].id).toBe(second.id);
          expect(idsOf(after.files)).not.toContain(first.id);
          expect(after.files[1].file.id).toBe(added);
          expect(after.id).toBe(before.id);
        },
      };
    },
    invalid: [
      {
        name: 'a missing name',
        input: (c) => ({ ...c, name: ' ' }),
        errors: [['name', 'DigitalCopy.error_name_empty']],
      },
      {
        name: 'a person as what it shows',
        input: (c) => ({ ...c, digitizable_type: 'person' }),
        errors: [['digitizable_type', 'Validation.error_invalid']],
      },
      {
        name: 'nothing shown',
        input: (c) => ({ ...c, digitizable_id: null }),
        errors: [['digitizable_id', 'DigitalCopy.error_digitizable_empty']],
      },
      {
        name: 'an image without a file',
        input: (c) => ({ ...c, files: [{ name: 'x' }] }),
        errors: [['files.0.file', 'DigitalCopyFile.error_file_empty']],
      },
    ],
    unknownLink: {
      input: (c) => ({ ...c, files: [...(c.files as object[]), { file: 999_999 }] }),
      path: 'files.2.file',
    },
    holder: {
      async hold(fx, record) {
        const page = await fx.api.save('Page', {
          catalog: record.digitizable_id,
          number: '1r',
          digital_copy_file: record.files[0].id,
        });
        return { release: async () => void (await fx.api.remove('Page', page.id)) };
      },
      en: /still referenced by: 1 catalog \(Inventar der Stiftsmusik\)\.$/,
      de: /1 Katalog \(Inventar der Stiftsmusik\)/,
    },
    search: () => ({ query: 'inventar scan', title: 'Inventar 1795, Scan' }),
  },
  (env) => {
    it('derives IIIF objects, canvases and annotations from the images with a size', async () => {
      const { api, fx } = env();
      const [a, b] = [await fx.image(300, 200), await fx.image(120, 80)];
      const pdf = await api.upload({ bytes: Buffer.from('%PDF-1.4\n%%EOF\n'), name: 'beiheft.pdf' });
      const score = await fx.score();
      const copy = await api.save('DigitalCopy', {
        name: 'Partitur',
        digitizable_type: 'score',
        digitizable_id: score.id,
        files: [{ name: 'Titel', file: a }, { file: pdf.id }, { file: b }],
      });
      const [first, , third] = copy.files;
      const canvases = [
        canvasOf(first, a, [300, 200], 'Titel'),
        canvasOf(third, b, [120, 80], third.file.filename),
      ];
      expect(copy.iiif_objects).toEqual([
        { id: copy.id, iiifable_type: 'digital_copy', iiifable_id: copy.id, label: 'Partitur', canvases },
      ]);
      expect(copy.files.map((f: { iiif_canvases: unknown[] }) => f.iiif_canvases.length)).toEqual([1, 0, 1]);
      expect(copy.files[0].digital_copy).toEqual({ id: copy.id, name: 'Partitur' });

      const annotations = await api.call(
        'query($id: Int!) { getIiifAnnotationsForDigitalCopy(id: $id) { id iiifable_id } }',
        {
          id: copy.id,
        },
      );
      expect(annotations.getIiifAnnotationsForDigitalCopy).toEqual([
        { id: first.id, iiifable_id: first.id },
        { id: third.id, iiifable_id: third.id },
      ]);
      const none = await api.call('{ getIiifAnnotationsForDigitalCopy(id: 999999) { id } }');
      expect(none.getIiifAnnotationsForDigitalCopy).toEqual([]);
    });

    it('reads one image with its file, copy and canvas, also as a page or score shows it', async () => {
      const { api, fx } = env();
      const catalog = await fx.catalog();
      const file = await fx.image(64, 64);
      const copy = await api.save('DigitalCopy', {
        name: 'Katalogscan',
        digitizable_type: 'catalog',
        digitizable_id: catalog.id,
        files: [{ name: 'S. 1', file }],
      });
      const image = copy.files[0];
      const read = await api.call(
        `query($id: Int!) { getDigitalCopyFile(id: $id) { id name position digitizable_type digitizable_id
          digital_copy { id name } file { id width height } iiif_canvases { id width height } } }`,
        { id: image.id },
      );
      expect(read.getDigitalCopyFile).toEqual({
        id: image.id,
        name: 'S. 1',
        position: 1,
        digitizable_type: 'catalog',
        digitizable_id: catalog.id,
        digital_copy: { id: copy.id, name: 'Katalogscan' },
        file: { id: file, width: 64, height: 64 },
        iiif_canvases: [{ id: image.id, width: 64, height: 64 }],
      });
      const page = await api.save('Page', { catalog: catalog.id, number: '1', digital_copy_file: image.id });
      const shown = await api.call(
        `query($id: Int!) { getPage(id: $id) { digital_copy_file { id file { id } digitizable_id } }
          getCatalog(id: ${catalog.id}) { digital_copies { id files { id } iiif_objects { canvases { id } } } } }`,
        { id: page.id },
      );
      expect(shown.getPage.digital_copy_file).toEqual({
        id: image.id,
        file: { id: file },
        digitizable_id: catalog.id,
      });
      expect(shown.getCatalog.digital_copies).toEqual([
        { id: copy.id, files: [{ id: image.id }], iiif_objects: [{ canvases: [{ id: image.id }] }] },
      ]);
      expect(await api.call('{ getDigitalCopyFile(id: 999999) { id } }')).toEqual({
        getDigitalCopyFile: null,
      });
    });

    it('keeps files, scores and catalogs from being deleted while a digital copy uses them', async () => {
      const { api, fx } = env();
      const score = await fx.score({ short_title: 'Missa brevis' });
      const catalog = await fx.catalog();
      const file = await fx.image();
      const onScore = await api.save('DigitalCopy', {
        name: 'Stimmen',
        digitizable_type: 'score',
        digitizable_id: score.id,
        files: [{ file }],
      });
      const onCatalog = await api.save('DigitalCopy', {
        name: 'Inventarscan',
        digitizable_type: 'catalog',
        digitizable_id: catalog.id,
        files: [{ file }],
      });
      expect((await api.remove('File', file)).message).toBe(
        'This record cannot be deleted because it is still referenced by: 2 digital copies (Inventarscan; Stimmen).',
      );
      expect((await api.remove('File', file, { locale: 'de' })).message).toMatch(
        /2 Digitalisate \(Inventarscan; Stimmen\)/,
      );
      expect((await api.remove('Score', score.id)).message).toMatch(
        /referenced by: 1 digital copy \(Stimmen\)\.$/,
      );
      expect((await api.remove('Catalog', catalog.id)).message).toMatch(/1 digital copy \(Inventarscan\)/);
      expect((await api.get('Score', score.id)).digital_copies).toEqual([
        { id: onScore.id, name: 'Stimmen', digitizable_type: 'score', digitizable_id: score.id },
      ]);
      for (const copy of [onScore, onCatalog])
        expect((await api.remove('DigitalCopy', copy.id)).success).toBe(true);
      expect((await api.remove('File', file)).success).toBe(true);
      expect((await api.remove('Score', score.id)).success).toBe(true);
    });

    it('refuses a record that does not exist as what it shows, and a folder as an image', async () => {
      const { api, fx } = env();
      const folder = await api.save('File', { filename: 'Ordner', is_folder: true });
      const catalog = await fx.catalog();
      const answer = await api.upsert('DigitalCopy', {
        name: 'x',
        digitizable_type: 'score',
        digitizable_id: catalog.id + 100_000,
        files: [{ file: folder.id }],
      });
      expect(answer.errors.map((e) => [e.path, e.key])).toEqual([
        ['digitizable_id', 'Validation.error_unknown_record'],
        ['files.0.file', 'DigitalCopyFile.error_file_folder'],
      ]);
    });

    it('is listed under what it shows, which its search entry follows', async () => {
      const { api, fx } = env();
      const catalog = await fx.catalog(undefined, { title: 'Musikalienverzeichnis' });
      const copy = await api.save('DigitalCopy', {
        name: 'Digitalisat Verzeichnis',
        digitizable_type: 'catalog',
        digitizable_id: catalog.id,
        files: [],
      });
      const find = async () =>
        (await api.search('digitalisat verzeichnis', 'digital_copy')).items.find((i) => i.id === copy.id);
      expect(await find()).toEqual({
        type: 'digital_copy',
        id: copy.id,
        title: 'Digitalisat Verzeichnis',
        subtitle: 'Musikalienverzeichnis',
        path: `/digital-copies/${copy.id}`,
      });
      await api.save(
        'Catalog',
        inputOf('Catalog', await api.get('Catalog', catalog.id), { title: 'Neues Verzeichnis' }),
      );
      expect((await find())?.subtitle).toBe('Neues Verzeichnis');
      expect(await api.server.db.$count(digitalCopyFiles)).toBeGreaterThan(0);
    });

    it('is found by the new name of its collection once the collection is renamed', async () => {
      const { api, fx } = env();
      const collection = await fx.collection();
      const catalog = await fx.catalog(collection.id);
      const copy = await api.save('DigitalCopy', {
        name: 'Scans',
        digitizable_type: 'catalog',
        digitizable_id: catalog.id,
        files: [],
      });
      const found = async (words: string) =>
        (await api.search(words, 'digital_copy')).items.some((item) => item.id === copy.id);
      const { getCollection } = await api.call(
        'query G($id: Int!) { getCollection(id: $id) { id name prefix updated_at } }',
        { id: collection.id },
      );
      const renamed = await api.call(
        'mutation U($input: CollectionInput!) { upsertCollection(input: $input) { success } }',
        { input: { ...getCollection, name: 'Stiftsarchiv Kremsmünster' } },
      );
      expect(renamed.upsertCollection.success).toBe(true);
      expect(await found('scans kremsmünster')).toBe(true);
    });
  },
);
