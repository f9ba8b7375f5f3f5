import { expect, test } from '@playwright/test';
import { authHeaders, DEMO_PASSWORD, expectSignedInAs, latestMailTo, signIn } from './support';

test('a forgotten password is replaced through the mailed link, which works once', async ({ page, request }) => {
  await page.goto('/login');
  await page.getByRole('link', { name: /harruar fjalëkalimin/i }).click();
  await expect(page).toHaveURL(/\/forgotten_password$/);
  await page.getByTestId('forgotten-password-username').fill('person');
  await page.getByTestId('forgotten-password-submit').click();
  await expect(page.getByTestId('forgotten-password-sent')).toBeVisible();

  const body = await latestMailTo(request, 'person@demo.portal.test', 'password_reset');
  const link = /https?:\/\/\S+\/forgotten_password#token=([\w-]+)/.exec(body);
  expect(link).toBeTruthy();
  const [address, token] = link!;
  const path = new URL(address).pathname + new URL(address).hash;

  // The token is in the fragment: no request of the page carries it, in its address or its Referer.
  const carried: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes(token) || (r.headers()['referer'] ?? '').includes(token)) carried.push(r.url());
  });
  await page.goto(path);
  await expect(page.getByTestId('reset-password-page')).toBeVisible();
  await expect(page).toHaveURL(/\/forgotten_password$/);
  await page.getByTestId('reset-password-new').fill('Fresh#Pass-2026');
  await page.getByTestId('reset-password-confirm').fill('Fresh#Pass-2026');
  await page.getByTestId('reset-password-submit').click();
  await expect(page).toHaveURL(/\/login$/);
  expect(carried).toEqual([]);
  await signIn(page, 'person', 'Fresh#Pass-2026');
  await expectSignedInAs(page, 'person');

  // The same link again is refused.
  const again = await page.context().newPage();
  await again.goto(path);
  await again.getByTestId('reset-password-new').fill('Other#Pass-2026');
  await again.getByTestId('reset-password-confirm').fill('Other#Pass-2026');
  await again.getByTestId('reset-password-submit').click();
  await expect(again.getByTestId('toast-error').last()).toBeVisible();
  await expect(again).toHaveURL(/\/forgotten_password$/);

  // The demo person's own password back, for the tests after this one (they sign in as the person).
  const back = await request.post('/data/rest/user/change_password', {
    headers: await authHeaders(request, 'person', 'Fresh#Pass-2026'),
    data: {
      username: 'person',
      oldPassword: 'Fresh#Pass-2026',
      password: DEMO_PASSWORD,
      confirmPassword: DEMO_PASSWORD,
    },
  });
  expect(back.status(), await back.text()).toBe(200);
  await authHeaders(request, 'person');
});

test('an unknown confirmation code on the login page is explained, in a link of either shape', async ({ page }) => {
  await page.goto('/login#code=not-a-real-code-0123456789');
  await expect(page.getByTestId('toast-error').last()).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  // Links mailed before carried the code in the query string.
  await page.goto('/login?code=not-a-real-code-9876543210');
  await expect(page.getByTestId('toast-error').last()).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});

test('a forgotten username gets the same answer whether or not the address is known', async ({ page }) => {
  await page.goto('/forgotten_username');
  await page.getByTestId('forgotten-username-email').fill('nobody@example.org');
  await page.getByTestId('forgotten-username-submit').click();
  await expect(page.getByTestId('forgotten-username-sent')).toBeVisible();
});
