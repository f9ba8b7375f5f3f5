import { describe, expect, it } from 'vitest';
import type { PageGroupRow, PageRow } from '@portal/contracts/page-admin';
import { groupRowLabel, isBuiltIn, pageRowLabel, pagesAsItems, roleRowLabel, systemLabel } from './access-admin';

const t = (key: string, fallback: string) => ({ 'page.admin_misc_translations': 'Përkthimet' })[key] ?? fallback;
const page = (id: number, url: string, groupId: number | null, name = 'page.x', label = url): PageRow => ({
  id,
  url,
  name,
  label,
  system: 'GENERAL',
  hidden: false,
  public: false,
  weight: 0,
  icon: null,
  groupId,
  content: null,
  fieldProperties: {},
});
const group = (id: number, name: string, label: string): PageGroupRow => ({
  id,
  name,
  label,
  icon: null,
  weight: 0,
  system: 'GENERAL',
  pageCount: 0,
  fieldProperties: {},
});

describe('labels of the access administration', () => {
  it('translates pages by their key and groups by group.{name}, else keeps the stored label', () => {
    expect(
      pageRowLabel(page(1, '/admin/misc/translations', 9, 'page.admin_misc_translations', 'Translations'), t),
    ).toBe('Përkthimet');
    expect(pageRowLabel(page(2, '/new', null, 'page.new', 'New page'), t)).toBe('New page');
    expect(groupRowLabel(group(9, 'admin_misc', 'System'), t)).toBe('System');
    expect(systemLabel('ALL', t)).toBe('All systems');
    expect(systemLabel('AUCTION', t)).toBe('AUCTION');
  });

  it('lists pages for a transfer by group, then address, with label and group beside the address', () => {
    const items = pagesAsItems(
      [
        page(3, '/b', 2, 'page.b', 'B'),
        page(1, '/z', null, 'page.z', 'Z'),
        page(2, '/a', 2, 'page.a', 'A'),
        page(4, '/c', 1, 'page.c', 'C'),
      ],
      [group(1, 'zeta', 'Zeta'), group(2, 'alpha', 'Alpha')],
      t,
    );
    expect(items.map((item) => item.key)).toEqual([1, 2, 3, 4]);
    expect(items[1]).toEqual({ key: 2, title: '/a', description: 'A · Alpha' });
    expect(items[0].description).toBe('Z');
  });

  it('knows a seeded record by the field the server locks', () => {
    expect(isBuiltIn({ fieldProperties: { url: { disabled: true } } }, 'url')).toBe(true);
    expect(isBuiltIn({ fieldProperties: { url: { disabled: false } } }, 'url')).toBe(false);
    expect(isBuiltIn({}, 'code')).toBe(false);
  });
});

describe('roleRowLabel', () => {
  const sq = (key: string, fallback: string) => ({ 'role.AUCTION_OPERATOR': 'Operator ankandi' })[key] ?? fallback;

  it('names a built-in role in the interface language and a role of the administrators by its name', () => {
    expect(roleRowLabel({ code: 'AUCTION_OPERATOR', name: 'Auction operator' }, sq)).toBe('Operator ankandi');
    expect(roleRowLabel({ code: 'TRANSLATOR', name: 'Përkthyes' }, sq)).toBe('Përkthyes');
  });
});
