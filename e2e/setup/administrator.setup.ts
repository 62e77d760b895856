import { expect, test as setup } from '@playwright/test';
import { admin } from '../support/accounts.ts';
import { register } from '../support/api/accounts.ts';

// Runs before the specs (the "administrator" project they depend on): the administrator every spec signs in
// as, so that none relies on another having run before it. Registering the first account through the UI
// is the first-account spec's, on a server of its own.

setup('the administrator is the first account of the run’s database', async ({ request }) => {
  const registered = await register(request, admin);
  expect(registered, 'registering the administrator').toMatchObject({ success: true });
  expect(
    registered.user?.permissions.map((p) => p.id),
    'the first account is admin',
  ).toContain(1);
});
