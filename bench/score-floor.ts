import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

// The floor of getScore: a bare node:http endpoint that answers the same nested record as JSON from ONE
// hand-written SQL statement (json_build_object / json_agg), on the same connection as the server.

const ts = (column: string) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
const agg = (element: string, from: string, order: string) =>
  `coalesce((select json_agg(${element} order by ${order}) ${from}), '[]'::json)`;

const voice = (alias: string) =>
  `json_build_object('id', ${alias}.id, 'voice', ${alias}.voice, 'count', ${alias}.count,
    'numbering', ${alias}.numbering, 'position', ${alias}.position)`;
/** The four region columns as one object, or null unless all are set (as regionOf answers). */
const region = (alias: string) => `case when ${alias}.region_x is null or ${alias}.region_y is null
  or ${alias}.region_w is null or ${alias}.region_h is null then null
  else json_build_object('x', ${alias}.region_x, 'y', ${alias}.region_y, 'w', ${alias}.region_w, 'h', ${alias}.region_h) end`;
const personSummary = (alias: string) => `json_build_object('id', ${alias}.id, 'dates', ${alias}.dates,
  'names', ${agg(`json_build_object('id', n.id, 'name', n.name, 'primary', n."primary")`, `from names n where n.person_id = ${alias}.id`, 'n.position')})`;

/** The whole score, as `getScore` with the selection of `SCORE_FIELDS` answers it, as JSON text. */
export const FLOOR_SQL = `
with s as (select * from scores where id = $1),
attributions_json as (
  select ${agg(
    `json_build_object('id', a.id, 'function', a.function, 'qualifier', a.qualifier, 'profession', a.profession,
      'from', a."from", 'to', a."to", 'designation', a.designation, 'member', a.member, 'notes', a.notes,
      'person', ${personSummary('pe')},
      'place', case when pl.id is null then null else json_build_object('id', pl.id, 'name', pl.name) end)`,
    `from attributions a join people pe on pe.id = a.person_id left join places pl on pl.id = a.place_id
     where a.score_id = (select id from s)`,
    'a.position',
  )} as list),
copies_json as (
  select ${agg(
    `json_build_object('id', d.id, 'name', d.name, 'digitizable_type', 'score', 'digitizable_id', d.score_id)`,
    'from digital_copies d where d.score_id = (select id from s)',
    'd.id',
  )} as list)
select json_build_object(
  'id', s.id, 'shelfmark', s.shelfmark, 'former_shelfmarks', s.former_shelfmarks, 'short_title', s.short_title,
  'title', s.title, 'alternative_name', s.alternative_name, 'opus', s.opus, 'work_date', s.work_date,
  'key', s.key, 'provenance', s.provenance, 'notes', s.notes,
  -- a linked copy counts by itself; the saved flag is for a copy held elsewhere
  'has_digital_copy', s.has_digital_copy or exists (select from digital_copies dc where dc.score_id = s.id),
  'digital_copy_elsewhere', s.has_digital_copy,
  'created_at', ${ts('s.created_at')}, 'updated_at', ${ts('s.updated_at')},
  'collection', json_build_object('id', c.id, 'name', c.name, 'prefix', c.prefix),
  'composite', (select json_build_object('id', k.id, 'shelfmark', k.shelfmark, 'title', k.title)
    from composites k where k.id = s.composite_id),
  'voices', ${agg(voice('v'), 'from voices v where v.score_id = s.id', 'v.position')},
  'parts', ${agg(
    `json_build_object('id', p.id, 'position', p.position, 'score_type', p.score_type,
      'source_type', p.source_type, 'extent', p.extent, 'measurements', p.measurements, 'wear', p.wear,
      'date', p.date, 'watermark', p.watermark, 'watermark_visible', p.watermark, 'notes', p.notes,
      'voices', ${agg(voice('pv'), 'from voices pv where pv.part_id = p.id', 'pv.position')})`,
    'from parts p where p.score_id = s.id',
    'p.position',
  )},
  'incipits', ${agg(
    `json_build_object('id', i.id, 'position', i.position, 'tempo', i.tempo, 'clef', i.clef,
      'time_signature', i.time_signature, 'key_signature', i.key_signature, 'text', i.text, 'part', i.part,
      'basso_continuo', i.basso_continuo, 'pae', i.pae, 'number', i.number, 'movement', i.movement,
      'section', i.section, 'notes', i.notes, 'is_text_incipit', i.is_text_incipit)`,
    'from incipits i where i.score_id = s.id',
    'i.position',
  )},
  'attributions', (select list from attributions_json),
  'sources', ${agg(
    `json_build_object('id', so.id, 'type', so.type, 'citation', so.citation, 'description', so.description,
      'url', so.url, 'gnd_id', so.gnd_id, 'rism_id', so.rism_id, 'notes', so.notes)`,
    'from sources so where so.score_id = s.id',
    'so.position',
  )},
  'publications', ${agg(
    `json_build_object('id', ps.id, 'number', ps.number, 'notes', ps.notes,
      'publication', json_build_object('id', pb.id, 'title', pb.title, 'short_title', pb.short_title))`,
    'from publication_scores ps join publications pb on pb.id = ps.publication_id where ps.score_id = s.id',
    'ps.position',
  )},
  'genres', ${agg(
    `json_build_object('id', g.id, 'name', g.name)`,
    'from score_genres sg join genres g on g.id = sg.genre_id where sg.score_id = s.id',
    'sg.position',
  )},
  'entries', ${agg(
    `json_build_object('id', e.id, 'position', e.position, 'number', e.number, 'signature', e.signature,
      'genre', e.genre, 'composer', e.composer, 'annotation', e.annotation, 'notes', e.notes,
      'region', ${region('e')},
      'page', json_build_object('id', pg.id, 'number', pg.number, 'position', pg.position,
        'catalog', json_build_object('id', ct.id, 'title', ct.title, 'short_title', ct.short_title,
          'shelfmark', ct.shelfmark,
          'collection', json_build_object('id', cc.id, 'name', cc.name, 'prefix', cc.prefix))),
      'score', json_build_object('id', s.id, 'title', s.title, 'short_title', s.short_title,
        'shelfmark', s.shelfmark, 'attributions', (select list from attributions_json),
        'digital_copies', (select list from copies_json)))`,
    `from entries e join pages pg on pg.id = e.page_id join catalogs ct on ct.id = pg.catalog_id
     join collections cc on cc.id = ct.collection_id where e.score_id = s.id`,
    'e.id',
  )},
  'digital_copies', (select list from copies_json),
  'author', (select ${personSummary('ap')} from attributions aa join people ap on ap.id = aa.person_id
    where aa.score_id = s.id and aa.function = 'aut' order by aa.position limit 1),
  'short_title_prefix', concat_ws(' ', nullif(trim(c.prefix), ''), nullif(trim(s.shelfmark), '')),
  'text_incipits', ${agg('trim(ti.text)', "from incipits ti where ti.score_id = s.id and trim(coalesce(ti.text, '')) <> ''", 'ti.position')}
)::text as body
from s join collections c on c.id = s.collection_id`;

/** Whatever runs one statement with parameters and answers rows: a pg Pool or a PGlite instance. */
export type QueryFn = (text: string, params: unknown[]) => Promise<{ rows: Array<{ body: string }> }>;

/** POST /score with {"id": n} answers the score (or what `text` selects) as JSON (404 when there is none). */
export async function startFloor(
  query: QueryFn,
  text = FLOOR_SQL,
): Promise<{ url: string; close(): Promise<void> }> {
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', async () => {
      try {
        const { id } = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { id: number };
        const { rows } = await query(text, [id]);
        const body = rows[0]?.body ?? 'null';
        response.writeHead(rows.length ? 200 : 404, {
          'content-type': 'application/json; charset=utf-8',
          'content-length': Buffer.byteLength(body),
        });
        response.end(body);
      } catch (error) {
        response.writeHead(500, { 'content-type': 'text/plain' });
        response.end(String(error));
      }
    });
  });
  server.keepAliveTimeout = 60_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/score`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
