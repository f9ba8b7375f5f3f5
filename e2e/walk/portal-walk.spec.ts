import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { HOME, signInAs, type CaseScreen } from '../tests/portal-steps';
import {
  albanianMarkers,
  checkScreen,
  failing,
  OUTPUT,
  watchErrors,
  type Finding,
  type Lang,
  type ScreenContext,
} from './screen-checks';
import { fileWalkCases, type WalkCase, type WalkCases } from './walk-cases';

/**
 * A walk through every customs-portal screen as each kind of user (trader, broker, person, officer, and signed
 * out), at 1366 and 375 px, in Albanian, English and Serbian: the home list, the user's decisions, each of the user's
 * cases with every tab, the creation wizard of each kind, the officers' queue and their view of each case, the public
 * BTI search and movement certificate display. Every screen is checked (see screen-checks.ts) and photographed into walk-output/;
 * the findings go to walk-output/report.json, and the walk fails on those a person need not judge.
 *
 * Run: `npm run build`, then `cd e2e && E2E_PORT=8206 npm run walk` (WALK_USERS=trader,officer and WALK_LANGS=en
 * narrow it).
 */

const CASES_FILE = path.join(OUTPUT, 'cases.json');
const QUEUE = '/web_portal_processing/case_queue';
const MY_DECISIONS = '/web_portal/my_decisions';
const USERS = ['trader', 'broker', 'person', 'officer', 'public'] as const;
const WIDTHS = [
  { width: 1366, height: 900 },
  { width: 375, height: 812 },
] as const;
const only = (name: string) => process.env[name]?.split(',').filter(Boolean);
const LANGS = (only('WALK_LANGS') ?? ['sq', 'en', 'sr']) as Lang[];
const KINDS: CaseScreen[] = ['general', 'complaint', 'authorization', 'movement_certificate', 'bti', 'ipr'];

const createPath = (kind: CaseScreen) =>
  `${HOME}/${kind === 'complaint' ? 'create_complain_case' : `create_${kind}_case`}`;

test("the walk's cases are filed", async ({ request }) => {
  test.setTimeout(180_000);
  fs.rmSync(OUTPUT, { recursive: true, force: true });
  fs.mkdirSync(OUTPUT, { recursive: true });
  const cases = await fileWalkCases(request);
  fs.writeFileSync(CASES_FILE, JSON.stringify(cases, null, 2));
});

/** One screen to open: its address, its name in the screenshots, and what to do on it. */
type Screen = { name: string; url: string; tabs?: 'all' | 'officer'; officer?: boolean; search?: string };

function screensOf(user: (typeof USERS)[number], walk: WalkCases): Screen[] {
  const view = (c: WalkCase) => `${HOME}/view_${c.kind}_case/${c.id}`;
  if (user === 'public') {
    return [
      { name: 'bti-search', url: '/web_portal/bti_search', search: walk.btiCode.slice(0, 6) },
      ...(walk.movementUrlNumber
        ? [
            {
              name: 'movement-display',
              url: `/web_portal/movement_certificate_display?urlNumber=${walk.movementUrlNumber}`,
            },
          ]
        : []),
    ];
  }
  if (user === 'officer') {
    return [
      { name: 'queue', url: QUEUE },
      ...walk.cases
        .filter((c) => c.status !== 'DRAFT')
        .map((c) => ({
          name: `officer-view-${c.kind}-${c.id}`,
          url: view(c),
          tabs: 'officer' as const,
          officer: true,
        })),
    ];
  }
  return [
    { name: 'home', url: HOME },
    { name: 'my-decisions', url: MY_DECISIONS },
    ...walk.cases
      .filter((c) => c.filer === user)
      .map((c) => ({ name: `view-${c.kind}-${c.id}`, url: view(c), tabs: 'all' as const })),
    ...KINDS.map((kind) => ({ name: `create-${kind}`, url: createPath(kind) })),
  ];
}

/** Opens a screen and checks it; then, on a case screen, each of its tabs and their inner tabs (documents, records). */
async function walkScreen(
  page: Page,
  screen: Screen,
  at: Omit<ScreenContext, 'screen'>,
  check: (screen: string) => Promise<void>,
  notes: string[],
) {
  await page.goto(screen.url);
  await expect(page.locator('#main-content')).toBeVisible();
  const lang = await page.locator('html').getAttribute('lang');
  if (lang !== at.lang) notes.push(`${screen.name} at ${at.lang}: the page is in ${lang}`);
  if (screen.search) {
    await check(screen.name);
    await page.getByTestId('bti-search-code').fill(screen.search);
    await page.getByTestId('bti-search-submit').click();
    await expect(page.getByTestId('bti-search-results')).toBeVisible();
    await check(`${screen.name}-results`);
    return;
  }
  if (!screen.tabs) return check(screen.name);
  const caseTabs = page.getByTestId('case-tabs');
  const tabs = caseTabs.locator(':scope > .ant-tabs-nav .ant-tabs-tab');
  await expect(tabs.first()).toBeVisible();
  const keys = await tabs.evaluateAll((nodes) => nodes.map((n) => n.getAttribute('data-node-key') ?? ''));
  for (const [index, key] of keys.entries()) {
    if (screen.tabs === 'officer' && !['case', 'documents'].includes(key)) continue;
    const tabName = `${screen.name}-t${index + 1}-${key}`;
    const tab = tabs.nth(index);
    await tab.getByRole('tab').click();
    await expect(tab).toHaveClass(/ant-tabs-tab-active/);
    await check(tabName);
    if (index === 0 && screen.officer && !(await page.getByTestId('officer-actions').isVisible()))
      notes.push(`${screen.name}: no officer actions panel`);
    // The tab's own tabs (the documents' outgoing and incoming, the records' parts), each after the first.
    const inner = caseTabs.locator('.ant-tabs-tabpane-active .ant-tabs-nav').first().locator('.ant-tabs-tab');
    const count = await inner.count();
    for (let sub = 1; sub < count; sub++) {
      await inner.nth(sub).getByRole('tab').click();
      await expect(inner.nth(sub)).toHaveClass(/ant-tabs-tab-active/);
      await check(`${tabName}-s${sub + 1}`);
    }
  }
}

for (const user of USERS) {
  for (const size of WIDTHS) {
    for (const lang of LANGS) {
      test(`walk as ${user} at ${size.width} in ${lang}`, async ({ page, context, baseURL }) => {
        test.skip(!!only('WALK_USERS') && !only('WALK_USERS')!.includes(user), 'not among WALK_USERS');
        test.setTimeout(15 * 60_000);
        const walk = JSON.parse(fs.readFileSync(CASES_FILE, 'utf8')) as WalkCases;
        const errors = watchErrors(page);
        // Signed in at the wide width, where the header shows the user's name.
        if (user !== 'public') await signInAs(page, user);
        await page.setViewportSize(size);
        errors.take();
        const findings: Finding[] = [];
        const notes: string[] = [];
        let screens = 0;
        const started = Date.now();
        await context.addCookies([{ name: 'lang', value: lang, url: baseURL! }]);
        const markers =
          lang === 'sq' ? null : (({ labels, words }) => ({ labels: new Set(labels), words }))(albanianMarkers(lang));
        const at = { user, lang, width: size.width };
        for (const screen of screensOf(user, walk)) {
          const check = async (name: string) => {
            screens++;
            findings.push(...(await checkScreen(page, { ...at, screen: name }, errors, markers)));
          };
          try {
            await walkScreen(page, screen, at, check, notes);
          } catch (error) {
            // A screen that cannot be walked is a finding of its own; the walk goes on with the next.
            findings.push({
              class: 'stuck-or-error',
              ...at,
              screen: screen.name,
              url: page.url(),
              detail: `the walk could not go through it: ${String(error).split('\n')[0]}`,
            });
          }
        }
        fs.writeFileSync(
          path.join(OUTPUT, `findings-${user}-${size.width}-${lang}.json`),
          JSON.stringify(
            { user, width: size.width, lang, screens, seconds: (Date.now() - started) / 1000, notes, findings },
            null,
            2,
          ),
        );
      });
    }
  }
}

test("the walk's report", async () => {
  const walk = JSON.parse(fs.readFileSync(CASES_FILE, 'utf8')) as WalkCases;
  const parts = fs
    .readdirSync(OUTPUT)
    .filter((f) => f.startsWith('findings-'))
    .map(
      (f) =>
        JSON.parse(fs.readFileSync(path.join(OUTPUT, f), 'utf8')) as {
          user: string;
          width: number;
          lang: Lang;
          screens: number;
          seconds: number;
          notes: string[];
          findings: Finding[];
        },
    );
  const findings = parts.flatMap((p) => p.findings);
  const byClass: Record<string, { all: number; failing: number }> = {};
  for (const f of findings) {
    byClass[f.class] ??= { all: 0, failing: 0 };
    byClass[f.class].all++;
    if (failing(f)) byClass[f.class].failing++;
  }
  const report = {
    cases: walk.cases,
    setupNotes: walk.notes,
    walks: parts.map(({ user, width, lang, screens, seconds, notes }) => ({
      user,
      width,
      lang,
      screens,
      seconds,
      notes,
    })),
    screens: parts.reduce((n, p) => n + p.screens, 0),
    byClass,
    findings,
  };
  fs.writeFileSync(path.join(OUTPUT, 'report.json'), JSON.stringify(report, null, 2));

  // The summary: the figures, then each distinct failing finding once with where it was seen.
  const lines = [
    `Portal walk: ${report.screens} screens in ${parts.length} walks; report in ${path.join(OUTPUT, 'report.json')}`,
    ...report.walks.map(
      (w) => `  ${w.user} at ${w.width} in ${w.lang}: ${w.screens} screens, ${Math.round(w.seconds)} s`,
    ),
    ...Object.entries(byClass).map(([c, n]) => `  ${c}: ${n.all} (${n.failing} failing)`),
    ...walk.notes.map((n) => `  note: ${n}`),
    ...parts.flatMap((p) => p.notes.map((n) => `  note (${p.user} at ${p.width} in ${p.lang}): ${n}`)),
  ];
  const distinct = new Map<string, Finding[]>();
  for (const f of findings.filter(failing)) {
    const key = `${f.class}: ${f.detail.replace(/\d{4,}/g, '#')}`;
    distinct.set(key, [...(distinct.get(key) ?? []), f]);
  }
  for (const [key, seen] of distinct) {
    lines.push(
      `✗ ${key}`,
      `    seen ${seen.length}×, first at ${seen[0].user}-${seen[0].lang}-${seen[0].width}-${seen[0].screen}`,
    );
  }
  console.log(lines.join('\n'));
  expect(parts.length, 'walks that wrote their findings').toBeGreaterThan(0);
  expect([...distinct.keys()], 'failing findings (see walk-output/report.json)').toEqual([]);
});
