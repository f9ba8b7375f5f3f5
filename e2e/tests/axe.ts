import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

/** WCAG 2.2 AA, the level the product answers to. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * Waits until no finite animation runs: a toast fading in or a dialog opening is not yet at its colours. Endless ones
 * (a spinner, a progress bar's shine) never end and are not waited for; after 5 s axe reads the screen as it is.
 */
export async function animationsEnded(page: Page) {
  await page
    .waitForFunction(
      () =>
        document
          .getAnimations()
          .every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity),
      undefined,
      { timeout: 5_000 },
    )
    .catch(() => undefined);
}

/** Serious and critical axe findings on the screen as it is, one line each, prefixed with `where`. */
export async function axeFindings(page: Page, where: string, tags = WCAG_TAGS): Promise<string[]> {
  const result = await new AxeBuilder({ page })
    .withTags(tags)
    .options({ resultTypes: ['violations'] })
    .analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .flatMap((v) =>
      v.nodes.map((n) => `${where} — ${v.id} (${v.impact}): ${n.target.join(' ')} — ${n.any[0]?.message ?? v.help}`),
    );
}

/**
 * Serious and critical axe findings on the screen at rest, one line each. A screen with findings is read again (after
 * `settle`) until it has none, for five seconds at the most, and the last reading counts: a toast or a mask fading
 * out, read half transparent, or a row lit by the resting mouse pointer is not the screen; a finding of the screen
 * itself is there every time.
 */
export async function restingFindings(
  page: Page,
  where: string,
  settle: (page: Page) => Promise<void> = animationsEnded,
  tags = WCAG_TAGS,
): Promise<string[]> {
  let found = await axeFindings(page, where, tags);
  if (found.length === 0) return found;
  // What is still found after the wait is the answer (the caller reports it): the wait itself does not fail.
  await expect
    .poll(
      async () => {
        await settle(page);
        found = await axeFindings(page, where, tags);
        return found.length;
      },
      { timeout: 5_000, intervals: [250, 500, 1_000] },
    )
    .toBe(0)
    .catch(() => undefined);
  return found;
}

/** No serious or critical axe finding on the screen once its animations have ended (see restingFindings). */
export async function expectAccessible(page: Page, what: string, tags = WCAG_TAGS) {
  await animationsEnded(page);
  expect(await restingFindings(page, what, animationsEnded, tags), `axe on ${what}`).toEqual([]);
}

/**
 * A screen in Albanian and English at 1280 and 375 px: opened at `url`, `ready` when its content is there, checked with
 * axe and photographed into the test's output as `{name}-{width}-{lang}.png`. The language goes back to Albanian after.
 */
export async function photographAccessible(page: Page, url: string, ready: () => Promise<void>, name: string) {
  for (const lang of ['sq', 'en'] as const) {
    await page.context().addCookies([{ name: 'lang', value: lang, url: test.info().project.use.baseURL! }]);
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
      await page.goto(url);
      await ready();
      await expectAccessible(page, `${name} at ${width} px (${lang})`);
      await page.screenshot({ path: test.info().outputPath(`${name}-${width}-${lang}.png`), fullPage: true });
    }
  }
  await page.context().addCookies([{ name: 'lang', value: 'sq', url: test.info().project.use.baseURL! }]);
}

/** A list's export menu open: checked with axe and photographed into the test's output as `shot`, then closed. */
export async function expectExportMenuAccessible(page: Page, what: string, shot: string) {
  await page.getByTestId('list-export').click();
  await expect(page.getByTestId('export-xlsx')).toBeVisible();
  await expectAccessible(page, `${what} with its export menu open`);
  await page.screenshot({ path: test.info().outputPath(shot) });
  await page.keyboard.press('Escape');
}
