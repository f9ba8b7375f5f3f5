import { expect, test, type APIRequestContext } from '@playwright/test';
import { addCompanyUser, uploadCompanySignature } from './account-steps';
import { authHeaders, chooseSelectOption, expectSignedInAs, expectUncovered, signIn, signOut } from './support';

async function ensureLicenseType(request: APIRequestContext, code: string): Promise<string> {
  const headers = await authHeaders(request);
  const label = `Licencë akcize ${code}`;
  const res = await request.post('/data/rest/license_types', {
    headers,
    data: { code, labelSQ: label, labelEN: `Excise licence ${code}`, labelSR: `Akcizna licenca ${code}`, active: true },
  });
  expect(res.ok()).toBeTruthy();
  return label;
}

/** A user the trader (its company's administrator) adds over the API: approved at once, not an administrator. */
async function addMember(request: APIRequestContext, prefix: string) {
  const username = `${prefix}.${Date.now() % 1_000_000}`;
  const password = 'Member#Pass-2026';
  const created = await request.post('/data/rest/registered_users/create_company_user', {
    headers: await authHeaders(request, 'trader'),
    data: { username, email: `${username}@example.com`, password, confirmPassword: password },
  });
  expect(created.status(), await created.text()).toBe(200);
  return { id: ((await created.json()) as { id: number }).id, username, password };
}

test('the company administrator manages users, the signature and licences', async ({ page, request }) => {
  const typeLabel = await ensureLicenseType(request, 'E2EEXC');
  await page.goto('/login');
  await signIn(page, 'trader');
  await expectSignedInAs(page, 'trader');

  // Add a company user: the new user is listed as approved.
  await page.goto('/user/company_users');
  await expect(page.getByTestId('company-user-status-trader')).toBeVisible();
  const status = await addCompanyUser(page, {
    username: 'e2e.member',
    email: 'e2e.member@example.com',
    password: 'Member#Pass-2026',
  });

  // Disable him for 2 days.
  const row = page.getByRole('row').filter({ has: status });
  await row.locator('[data-testid^="row-disable-"]').click();
  await page.getByTestId('company-user-days').fill('2');
  await page.getByTestId('company-user-action-confirm').click();
  await expect(page.getByTestId('toast-success').last()).toBeVisible();
  await expect(status).toHaveAttribute('data-status', 'DISABLED');
  await expect(status).toContainText(/\d{2}\.\d{2}\.\d{4}/);

  // Upload a signature image and see its preview.
  await uploadCompanySignature(page);

  // Add a licence on the profile.
  await page.goto('/user/profile');
  const licences = page.getByTestId('company-licences');
  await expect(licences).toBeVisible();
  await page.getByTestId('licence-add').click();
  await chooseSelectOption(page, page.getByTestId('licence-type'), typeLabel);
  await page.getByTestId('licence-valid-from').fill('01.01.2025');
  await page.getByTestId('licence-valid-to').fill('31.12.2099');
  await page.getByTestId('licence-save').click();
  await expect(page.getByTestId('toast-success').last()).toBeVisible();
  await expect(page.getByTestId('upload-panel-trader_license_type_attachment')).toBeVisible();
  await page.getByTestId('licence-save').click();
  await expect(licences.getByRole('row').filter({ hasText: typeLabel })).toContainText('31.12.2099');
});

test('a company without a stamp shows the empty state without asking for a file that is not there', async ({
  page,
}) => {
  const notFound: string[] = [];
  page.on('response', (response) => {
    if (response.status() === 404) notFound.push(response.url());
  });
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  await page.goto('/login');
  await signIn(page, 'trader');
  await expectSignedInAs(page, 'trader');
  await page.goto('/user/company_stamp');
  await expect(page.getByTestId('company-stamp-empty')).toBeVisible();
  // Nothing is requested that the company does not have: no 404, no console error.
  await page.waitForLoadState('networkidle');
  expect(notFound).toEqual([]);
  expect(consoleErrors).toEqual([]);
});

test('the company users page tells an account without a company, and a member who does not administer it, why', async ({
  page,
  request,
}) => {
  const refused: string[] = [];
  page.on('response', (response) => {
    if (response.status() === 403) refused.push(response.url());
  });
  // The product's administrator holds every page but belongs to no company.
  await page.goto('/login');
  await signIn(page, 'admin');
  await expectSignedInAs(page, 'admin');
  await page.goto('/user/company_users');
  await expect(page.getByTestId('company-notice-noCompany')).toBeVisible();
  await page.goto('/user/company_stamp');
  await expect(page.getByTestId('company-notice-noCompany')).toBeVisible();
  await signOut(page);

  // A member of the trader's company who is not its administrator, given the page directly by the administrator.
  const member = await addMember(request, 'e2e.notice');
  const admin = await authHeaders(request);
  const me = (await (await request.get('/data/rest/user', { headers: admin })).json()) as {
    rolePages: Array<{ id: number; url: string }>;
  };
  const granted = await request.post('/data/rest/user_pages', {
    headers: admin,
    data: {
      userId: member.id,
      pageIds: me.rolePages.filter((p) => p.url === '/user/company_users').map((p) => p.id),
    },
  });
  expect(granted.status(), await granted.text()).toBe(200);
  await signIn(page, member.username, member.password);
  await expectSignedInAs(page, member.username);
  await page.goto('/user/company_users');
  await expect(page.getByTestId('company-notice-notAdministrator')).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(refused).toEqual([]);
});

test('on a 375 px screen the company users list leaves the users room: its row buttons scroll with the row', async ({
  page,
  request,
}) => {
  const { username } = await addMember(request, 'e2e.phone');
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/login');
  await signIn(page, 'trader');
  await expect(page).not.toHaveURL(/\/login/);
  await page.goto(`/user/company_users?filter[username]=${username}`);
  const row = page.getByRole('row').filter({ has: page.getByTestId(`company-user-status-${username}`) });
  const block = row.locator('[data-testid^="row-block-"]');
  await expect(block).toBeVisible();
  // The username and the e-mail are on the screen, not under the row's four buttons.
  await expectUncovered(row.getByRole('cell').nth(0));
  await expectUncovered(row.getByRole('cell').nth(1));
  // The buttons come into view with the rest of the row.
  await block.scrollIntoViewIfNeeded();
  await expectUncovered(block);
});
