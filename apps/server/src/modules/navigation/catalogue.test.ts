import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PAGE_GROUPS, PAGES, pageNameKey } from './catalogue';

// The menu shows t(page.name) and t('group.' + group.name): every seeded one needs a translation.
const translations = (lang: string): Record<string, string> =>
  JSON.parse(fs.readFileSync(path.resolve(import.meta.dirname, `../../../../web/public/i18n/${lang}.json`), 'utf8'));

describe('page catalogue', () => {
  it('has unique urls', () => {
    const urls = PAGES.map((p) => p.url);
    expect(urls.filter((u, i) => urls.indexOf(u) !== i)).toEqual([]);
  });

  it('names every page and group in the three languages', () => {
    for (const lang of ['sq', 'en', 'sr']) {
      const t = translations(lang);
      expect(
        PAGES.map((p) => pageNameKey(p.url)).filter((k) => !t[k]),
        lang,
      ).toEqual([]);
      expect(
        PAGE_GROUPS.map((g) => `group.${g.name}`).filter((k) => !t[k]),
        lang,
      ).toEqual([]);
    }
  });

  it('places every page in a known group', () => {
    const groups = new Set(PAGE_GROUPS.map((g) => g.name));
    expect(PAGES.filter((p) => p.group !== null && !groups.has(p.group)).map((p) => p.url)).toEqual([]);
  });
});
