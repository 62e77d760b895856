import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { rowsOf } from '../db/database.ts';
import { describeCatalogue } from '../test/catalogue.ts';
import { rebuildMelodies } from './melody-features.ts';

// Incipits no source has, as a hostile contributor saves them: each is a translated field error on the
// code, answered at once, and nothing is written.

describeCatalogue('hostile incipits', (env) => {
  const scoreCount = async () =>
    rowsOf<{ n: number }>(await env().server.db.execute(sql`select count(*)::int as n from scores`))[0].n;

  it.each([
    ['300,000 nested groups', '('.repeat(300_000), 'Incipit.error_pae_too_long', 'at most 4,000 signs'],
    ['3,000 octave marks', `${"'".repeat(3000)}C'D`, 'Incipit.error_pae_octave', 'octave marks'],
    ['seven octave marks', "'''''''C''D", 'Incipit.error_pae_octave', 'octave marks'],
  ])('refuses %s as a field error in both languages, writing nothing', async (_name, pae, key, words) => {
    const { api, fx } = env();
    const input = await fx.scoreInput({ incipits: [{ is_text_incipit: false, pae }] });
    const before = await scoreCount();
    const answer = await api.upsert('Score', input);
    expect(answer.success).toBe(false);
    expect(answer.errors).toEqual([{ path: 'incipits.0.pae', key, message: expect.stringContaining(words) }]);
    const german = await api.upsert('Score', input, { locale: 'de' });
    expect(german.errors[0]).toMatchObject({ key, message: expect.stringMatching(/Zeichen|Oktav/) });
    expect(await scoreCount()).toBe(before);
  });

  it('saves code as long as the limit allows', async () => {
    const { api, fx } = env();
    const pae = `'4C${'D'.repeat(3997)}`;
    const answer = await api.upsert(
      'Score',
      await fx.scoreInput({ incipits: [{ is_text_incipit: false, pae }] }),
    );
    expect(answer, JSON.stringify(answer.errors)).toMatchObject({ success: true });
  });

  it('derives no melody, and no failure, from such code saved before the limits', async () => {
    const { server, fx } = env();
    const score = await fx.score({ incipits: [{ is_text_incipit: false, pae: "'4CDE" }] });
    const id = score.incipits[0].id;
    await server.db.execute(sql`update incipits set pae = ${`${"'".repeat(3000)}C'D`} where id = ${id}`);
    await expect(rebuildMelodies(server.db)).resolves.toBeGreaterThan(0);
    const [row] = rowsOf<{ intervals: number[] }>(
      await server.db.execute(sql`select intervals from incipit_melodies where incipit_id = ${id}`),
    );
    expect(row.intervals).toEqual([]);
  });
});
