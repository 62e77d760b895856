import { sql } from 'drizzle-orm';
import type { Database } from '../packages/server/src/db/database.ts';
import { rebuildSearchWords } from '../packages/server/src/search/words.ts';

// Word lists whose lengths are pairwise coprime, so that combining them by the row number gives
// many distinct names while each word keeps a realistic share of the rows (1/11 … 1/37).
// biome-ignore format: packed word list
const institutions = [
  'Musikarchiv', 'Stiftsbibliothek', 'Domarchiv', 'Pfarrarchiv', 'Klosterbibliothek', 'Landesbibliothek',
  'Stadtarchiv', 'Hofkapelle', 'Notensammlung', 'Musiksammlung', 'Diözesanarchiv',
]; // 11
// biome-ignore format: packed word list
const places = [
  'Salzburg', 'Kremsmünster', 'Einsiedeln', 'Melk', 'Passau', 'Regensburg', 'Wien', 'Graz', 'München',
  'Dresden', 'Leipzig', 'Prag', 'Brixen', 'Innsbruck', 'Linz', 'Göttweig', 'Admont', 'Augsburg', 'Bamberg',
  'Würzburg', 'Freising', 'Engelberg', 'Ottobeuren', 'Zwettl', 'Lambach', 'Heiligenkreuz', 'Seitenstetten',
  'Kassel', 'Trier',
]; // 29
// biome-ignore format: packed word list
const saints = [
  'St. Florian', 'St. Peter', 'St. Gallen', 'St. Michael', 'St. Blasien', 'St. Emmeram', 'St. Lambrecht',
  'St. Paul', 'Maria Einsiedel', 'St. Benedikt', 'St. Martin', 'St. Ulrich', 'Hl. Kreuz',
]; // 13
// biome-ignore format: packed word list
const composers = [
  'Mozart', 'Haydn', 'Bach', 'Händel', 'Fux', 'Biber', 'Caldara', 'Zelenka', 'Eberlin', 'Albrechtsberger',
  'Gluck', 'Telemann', 'Schubert', 'Hasse', 'Dittersdorf', 'Vanhal', 'Pergolesi', 'Jommelli', 'Lasso',
  'Palestrina', 'Gallus', 'Kerll', 'Muffat', 'Aiblinger', 'Diabelli', 'Reutter', 'Gassmann', 'Salieri',
  'Stadlmayr', 'Leopold', 'Brixi', 'Monn', 'Wagenseil', 'Holzbauer', 'Tůma', 'Sammartini', 'Graun',
]; // 37
// biome-ignore format: packed word list
const genres = [
  'Messen', 'Vespern', 'Litaneien', 'Offertorien', 'Sinfonien', 'Kammermusik', 'Chorbücher', 'Oratorien',
  'Motetten', 'Lieder', 'Opern', 'Klaviermusik', 'Requiem', 'Hymnen', 'Partiten', 'Divertimenti', 'Kantaten',
]; // 17
const countries = ['A', 'D', 'CH', 'CZ', 'I', 'PL', 'H']; // 7

const list = (words: string[]) =>
  sql.raw(`array[${words.map((w) => `'${w.replace(/'/g, "''")}'`).join(',')}]`);
// 1-based pick from a list by a row-number expression.
const pick = (words: string[], expr: string) =>
  sql`(${list(words)})[1 + (${sql.raw(expr)}) % ${sql.raw(String(words.length))}]`;

/** Fills `collections` and their `search_records` with `count` rows, as the save path would index them. */
export async function seedCollections(db: Database, count: number, batch = 20_000): Promise<void> {
  for (let from = 1; from <= count; from += batch) {
    const to = Math.min(count, from + batch - 1);
    await db.execute(sql`
      insert into collections (name, prefix, description, url)
      select
        case g % 4
          when 0 then ${pick(institutions, 'g')} || ' ' || ${pick(places, 'g / 3')}
          when 1 then ${pick(institutions, 'g')} || ' ' || ${pick(saints, 'g / 5')} || ' ' || ${pick(places, 'g / 3')}
          when 2 then 'Nachlass ' || ${pick(composers, 'g / 7')} || ', ' || ${pick(institutions, 'g')} || ' ' || ${pick(places, 'g / 3')}
          else ${pick(institutions, 'g')} || ' ' || ${pick(places, 'g / 3')} || ', Bestand ' || (g % 997)
        end,
        ${pick(countries, 'g / 11')} || '-' || upper(substr(${pick(places, 'g / 3')}, 1, 2)) || (g % 89),
        case when g % 5 = 4 then null else
          ${pick(genres, 'g / 2')} || ' und ' || ${pick(genres, 'g / 13')} || ' von ' || ${pick(composers, 'g / 7')}
          || ' und ' || ${pick(composers, 'g / 19')} || ', ' || (16 + g % 4) || '. Jahrhundert'
        end,
        case when g % 3 = 0 then 'https://archiv' || (g % 500) || '.example.org/bestand/' || g end
      from generate_series(${from}::int, ${to}::int) as g`);
    // Same derivation as the collection record's search entry: subtitle = first description line, else short url, else prefix.
    await db.execute(sql`
      insert into search_records (type, record_id, title, subtitle, path, text, sort_title)
      select 'collection', id, name,
        coalesce(split_part(description, E'\n', 1), regexp_replace(url, '^https?://(www\\.)?', ''), prefix),
        '/collections/' || id,
        concat_ws(' ', prefix, description, url),
        lower(name)
      from collections
      where id > coalesce((select max(record_id) from search_records where type = 'collection'), 0)`);
  }
  await db.execute(sql`analyze collections`);
  await rebuildSearchWords(db);
  await db.execute(sql`analyze search_records`);
  await db.execute(sql`analyze search_words`);
}
