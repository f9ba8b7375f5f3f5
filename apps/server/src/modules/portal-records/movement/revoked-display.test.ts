import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiPath } from '../../../test/api-client';
import { buildMovementCase } from '../../../test/factories';
import { buildTestAppWithFiles, type Session } from '../../../test/harness';
import { movementCertificates } from '../tables';
import { approveMovementCase, certificatePdfText } from './test-support';

/**
 * A revoked certificate's public display (docs/adr/0072-revoked-certificate-display.md): the QR code of the genuine
 * document carries a verification token; with it the display says when the certificate was revoked; a bare urlNumber
 * (typed, or with a wrong token) gets the same 404 for a revoked certificate as for an unknown one.
 */
describe('the public display of a revoked movement certificate', async () => {
  const t = await buildTestAppWithFiles('portal-movement-revoked');
  const db = t.platform.db;
  let trader: Session, officer: Session;

  const display = (urlNumber: string, token?: string) =>
    t.app.inject({
      method: 'GET',
      url: `${apiPath('/movement_certificates/movement_certificate_display/{urlNumber}', { urlNumber })}${
        token === undefined ? '' : `?token=${token}`
      }`,
    });

  beforeAll(async () => {
    [trader, officer] = await Promise.all(['trader', 'officer'].map((u) => t.loginAs(u)));
  });

  it('tells the QR code’s address "revoked on"; a bare or wrongly signed number stays "not found"', async () => {
    const c = await buildMovementCase(db, 'trader', { status: 'SUBMITTED', goods: 1 });
    await db
      .update(movementCertificates)
      .set({
        exporter: 'Demo Export',
        consignee: 'Handels GmbH',
        countryOfOrigin: 'Kosovo',
        countryOfDestination: 'AT',
      })
      .where(eq(movementCertificates.caseId, c.id));
    await approveMovementCase(db, officer, c.id);

    // The PDF's QR address carries the urlNumber and the token.
    const text = await certificatePdfText(trader, c);
    const address = /movement_certificate_display\?urlNumber=([0-9a-f]+)&token=([0-9a-f]{32})/.exec(
      text.replace(/\s/g, ''),
    );
    expect(address).not.toBeNull();
    const [, urlNumber, token] = address!;
    // Its verification code (ADR 0091), printed in the footer.
    const code = /([2-9A-Z]{4}-[2-9A-Z]{4}-[2-9A-Z]{2}) · /.exec(text)![1];
    const verify = () => t.app.inject({ method: 'GET', url: apiPath('/document_verifications/{code}', { code }) });
    expect((await verify()).json()).toMatchObject({
      kind: 'MOVEMENT_CERTIFICATE',
      status: 'VALID',
      number: `C-${c.number}`,
    });

    // Valid: answered with or without the token.
    expect((await display(urlNumber)).json()).toMatchObject({ revokedAt: null, valid: true });
    expect((await display(urlNumber, token)).json()).toMatchObject({ revokedAt: null, valid: true });

    const revoke = await officer.post(apiPath('/movement_certificates/revoke_movement_certificate'), {
      movementCertificateCase: { id: c.id },
      reason: 'The origin proof was forged.',
    });
    expect(revoke.statusCode, revoke.body).toBe(200);
    const revokedAt = revoke.json().revokedAt as string;

    // The scanned QR code: revoked on that day, not valid, and never the reason.
    const scanned = await display(urlNumber, token);
    expect(scanned.statusCode, scanned.body).toBe(200);
    expect(scanned.json()).toMatchObject({ revokedAt, valid: false, certificateNumber: `C-${c.number}` });
    expect(scanned.body).not.toContain('forged');
    // Its verification page says revoked, on the same day, and never the reason.
    const verified = await verify();
    expect(verified.json()).toMatchObject({ status: 'REVOKED', statusAt: revokedAt });
    expect(verified.body).not.toContain('forged');

    // A bare number, a wrong or malformed token: the same 404 as an unknown number.
    const unknown = await display('0'.repeat(32));
    const unknownWithToken = await display('0'.repeat(32), token);
    for (const res of [
      await display(urlNumber),
      await display(urlNumber, 'f'.repeat(32)),
      await display(urlNumber, 'x'),
      unknownWithToken,
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.body).toBe(unknown.body);
    }
  });
});
