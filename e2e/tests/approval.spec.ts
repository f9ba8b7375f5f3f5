import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { approveCompany } from './account-steps';
import { expectSignedInAs, latestMailTo, signIn, signOut } from './support';

/** A company registered through the API (captcha solved as the browser would) and confirmed with the mailed code. */
async function registerPendingCompany(request: APIRequestContext, suffix: string) {
  const challenge = await (await request.get('/data/rest/captcha/challenge')).json();
  const solution = await solveChallenge({ challenge, deriveKey });
  const altcha = Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
  const username = `e2e.approval.${suffix.toLowerCase()}`;
  const email = `${username}@example.org`;
  const password = 'Str0ng#Passw0rd';
  const companyName = `Approval ${suffix} Sh.p.k.`;
  const registered = await request.post('/data/rest/registered_users/register_company', {
    data: {
      user: { username, email, confirmEmail: email, password, confirmPassword: password, lang: 'sq', altcha },
      company: { companyUniqueNumber: `K${suffix}`.slice(0, 20), companyName, fiscalNumber: `F${suffix}` },
    },
  });
  expect(registered.status(), await registered.text()).toBe(200);

  // The confirmation link, read from the outbox as an administrator would.
  const body = await latestMailTo(request, email);
  const code = /\/login#code=([\w-]+)/.exec(body)?.[1];
  expect(code).toBeTruthy();
  const confirmed = await request.post('/data/rest/registered_users/confirm', { data: { code } });
  expect(confirmed.status()).toBe(200);
  return { username, password, companyName };
}

test('the registry officer approves a new company, which can then sign in', async ({ page, request }) => {
  const suffix = Date.now().toString(36).toUpperCase();
  const company = await registerPendingCompany(request, suffix);

  await signIn(page, 'registry');
  await expectSignedInAs(page, 'registry');
  const drawer = await approveCompany(page, company);
  await expect(drawer.getByTestId('user-action-open-approve')).toBeDisabled();
  await expect(drawer.getByTestId('user-action-open-block')).toBeEnabled();

  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(page).toHaveURL(/\/admin\/auth\/companies_for_approval\?/);

  await signOut(page);
  await signIn(page, company.username, company.password);
  await expectSignedInAs(page, company.username);
});
