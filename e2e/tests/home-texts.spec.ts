import { expect, test, type Browser } from '@playwright/test';
import { expectSignedInAs, signIn } from './support';

/** The whole file of a language's texts by its hashed name (`/i18n/sq.{hash}.json`), not the home part. */
const WHOLE_FILE = /\/i18n\/[a-z]{2}\.[\w-]{16}\.json$/;
const HOME_PART = /\/i18n\/[a-z]{2}-home\.[\w-]{16}\.json$/;

/**
 * The public home as drawn in a new browser context, by the text it shows and the names it gives its controls, after
 * its reads are in; with `wholeFile: false` the whole file never arrives, so the home is drawn from its part alone.
 */
async function homeText(browser: Browser, lang: string, user: string | null, wholeFile: boolean): Promise<string[]> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await context.addCookies([{ name: 'lang', value: lang, url: 'http://127.0.0.1' }]);
  const page = await context.newPage();
  if (user) {
    await signIn(page, user);
    await expectSignedInAs(page, user);
  }
  if (!wholeFile) await page.route(WHOLE_FILE, (route) => route.abort());
  const promoted = page.waitForResponse((response) => response.url().includes('/auctions/promoted_auctions'));
  await page.goto('/');
  await promoted;
  await page.waitForLoadState('networkidle');
  await expect(page.getByTestId('home-categories')).toBeVisible();
  const text = await page.evaluate(() =>
    [
      document.body.innerText,
      ...Array.from(document.querySelectorAll('[aria-label], [title], [placeholder]')).map((element) =>
        ['aria-label', 'title', 'placeholder'].map((name) => element.getAttribute(name) ?? '').join('|'),
      ),
    ].join('\n'),
  );
  await context.close();
  return [...new Set(text.split('\n').map((line) => line.trim()))].filter(Boolean).sort();
}

test('the home is drawn from the home part of the texts; the whole file follows and a page opened from it waits for it', async ({
  page,
}) => {
  const texts: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (path.startsWith('/i18n/')) texts.push(path);
  });
  // The whole file arrives a moment late: the next page waits for it with a spinner, never drawing a key's default.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(WHOLE_FILE, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(texts[0]).toMatch(HOME_PART);
  await expect.poll(() => texts.filter((path) => WHOLE_FILE.test(path))).toHaveLength(1);

  await page.getByRole('link', { name: 'Të gjitha ankandet e shpallura' }).click();
  await expect(page).toHaveURL(/\/user_auctions\/published_auctions$/);
  // The page's code is in, its texts not yet: the home stays drawn (the move is a transition) until they are.
  const search = page.getByPlaceholder('Numri i ankandit');
  await page.waitForTimeout(1_000);
  await expect(search).toHaveCount(0);
  await expect(page.getByTestId('home-hero')).toBeVisible();
  release();
  await expect(search).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Ankandet e shpallura', level: 1 })).toBeVisible();

  // Opened at another address, the page asks for the whole file only.
  texts.length = 0;
  await page.unrouteAll();
  await page.goto('/user_auctions/running_auctions');
  await expect(page.getByRole('heading', { name: 'Ankandet në zhvillim' })).toBeVisible();
  expect(texts.length).toBe(1);
  expect(texts[0]).toMatch(WHOLE_FILE);
});

test('the home part holds every text the home shows, to a visitor and to a signed-in trader, in each language', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  for (const [lang, user] of [
    ['sq', null],
    ['en', null],
    ['sr', null],
    ['sq', 'trader'],
  ] as const) {
    // An auction starting or ending between the two visits changes the home; the next pair of visits then agrees.
    let diff: { onlyWhole: string[]; onlyPart: string[] } = { onlyWhole: [], onlyPart: [] };
    for (let attempt = 0; attempt < 3; attempt++) {
      const whole = await homeText(browser, lang, user, true);
      const part = await homeText(browser, lang, user, false);
      diff = {
        onlyWhole: whole.filter((line) => !part.includes(line)),
        onlyPart: part.filter((line) => !whole.includes(line)),
      };
      if (diff.onlyWhole.length === 0 && diff.onlyPart.length === 0) break;
    }
    expect(diff, `${lang} ${user ?? 'visitor'}`).toEqual({ onlyWhole: [], onlyPart: [] });
  }
});
