import { expect, test, type Browser, type Page } from '@playwright/test';
import { chooseSelectOption, expectSignedInAs, signIn } from './support';

const TRANSLATIONS = '/admin/misc/translations';

/** A new browser (own cookies) signed in as `username`. */
async function signedInPage(browser: Browser, username: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, username);
  await expectSignedInAs(page, username);
  return page;
}

/** The signed-in user's id, from `GET /data/rest/user` with the session's token cookie. */
async function currentUserId(page: Page): Promise<number> {
  return page.evaluate(async () => {
    const cookie = document.cookie.split('; ').find((c) => c.startsWith('token='));
    const token = decodeURIComponent(cookie?.slice('token='.length) ?? '');
    const response = await fetch('/data/rest/user', { headers: { 'X-Auth-Token': token } });
    return ((await response.json()) as { id: number }).id;
  });
}

async function expectSaved(page: Page) {
  await expect(page.getByTestId('toast-success').last()).toBeVisible();
}

test('a role given a page shows that page in its users’ menu and opens it, which was denied before', async ({
  page,
  browser,
}) => {
  // Before: the trader has no translations in the menu and is sent to access denied.
  const traderBefore = await signedInPage(browser, 'trader');
  await expect(traderBefore.getByTestId(`menu-item-${TRANSLATIONS}`)).toHaveCount(0);
  await expect(traderBefore.getByTestId('menu-group-admin_misc')).toHaveCount(0);
  const traderId = await currentUserId(traderBefore);
  await traderBefore.goto(TRANSLATIONS);
  await expect(traderBefore).toHaveURL(/\/access_denied$/);
  await traderBefore.context().close();

  // The administrator creates the role…
  await signIn(page, 'admin');
  await expectSignedInAs(page, 'admin');
  await page.getByTestId('system-option-GENERAL').click();
  await page.getByTestId('menu-group-admin_auth').click();
  await page.getByTestId('menu-item-/admin/auth/user_roles').click();
  // Signed in, the administrator was on another list (the auction administration): wait for this one.
  await expect(page.getByTestId('list-screen-user_roles')).toBeVisible();
  await page.getByTestId('list-screen-user_roles').getByTestId('list-new').click();
  await page.getByTestId('edit-field-code').fill('translator');
  await expect(page.getByTestId('edit-field-code')).toHaveValue('TRANSLATOR');
  await page.getByTestId('edit-field-name').fill('Translator');
  await page.getByTestId('edit-field-description').fill('Keeps the interface texts');
  await page.getByTestId('edit-save').click();
  await expectSaved(page);
  await expect(page.getByTestId('edit-modal')).toBeHidden();
  await expect(page.getByTestId('list-table')).toContainText('TRANSLATOR');

  // …gives it the translations page through the page's roles…
  await page.goto(`/admin/auth/pages?filter%5Burl%5D=${encodeURIComponent(TRANSLATIONS)}`);
  const rows = page.getByTestId('list-table').locator('tbody tr[data-row-key]');
  await expect(rows).toHaveCount(1);
  await rows.locator('[data-testid^="row-roles-"]').click();
  const roles = page.getByTestId('page-roles-dialog');
  await expect(roles.getByTestId('page-role-ADMIN')).toBeChecked();
  await roles.getByTestId('page-role-TRANSLATOR').check();
  await roles.getByTestId('page-roles-save').click();
  await expectSaved(page);
  await expect(roles).toBeHidden();

  // …which the role pages screen shows on the role's side…
  await page.goto('/admin/auth/user_role_pages');
  await chooseSelectOption(page, page.getByTestId('role-pages-role'), 'TRANSLATOR');
  await expect(page).toHaveURL(/\/admin\/auth\/user_role_pages\/\d+$/);
  await expect(page.getByTestId('role-pages-count')).toContainText('1');
  const given = page.getByTestId('page-transfer').locator('.ant-transfer-section').nth(1);
  await expect(given).toContainText(TRANSLATIONS);

  // …and assigns the role to the trader.
  await page.goto(`/admin/auth/user_pages/${traderId}`);
  const traderRoles = page.getByTestId('user-roles-card');
  await expect(traderRoles.getByTestId('user-role-TRADER')).toBeChecked();
  await traderRoles.getByTestId('user-role-TRANSLATOR').check();
  await traderRoles.getByTestId('user-roles-save').click();
  await expectSaved(page);

  // After: signed in afresh, the trader finds the page in the menu and may open it.
  const trader = await signedInPage(browser, 'trader');
  await trader.getByTestId('menu-group-admin_misc').click();
  await trader.getByTestId(`menu-item-${TRANSLATIONS}`).click();
  await expect(trader).toHaveURL(new RegExp(`${TRANSLATIONS}$`));
  await expect(trader.getByTestId('list-screen-translations')).toBeVisible();
  await trader.context().close();

  // The trader's roles are put back as they were.
  await page.reload();
  await traderRoles.getByTestId('user-role-TRANSLATOR').uncheck();
  await traderRoles.getByTestId('user-roles-save').click();
  await expectSaved(page);
});

test('a changed translation shows in the interface after a reload, and deleting it brings the original back', async ({
  page,
  browser,
}) => {
  const newText = 'Enter the portal';
  await signIn(page, 'admin');
  await expectSignedInAs(page, 'admin');
  await page.goto(TRANSLATIONS);
  await page.getByTestId('list-new').click();
  const form = page.getByTestId('edit-form');
  await form.getByTestId('edit-field-key').locator('input').fill('login.submit');
  // Beside each text: what the interface shows now.
  await expect(form.getByTestId('interface-text-en')).toContainText('Sign in');
  await expect(form.getByTestId('interface-text-sq')).toContainText('Hyr');
  await form.getByTestId('edit-field-valueEN').fill(newText);
  await page.getByTestId('edit-save').click();
  await expectSaved(page);
  await expect(page.getByTestId('list-table')).toContainText(newText);

  // A visitor using English sees the new text; Albanian keeps its own.
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await visitor.goto('/login');
  await expect(visitor.getByTestId('login-submit')).toHaveText(/Hyr/);
  await visitor.getByTestId('language-option-en').click();
  await expect(visitor.getByTestId('login-submit')).toHaveText(newText);
  await visitor.reload();
  await expect(visitor.getByTestId('login-submit')).toHaveText(newText);

  // Deleting the translation brings the interface file's text back.
  await page.getByTestId('list-filter-key').fill('login.submit');
  await page.getByTestId('list-search').click();
  const rows = page.getByTestId('list-table').locator('tbody tr[data-row-key]');
  await expect(rows).toHaveCount(1);
  await rows.locator('[data-testid^="row-delete-"]').click();
  await page.getByTestId('delete-confirm').click();
  await expectSaved(page);
  await expect(page.getByTestId('list-empty')).toBeVisible();

  await visitor.reload();
  await expect(visitor.getByTestId('login-submit')).toHaveText(/Sign in/);
  await visitorContext.close();
});
