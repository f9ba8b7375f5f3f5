import { describe, expect, it } from 'vitest';
import { readLanguageFile } from './language-file';

describe('a language file read in the browser', () => {
  it('takes an object of key → text (a BOM is allowed)', () => {
    expect(readLanguageFile('\uFEFF{"login.submit":"Hyr","admin.save":"Ruaj"}')).toEqual({
      ok: true,
      texts: { 'login.submit': 'Hyr', 'admin.save': 'Ruaj' },
      count: 2,
    });
  });

  it('refuses what is not JSON, not an object, empty, or has texts that are not strings', () => {
    expect(readLanguageFile('login.submit=Hyr')).toEqual({ ok: false, error: 'translation.file_not_json' });
    expect(readLanguageFile('["Hyr"]')).toEqual({ ok: false, error: 'translation.file_not_object' });
    expect(readLanguageFile('"Hyr"')).toEqual({ ok: false, error: 'translation.file_not_object' });
    expect(readLanguageFile('{}')).toEqual({ ok: false, error: 'translation.file_empty' });
    expect(readLanguageFile('{"a.b":"x","c.d":{"nested":"y"}}')).toEqual({
      ok: false,
      error: 'translation.file_not_text',
      detail: 'c.d',
    });
  });

  it('refuses keys and texts the server would refuse, naming the key', () => {
    expect(readLanguageFile(JSON.stringify({ ' padded': 'x' }))).toEqual({
      ok: false,
      error: 'translation.file_invalid_entry',
      detail: ' padded',
    });
    expect(readLanguageFile(JSON.stringify({ long: 'x'.repeat(4001) }))).toMatchObject({
      ok: false,
      detail: 'long',
    });
  });
});
