import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { animationsEnded, axeFindings } from '../tests/axe';

// What the walk checks on every screen it opens, each a class of defect a manual walk through the portal found.

export type Lang = 'sq' | 'en' | 'sr';
export type FindingClass =
  | 'iso-date' // (a) an ISO day in the visible text of the main content
  | 'albanian-word' // (b) a word that looks Albanian on the English or Serbian screen (for a person to judge)
  | 'untranslated-label' // (b) a whole interface label left in Albanian
  | 'table-overflow' // (c) a table whose content is wider than its container
  | 'axe' // (d) axe serious or critical
  | 'server-error' // (e) an answer ≥ 500
  | 'console-error' // (e) an error in the browser's console or an uncaught exception
  | 'stuck-or-error'; // (f) a spinner still turning after 10 s, or an error result

export type Finding = {
  class: FindingClass;
  user: string;
  lang: Lang;
  width: number;
  screen: string;
  url: string;
  detail: string;
};

/** Whether a finding fails the walk: (b) words are for a person to judge; a table may scroll at 375. */
export function failing(f: Finding): boolean {
  if (f.class === 'albanian-word') return false;
  if (f.class === 'table-overflow') return f.width >= 1366;
  return true;
}

export const OUTPUT = path.resolve(import.meta.dirname, '../walk-output');

type Dictionary = Record<string, string>;
const readDictionary = (lang: Lang): Dictionary =>
  JSON.parse(
    fs.readFileSync(path.resolve(import.meta.dirname, `../../apps/web/public/i18n/${lang}.json`), 'utf8'),
  ) as Dictionary;

/**
 * What marks Albanian on a screen in another language, built from the interface's own translations: `labels`, the
 * Albanian values of keys whose value in that language differs (and that are no value of that language anyway, as
 * "Tarifa" is Serbian too), and `words`, their words of five letters or more holding ë or ç.
 */
export function albanianMarkers(lang: Exclude<Lang, 'sq'>): { labels: string[]; words: string[] } {
  const sq = readDictionary('sq');
  const other = readDictionary(lang);
  const otherValues = new Set(Object.values(other).map((v) => v.trim()));
  const otherWords = new Set(Object.values(other).flatMap((v) => v.toLowerCase().split(/[^\p{L}]+/u)));
  const labels = new Set<string>();
  const words = new Set<string>();
  for (const [key, value] of Object.entries(sq)) {
    const label = value.trim();
    if (!label || other[key]?.trim() === label || otherValues.has(label)) continue;
    // A label of letters (not a placeholder-only or a number) of four characters or more.
    if (label.length >= 4 && /\p{L}{3}/u.test(label) && !label.includes('{{')) labels.add(label);
    for (const word of label.split(/[^\p{L}]+/u)) {
      if (word.length >= 5 && /[ëçËÇ]/.test(word) && !otherWords.has(word.toLowerCase())) words.add(word.toLowerCase());
    }
  }
  return { labels: [...labels], words: [...words] };
}

/** Listens to the page for answers ≥ 500 and console errors; `take` answers (and forgets) those seen since. */
export function watchErrors(page: Page) {
  let seen: Array<{ class: FindingClass; detail: string }> = [];
  page.on('response', (response) => {
    if (response.status() >= 500)
      seen.push({
        class: 'server-error',
        detail: `${response.status()} ${response.request().method()} ${response.url()}`,
      });
  });
  page.on('console', (message) => {
    if (message.type() === 'error')
      seen.push({
        class: 'console-error',
        detail: `${message.text()} (${message.location().url ?? ''})`.slice(0, 400),
      });
  });
  page.on('pageerror', (error) =>
    seen.push({ class: 'console-error', detail: `uncaught: ${error.message}`.slice(0, 400) }),
  );
  return {
    take() {
      const taken = seen;
      seen = [];
      return taken;
    },
  };
}

const MAIN = '#main-content';

/**
 * Waits for the screen to settle: its spinners gone (10 s at most; one still turning is a finding) and its
 * animations ended. Answers a finding's detail when it stays loading.
 */
async function settle(page: Page): Promise<string | null> {
  await page.waitForLoadState('networkidle', { timeout: 3_000 }).catch(() => undefined);
  const spinner = page.locator(`${MAIN} .ant-spin-spinning, ${MAIN} .ant-skeleton-active`);
  const started = Date.now();
  while ((await spinner.count()) > 0) {
    if (Date.now() - started > 10_000) return 'a spinner (or skeleton) still turning after 10 s';
    await page.waitForTimeout(250);
  }
  await animationsEnded(page);
  return null;
}

/** What is visible in the main content, read in the page. */
type ScreenFacts = {
  text: string;
  leaves: string[];
  errorResults: string[];
  tables: Array<{ name: string; overflow: number; cut: number }>;
  pageOverflow: number;
};

async function readScreen(page: Page): Promise<ScreenFacts> {
  return page.evaluate((main) => {
    const root = document.querySelector<HTMLElement>(main) ?? document.body;
    const visible = (element: Element) => {
      const box = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      return box.width > 0 && box.height > 0 && style.visibility !== 'hidden' && style.display !== 'none';
    };
    // The text of every visible element that holds text itself (its own text nodes joined), for whole labels.
    const leaves: string[] = [];
    for (const element of Array.from(root.querySelectorAll('*'))) {
      if (['SCRIPT', 'STYLE', 'INPUT', 'TEXTAREA', 'OPTION'].includes(element.tagName)) continue;
      const own = Array.from(element.childNodes)
        .filter((n) => n.nodeType === Node.TEXT_NODE)
        .map((n) => n.textContent ?? '')
        .join('')
        .replace(/\s+/g, ' ')
        .trim();
      if (own && visible(element)) leaves.push(own);
    }
    const errorResults = Array.from(
      root.querySelectorAll(
        '.ant-result-error, .ant-result-500, .ant-result-403, .ant-result-404, [data-testid="not-found-page"], [data-testid="error-boundary"]',
      ),
    )
      .filter(visible)
      .map((e) => (e.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 160));
    const rootBox = root.getBoundingClientRect();
    const tables = Array.from(root.querySelectorAll('.ant-table-wrapper'))
      .filter(visible)
      .map((wrapper) => {
        const scroller = wrapper.querySelector('.ant-table-content, .ant-table-body') ?? wrapper;
        const box = wrapper.getBoundingClientRect();
        const named = wrapper.closest('[data-testid]')?.getAttribute('data-testid') ?? '';
        const headers = Array.from(wrapper.querySelectorAll('thead th'))
          .map((th) => (th.textContent ?? '').trim())
          .filter(Boolean)
          .slice(0, 3)
          .join(' | ');
        return {
          name: `${named || 'table'} [${headers}]`,
          overflow: Math.round(scroller.scrollWidth - scroller.clientWidth),
          cut: Math.round(Math.max(0, box.right - Math.min(rootBox.right, window.innerWidth))),
        };
      });
    return {
      text: root.innerText,
      leaves,
      errorResults,
      tables,
      pageOverflow: document.documentElement.scrollWidth - window.innerWidth,
    };
  }, MAIN);
}

export type ScreenContext = { user: string; lang: Lang; width: number; screen: string };

/**
 * Checks the screen as it is now for every class of finding and takes its full-page screenshot
 * (`walk-output/<user>-<lang>-<width>-<screen>.png`).
 */
export async function checkScreen(
  page: Page,
  at: ScreenContext,
  errors: ReturnType<typeof watchErrors>,
  markers: { labels: Set<string>; words: string[] } | null,
): Promise<Finding[]> {
  const found: Finding[] = [];
  const add = (c: FindingClass, detail: string) => found.push({ class: c, ...at, url: page.url(), detail });

  const stuck = await settle(page);
  if (stuck) add('stuck-or-error', stuck);
  const facts = await readScreen(page);
  for (const result of facts.errorResults) add('stuck-or-error', `an error result: ${result}`);

  // (a) An ISO day shown as such (input values are not in the text).
  for (const match of facts.text.matchAll(/\b(?:19|20)\d{2}-[01]\d-[0-3]\d\b/g)) {
    const around = facts.text.slice(Math.max(0, match.index - 40), match.index + 30).replace(/\s+/g, ' ');
    add('iso-date', `${match[0]} in “…${around}…”`);
  }

  // (b) Albanian on the English and Serbian screens.
  if (markers) {
    const labels = new Set<string>();
    for (const leaf of facts.leaves) if (markers.labels.has(leaf)) labels.add(leaf);
    for (const label of labels) add('untranslated-label', `“${label}” is an interface label’s Albanian value`);
    const words = new Set<string>();
    const lower = facts.text.toLowerCase();
    for (const word of markers.words) {
      if (new RegExp(`(^|[^\\p{L}])${word}([^\\p{L}]|$)`, 'u').test(lower)) words.add(word);
    }
    for (const word of words) {
      const index = lower.indexOf(word);
      const around = facts.text.slice(Math.max(0, index - 40), index + word.length + 40).replace(/\s+/g, ' ');
      add('albanian-word', `“${word}” in “…${around}…”`);
    }
  }

  // (c) A table wider than its container (columns behind a scroll or cut off), and a page wider than the window.
  for (const table of facts.tables) {
    if (table.overflow > 1) add('table-overflow', `${table.name}: content ${table.overflow}px wider than its box`);
    if (table.cut > 1) add('table-overflow', `${table.name}: cut ${table.cut}px at the right`);
  }
  if (facts.pageOverflow > 1) add('table-overflow', `the page is ${facts.pageOverflow}px wider than the window`);

  // (d) axe, serious and critical, on the screen at rest: a finding read again a moment later (not a toast or a
  // row lit by the resting pointer, caught half-way).
  let axe = await axeFindings(page, at.screen);
  if (axe.length > 0) {
    await page.waitForTimeout(1_000);
    const again = new Set(await axeFindings(page, at.screen));
    axe = axe.filter((line) => again.has(line));
  }
  for (const line of axe) add('axe', line);

  // (e) Answers ≥ 500 and console errors since the last screen.
  for (const error of errors.take()) add(error.class, error.detail);

  await page.screenshot({
    path: path.join(OUTPUT, `${at.user}-${at.lang}-${at.width}-${at.screen}.png`),
    fullPage: true,
  });
  return found;
}
