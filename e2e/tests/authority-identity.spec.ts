import { expect, test, type Browser } from '@playwright/test';
import { expectAccessible } from './axe';
import { signInAs } from './portal-steps';

/** A signed-in page of `username` in `lang` (the language cookie), at `width` × 900. */
async function pageOf(browser: Browser, username: string, lang: 'sq' | 'en', width: number) {
  const baseURL = test.info().project.use.baseURL!;
  const context = await browser.newContext({ baseURL, viewport: { width, height: 900 } });
  await context.addCookies([{ name: 'lang', value: lang, url: baseURL }]);
  const page = await context.newPage();
  await signInAs(page, username);
  return page;
}

/** A small PNG emblem: a 2×2 blue square. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEUlEQVQImWOQ96uU96tkgFAAF84DmfGZFjwAAAAASUVORK5CYII=',
  'base64',
);

test('the administrator keeps the authority’s names, addresses, contact and logo; the header names it', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  for (const [lang, tab, name] of [
    ['sq', 'Autoriteti', 'Administrata Doganore'],
    ['en', 'Authority', 'Customs Administration'],
  ] as const) {
    const page = await pageOf(browser, 'admin', lang, 1366);
    await page.goto('/admin/misc/application_settings');
    // The header's tagline is the authority's name in the interface language (its settings).
    await expect(page.getByTestId('brand')).toContainText(name);
    await page.getByRole('tab', { name: tab }).click();
    await expect(page.locator('#parameter-authority_name_en')).toHaveValue('Customs Administration');
    await expect(page.locator('#parameter-authority_address_en')).toHaveValue(/Demo City/);
    // The demo emblem is shown; a new logo replaces it.
    await expect(page.getByTestId('authority-logo-preview')).toBeVisible();
    if (lang === 'sq') {
      const before = await page.getByTestId('authority-logo-preview').getAttribute('src');
      await page
        .locator('#authority-logo-file')
        .setInputFiles({ name: 'emblem.png', mimeType: 'image/png', buffer: PNG });
      await expect(page.getByTestId('authority-logo-preview')).not.toHaveAttribute('src', before!);
    }
    await expectAccessible(page, `the authority's settings in ${lang}`);
    await page.screenshot({ path: test.info().outputPath(`authority-${lang}-1366.png`), fullPage: true });
    await page.setViewportSize({ width: 375, height: 800 });
    await page.screenshot({ path: test.info().outputPath(`authority-${lang}-375.png`), fullPage: true });
    await page.context().close();
  }
});
