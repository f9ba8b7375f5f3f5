import { APPLICATION_PARAMETERS } from '@portal/contracts/settings';
import { describe, expect, it } from 'vitest';
import { describeMailError, retryDelay } from './sender';
import { MAIL_TEMPLATE_IDS, renderMail, type MailTemplateId, type MailTemplateParams } from './templates';

const EVIL = `<script>alert("x")</script> & 'co'`;

const SAMPLES: { [K in MailTemplateId]: MailTemplateParams[K] } = {
  account_confirmation: { username: EVIL, link: 'https://portal.example/login?code=a1&lang=sq' },
  password_reset: { username: EVIL, link: 'https://portal.example/forgotten_password?code=b2' },
  username_reminder: { usernames: [EVIL, 'second.user'] },
  account_approved: {},
  account_rejected: { reason: EVIL },
  account_blocked: { reason: EVIL },
  account_disabled: { until: new Date('2026-03-05T23:30:00Z') },
  account_enabled: {},
  account_locked: {
    username: EVIL,
    until: new Date('2026-03-05T23:30:00Z'),
    link: 'https://portal.example/forgotten_password',
  },
  registration_attempt: {
    signInLink: 'https://portal.example/login',
    passwordLink: 'https://portal.example/forgotten_password',
    usernameLink: 'https://portal.example/forgotten_username',
  },
  participation_approved: { auctionNumber: EVIL, lotCode: 'L-7' },
  participation_rejected: { auctionNumber: '12/2026', lotCode: EVIL, reason: EVIL },
  auction_cancelled: { auctionNumber: EVIL },
  bank_guarantee_status: { username: EVIL, guaranteeNumber: EVIL, bank: EVIL, status: 'USED', notes: EVIL },
  lot_second_winner: { auctionNumber: EVIL, lotCode: 'L-9', amount: '1250.00' },
  bid_outbid: {
    auctionNumber: EVIL,
    lotCode: 'L-10',
    highestBid: '1300.00 EUR',
    endTime: new Date('2026-11-25T15:30:00Z'),
    link: 'https://portal.example/user_auctions/auction_bid/4',
  },
  lot_won: { auctionNumber: 'A-2026-0004', lotCode: EVIL, amount: '1300.00 EUR' },
  lot_closed: { auctionNumber: EVIL, lotCode: 'L-11', amount: '1300.00 EUR' },
  follow_reminder: {
    auctionNumber: EVIL,
    lotCode: 'L-12',
    kind: 'END',
    at: new Date('2026-11-25T15:30:00Z'),
    link: 'https://portal.example/user_auctions/auction_bid/4',
  },
  portal_case_status: {
    caseNumber: 'GEN-2026-000001',
    kind: 'GENERAL',
    subject: EVIL,
    event: 'RETURNED',
    deadline: new Date('2026-04-09T21:59:59Z'),
    note: EVIL,
    link: 'https://portal.example/web_portal/web_portal_home_page/view_general_case/1',
  },
  portal_case_answered: {
    caseNumber: 'GEN-2026-000001',
    kind: 'GENERAL',
    subject: EVIL,
    answered: 'HEARING',
    link: 'https://portal.example/web_portal/web_portal_home_page/view_general_case/1',
  },
  portal_forum_message: {
    caseNumber: EVIL,
    fromAuthority: true,
    link: 'https://portal.example/web_portal/web_portal_home_page/view_general_case/1',
  },
  portal_cases_overdue: {
    cases: [EVIL, 'GEN-2026-000002 (01.04.2026)'],
    link: 'https://portal.example/web_portal_processing/case_queue',
  },
  portal_decision_expiring: {
    kind: 'BTI',
    number: EVIL,
    validTo: '31.12.2026',
    caseNumber: 'BTI-2026-000001',
    link: 'https://portal.example/web_portal/my_decisions',
  },
};

const render = <K extends MailTemplateId>(id: K, lang: string) => renderMail(id, lang, SAMPLES[id]);

describe('mail templates', () => {
  it('render every template in sq, en and sr, each in its own wording', () => {
    for (const id of MAIL_TEMPLATE_IDS) {
      const [sq, en, sr] = (['sq', 'en', 'sr'] as const).map((lang) => render(id, lang));
      for (const [lang, mail] of [
        ['sq', sq],
        ['en', en],
        ['sr', sr],
      ] as const) {
        expect(mail.lang, id).toBe(lang);
        expect(mail.subject.length, id).toBeGreaterThan(5);
        expect(mail.subject, id).not.toMatch(/[\r\n]/);
        expect(mail.text, id).not.toContain('<p>');
        expect(mail.html, id).toContain(`<html lang="${lang}">`);
      }
      expect(new Set([sq.subject, en.subject, sr.subject]).size, id).toBe(3);
      // Signed with the authority's name in the language (its settings' defaults when none is given).
      expect(sq.text).toContain(APPLICATION_PARAMETERS.authority_name_sq.default);
      expect(en.text).toContain(APPLICATION_PARAMETERS.authority_name_en.default);
      expect(sr.text).toContain(APPLICATION_PARAMETERS.authority_name_sr.default);
    }
  });

  it('sign with the authority the settings name, in the mail’s language, escaped in the HTML part', () => {
    const authority = { sq: 'Autoriteti <Demo>', en: 'Demo Authority & Co', sr: 'Demo organ' };
    for (const lang of ['sq', 'en', 'sr'] as const) {
      const mail = renderMail('account_approved', lang, {}, { authority });
      expect(mail.text).toContain(authority[lang]);
      expect(mail.html).toContain(authority[lang].replace('&', '&amp;').replace('<', '&lt;').replace('>', '&gt;'));
      for (const other of ['sq', 'en', 'sr'] as const)
        if (other !== lang) expect(mail.text).not.toContain(authority[other]);
    }
  });

  it('escape parameters in the HTML part and keep them verbatim in the text part', () => {
    for (const id of MAIL_TEMPLATE_IDS) {
      // Templates without a text parameter (a registration attempt carries only the portal's own links).
      const textless = ['account_approved', 'account_enabled', 'account_disabled', 'registration_attempt'];
      if (textless.includes(id)) continue;
      for (const lang of ['sq', 'en', 'sr']) {
        const mail = render(id, lang);
        expect(mail.html, `${id} ${lang}`).not.toContain('<script>');
        expect(mail.html, `${id} ${lang}`).toContain(
          '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;co&#39;',
        );
        expect(mail.text, `${id} ${lang}`).toContain(EVIL);
      }
    }
  });

  it('show links as anchors only for http(s) addresses, escaped', () => {
    const mail = renderMail('account_confirmation', 'en', SAMPLES.account_confirmation);
    expect(mail.html).toContain(
      '<a href="https://portal.example/login?code=a1&amp;lang=sq">https://portal.example/login?code=a1&amp;lang=sq</a>',
    );
    expect(mail.text).toContain('https://portal.example/login?code=a1&lang=sq');
    const hostile = renderMail('password_reset', 'en', { username: 'x', link: 'javascript:alert(1)' });
    expect(hostile.html).not.toContain('<a href');
  });

  it('choose the language from the recipient, falling back to Albanian', () => {
    expect(renderMail('account_approved', 'EN', {}).subject).toBe('Your account has been approved');
    expect(renderMail('account_approved', 'gb', {}).lang).toBe('en');
    expect(renderMail('account_approved', 'sr', {}).subject).toBe('Vaš nalog je odobren');
    expect(renderMail('account_approved', undefined, {}).subject).toBe('Llogaria juaj u miratua');
    expect(renderMail('account_approved', 'de', {}).lang).toBe('sq');
  });

  it('write dates as DD.MM.YYYY HH:mm in the business time zone', () => {
    const until = new Date('2026-03-05T23:30:00Z');
    expect(renderMail('account_disabled', 'en', { until }).text).toContain('06.03.2026 00:30');
    expect(renderMail('account_disabled', 'sq', { until }, { timeZone: 'UTC' }).text).toContain('05.03.2026 23:30');
  });

  it('list every reminded username and greet confirmations by name', () => {
    const mail = renderMail('username_reminder', 'sr', { usernames: ['ana', 'marko'] });
    expect(mail.html).toContain('<ul><li>ana</li><li>marko</li></ul>');
    expect(mail.text).toContain('  - marko');
    expect(renderMail('account_confirmation', 'sq', { username: 'drita', link: 'http://x/' }).text).toMatch(
      /^I\/E nderuar drita,/,
    );
  });

  it('leave the reason out of a participation rejection without one', () => {
    const mail = renderMail('participation_rejected', 'en', { auctionNumber: 3, lotCode: 'A1' });
    expect(mail.subject).toBe('Participation request rejected – auction 3, lot A1');
    expect(mail.text).not.toContain('Reason:');
  });
});

describe('mail sender rules', () => {
  it('waits 30 s, 2 min, 10 min and 1 h between attempts by default', () => {
    const delays = [30_000, 120_000, 600_000, 3_600_000];
    expect([1, 2, 3, 4, 5].map((n) => retryDelay(n, delays))).toEqual([...delays, 3_600_000]);
  });

  it('keeps errors short and free of credentials', () => {
    const err = Object.assign(new Error('connect failed for smtp://user:s3cret@mail.example:587\n  at x'), {
      code: 'ECONNECTION',
    });
    const text = describeMailError(err);
    expect(text).not.toContain('s3cret');
    expect(text).toMatch(/^ECONNECTION: connect failed for smtp:\/\/\*\*\*@mail.example:587 at x$/);
    expect(describeMailError(new Error('x'.repeat(1000))).length).toBeLessThanOrEqual(300);
  });
});
