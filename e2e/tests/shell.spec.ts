import { expect, test } from '@playwright/test';
import { expectSignedInAs, expectUncovered, signIn, signOut } from './support';

test('the administrator signs in, lands on the auction administration and switches to the platform menu', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByTestId('home-page')).toBeVisible();
  await expect(page.getByTestId('menu-group-admin_auth')).toHaveCount(0);
  await page.getByTestId('sign-in-button').click();
  await expect(page).toHaveURL(/\/login$/);
  await signIn(page, 'admin');
  // Staff land on the first page of their system's menu, in that system (not on the public home).
  await expect(page).toHaveURL(/\/admin\/auctions\//);
  await expectSignedInAs(page, 'admin');
  await expect(page.locator('.ant-segmented-item-selected').getByTestId('system-option-AUCTION')).toHaveCount(1);
  await expect(page.getByTestId('menu-group-admin_auctions')).toBeVisible();
  await expect(page.getByTestId('menu-group-admin_auth')).toHaveCount(0);
  // The general system shows the platform administration instead.
  await page.getByTestId('system-option-GENERAL').click();
  for (const group of ['admin_auth', 'admin_misc', 'admin_vocabularies']) {
    await expect(page.getByTestId(`menu-group-${group}`)).toBeVisible();
  }
  await expect(page.getByTestId('menu-group-admin_auctions')).toHaveCount(0);
});

test('an explicit return address wins over the staff landing', async ({ page }) => {
  await page.goto('/user/profile');
  await expect(page).toHaveURL(/\/login$/);
  await signIn(page, 'operator');
  await expect(page).toHaveURL(/\/user\/profile$/);
  await expectSignedInAs(page, 'operator');
});

test('an anonymous visit to a protected page goes to sign-in and comes back after it', async ({ page }) => {
  await page.goto('/user/profile');
  await expect(page).toHaveURL(/\/login$/);
  await signIn(page, 'trader');
  await expect(page).toHaveURL(/\/user\/profile$/);
  await expect(page.getByTestId('profile-details')).toContainText('Demo Trade Sh.p.k.');
  await expectSignedInAs(page, 'trader');

  // Signing out ends the session: the page is protected again.
  await signOut(page);
  await page.goto('/user/profile');
  await expect(page).toHaveURL(/\/login$/);
});

test('two wrong passwords bring up the captcha for the 3rd attempt, which lets the right password in', async ({
  page,
}) => {
  await page.goto('/login');
  for (let attempt = 1; attempt <= 2; attempt++) {
    // Each answer is awaited: the form ignores a submit while the previous one is under way.
    const answer = page.waitForResponse((r) => r.url().includes('/data/rest/user/authenticate'));
    await signIn(page, 'operator', `wrong-password-${attempt}`);
    expect((await answer).status()).toBe(401);
    await expect(page.getByTestId('toast-error').last()).toBeVisible();
    if (attempt < 2) await expect(page.getByTestId('captcha')).toHaveCount(0);
  }
  const captcha = page.getByTestId('captcha');
  await expect(captcha).toBeVisible();
  await expect(captcha).toHaveAttribute('data-state', 'verified', { timeout: 30_000 });
  await signIn(page, 'operator');
  // An officer lands on the first page of their menu too.
  await expect(page).toHaveURL(/\/admin\//);
  await expectSignedInAs(page, 'operator');
});

test('the login page shows only known notices from its address, never any other text', async ({ page }) => {
  await page.goto('/login?error=Your%20account%20is%20suspended.%20Call%20%2B355%20000%20000&info=generic.success');
  await expect(page.getByTestId('login-form')).toBeVisible();
  // The parameters are read and dropped from the address; nothing of them is shown.
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByTestId('toast-error')).toHaveCount(0);
  await expect(page.getByTestId('toast-info')).toHaveCount(0);
  await expect(page.getByText('suspended')).toHaveCount(0);

  await page.goto('/login?error=unauthorized');
  await expect(page.getByTestId('toast-error')).toBeVisible();
  await expect(page.getByTestId('toast-error')).not.toContainText('unauthorized');
});

test('switching the language to English changes the interface', async ({ page, context }) => {
  await page.goto('/login');
  await expect(page.getByTestId('login-submit')).toHaveText(/Hyr/);
  await page.getByTestId('language-option-en').click();
  await expect(page.getByTestId('login-submit')).toHaveText(/Sign in/);
  const cookies = await context.cookies();
  expect(cookies.find((c) => c.name === 'lang')?.value).toBe('en');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test('a trader does not see the administration and cannot open it', async ({ page }) => {
  await signIn(page, 'trader');
  await expectSignedInAs(page, 'trader');
  await expect(page.getByTestId('menu-group-my_account')).toBeVisible();
  await expect(page.getByTestId('menu-group-admin_auth')).toHaveCount(0);
  const status = await page.evaluate(async () => {
    const token =
      document.cookie
        .split('; ')
        .find((c) => c.startsWith('token='))
        ?.slice(6) ?? '';
    const res = await fetch('/data/rest/openapi.json');
    const denied = await fetch('/data/rest/user', { headers: { 'X-Auth-Token': 'not-a-token-at-all-xxxxxxxx' } });
    const me = await fetch('/data/rest/user', { headers: { 'X-Auth-Token': decodeURIComponent(token) } });
    return [res.status, denied.status, me.status];
  });
  expect(status).toEqual([200, 401, 200]);
});

test('a toast does not hide the user menu: the menu is drawn above it and the trader signs out', async ({ page }) => {
  await signIn(page, 'trader');
  await expectSignedInAs(page, 'trader');
  // A failing read shows an error toast.
  await page.route('**/auctions/promoted_auctions*', (route) => route.fulfill({ status: 429, body: '{}' }));
  await page.goto('/');
  await expect(page.getByTestId('toast-error').last()).toBeVisible();
  await page.getByTestId('user-menu').click();
  const logout = page.getByTestId('user-menu-logout');
  // What the pointer meets at the item's centre is the item, not the toast (which a resting pointer keeps open).
  await expectUncovered(logout);
  await logout.click();
  await expect(page).toHaveURL(/\/login$/);
});
