import { expect, test } from '@playwright/test';
import { adminToken, signIn } from '../../support/accounts.ts';
import { graphql } from '../../support/api/client.ts';
import { createScore } from '../../support/api/records.ts';
import { field } from '../../support/forms.ts';
import { Shell } from '../../support/shell.ts';
import { fill, texts } from '../../support/texts.ts';

// A score of many incipits: every notation is drawn on opening, however the drawings and the form's
// rendering fall in time (a drawing finished between a render and its effect once stayed "loading" for
// good), and the incipits after the first get their fields shortly after, their notation shown meanwhile.

const de = texts.de;
const CLEFS = ['G-2', 'C-1', 'F-4', 'C-3', 'G-2'];

const incipits = Array.from({ length: 10 }, (_, i) => ({
  number: String(i + 1),
  movement: i < 5 ? 'Kyrie' : 'Gloria',
  clef: CLEFS[i % CLEFS.length],
  key_signature: i % 2 ? 'bB' : 'xF',
  time_signature: '4/4',
  pae: `'4${'CDEFGAB'[i % 7]}8DE4F${'GAB'[i % 3]}/2G4-`,
  is_text_incipit: false,
}));

test("a score's ten incipits are all drawn on every opening, and the last one's fields are there to edit", async ({
  page,
  context,
  request,
}) => {
  const token = await adminToken(request);
  const id = await createScore(request, token, 'Missa brevis', { incipits });
  await signIn(context, token);
  const shell = new Shell(page);
  const notations = page.getByTestId('incipit-notation');

  for (let opening = 0; opening < 4; opening++) {
    await page.goto(`/scores/${id}/edit?tab=incipits`);
    await expect(notations).toHaveCount(10);
    await expect(page.getByText(de.Pae.loading)).toHaveCount(0);
    // Drawn from each incipit's own code: the notations are told apart by their labels.
    await expect(notations.last()).toHaveAttribute(
      'aria-label',
      fill(de.Pae.notation, { code: incipits[9]?.pae }),
    );
    await expect(field(page, 'incipits.9.pae')).toHaveValue(incipits[9]?.pae ?? '');
  }

  // The last incipit's fields take input like the first's; the notation follows the code.
  const changed = "'4GAB''C/2D";
  await field(page, 'incipits.9.pae').fill(changed);
  await expect(notations.last()).toHaveAttribute('aria-label', fill(de.Pae.notation, { code: changed }));
  await expect(notations.last()).toHaveAttribute('aria-busy', 'false');
  await expect(notations).toHaveCount(10);
  await page.getByTestId('save-button').click();
  await expect(shell.flash).toHaveText(de.Server.saved);

  const { getScore } = await graphql<{ getScore: { incipits: { pae: string }[] } }>(
    request,
    'query ($id: Int!) { getScore(id: $id) { incipits { pae } } }',
    { id },
    { token },
  );
  expect(getScore.incipits.map(({ pae }) => pae)).toEqual([
    ...incipits.slice(0, 9).map(({ pae }) => pae),
    changed,
  ]);
});
