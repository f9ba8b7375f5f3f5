import { expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'Demo#2026!';

/** Signs in through the login form, as a person would; solves the captcha when it is shown. */
export async function signIn(page: Page, username: string, password = DEMO_PASSWORD) {
  if (!page.url().includes('/login')) await page.goto('/login');
  await page.getByTestId('login-username').fill(username);
  await page.getByTestId('login-password').fill(password);
  await page.getByTestId('login-submit').click();
}

export async function expectSignedInAs(page: Page, username: string) {
  await expect(page.getByTestId('user-menu-username')).toHaveText(username);
}

/** Signs out through the user menu. The menu opens with an animation; a click lost to it is repeated. */
export async function signOut(page: Page) {
  await page.getByTestId('user-menu').click();
  await expect(async () => {
    if (!/\/login$/.test(page.url())) {
      if (!(await page.getByTestId('user-menu-logout').isVisible())) await page.getByTestId('user-menu').click();
      await page.getByTestId('user-menu-logout').click({ timeout: 2_000 });
    }
    await expect(page).toHaveURL(/\/login$/, { timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
}
