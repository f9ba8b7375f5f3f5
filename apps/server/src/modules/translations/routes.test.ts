import { BIDDING_ERROR } from '@portal/contracts/bidding';
import { isHomeScreenText } from '@portal/contracts/home-screen-texts';
import { CASE_ERROR } from '@portal/contracts/portal-cases';
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/harness';
import { apiPath } from '../../test/api-client';
import { translationPageHead } from './routes';
import { contentHash } from './translation-files';

describe('translations', async () => {
  const t = await buildTestApp();
  const { app } = t;
  const admin = await t.loginAs('admin');
  const json = (method: 'POST' | 'DELETE', url: string, payload?: unknown) =>
    app.inject({
      method,
      url,
      headers: { 'x-auth-token': admin.token },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });

  it('serves the static language file merged with overrides, and an override shows at once', async () => {
    const before = await app.inject({ url: '/i18n/en.json' });
    expect(before.statusCode).toBe(200);
    expect(before.json()['login.submit']).toBe('Sign in');
    const etag = before.headers.etag as string;
    expect((await app.inject({ url: '/i18n/en.json', headers: { 'if-none-match': etag } })).statusCode).toBe(304);

    const saved = await json('POST', apiPath('/translations'), {
      key: 'login.submit',
      valueEN: 'Log in now',
      valueSQ: null,
      valueSR: '',
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ key: 'login.submit', valueEN: 'Log in now', valueSQ: null, valueSR: null });

    await expect
      .poll(async () => (await app.inject({ url: '/i18n/en.json' })).json()['login.submit'])
      .toBe('Log in now');
    // Languages without an override keep the static text.
    expect((await app.inject({ url: '/i18n/sq.json' })).json()['login.submit']).toBe('Hyr');

    const removed = await json('DELETE', apiPath('/translations/{id}', { id: saved.json().id }));
    expect(removed.json()).toEqual({ status: 'ok' });
    await expect.poll(async () => (await app.inject({ url: '/i18n/en.json' })).json()['login.submit']).toBe('Sign in');
  });

  it('serves the hashed name for a year, compressed once; an override makes a new hash, the old one is revalidated', async () => {
    const head = translationPageHead(app, t.platform);
    const hashOf = async (lang: string, cookie?: string) => {
      const html = await head({ url: '/user_auctions/running_auctions', headers: cookie ? { cookie } : {} } as never);
      const names = /<meta name="portal-i18n" content="([^"]+)">/.exec(html)![1].split(' ');
      return { html, hash: names.find((name) => name.startsWith(`${lang}.`))!.slice(3) };
    };
    const plain = (await app.inject({ url: '/i18n/en.json' })).body;
    const { hash, html } = await hashOf('en', 'lang=en');
    expect(hash).toBe(contentHash(plain));
    // The visitor's language is preloaded; Albanian without a cookie.
    expect(html).toContain(`<link rel="preload" as="fetch" crossorigin="anonymous" href="/i18n/en.${hash}.json">`);
    expect((await hashOf('sq')).html).toMatch(/href="\/i18n\/sq\.[\w-]{16}\.json"/);

    const url = `/i18n/en.${hash}.json`;
    for (const [accepted, sent] of [
      ['gzip, deflate, br, zstd', 'br'],
      ['gzip', 'gzip'],
      ['identity', undefined],
    ] as const) {
      const res = await app.inject({ url, headers: { 'accept-encoding': accepted } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(res.headers['content-encoding']).toBe(sent);
      expect(res.headers.vary).toMatch(/accept-encoding/);
      const body =
        sent === 'br'
          ? zlib.brotliDecompressSync(res.rawPayload)
          : sent === 'gzip'
            ? zlib.gunzipSync(res.rawPayload)
            : res.rawPayload;
      expect(body.toString()).toBe(plain);
    }

    const saved = await json('POST', apiPath('/translations'), { key: 'login.submit', valueEN: 'Enter the portal' });
    expect(saved.statusCode).toBe(200);
    await expect.poll(async () => (await hashOf('en')).hash).not.toBe(hash);
    const next = await hashOf('en');
    // A page opened before the change asks for the old name: the current text, not kept.
    const stale = await app.inject({ url, headers: { 'accept-encoding': 'br' } });
    expect(stale.headers['cache-control']).toBe('no-cache');
    expect(JSON.parse(zlib.brotliDecompressSync(stale.rawPayload).toString())['login.submit']).toBe('Enter the portal');
    const fresh = await app.inject({ url: `/i18n/en.${next.hash}.json` });
    expect(fresh.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(fresh.json()['login.submit']).toBe('Enter the portal');
    // Other languages keep their hash.
    expect((await hashOf('sq')).hash).toBe(contentHash((await app.inject({ url: '/i18n/sq.json' })).body));
    await json('DELETE', apiPath('/translations/{id}', { id: saved.json().id }));
    await expect.poll(async () => (await hashOf('en')).hash).toBe(hash);
  });

  it('serves the home part, the texts the public home draws first, and preloads it on the home only', async () => {
    const head = translationPageHead(app, t.platform);
    const namesOf = (html: string) => /<meta name="portal-i18n" content="([^"]+)">/.exec(html)![1].split(' ');
    const homeHash = async () =>
      namesOf(await head({ url: '/', headers: {} } as never))
        .find((name) => name.startsWith('en-home.'))!
        .slice('en-home.'.length);
    const all: Record<string, string> = (await app.inject({ url: '/i18n/en.json' })).json();
    const home = await app.inject({ url: '/i18n/en-home.json' });
    expect(home.statusCode).toBe(200);
    const texts: Record<string, string> = home.json();
    // The home's texts, as the whole file has them, and no other.
    expect(Object.keys(texts)).toEqual(Object.keys(all).filter(isHomeScreenText));
    for (const [key, text] of Object.entries(texts)) expect(text).toBe(all[key]);
    expect(texts['header.sign_in']).toBe(all['header.sign_in']);
    expect(texts['login.submit']).toBeUndefined();
    expect(home.body.length).toBeLessThan(JSON.stringify(all).length / 4);

    // index.html names every file and part; the home preloads its part, another page the whole file.
    const atHome = await head({ url: '/?from=mail', headers: { cookie: 'lang=en' } } as never);
    const hash = await homeHash();
    expect(hash).toBe(contentHash(home.body));
    expect(namesOf(atHome)).toHaveLength(6);
    expect(atHome).toContain(
      `<link rel="preload" as="fetch" crossorigin="anonymous" href="/i18n/en-home.${hash}.json">`,
    );
    const elsewhere = await head({ url: '/user_auctions/running_auctions', headers: { cookie: 'lang=en' } } as never);
    expect(elsewhere).toMatch(/href="\/i18n\/en\.[\w-]{16}\.json"/);

    const hashed = await app.inject({ url: `/i18n/en-home.${hash}.json`, headers: { 'accept-encoding': 'br' } });
    expect(hashed.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(zlib.brotliDecompressSync(hashed.rawPayload).toString()).toBe(home.body);

    // A text outside the home leaves the home part as it is; a home text gives it a new hash.
    const other = await json('POST', apiPath('/translations'), { key: 'login.submit', valueEN: 'Enter' });
    await expect.poll(async () => (await app.inject({ url: '/i18n/en.json' })).json()['login.submit']).toBe('Enter');
    expect(await homeHash()).toBe(hash);
    const own = await json('POST', apiPath('/translations'), { key: 'header.sign_in', valueEN: 'Sign in here' });
    await expect.poll(homeHash).not.toBe(hash);
    expect((await app.inject({ url: '/i18n/en-home.json' })).json()['header.sign_in']).toBe('Sign in here');
    for (const saved of [other, own]) await json('DELETE', apiPath('/translations/{id}', { id: saved.json().id }));
    await expect.poll(homeHash).toBe(hash);
  });

  it('answers a blank translation for a new form', async () => {
    const res = await admin.get(apiPath('/translations/new'));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ key: '', valueSQ: null, valueEN: null, valueSR: null });
  });

  it('does not keep a text equal to the static file as an override', async () => {
    const saved = await json('POST', apiPath('/translations'), { key: 'login.submit', valueSR: 'Moja prijava' });
    const staticSr = (await app.inject({ url: '/i18n/sq.json' })).json()['login.submit'];
    expect(staticSr).toBe('Hyr');
    const res = await json('POST', apiPath('/languages/{lang}/import', { lang: 'sq' }), { 'login.submit': 'Hyr' });
    expect(res.json()).toEqual({ saved: 0, unchanged: 1 });
    await json('DELETE', apiPath('/translations/{id}', { id: saved.json().id }));
  });

  it('answers 404 for languages it does not have', async () => {
    for (const file of ['de.json', 'en.js', '..%2Fpackage.json', 'sq', 'en.short.json', 'de.AAAAAAAAAAAAAAAA.json']) {
      expect((await app.inject({ url: `/i18n/${file}` })).statusCode).toBe(404);
    }
  });

  it('pages, filters and finds overrides by key; refuses duplicates and bad keys', async () => {
    for (const key of ['custom.one', 'custom.two', 'other.three']) {
      expect((await json('POST', apiPath('/translations/insert'), { key, valueSQ: `Tekst ${key}` })).statusCode).toBe(
        200,
      );
    }
    const page = (await admin.get(`${apiPath('/translations/paged')}?filter[key]=custom&sort=key,desc&count=1`)).json();
    expect(page).toMatchObject({ totalElements: 2, content: [{ key: 'custom.two' }] });
    expect((await admin.get(`${apiPath('/translations/by_key')}?key=other.three`)).json().valueSQ).toBe(
      'Tekst other.three',
    );
    expect((await admin.get(`${apiPath('/translations/by_key')}?key=missing.key`)).json()).toBeNull();
    expect((await json('POST', apiPath('/translations/insert'), { key: 'custom.one', valueSQ: 'x' })).json()).toEqual({
      key: 'translation.key_exists',
    });
    expect((await json('POST', apiPath('/translations'), { key: 'bad\nkey', valueSQ: 'x' })).json()).toEqual({
      key: 'validation.invalid_format',
    });
    expect((await admin.get(`${apiPath('/translations/paged')}?sort=password,asc`)).json()).toEqual({
      sort: 'validation.invalid_value',
    });
    expect((await admin.get(apiPath('/translations/{id}', { id: 'abc' }))).statusCode).toBe(400);
    expect((await admin.get(apiPath('/translations/{id}', { id: 999999 }))).statusCode).toBe(404);
  });

  it('exports and imports a language file', async () => {
    const exported = await admin.get(apiPath('/languages/{lang}/export', { lang: 'sr' }));
    expect(exported.headers['content-disposition']).toContain('sr.json');
    const file = exported.json();
    expect(file['login.submit']).toBeTruthy();
    const imported = await json('POST', apiPath('/languages/{lang}/import', { lang: 'sr' }), {
      ...file,
      'login.submit': 'Prijavi me',
      'brand.new_key': 'Novi tekst',
    });
    expect(imported.json()).toEqual({ saved: 2, unchanged: Object.keys(file).length - 1 });
    const served = (await app.inject({ url: '/i18n/sr.json' })).json();
    expect(served['login.submit']).toBe('Prijavi me');
    expect(served['brand.new_key']).toBe('Novi tekst');
    expect((await json('POST', apiPath('/languages/{lang}/import', { lang: 'de' }), {})).statusCode).toBe(400);
    expect(
      (await json('POST', apiPath('/languages/{lang}/import', { lang: 'sr' }), { ' padded': 'x' })).statusCode,
    ).toBe(400);
  });

  it('keeps the three languages: rename and order them, never delete, Albanian always active', async () => {
    const list = (await app.inject({ url: apiPath('/languages') })).json();
    expect(list.map((l: { code: string }) => l.code)).toEqual(['sq', 'en', 'sr']);
    const sq = list[0];
    expect(sq.fieldProperties).toEqual({ code: { disabled: true }, active: { disabled: true } });
    expect((await json('POST', apiPath('/languages'), { ...sq, active: false })).json()).toEqual({
      active: 'language.default_required',
    });
    const sr = list[2];
    expect(
      (
        await json('POST', apiPath('/languages'), {
          id: sr.id,
          code: 'sr',
          name: 'Srpski (latinica)',
          active: false,
          weight: 5,
        })
      ).json(),
    ).toMatchObject({ name: 'Srpski (latinica)', active: false });
    expect((await app.inject({ url: apiPath('/languages') })).json()).toHaveLength(2);
    expect((await json('POST', apiPath('/languages'), { code: 'de', name: 'Deutsch' })).json()).toEqual({
      code: 'language.unsupported',
    });
    expect((await json('DELETE', apiPath('/languages/{id}', { id: sr.id }))).json()).toEqual({
      _error: 'language.built_in',
    });
  });

  it('is administration: a trader gets 403, a visitor 401', async () => {
    const trader = await t.loginAs('trader');
    expect((await trader.get(apiPath('/translations/paged'))).statusCode).toBe(403);
    expect((await app.inject({ url: apiPath('/translations/paged') })).statusCode).toBe(401);
    expect((await trader.post(apiPath('/languages/{lang}/import', { lang: 'sq' }), {})).statusCode).toBe(403);
  });

  it('answers the error keys of the API with their texts in sq, en and sr, an override included', async () => {
    const keys = async () =>
      (await app.inject({ url: apiPath('/error_keys') })).json<
        Array<{ key: string; sq: string | null; en: string | null; sr: string | null }>
      >();
    const first = await keys();
    const byKey = new Map(first.map((entry) => [entry.key, entry]));
    // The general keys of the contracts' error constants, and the field messages.
    expect(byKey.get('not_found')).toEqual({
      key: 'not_found',
      sq: expect.any(String),
      en: 'Not found.',
      sr: expect.any(String),
    });
    expect(byKey.get(BIDDING_ERROR.lotEnded)?.en).toEqual(expect.any(String));
    expect(byKey.get(CASE_ERROR.statusForbids)?.sr).toEqual(expect.any(String));
    expect([...byKey.keys()].some((key) => key.startsWith('validation.'))).toBe(true);
    expect(first.map((entry) => entry.key)).toEqual([...byKey.keys()].sort());
    // Every key the services refuse with has its three texts.
    expect(first.filter((entry) => !entry.sq || !entry.en || !entry.sr).map((entry) => entry.key)).toEqual([]);

    const saved = await json('POST', apiPath('/translations'), { key: 'not_found', valueEN: 'Nothing here' });
    expect(saved.statusCode, saved.body).toBe(200);
    await expect.poll(async () => (await keys()).find((entry) => entry.key === 'not_found')?.en).toBe('Nothing here');
    await json('DELETE', apiPath('/translations/{id}', { id: saved.json().id }));
  });
});
