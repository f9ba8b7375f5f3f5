import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const folder = path.resolve(import.meta.dirname, '../../../public/i18n');
const load = (lang: string): Record<string, string> =>
  JSON.parse(fs.readFileSync(path.join(folder, `${lang}.json`), 'utf8'));

describe('translation files', () => {
  const sq = load('sq');
  const en = load('en');
  const sr = load('sr');

  it('Albanian, the default, has every key the others have, none empty', () => {
    const keys = new Set([...Object.keys(en), ...Object.keys(sr)]);
    expect([...keys].filter((k) => !(k in sq))).toEqual([]);
    expect(Object.entries(sq).filter(([, v]) => typeof v !== 'string' || v.trim() === '')).toEqual([]);
  });

  it('English and Serbian translate every Albanian key', () => {
    for (const other of [en, sr]) {
      expect(Object.keys(sq).filter((k) => !(k in other))).toEqual([]);
      expect(Object.entries(other).filter(([, v]) => typeof v !== 'string' || v.trim() === '')).toEqual([]);
    }
  });

  it('uses Serbian Latin script', () => {
    expect(Object.values(sr).filter((v) => /[\u0400-\u04FF]/.test(v))).toEqual([]);
  });
});
