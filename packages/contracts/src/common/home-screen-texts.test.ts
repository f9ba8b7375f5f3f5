import { describe, expect, it } from 'vitest';
import { parseTranslationFileName, TRANSLATION_PARTS, translationFileStem } from './home-screen-texts';

describe('translation file names', () => {
  it('reads back every stem it writes, with and without a hash', () => {
    for (const lang of ['sq', 'en', 'sr']) {
      for (const part of TRANSLATION_PARTS) {
        const stem = translationFileStem(lang, part);
        expect(parseTranslationFileName(`${stem}.json`)).toEqual({ lang, part, hash: undefined });
        expect(parseTranslationFileName(`${stem}.AbCdEfGh_-123456.json`)).toEqual({
          lang,
          part,
          hash: 'AbCdEfGh_-123456',
        });
      }
    }
    expect(translationFileStem('sq')).toBe('sq');
    expect(translationFileStem('sq', 'home')).toBe('sq-home');
  });

  it('refuses any other name', () => {
    for (const name of [
      'sq',
      'sq.js',
      'sqq.json',
      'sq-all.json',
      'sq-home-home.json',
      'sq.short.json',
      'sq.AbCdEfGh_-1234567.json',
      'sq.AbCdEfGh/-123456.json',
      '../sq.json',
      'sq.json.map',
      'SQ.json',
    ]) {
      expect(parseTranslationFileName(name), name).toBeUndefined();
    }
  });
});
