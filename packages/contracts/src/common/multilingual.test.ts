import { describe, expect, it } from 'vitest';
import { inEveryLanguage, localized, multilingualKey, normalizeLanguage, textInLanguage } from './multilingual';

describe('normalizeLanguage', () => {
  it('keeps the supported languages', () => {
    expect(normalizeLanguage('sq')).toBe('sq');
    expect(normalizeLanguage('en')).toBe('en');
    expect(normalizeLanguage('sr')).toBe('sr');
  });

  it('maps gb to en, case-insensitively', () => {
    expect(normalizeLanguage('gb')).toBe('en');
    expect(normalizeLanguage('GB')).toBe('en');
    expect(normalizeLanguage('En')).toBe('en');
    expect(normalizeLanguage('SR')).toBe('sr');
  });

  it('falls back to sq for unknown or empty codes', () => {
    expect(normalizeLanguage('de')).toBe('sq');
    expect(normalizeLanguage('eng')).toBe('sq');
    expect(normalizeLanguage('')).toBe('sq');
    expect(normalizeLanguage(null)).toBe('sq');
    expect(normalizeLanguage(undefined)).toBe('sq');
  });
});

describe('multilingualKey', () => {
  it('appends the upper-case language code', () => {
    expect(multilingualKey('label', 'en')).toBe('labelEN');
    expect(multilingualKey('label', 'sq')).toBe('labelSQ');
    expect(multilingualKey('label', 'sr')).toBe('labelSR');
  });

  it('maps gb to EN', () => {
    expect(multilingualKey('label', 'gb')).toBe('labelEN');
    expect(multilingualKey('label', 'GB')).toBe('labelEN');
  });
});

describe('localized', () => {
  const full = { labelSQ: 'Emër', labelEN: 'Name', labelSR: 'Ime' };

  it('returns the value for the language', () => {
    expect(localized(full, 'label', 'en')).toBe('Name');
    expect(localized(full, 'label', 'gb')).toBe('Name');
    expect(localized(full, 'label', 'sr')).toBe('Ime');
    expect(localized(full, 'label', 'sq')).toBe('Emër');
  });

  it('falls back to SQ, then EN, then SR', () => {
    expect(localized({ labelSQ: 'Emër', labelEN: 'Name' }, 'label', 'sr')).toBe('Emër');
    expect(localized({ labelEN: 'Name', labelSR: 'Ime' }, 'label', 'sq')).toBe('Name');
    expect(localized({ labelSR: 'Ime' }, 'label', 'en')).toBe('Ime');
  });

  it('skips empty and non-string values', () => {
    expect(localized({ labelEN: '', labelSQ: 'Emër' }, 'label', 'en')).toBe('Emër');
    expect(localized({ labelSR: 7, labelSQ: null, labelEN: 'Name' }, 'label', 'sr')).toBe('Name');
  });

  it('returns an empty string when nothing is set', () => {
    expect(localized({}, 'label', 'en')).toBe('');
    expect(localized({ label: 'plain', titleEN: 'Title' }, 'label', 'en')).toBe('');
  });
});

describe('texts kept in every language', () => {
  it('builds one text per language and reads the reader’s, else the Albanian one, else the one kept text', () => {
    const texts = inEveryLanguage((lang) => `text ${lang}`);
    expect(texts).toEqual({ sq: 'text sq', en: 'text en', sr: 'text sr' });
    expect(textInLanguage(texts, 'sr', 'old')).toBe('text sr');
    expect(textInLanguage({ sq: 'vetëm shqip' }, 'en', 'old')).toBe('vetëm shqip');
    expect(textInLanguage({ sq: 'vetëm shqip', en: '' }, 'en', 'old')).toBe('vetëm shqip');
    expect(textInLanguage(null, 'en', 'old')).toBe('old');
    expect(textInLanguage(undefined, 'sq', null)).toBeNull();
  });
});
