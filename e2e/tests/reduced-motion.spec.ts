import { expect, test, type Page } from '@playwright/test';
import { expectSignedInAs, signIn } from './support';

/**
 * Who asks the system for less motion (WCAG 2.3.3) gets a portal without animations, whose drop-downs still open
 * where they belong. The other browser tests run with less motion asked for (playwright.config.ts); this one also
 * checks the usual setting.
 */

/** Fails unless the open drop-down lies inside the window. */
async function expectOnScreen(page: Page, popup: string) {
  const box = await page.locator(popup).first().boundingBox();
  expect(box, `${popup} is drawn`).not.toBeNull();
  const viewport = page.viewportSize()!;
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.y).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(viewport.width);
  expect(box!.y + box!.height).toBeLessThanOrEqual(viewport.height);
}

for (const reducedMotion of ['reduce', 'no-preference'] as const) {
  test(`with reducedMotion ${reducedMotion}, a select's options and the user menu open on the screen`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ reducedMotion });
    const page = await context.newPage();
    await signIn(page, 'trader');
    await expectSignedInAs(page, 'trader');
    await page.goto('/user/profile');
    const language = page.getByTestId('profile-lang');
    await language.click();
    await expect(page.locator('.ant-select-dropdown:visible')).toBeVisible();
    await expectOnScreen(page, '.ant-select-dropdown:visible');
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: 'English' }).click();
    await expect(language).toContainText('English');

    await page.getByTestId('user-menu').click();
    await expect(page.getByTestId('user-menu-logout')).toBeVisible();
    await expectOnScreen(page, '.ant-dropdown:visible');
    // Ant Design animates nothing when less motion is asked for.
    const animated = await page.locator('.ant-dropdown:visible').evaluate((menu) => menu.getAnimations().length);
    if (reducedMotion === 'reduce') expect(animated).toBe(0);
    await context.close();
  });
}
