import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/harness';
import { REDACTED, redactUrl } from './log-redaction';

describe('log redaction', async () => {
  const lines: string[] = [];
  const t = await buildTestApp({ logLevel: 'debug' }, { logStream: { write: (line) => void lines.push(line) } });

  it('replaces the values of secret-bearing query parameters, whatever their case or encoding', () => {
    expect(redactUrl('/login?code=abc&info=x')).toBe(`/login?code=${REDACTED}&info=x`);
    expect(redactUrl('/forgotten_password?token=t1&token=t2')).toBe(
      `/forgotten_password?token=${REDACTED}&token=${REDACTED}`,
    );
    expect(redactUrl('/login?CODE=abc')).toBe(`/login?CODE=${REDACTED}`);
    expect(redactUrl('/login?%63ode=abc')).toBe(`/login?%63ode=${REDACTED}`);
    expect(redactUrl('/x?access_token=a&X-Auth-Token=b&password=c&altcha=d')).toBe(
      `/x?access_token=${REDACTED}&X-Auth-Token=${REDACTED}&password=${REDACTED}&altcha=${REDACTED}`,
    );
    expect(redactUrl('/web_portal/movement_certificate_display?urlNumber=ab12')).toBe(
      `/web_portal/movement_certificate_display?urlNumber=${REDACTED}`,
    );
    expect(redactUrl('/data/rest/movement_certificates/movement_certificate_display/ab12?x=1')).toBe(
      `/data/rest/movement_certificates/movement_certificate_display/${REDACTED}?x=1`,
    );
    // A document's verification code (ADR 0091), in the API's path and the page's address.
    expect(redactUrl('/data/rest/document_verifications/ABCD-EFGH-JK')).toBe(
      `/data/rest/document_verifications/${REDACTED}`,
    );
    expect(redactUrl('/verify?code=ABCD-EFGH-JK')).toBe(`/verify?code=${REDACTED}`);
    // Nothing else changes.
    expect(redactUrl('/data/rest/auctions/paged?page=1&count=10')).toBe('/data/rest/auctions/paged?page=1&count=10');
    expect(redactUrl('/login')).toBe('/login');
    expect(redactUrl('/login?code')).toBe(`/login?code=${REDACTED}`);
    expect(redactUrl('/x?%E0%A4%A=1')).toBe('/x?%E0%A4%A=1');
  });

  it('keeps mailed codes and tokens out of the request log at LOG_LEVEL=debug', async () => {
    const secrets = ['ConfirmSecret0123456789', 'ResetSecret0123456789', 'CertSecret0123456789', 'PathSecret01234'];
    await t.app.inject({ url: `/login?code=${secrets[0]}&info=registration.account_confirmed` });
    await t.app.inject({ url: `/forgotten_password?token=${secrets[1]}` });
    await t.app.inject({ url: `/web_portal/movement_certificate_display?urlNumber=${secrets[2]}` });
    await t.app.inject({ url: `/data/rest/movement_certificates/movement_certificate_display/${secrets[3]}` });
    await t.app.inject({ method: 'POST', url: '/data/rest/registered_users/confirm', payload: { code: secrets[0] } });

    const log = lines.join('');
    const requests = lines.map((line) => JSON.parse(line) as { msg: string; req?: { url: string } });
    const urls = requests.filter((line) => line.msg === 'incoming request').map((line) => line.req!.url);
    expect(urls).toEqual([
      `/login?code=${REDACTED}&info=registration.account_confirmed`,
      `/forgotten_password?token=${REDACTED}`,
      `/web_portal/movement_certificate_display?urlNumber=${REDACTED}`,
      `/data/rest/movement_certificates/movement_certificate_display/${REDACTED}`,
      '/data/rest/registered_users/confirm',
    ]);
    for (const secret of secrets) expect(log).not.toContain(secret);
  });
});
