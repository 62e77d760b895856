import { expect, it } from 'vitest';
import { genres, incipits, parts, scoreGenres, scores, voices } from '../../db/schema.ts';
import { describeCatalogue } from '../../test/catalogue.ts';
import { inputOf, itemInput } from '../../test/catalogue-inputs.ts';
import { fullScore } from './score-fixture.ts';

describeCatalogue('score rules', (env) => {
  it('warns about a key off the template and an unknown genre without blocking, and creates the genre', async () => {
    const { api, fx } = env();
    const input = await fx.scoreInput({
      key: 'C Dur',
      genres: [{ name: 'Pastoralmesse' }, { name: 'pastoralmesse ' }],
    });
    const de = await api.upsert('Score', input, { locale: 'de' });
    expect(de).toMatchObject({ success: true, errors: [] });
    expect(de.warnings.map((w) => [w.path, w.key])).toEqual([
      ['key', 'Score.warning_key_template'],
      ['genres.0.name', 'Genre.warning_unknown'],
      ['genres.1.name', 'Genre.warning_unknown'],
    ]);
    expect(de.warnings[0].message).toBe('Entspricht nicht dem folgenden Muster: d-Moll, D-Dur');
    const saved = await api.get('Score', de.id as number);
    expect(saved.genres).toEqual([{ id: expect.any(Number), name: 'Pastoralmesse' }]);
    const again = await api.upsert('Score', inputOf('Score', saved, { genres: [{ name: 'PASTORALMESSE' }] }));
    expect(again.warnings).toEqual([expect.objectContaining({ path: 'key' })]);
    expect((await api.get('Score', saved.id)).genres).toEqual(saved.genres);
    const picked = await api.call('query G($s: String) { genres(search: $s) { id name } }', {
      s: 'pastoralm',
    });
    expect(picked.genres).toEqual(saved.genres);
    const typo = await api.call('query G($s: String) { genres(search: $s) { name } }', { s: 'Pastralmesse' });
    expect(typo.genres).toEqual([{ name: 'Pastoralmesse' }]);
  });

  it('links existing entries only, never one another score names, and unlinks entries left out', async () => {
    const { api, fx } = env();
    const first = await fx.score();
    const taken = first.entries[0].id;
    const refused = await api.upsert(
      'Score',
      await fx.scoreInput({ entries: [{ id: await fx.entry() }, { id: taken }, { id: 999_999 }] }),
    );
    expect(refused.errors.map((e) => [e.path, e.key])).toEqual([
      ['entries.1.id', 'Score.error_entry_linked'],
      ['entries.2.id', 'Validation.error_unknown_record'],
    ]);
    expect(refused.errors[0].message).toBe(
      'This catalog entry already belongs to another score. Unlink it there first.',
    );
    const free = await fx.entry();
    await api.save('Score', inputOf('Score', first, { entries: [{ id: free }] }));
    const getEntry = 'query E($id: Int!) { getEntry(id: $id) { id score { id short_title } } }';
    expect((await api.call(getEntry, { id: taken })).getEntry.score).toBeNull();
    expect((await api.call(getEntry, { id: free })).getEntry.score).toEqual({
      id: first.id,
      short_title: first.short_title,
    });
    expect((await api.remove('Score', first.id)).success).toBe(true);
    expect((await api.call(getEntry, { id: free })).getEntry).toEqual({ id: free, score: null });
  });

  it('loads a score in one SQL statement, however long its lists', async () => {
    const { api, fx } = env();
    const small = await fx.score();
    const big = await api.save('Score', await fullScore(fx));
    const grown = inputOf('Score', big, {
      parts: Array.from({ length: 6 }, () => ({
        ...itemInput(big.parts[0]),
        id: null,
        voices: itemInput(big.parts[0].voices),
      })),
      incipits: Array.from({ length: 8 }, (_, i) => ({ text: `Incipit ${i}` })),
    });
    await api.save('Score', grown);
    const statements = (id: number) => api.statements(() => api.get('Score', id, { token: null }));
    expect(await statements(small.id)).toBe(1);
    expect(await statements(big.id)).toBe(1);
  });

  it('writes nothing when a nested row fails, not even the rows before it', async () => {
    const { server, api, fx } = env();
    const tables = [scores, parts, voices, incipits, genres, scoreGenres];
    const count = () => Promise.all(tables.map((t) => server.db.$count(t)));
    const input = await fullScore(fx);
    const before = await count();
    const answer = await api.upsert('Score', {
      ...input,
      genres: [{ name: 'Neues Genre' }],
      attributions: [{ person: 999_999, function: 'aut', qualifier: 'asc' }],
    });
    expect(answer.errors.map((e) => e.path)).toEqual(['attributions.0.person']);
    expect(await count()).toEqual(before);
    const entry = await api.call('query E($id: Int!) { getEntry(id: $id) { score { id } } }', {
      id: (input.entries as Array<{ id: number }>)[0].id,
    });
    expect(entry.getEntry.score).toBeNull();
  });

  it('treats the id of another score’s voice as a new voice and leaves that voice alone', async () => {
    const { api, fx } = env();
    const other = await api.save('Score', await fullScore(fx));
    const mine = await api.save('Score', await fullScore(fx));
    const stolen = { ...itemInput(other.parts[0].voices[0]), voice: 'cb' };
    const part = { ...itemInput(mine.parts[0]), voices: [stolen] };
    const saved = await api.save(
      'Score',
      inputOf('Score', mine, { parts: [part], voices: [{ id: other.voices[0].id, voice: 'bc' }] }),
    );
    expect(saved.parts[0].voices[0].id).not.toBe(other.parts[0].voices[0].id);
    expect(saved.voices[0].id).not.toBe(other.voices[0].id);
    const untouched = await api.get('Score', other.id);
    expect(untouched.parts[0].voices).toEqual(other.parts[0].voices);
    expect(untouched.voices).toEqual(other.voices);
  });

  it('keeps a list left out of the input and empties one sent as null', async () => {
    const { api, fx } = env();
    const saved = await api.save('Score', await fullScore(fx));
    const { parts: _p, incipits: _i, ...rest } = inputOf('Score', saved);
    const after = await api.save('Score', { ...rest, incipits: null });
    expect(after.parts).toEqual(saved.parts);
    expect(after.incipits).toEqual([]);
  });
});
