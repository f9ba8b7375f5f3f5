import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { pathGrantedByPages } from '@portal/contracts/navigation';
import { OPEN_TO_EVERY_SIGNED_IN } from '@portal/contracts/notifications';
import { isPublicPath } from '@portal/contracts/routes';
import { matchPath } from 'react-router';
import { CLIENT_ROUTES, SIGN_IN_ROUTES } from '../../apps/web/src/shared/config/client-routes';
import { restingFindings } from './axe';
import { authHeaders, expectSignedInAs, signIn } from './support';

/**
 * axe (WCAG 2.2 AA) on every screen of the route table, as each kind of user the other browser tests use, with
 * the main dialog of every administration list open: no serious or critical finding. The screens come from the
 * client's route table (`CLIENT_ROUTES`, kept equal to the router by a unit test) and each user's pages, so a new
 * screen is covered without touching this file; the last test fails when a route was visited by nobody.
 */

const USERS = ['anonymous', 'trader', 'person', 'admin', 'operator', 'registry', 'officer'] as const;
type User = (typeof USERS)[number];
/** Public screens are checked as a visitor and as the trader; the other users check their own screens. */
const CHECKS_PUBLIC: User[] = ['anonymous', 'trader'];
/** The administrator holds every list: its dialogs are opened once, there. */
const OPENS_DIALOGS: User = 'admin';
const SYSTEMS = ['GENERAL', 'AUCTION', 'COUNTER'] as const;

type Screen = { url: string; route: string };

/** Urls with ids of the demo data, for routes no page url fills in (a lot, an auction, a report). */
async function demoUrls(request: APIRequestContext): Promise<string[]> {
  const list = await request.get('/data/rest/auctions/public/list/published?count=1');
  expect(list.status()).toBe(200);
  const [auction] = ((await list.json()) as { content: Array<{ id: number }> }).content;
  expect(auction, 'the demo auction (DEMO_SEED)').toBeDefined();
  const lots = (await (await request.get(`/data/rest/auctions/public/${auction.id}/lots`)).json()) as Array<{
    id: number;
  }>;
  const a = auction.id;
  const l = lots[0].id;
  const cases = await demoCaseUrls(request);
  return [
    ...cases,
    `/user_auctions/auction/${a}`,
    `/user_auctions/lot/${a}/${l}`,
    `/user_auctions/auction_bid/${a}`,
    `/admin/auctions/bids/${a}/${l}`,
    `/admin/auctions/republish/${a}`,
    `/admin/auctions/auction_report/${a}`,
    '/user_info/terms_sq',
  ];
}

/** A draft case of each kind of the trader: the case screens' urls (edit and view). */
async function demoCaseUrls(request: APIRequestContext): Promise<string[]> {
  const headers = await authHeaders(request, 'trader');
  const filters = (await (await request.get('/data/rest/cases/submit_filters', { headers })).json()) as {
    subTypes: Array<{ id: number; code: string }>;
  };
  const subType = (code: string) => filters.subTypes.find((s) => s.code === code)!.id;
  const general = await request.post('/data/rest/general_cases/create_general_case', {
    headers,
    data: { subTypeId: subType('GEN_TARIFF'), subject: 'Accessibility' },
  });
  expect(general.status()).toBe(200);
  const complaint = await request.post('/data/rest/complaint_cases/create_customs_declaration_complaint_case', {
    headers,
    data: {
      complaintCase: { subTypeId: subType('CMP_PENALTY'), subject: 'Accessibility', customsDeclarationDecision: true },
      declarations: [
        { declarationNumber: String(Date.now() % 1_000_000_000), declarationOffice: '1011', declarationYear: 2025 },
      ],
    },
  });
  expect(complaint.status()).toBe(200);
  const home = '/web_portal/web_portal_home_page';
  const g = ((await general.json()) as { id: number }).id;
  const c = ((await complaint.json()) as { id: number }).id;
  // The other four kinds, each a draft with its own record made with it.
  const allSubTypes = (await (await request.get('/data/rest/case_sub_types/active')).json()) as Array<{
    id: number;
    code: string;
  }>;
  const subTypeOf = (code: string) => allSubTypes.find((s) => s.code === code)!.id;
  const kinds: Array<[kind: string, path: string, data: Record<string, unknown>]> = [
    ['authorization', 'authorization_cases/create_authorization_case', { subTypeId: subTypeOf('AUTH_NEW') }],
    [
      'movement_certificate',
      'movement_certificate_cases/create_movement_certificate_case',
      { subTypeId: subTypeOf('MOV_EUR1') },
    ],
    ['bti', 'bti_cases/create_bti_case', { subTypeId: subTypeOf('BTI_NEW'), bti: null }],
    ['ipr', 'ipr_cases/create_ipr_case', { subTypeId: subTypeOf('IPR_NEW'), ipr: { rightHolder: 'ACME Sh.p.k.' } }],
  ];
  const others: string[] = [];
  for (const [kind, path, data] of kinds) {
    const created = await request.post(`/data/rest/${path}`, { headers, data: { ...data, subject: 'Accessibility' } });
    expect(created.status(), await created.text()).toBe(200);
    const id = ((await created.json()) as { id: number }).id;
    others.push(`${home}/edit_${kind}_case/${id}`, `${home}/view_${kind}_case/${id}`);
  }
  return [
    `${home}/edit_general_case/${g}`,
    `${home}/view_general_case/${g}`,
    `${home}/edit_complaint_case/${c}`,
    `${home}/view_complaint_case/${c}`,
    ...others,
  ];
}

/** Page urls a user holds or sees in a menu (`{lang}` as Albanian), and the urls they may open. */
async function pagesOf(request: APIRequestContext, user: User) {
  const headers = user === 'anonymous' ? undefined : await authHeaders(request, user);
  const urls = new Set<string>();
  for (const system of SYSTEMS) {
    const nav = await request.get(`/data/rest/pages/navigation/system?system=${system}`, { headers });
    for (const p of ((await nav.json()) as { pages: Array<{ url: string }> }).pages) urls.add(p.url);
  }
  let granted: string[] = [];
  if (headers) {
    const me = (await (await request.get('/data/rest/user', { headers })).json()) as {
      rolePages: Array<{ url: string }>;
      userPages: Array<{ url: string }>;
    };
    granted = [...me.rolePages, ...me.userPages].map((p) => p.url);
    granted.forEach((url) => urls.add(url));
  }
  const resolved = [...urls].map((url) => url.replace(/\{lang\}/g, 'sq'));
  const mayOpen = (url: string) =>
    isPublicPath(url) ||
    (headers !== undefined && (OPEN_TO_EVERY_SIGNED_IN.includes(url) || pathGrantedByPages(url, granted)));
  return { resolved, mayOpen };
}

/** The screens of the route table a user opens: one url of each route they may open. */
async function screensOf(request: APIRequestContext, user: User, samples: string[]): Promise<Screen[]> {
  const { resolved, mayOpen } = await pagesOf(request, user);
  const screens = new Map<string, Screen>();
  for (const route of CLIENT_ROUTES) {
    if (SIGN_IN_ROUTES.includes(route) && user !== 'anonymous') continue;
    const base = route.replace(/(\/:[A-Za-z]+\?)+$/, '');
    const candidates = base.includes(':')
      ? [...resolved, ...samples].filter((url) => matchPath({ path: route, end: true }, url) !== null)
      : [base];
    // One url per route: the same screen with other data (another vocabulary, another help page) adds time only.
    const url = candidates.find(
      (candidate) =>
        mayOpen(candidate) &&
        !screens.has(candidate) &&
        (CHECKS_PUBLIC.includes(user) || candidate === '/' || !isPublicPath(candidate)),
    );
    if (url) screens.set(url, { url, route });
  }
  return [...screens.values()];
}

/** Opens a url inside the already loaded SPA (no reload) and waits for its screen and data. */
async function openInApp(page: Page, url: string) {
  await page.evaluate((to) => {
    document.querySelector('#main-content > *')?.setAttribute('data-screen-before', '');
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, url);
  // The screen before goes once the router has rendered the new one (or its spinner). A screen drawn by the same
  // component (a case's edit and view pages, a list and its dialog) may keep the element: then its spinners are what
  // is waited for.
  await page
    .locator('#main-content > [data-screen-before]')
    .waitFor({ state: 'detached', timeout: 3_000 })
    .catch(() => undefined);
  await settle(page);
}

/** Lets the screen load its data (its spinners gone); a screen that keeps a spinner is checked as it is. */
async function settle(page: Page) {
  await expect(page.locator('.ant-spin-spinning:visible'))
    .toHaveCount(0, { timeout: 5_000 })
    .catch(() => undefined);
  // No colour caught half-way through a transition (a menu item becoming the selected one).
  await page
    .waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'), null, { timeout: 3_000 })
    .catch(() => undefined);
}

/** Serious and critical axe findings on the screen at rest (see restingFindings), settled as a screen loads. */
const findings = (page: Page, where: string) => restingFindings(page, where, settle);

/** An open dialog or drawer (both are dialogs to assistive technology; hidden ones are not counted). */
const dialogs = (page: Page) => page.getByRole('dialog');

/**
 * Fails unless what the list's button opened is there: a dialog or drawer over the list, or the record's own screen
 * in the list's place (an auction, a lot). A button that opened nothing fails here rather than leaving axe nothing new
 * to check.
 */
async function expectOpened(page: Page, list: string, what: string) {
  await expect(async () => {
    const open = await dialogs(page).count();
    const lists = await page.getByTestId(list).count();
    expect(open > 0 || lists === 0, `${what}: a dialog, a drawer or the record's screen`).toBe(true);
  }).toPass({ timeout: 10_000 });
  await settle(page);
}

/** The list's main dialog: its first row's edit or view (dialog or edit screen), or else the create dialog. */
async function dialogFindings(page: Page, screen: Screen, who: string): Promise<string[]> {
  const lists = page.locator('[data-testid^="list-screen-"]');
  // A screen under a list's address that is no list (the settings, the scheduled jobs) has no dialog of its own.
  if ((await lists.count()) === 0) return [];
  const list = (await lists.first().getAttribute('data-testid'))!;
  const edit = page
    .locator('[data-testid^="row-edit-"], [data-testid^="row-open-"], [data-testid^="row-view-"]')
    .first();
  if ((await edit.count()) > 0) {
    // A click event, not a pointer: the row's tooltips may cover the button of the row above.
    await edit.dispatchEvent('click');
    await expectOpened(page, list, `${who} ${screen.url} (edit)`);
    return findings(page, `${who} ${screen.url} (edit)`);
  }
  // A list without rows: its create dialog, where it has one.
  if ((await page.getByTestId(list).getByTestId('list-new').count()) === 0) return [];
  await openInApp(page, `${screen.url}/new`);
  await expectOpened(page, list, `${who} ${screen.url}/new (dialog)`);
  return findings(page, `${who} ${screen.url}/new (dialog)`);
}

test.describe('accessibility (axe, WCAG 2.2 AA)', () => {
  let samples: string[] = [];
  test.beforeAll(async ({ request }) => {
    samples = await demoUrls(request);
  });

  for (const user of USERS) {
    test(`every screen of ${user} has no serious or critical violation`, async ({ browser, request }) => {
      test.setTimeout(300_000);
      const screens = await screensOf(request, user, samples);
      // Screens are checked at rest: without motion no colour is caught half-way through a transition.
      const context = await browser.newContext({ reducedMotion: 'reduce' });
      const page = await context.newPage();
      if (user === 'anonymous') {
        await page.goto('/');
      } else {
        await signIn(page, user);
        await expectSignedInAs(page, user);
      }
      // The pointer rests in a corner, not over a table row (hover colours are not the screen at rest).
      await page.mouse.move(0, 0);
      const found: string[] = [];
      for (const screen of screens) {
        await openInApp(page, screen.url);
        found.push(...(await findings(page, `${user} ${screen.url}`)));
        const isList = /\/:id\?$/.test(screen.route) && screen.url.startsWith('/admin/');
        if (user === OPENS_DIALOGS && isList) found.push(...(await dialogFindings(page, screen, user)));
      }
      await context.close();
      console.log(`${user}: ${screens.length} screens`);
      expect(found, found.join('\n')).toEqual([]);
    });
  }

  test('the case screens on a phone (375 px) have no serious or critical violation; their tabs wrap', async ({
    browser,
  }) => {
    test.setTimeout(180_000);
    const context = await browser.newContext({ reducedMotion: 'reduce', viewport: { width: 375, height: 800 } });
    const page = await context.newPage();
    await signIn(page, 'trader');
    // A phone's header shows the user menu as an icon, without the name.
    await expect(page.getByTestId('user-menu')).toBeVisible();
    await page.mouse.move(0, 0);
    const cases = samples.filter((url) => /_case\/\d+$/.test(url));
    expect(cases.length).toBeGreaterThanOrEqual(12);
    const found: string[] = [];
    for (const url of cases) {
      await openInApp(page, url);
      found.push(...(await findings(page, `trader at 375 px ${url}`)));
    }
    // Six tabs of an IPR case: the last one is on a second line, in reach without a "more" menu.
    await openInApp(
      page,
      cases.find((url) => url.includes('/edit_ipr_case/'))!,
    );
    const tabs = page.getByTestId('case-tabs').getByRole('tab');
    const last = tabs.last();
    expect((await last.boundingBox())!.y).toBeGreaterThan((await tabs.first().boundingBox())!.y);
    await expect(page.locator('.ant-tabs-nav-more:visible')).toHaveCount(0);
    await last.click();
    await expect(last).toHaveAttribute('aria-selected', 'true');
    await context.close();
    expect(found, found.join('\n')).toEqual([]);
  });

  test('every route of the route table is visited by some user', async ({ request }) => {
    const visited = new Set<string>();
    for (const user of USERS) (await screensOf(request, user, samples)).forEach((screen) => visited.add(screen.route));
    expect(CLIENT_ROUTES.filter((route) => !visited.has(route))).toEqual([]);
  });
});
