import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOGIN_ERROR_KEYS, LOGIN_INFO_KEYS, loginNotices } from './login-notices';

const folder = path.resolve(import.meta.dirname, '../../../../public/i18n');
const messagesOf = (lang: string): Record<string, string> =>
  JSON.parse(fs.readFileSync(path.join(folder, `${lang}.json`), 'utf8'));

const notices = (query: string) => loginNotices(new URLSearchParams(query));

describe('login page notices', () => {
  it('shows known keys', () => {
    expect(notices('error=unauthorized&info=registration.account_confirmed')).toEqual({
      error: 'unauthorized',
      info: 'registration.account_confirmed',
    });
  });

  it('ignores any other text from the address, translation keys of other screens included', () => {
    expect(notices('error=Your+account+is+suspended.+Call+%2B355+000+000')).toEqual({});
    expect(notices('info=<img src=x onerror=alert(1)>')).toEqual({});
    expect(notices('error=generic.success&info=action.deleted')).toEqual({});
    expect(notices('error=&info=')).toEqual({});
    // A key allowed for one parameter is not taken from the other.
    expect(notices('info=unauthorized')).toEqual({});
  });

  it('every allowed key is translated in sq, en and sr', () => {
    for (const key of [...LOGIN_ERROR_KEYS, ...LOGIN_INFO_KEYS]) {
      for (const lang of ['sq', 'en', 'sr'])
        expect(messagesOf(lang)[key], `${lang} ${key}`).toEqual(expect.any(String));
    }
  });
});
