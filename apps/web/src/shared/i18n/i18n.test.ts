// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { translationsUrl } from './i18n';

describe('translationsUrl', () => {
  afterEach(() => document.head.querySelector('meta[name="portal-i18n"]')?.remove());

  it('asks for the hashed name index.html gives for the language', () => {
    const meta = document.createElement('meta');
    meta.name = 'portal-i18n';
    meta.content = 'sq.AAAAAAAAAAAAAAAA en.BBBBBBBBBBBBBBBB sr.CCCCCCCCCCCCCCCC';
    document.head.append(meta);
    expect(translationsUrl('sq')).toBe('/i18n/sq.AAAAAAAAAAAAAAAA.json');
    expect(translationsUrl('en')).toBe('/i18n/en.BBBBBBBBBBBBBBBB.json');
    expect(translationsUrl('sr')).toBe('/i18n/sr.CCCCCCCCCCCCCCCC.json');
  });

  it('asks for the plain name without it (the development server, an older page)', () => {
    expect(translationsUrl('en')).toBe('/i18n/en.json');
  });
});
