import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/harness';
import { apiPath } from '../../test/api-client';

describe('information pages', async () => {
  // No demo data: the texts are reference data every installation gets.
  const t = await buildTestApp({ demoSeed: false, adminPassword: 'Chosen#Portal-Pass1' });
  const get = (url: string) => t.app.inject({ method: 'GET', url });
  const content = (url: string) => get(`${apiPath('/information_pages/content')}?url=${encodeURIComponent(url)}`);

  it('serves every page in every language with its seeded text, as HTML', async () => {
    const en = await content('/user_info/terms_en');
    expect(en.statusCode).toBe(200);
    expect(en.json().html).toContain('<h1>Terms of use</h1>');
    expect((await content('/user_info/terms_sq')).json().html).toContain('<h1>Kushtet e përdorimit</h1>');
    expect((await content('/user_info/terms_sr')).json().html).toContain('<h1>Uslovi korišćenja</h1>');
    for (const page of ['contact', 'privacy_policy', 'faq']) {
      for (const lang of ['sq', 'en', 'sr']) {
        expect((await content(`/user_info/${page}_${lang}`)).json().html, `${page}_${lang}`).toMatch(/^<h1>/);
      }
    }
  });

  it('answers 404 for addresses that are not information pages', async () => {
    expect((await content('/user_info/terms_de')).statusCode).toBe(404);
    expect((await content('/admin/auth/pages')).statusCode).toBe(404);
    expect((await get(`${apiPath('/information_pages/help')}?lang=de`)).statusCode).toBe(400);
  });

  it('serves the six help tabs in order', async () => {
    const res = await get(`${apiPath('/information_pages/help')}?lang=en`);
    expect(res.statusCode).toBe(200);
    const tabs = res.json().tabs as Array<{ tab: string; html: string }>;
    expect(tabs.map((x) => x.tab)).toEqual([
      'register',
      'forgotten_password',
      'forgotten_username',
      'auction',
      'auction_registration',
      'bidding',
    ]);
    expect(tabs.every((x) => x.html.startsWith('<h2>'))).toBe(true);
  });

  it('shows what an administrator writes, rendered safely', async () => {
    const admin = await t.loginAs('admin', 'Chosen#Portal-Pass1');
    const pages = (await admin.get(`${apiPath('/pages/paged')}?filter[url]=/user_info/faq_en`)).json().content;
    const page = pages.find((p: { url: string }) => p.url === '/user_info/faq_en');
    const saved = await admin.post(apiPath('/pages'), {
      ...page,
      content:
        '## New FAQ\n\n<script>alert(1)</script><img src=x onerror=alert(1)>\n\n**bold** [x](javascript:alert(1))',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const html = (await content('/user_info/faq_en')).json().html;
    expect(html).toContain('<h2>New FAQ</h2>');
    expect(html).toContain('<strong>bold</strong>');
    expect(html).not.toMatch(/script|onerror|<img|javascript/);
    // A text emptied on purpose stays empty (it is not seeded again).
    await admin.post(apiPath('/pages'), { ...page, content: '' });
    expect((await content('/user_info/faq_en')).json().html).toBe('');
  });
});
