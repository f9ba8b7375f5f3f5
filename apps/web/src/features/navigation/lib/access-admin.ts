import type { PageSystem } from '@portal/contracts/navigation';
import type { PageGroupRow, PageRow } from '@portal/contracts/page-admin';
import type { AssignableItem } from '@/shared/admin-kit/assignment-transfer';
import type { Option, Text } from '@/shared/admin-kit/types';

export type Translate = (key: string, fallback: string) => string;

/** Labels of the fields of pages, page groups and roles. */
export const ACCESS_LABELS = {
  id: ['access.id', 'ID'],
  url: ['access.url', 'Address'],
  name: ['access.name', 'Translation key'],
  groupName: ['access.group_name', 'Name'],
  label: ['access.label', 'Label'],
  system: ['system.label', 'System'],
  hidden: ['access.hidden', 'Hidden from the menu'],
  hiddenShort: ['access.hidden_short', 'Hidden'],
  public: ['access.public', 'Public'],
  weight: ['access.weight', 'Order'],
  icon: ['access.icon', 'Icon'],
  groupId: ['access.group', 'Group'],
  content: ['access.content', 'Content (markdown)'],
  pageCount: ['access.page_count', 'Pages'],
  userCount: ['access.user_count', 'Users'],
  code: ['access.code', 'Code'],
  roleName: ['access.role_name', 'Name'],
  description: ['access.description', 'Description'],
} as const satisfies Record<string, Text>;

/** Every value of a page's or group's system, in the order of the spec. */
export const PAGE_SYSTEMS: readonly PageSystem[] = ['GENERAL', 'AUCTION', 'COUNTER', 'ALL'];

export const systemLabel = (system: string, t: Translate) =>
  system === 'ALL' ? t('system.ALL', 'All systems') : t(`system.${system}`, system);

export const systemOptions = (t: Translate): Option[] =>
  PAGE_SYSTEMS.map((system) => ({ value: system, label: systemLabel(system, t) }));

/** A page's label as the menu shows it: its translation key, else its stored label. */
export const pageRowLabel = (page: Pick<PageRow, 'name' | 'label'>, t: Translate) => t(page.name, page.label);

/** A group's label as the menu shows it (`group.{name}`), else its stored label. */
export const groupRowLabel = (group: Pick<PageGroupRow, 'name' | 'label'>, t: Translate) =>
  t(`group.${group.name}`, group.label);

/** A role's name in the interface's language: the built-in roles' translation (`role.{code}`), else its stored name. */
export const roleRowLabel = (role: { code: string; name: string }, t: Translate) => t(`role.${role.code}`, role.name);
/** A role's description in the interface language: a built-in role's translated, any other as its administrator wrote it. */
export const roleDescriptionLabel = (role: { code: string; description: string | null }, t: Translate) =>
  role.description ? t(`role_description.${role.code}`, role.description) : '';

export const groupOptions = (groups: PageGroupRow[] | undefined, t: Translate): Option[] =>
  (groups ?? []).map((group) => ({ value: group.id, label: groupRowLabel(group, t) }));

/**
 * Pages as a transfer's items: the address first (unique, and what access is checked by), with
 * the label and group beside it; ordered by group, then address.
 */
export function pagesAsItems(pages: PageRow[], groups: PageGroupRow[] | undefined, t: Translate): AssignableItem[] {
  const groupById = new Map((groups ?? []).map((group) => [group.id, groupRowLabel(group, t)]));
  const groupOf = (page: PageRow) => (page.groupId !== null ? (groupById.get(page.groupId) ?? '') : '');
  return [...pages]
    .sort((a, b) => groupOf(a).localeCompare(groupOf(b)) || a.url.localeCompare(b.url))
    .map((page) => ({
      key: page.id,
      title: page.url,
      description: [pageRowLabel(page, t), groupOf(page)].filter(Boolean).join(' · '),
    }));
}

/** A seeded page, role or group: the server locks its key field and refuses to delete it. */
export const isBuiltIn = (record: { fieldProperties?: Record<string, { disabled: boolean }> }, field: string) =>
  record.fieldProperties?.[field]?.disabled === true;
