import type { Readable } from 'node:stream';
import type { SourceInput } from '@fontes/domain';
import sax from 'sax';
import { FileRefusal } from '../file-refusal.ts';
import { type CompositeDraft, compositeRules, emptyCompositeDraft } from './composite-marc.ts';
import {
  type MarcDataField,
  type MarcField,
  type MarcReading,
  type MarcRule,
  type MarcWarning,
  readFields,
} from './marc-fields.ts';
import { withoutAuthorityDuplicates } from './marc-sources.ts';
import { emptyPersonDraft, type PersonDraft, personRules } from './person-marc.ts';
import { emptyPublicationDraft, type PublicationDraft, publicationRules } from './publication-marc.ts';
import { emptyScoreDraft, isScoreLeader, type ScoreDraft, scoreRules } from './score-marc.ts';
import { MARC21_NAMESPACE } from './write-marcxml.ts';

// Reading MARCXML: a file (or pasted text) becomes, record by record, the save input Fontes's save path
// takes with what must be matched in the database beside it, and the warnings of what could not be kept.
// Nothing is written here. The XML is parsed by sax in strict mode as it streams: a document type
// declaration is refused outright (MARCXML has none; so nothing is ever expanded or fetched), and sizes
// are bounded before anything grows. (The serializers' own MARCXML reader cuts records out of the text
// by searching for "<record", knows no namespace prefixes, keeps a whole file in memory when it finds
// none, and ends before its last records are parsed: it writes our exports, but does not read uploads.)

/** A record of a kind Fontes does not keep (leader type other than notated music, a person, literature or a composite). */
export interface SkippedRecord {
  kind: 'skipped';
  controlNumber: string | null;
  warnings: MarcWarning[];
}

/** What reading one record gives: a score, a person, a publication, or why it was skipped. */
export type MarcDraft = ScoreDraft | PersonDraft | PublicationDraft | CompositeDraft | SkippedRecord;

export interface MarcXmlLimits {
  /** Bytes of a file read at most. */
  maxBytes: number;
  /** Fields of one record at most. */
  maxFields: number;
  /** Incipits of one record at most: more than any source has. */
  maxIncipits: number;
}

export const DEFAULT_MARC_LIMITS: MarcXmlLimits = {
  maxBytes: 200 * 1024 * 1024,
  maxFields: 5_000,
  maxIncipits: 1_000,
};

type RawRecord = { leader: string; fields: MarcField[] };

/**
 * The records of a MARCXML document, one draft each, in the file's order. Throws a FileRefusal (and
 * stops reading) when the input is not XML, not MARCXML, declares a document type, is malformed, or
 * exceeds `limits`.
 */
export async function* readMarcXml(
  input: string | Buffer | Readable | AsyncIterable<string | Buffer>,
  limits: MarcXmlLimits = DEFAULT_MARC_LIMITS,
): AsyncGenerator<MarcDraft> {
  const parser = new RecordParser(limits);
  const chunks = typeof input === 'string' || Buffer.isBuffer(input) ? [input] : input;
  for await (const chunk of chunks) {
    parser.write(typeof chunk === 'string' ? chunk : chunk.toString('utf8'));
    yield* parser.take();
  }
  parser.close();
  yield* parser.take();
}

/** Drafts of the records read, in order. */
export async function readMarcXmlAll(
  input: Parameters<typeof readMarcXml>[0],
  limits?: MarcXmlLimits,
): Promise<MarcDraft[]> {
  const drafts: MarcDraft[] = [];
  for await (const draft of readMarcXml(input, limits)) drafts.push(draft);
  return drafts;
}

/** sax's events become raw records; each finished record waits in `done` until taken. */
class RecordParser {
  private readonly sax = sax.parser(true, { xmlns: true, position: true });
  private readonly done: RawRecord[] = [];
  private bytes = 0;
  private started = false;
  private count = 0;
  private record: RawRecord | null = null;
  private field: MarcField | null = null;
  private text: string | null = null;
  private error: FileRefusal | null = null;

  constructor(private readonly limits: MarcXmlLimits) {
    this.sax.ondoctype = () => this.refuse(new FileRefusal('Marc.error_doctype'));
    this.sax.onerror = (error) =>
      this.refuse(
        new FileRefusal('Marc.error_malformed', {
          line: this.sax.line + 1,
          reason: error.message.split('\n')[0],
        }),
      );
    this.sax.onopentag = (tag) => this.open(tag as sax.QualifiedTag);
    this.sax.onclosetag = () => this.close_(this.sax.tag as unknown as sax.QualifiedTag);
    this.sax.ontext = (text) => this.append(text);
    this.sax.oncdata = (text) => this.append(text);
  }

  write(chunk: string): void {
    if (!this.started) {
      const first = chunk.replace(/^\uFEFF/, '').trimStart();
      if (!first) return;
      if (!first.startsWith('<')) throw new FileRefusal('Marc.error_not_xml');
      this.started = true;
    }
    this.bytes += Buffer.byteLength(chunk);
    if (this.bytes > this.limits.maxBytes)
      throw new FileRefusal('Marc.error_too_large', {
        max: Math.round(this.limits.maxBytes / 1024 / 1024),
      });
    this.sax.write(chunk);
    if (this.error) throw this.error;
  }

  close(): void {
    if (!this.started) throw new FileRefusal('Marc.error_not_xml');
    if (this.error) throw this.error;
    this.sax.close();
    if (this.error) throw this.error;
  }

  *take(): Generator<MarcDraft> {
    while (this.done.length) {
      const raw = this.done.shift() as RawRecord;
      yield draftOf(raw);
    }
  }

  private refuse(refusal: FileRefusal) {
    // sax goes on with the chunk after an error; the first reason is the one reported, after the chunk.
    this.error ??= refusal;
  }

  private open(tag: sax.QualifiedTag) {
    if (this.error) return;
    const marc = tag.uri === MARC21_NAMESPACE;
    if (!this.count && !this.record && tag.local !== 'collection' && tag.local !== 'record')
      return this.refuse(new FileRefusal('Marc.error_not_marc'));
    if (!marc)
      return this.count || this.record ? undefined : this.refuse(new FileRefusal('Marc.error_not_marc'));
    const attribute = (name: string) => tag.attributes[name]?.value ?? '';
    switch (tag.local) {
      case 'record':
        this.record = { leader: '', fields: [] };
        this.count += 1;
        return;
      case 'leader':
        this.text = '';
        return;
      case 'controlfield':
        this.field = { tag: attribute('tag'), value: '' };
        this.text = '';
        return;
      case 'datafield':
        this.field = {
          tag: attribute('tag'),
          ind1: attribute('ind1') || ' ',
          ind2: attribute('ind2') || ' ',
          subfields: [],
        };
        return;
      case 'subfield':
        (this.field as MarcDataField | null)?.subfields.push({ code: attribute('code'), value: '' });
        this.text = '';
        return;
    }
  }

  private append(text: string) {
    if (this.text !== null) this.text += text;
  }

  private close_(tag: sax.QualifiedTag) {
    if (this.error || !this.record || tag.uri !== MARC21_NAMESPACE) return;
    const text = this.text ?? '';
    this.text = null;
    switch (tag.local) {
      case 'leader':
        this.record.leader = text;
        return;
      case 'subfield': {
        const subfields = (this.field as MarcDataField | null)?.subfields;
        if (subfields?.length) subfields[subfields.length - 1].value = text;
        return;
      }
      case 'controlfield':
      case 'datafield':
        if (this.field && 'value' in this.field) this.field.value = text;
        if (this.field) this.addField(this.field);
        this.field = null;
        return;
      case 'record':
        this.done.push(this.record);
        this.record = null;
    }
  }

  private addField(field: MarcField) {
    const record = this.record as RawRecord;
    record.fields.push(field);
    if (record.fields.length > this.limits.maxFields)
      return this.refuse(
        new FileRefusal('Marc.error_record_too_large', { record: this.count, max: this.limits.maxFields }),
      );
    if (field.tag !== '031') return;
    const incipits = record.fields.filter((f) => f.tag === '031').length;
    if (incipits > this.limits.maxIncipits)
      this.refuse(
        new FileRefusal('Marc.error_too_many_incipits', {
          record: this.count,
          count: `> ${this.limits.maxIncipits}`,
          max: this.limits.maxIncipits,
        }),
      );
  }
}

/** One raw record read by the table of its kind, told by the leader's type of record. */
function draftOf(raw: RawRecord): MarcDraft {
  const type = raw.leader[6] ?? '';
  if (isScoreLeader(raw.leader)) return withSources(read(scoreRules, raw, emptyScoreDraft()));
  if (type === 'z') return withSources(read(personRules, raw, emptyPersonDraft()));
  if (type === 'a') return withSources(read(publicationRules, raw, emptyPublicationDraft()));
  if (type === 'p') return read(compositeRules, raw, emptyCompositeDraft());
  const controlNumber = raw.fields.find((f) => f.tag === '001');
  return {
    kind: 'skipped',
    controlNumber: controlNumber && 'value' in controlNumber ? controlNumber.value : null,
    warnings: [{ key: 'Marc.warning_record_kind', values: { type } }],
  };
}

function read<D extends { warnings: MarcWarning[] }>(
  rules: ReadonlyArray<MarcRule<never, D>>,
  raw: RawRecord,
  draft: D,
): D {
  const reading: MarcReading = { warn: (key, values = {}) => draft.warnings.push({ key, values }) };
  readFields(rules, raw.fields, draft, reading);
  return draft;
}

/** A 981 read after its 024 replaces the source the 024 made. */
function withSources<D extends { input: { sources: SourceInput[] } }>(draft: D): D {
  draft.input.sources = withoutAuthorityDuplicates(draft.input.sources);
  return draft;
}
