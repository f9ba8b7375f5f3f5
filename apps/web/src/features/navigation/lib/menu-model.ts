import type { Language } from '@portal/contracts/languages';
import {
  pageBelongsToSystem,
  type Navigation,
  type Page,
  type PageGroup,
  type System,
} from '@portal/contracts/navigation';
import { isClientRoute } from '@/shared/config/client-routes';
import { resolvePageUrl } from '@/shared/config/paths';

export type Translate = (key: string, fallback: string) => string;

export type MenuPage = { kind: 'page'; key: string; url: string; label: string; icon: string | null; weight: number };
export type MenuGroup = {
  kind: 'group';
  key: string;
  /** The group's name (`admin_auth`, `category.VEHICLES`): stable across databases, unlike its id. */
  name: string;
  label: string;
  icon: string | null;
  weight: number;
  /** A product category of the visitor's navigation (labels from the vocabulary). */
  category: boolean;
  pages: MenuPage[];
};
export type MenuEntry = MenuPage | MenuGroup;

const byWeight = (a: { weight: number }, b: { weight: number }) => a.weight - b.weight;

export function groupKey(group: Pick<PageGroup, 'id'>): string {
  return `group-${group.id}`;
}

export function pageLabel(page: Page, lang: Language, t: Translate): string {
  return page.labels ? page.labels[lang] || page.label : t(page.name, page.label);
}

export function groupLabel(group: PageGroup, lang: Language, t: Translate): string {
  return group.labels ? group.labels[lang] || group.label : t(`group.${group.name}`, group.label);
}

/**
 * The side menu of a navigation: visible pages of the system, groups as submenus ordered by
 * weight with their pages by weight, pages without a group beside them. A page the client has no
 * route for yet (the web portal's cases and its administration) is left out: it would only lead home.
 */
export function buildMenu(navigation: Navigation, system: System, lang: Language, t: Translate): MenuEntry[] {
  const visible = navigation.pages.filter(
    (page) => !page.hidden && pageBelongsToSystem(page.system, system) && isClientRoute(resolvePageUrl(page.url, lang)),
  );
  const toEntry = (page: Page): MenuPage => ({
    kind: 'page',
    key: resolvePageUrl(page.url, lang),
    url: resolvePageUrl(page.url, lang),
    label: pageLabel(page, lang, t),
    icon: page.icon,
    weight: page.weight,
  });
  const groups: MenuGroup[] = navigation.pageGroups
    .filter((group) => pageBelongsToSystem(group.system, system))
    .map((group) => ({
      kind: 'group' as const,
      key: groupKey(group),
      name: group.name,
      label: groupLabel(group, lang, t),
      icon: group.icon,
      weight: group.weight,
      category: group.labels !== undefined,
      pages: visible
        .filter((page) => page.group?.id === group.id)
        .sort(byWeight)
        .map(toEntry),
    }))
    .filter((group) => group.pages.length > 0);
  const groupIds = new Set(navigation.pageGroups.map((group) => group.id));
  const loose = visible.filter((page) => !page.group || !groupIds.has(page.group.id)).map(toEntry);
  return [...loose, ...groups].sort(byWeight);
}

/** The menu entry of a path: the page whose url starts the path, the longest such url winning. */
export function selectedMenuPage(
  entries: MenuEntry[],
  path: string,
): { page: MenuPage; groupKey: string | null } | null {
  type Candidate = { page: MenuPage; groupKey: string | null };
  const candidates = entries.flatMap((entry): Candidate[] =>
    entry.kind === 'page'
      ? [{ page: entry, groupKey: null }]
      : entry.pages.map((page) => ({ page, groupKey: entry.key })),
  );
  const matching = candidates.filter(({ page }) => {
    const url = page.url.replace(/\/+$/, '') || '/';
    return url === '/' ? path === '/' : path === url || path.startsWith(`${url}/`);
  });
  matching.sort((a, b) => b.page.url.length - a.page.url.length);
  return matching[0] ?? null;
}

/** The customs portal's screens (its public pages, cases, processing and administration): paths under /web_portal. */
export function isCustomsPortalPath(path: string): boolean {
  return /^\/web_portal(?:_[a-z]+)?(?:\/|$)/.test(path);
}

/** Paths of the auction's pages: its home, the traders' auction pages, its administration, the product pages. */
const AUCTION_PATH = /^\/(?:eauction_home|user_auctions|admin\/auctions|admin\/products|subcategory)(?:\/|$)/;

/**
 * The system whose menu a path belongs to, read from the path alone (ADR 0087): a deep link from a mail opens with
 * its system's menu whatever was chosen before. Paths every system shares (the home, the profile) answer null:
 * there the system last chosen stays.
 */
export function systemOfPath(path: string): System | null {
  if (isCustomsPortalPath(path) || /^\/ecounter_home(?:\/|$)/.test(path)) return 'COUNTER';
  if (AUCTION_PATH.test(path)) return 'AUCTION';
  return null;
}

/**
 * The menu shown at a path: the auction's product categories (the visitor's navigation, spec §4) belong to the
 * auction's pages; the customs portal's public pages show its own entries only (ADR 0079).
 */
export function menuAt(entries: MenuEntry[], path: string): MenuEntry[] {
  if (!isCustomsPortalPath(path)) return entries;
  return entries.filter((entry) => entry.kind === 'page' || !entry.category);
}

/** The product categories of a navigation with their subcategory pages (visitor's navigation). */
export function productCategories(entries: MenuEntry[]): MenuGroup[] {
  return entries.filter((entry): entry is MenuGroup => entry.kind === 'group' && entry.category);
}
