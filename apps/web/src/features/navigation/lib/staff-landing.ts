import type { CurrentUser, Language, Navigation, System } from '@portal/contracts';
import { resolvePageUrl } from '@/shared/config/paths';
import { buildMenu, groupKey, type MenuEntry, type MenuGroup } from './menu-model';

/** The systems a staff member's landing is looked for in, in this order (the portal's work is auctions first). */
const STAFF_SYSTEMS: readonly System[] = ['AUCTION', 'COUNTER', 'GENERAL'];

export type Landing = { system: System; url: string };

/** A staff account: neither a company's user nor a person (traders and persons keep their landing). */
export function isStaff(user: Pick<CurrentUser, 'company' | 'individual'>): boolean {
  return user.company === null && user.individual === null;
}

/**
 * Where a staff member lands after signing in: the first page of the first menu group that belongs to the system
 * itself (not ALL) and holds only pages granted to the user (role or user pages) — an administration group, not one
 * mixing public pages — in the first system of AUCTION, COUNTER, GENERAL that has one; null when none does.
 */
export function staffLanding(
  user: Pick<CurrentUser, 'company' | 'individual' | 'rolePages' | 'userPages'>,
  navigation: Navigation,
  lang: Language,
): Landing | null {
  if (!isStaff(user)) return null;
  const held = new Set([...user.rolePages, ...user.userPages].map((page) => resolvePageUrl(page.url, lang)));
  for (const system of STAFF_SYSTEMS) {
    const own = new Set(navigation.pageGroups.filter((group) => group.system === system).map(groupKey));
    const entries: MenuEntry[] = buildMenu(navigation, system, lang, (_key, fallback) => fallback);
    const group = entries.find(
      (entry): entry is MenuGroup =>
        entry.kind === 'group' && own.has(entry.key) && entry.pages.every((page) => held.has(page.url)),
    );
    if (group) return { system, url: group.pages[0].url };
  }
  return null;
}
