// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { translationsUrl } from './i18n';

describe('translationsUrl', () => {
  afterEach(() => document.head.querySelector('meta[name="portal-i18n"]')?.remove());

  it('asks for the hashed name index.html gives for the language and part', () => {
    const meta = document.createElement('meta');
    meta.name = 'portal-i18n';
    meta.content =
      'sq.AAAAAAAAAAAAAAAA sq-home.DDDDDDDDDDDDDDDD en.BBBBBBBBBBBBBBBB en-home.EEEEEEEEEEEEEEEE sr.CCCCCCCCCCCCCCCC';
    document.head.append(meta);
    expect(translationsUrl('sq')).toBe('/i18n/sq.AAAAAAAAAAAAAAAA.json');
    expect(translationsUrl('en')).toBe('/i18n/en.BBBBBBBBBBBBBBBB.json');
    expect(translationsUrl('sr')).toBe('/i18n/sr.CCCCCCCCCCCCCCCC.json');
    expect(translationsUrl('sq', 'home')).toBe('/i18n/sq-home.DDDDDDDDDDDDDDDD.json');
    expect(translationsUrl('en', 'home')).toBe('/i18n/en-home.EEEEEEEEEEEEEEEE.json');
    // A name the page does not give falls back to the plain one.
    expect(translationsUrl('sr', 'home')).toBe('/i18n/sr-home.json');
  });

  it('asks for the plain name without it (the development server, an older page)', () => {
    expect(translationsUrl('en')).toBe('/i18n/en.json');
    expect(translationsUrl('en', 'home')).toBe('/i18n/en-home.json');
  });
});

describe('the texts at start (ADR 0112)', () => {
  const FILES: Record<string, Record<string, string>> = {
    '/i18n/en-home.EEEEEEEEEEEEEEEE.json': { 'home.title': 'Auctions and cases' },
    '/i18n/en.BBBBBBBBBBBBBBBB.json': { 'home.title': 'Auctions and cases', 'login.submit': 'Sign in' },
    '/i18n/en.json': { 'home.title': 'Auctions and cases', 'login.submit': 'Sign in' },
  };

  /** A fresh copy of the module (its state is the app's one start) with the files above behind `fetch`. */
  async function started(path: string, named = true) {
    vi.resetModules();
    document.head.querySelector('meta[name="portal-i18n"]')?.remove();
    if (named) {
      const meta = document.createElement('meta');
      meta.name = 'portal-i18n';
      meta.content = 'en.BBBBBBBBBBBBBBBB en-home.EEEEEEEEEEEEEEEE';
      document.head.append(meta);
    }
    const fetched: { url: string; init?: RequestInit }[] = [];
    vi.stubGlobal('fetch', (url: string, init?: RequestInit) => {
      fetched.push({ url, init });
      return Promise.resolve(new Response(JSON.stringify(FILES[url] ?? {}), { status: FILES[url] ? 200 : 404 }));
    });
    const i18n = await import('./i18n');
    await i18n.initI18n('en', path);
    return { i18n, fetched };
  }
  afterEach(() => vi.unstubAllGlobals());

  it('on the home of a page that names no home part (the development server), loads the whole file at once', async () => {
    const { i18n, fetched } = await started('/', false);
    expect(fetched.map((f) => f.url)).toEqual(['/i18n/en.json']);
    expect(i18n.textsComplete()).toBe(true);
    expect(i18n.i18next.t('login.submit', 'default')).toBe('Sign in');
  });

  it('on the home, starts on the home part and adds the rest once, with a low priority', async () => {
    const { i18n, fetched } = await started('/');
    expect(fetched.map((f) => f.url)).toEqual(['/i18n/en-home.EEEEEEEEEEEEEEEE.json']);
    expect(i18n.textsComplete()).toBe(false);
    expect(i18n.i18next.t('login.submit', 'default')).toBe('default');

    const added = vi.fn();
    i18n.i18next.store.on('added', added);
    await Promise.all([i18n.completeTexts(), i18n.completeTexts()]);
    expect(fetched.slice(1)).toEqual([{ url: '/i18n/en.BBBBBBBBBBBBBBBB.json', init: { priority: 'low' } }]);
    expect(i18n.textsComplete()).toBe(true);
    expect(i18n.i18next.t('login.submit', 'default')).toBe('Sign in');
    // Components bound to the store's `added` event draw the new texts.
    expect(added).toHaveBeenCalledTimes(1);
    expect(i18n.i18next.options.react?.bindI18nStore).toBe('added');
  });

  it('on any other page, loads the whole file before the first render and needs nothing more', async () => {
    const { i18n, fetched } = await started('/user_auctions/running_auctions');
    expect(fetched.map((f) => f.url)).toEqual(['/i18n/en.BBBBBBBBBBBBBBBB.json']);
    expect(i18n.textsComplete()).toBe(true);
    await i18n.completeTexts();
    expect(fetched).toHaveLength(1);
    expect(i18n.i18next.t('login.submit', 'default')).toBe('Sign in');
  });
});
