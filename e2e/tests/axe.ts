import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

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

/** No serious or critical axe finding on the screen once its animations have ended. */
export async function expectAccessible(page: Page, what: string, tags = WCAG_TAGS) {
  await animationsEnded(page);
  expect(await axeFindings(page, what, tags), `axe on ${what}`).toEqual([]);
}
