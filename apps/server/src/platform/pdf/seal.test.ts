import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { PdfBuilder } from './document';
import {
  checkSeal,
  DEMO_SEAL_NAME,
  DEMO_SEAL_ORGANIZATION,
  demoSealer,
  demoSealKey,
  p12SealKey,
  p12Sealer,
  pemSealKey,
  sealerOf,
  sealKeyPem,
  type Sealer,
} from './seal';
import { pdfsig, pdfText } from './test-support';

/**
 * Made with OpenSSL 3 (its default PKCS#12: PBES2 AES-256-CBC, PBKDF2 with HMAC-SHA-256, a SHA-256 MAC): a seal
 * certificate "CN=Test authority seal, O=Test authority" signed by "CN=Test seal CA", with that CA certificate, valid
 * for 100 years, passphrase "test passphrase".
 */
const OPENSSL_P12 = readFileSync(new URL('./test-seal.p12', import.meta.url));

const footer = { text: 'Vendim DP-GEN-2026-000001', pageLabel: '{page} / {pages}' };

async function decisionPdf(): Promise<Buffer> {
  const builder = new PdfBuilder({ title: 'Vendim', lang: 'sq' }, footer);
  builder.title('Vendim për kërkesën', 'Rešenje: čćšžđ');
  builder.keyValues([['Numri', 'DP-GEN-2026-000001']]);
  for (let i = 0; i < 40; i++) builder.paragraph(`Arsyetimi ${i}: `.repeat(12));
  return builder.finish();
}

/** The byte ranges a seal signs: [start, end) pairs around its /Contents. */
function signedRanges(pdf: Buffer): Array<[number, number]> {
  const matches = [...pdf.toString('latin1').matchAll(/\/ByteRange \[(\d+) (\d+) (\d+) (\d+)/g)];
  const [a, b, c, d] = matches[matches.length - 1].slice(1).map(Number);
  return [
    [a, a + b],
    [c, c + d],
  ];
}

describe('the PAdES seal on issued PDFs', () => {
  let demo: Sealer;
  let pdf: Buffer;
  let sealed: Buffer;

  beforeAll(async () => {
    [demo, pdf] = await Promise.all([demoSealer(), decisionPdf()]);
    sealed = await demo.seal(pdf);
  });

  it('seals a built PDF: the seal reads back intact, the demo seal says it is one, the text is unchanged', async () => {
    expect(demo.info).toMatchObject({ subject: DEMO_SEAL_NAME, organization: DEMO_SEAL_ORGANIZATION, demo: true });
    expect(demo.info.validTo.getUTCFullYear() - demo.info.validFrom.getUTCFullYear()).toBe(10);
    // An incremental update: the document's own bytes come first, unchanged.
    expect(sealed.subarray(0, pdf.length - 1).equals(pdf.subarray(0, pdf.length - 1))).toBe(true);
    const check = checkSeal(sealed);
    expect(check).toMatchObject({
      sealed: true,
      intact: true,
      subject: DEMO_SEAL_NAME,
      demo: true,
      fingerprint: demo.info.fingerprint,
    });
    expect(demo.info.fingerprint).toMatch(/^[0-9a-f]{64}$/);
    expect(check.sealed && Math.abs(check.signedAt!.getTime() - Date.now())).toBeLessThan(60_000);
    expect((await pdfText(sealed)).text).toBe((await pdfText(pdf)).text);
    expect(checkSeal(pdf)).toEqual({ sealed: false });
    expect(checkSeal(Buffer.from('not a pdf'))).toEqual({ sealed: false });
  });

  it('signs a CAdES SignedData with the ESS signing-certificate-v2 and without a signing-time (PAdES B-B)', () => {
    const text = sealed.toString('latin1');
    expect(text).toContain('/SubFilter /ETSI.CAdES.detached');
    const [[, end], [start]] = signedRanges(sealed);
    const cms = Buffer.from(text.slice(end + 1, start - 1), 'hex');
    const oid = (hex: string) => cms.includes(Buffer.from(hex, 'hex'));
    expect(oid('060b2a864886f70d010910022f')).toBe(true); // id-aa-signingCertificateV2
    expect(oid('06092a864886f70d010905')).toBe(false); // signingTime
  });

  it('pdfsig finds the signature valid and the whole document signed', () => {
    const report = pdfsig(sealed);
    expect(report).toContain(`Signer Certificate Common Name: ${DEMO_SEAL_NAME}`);
    expect(report).toContain('Signature Type: ETSI.CAdES.detached');
    expect(report).toContain('Signature Validation: Signature is Valid.');
    expect(report).toContain('Total document signed');
    // The demo seal signs itself: no trusted issuer, as expected.
    expect(report).toContain('Certificate Validation: Certificate issuer is unknown.');
  });

  it('a byte changed after sealing breaks the seal, for checkSeal and pdfsig', () => {
    const altered = Buffer.from(sealed);
    const at = altered.indexOf('e-Auction portal');
    altered[at] = 'E'.charCodeAt(0);
    expect(checkSeal(altered)).toMatchObject({ sealed: true, intact: false });
    const report = pdfsig(altered);
    expect(report).toContain('Signature Validation: Digest Mismatch.');
    expect(report).not.toContain('Signature is Valid.');
  });

  it('bytes added after sealing leave the document no longer wholly sealed', () => {
    const appended = Buffer.concat([sealed, Buffer.from('\n% added later\n')]);
    expect(checkSeal(appended)).toMatchObject({ sealed: true, intact: false });
    expect(pdfsig(appended)).toContain('Not total document signed');
  });

  it('any one byte flipped anywhere the seal signs is found (property)', () => {
    const ranges = signedRanges(sealed);
    const signedLength = ranges.reduce((sum, [start, end]) => sum + end - start, 0);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: signedLength - 1 }), fc.integer({ min: 1, max: 255 }), (n, mask) => {
        const position = n < ranges[0][1] ? n : ranges[1][0] + (n - ranges[0][1]);
        const altered = Buffer.from(sealed);
        altered[position] ^= mask;
        const check = checkSeal(altered);
        // A flip may also make the seal unreadable (its /ByteRange): never intact either way.
        return !check.sealed || !check.intact;
      }),
      { numRuns: 200 },
    );
  });

  it('a sealed PDF sealed again carries both seals; the newest covers the whole file', async () => {
    const twice = await demo.seal(sealed);
    expect(checkSeal(twice)).toMatchObject({ sealed: true, intact: true });
    const report = pdfsig(twice);
    expect(report).toContain('Signature #2:');
    expect(report.match(/Signature is Valid\./g)).toHaveLength(2);
  });

  it('seals with an OpenSSL PKCS#12 and its chain; a wrong passphrase is refused with a message', async () => {
    const sealer = p12Sealer(OPENSSL_P12, 'test passphrase');
    expect(sealer.info).toMatchObject({ subject: 'Test authority seal', organization: 'Test authority', demo: false });
    const sealedByAuthority = await sealer.seal(pdf);
    expect(checkSeal(sealedByAuthority)).toMatchObject({
      sealed: true,
      intact: true,
      subject: 'Test authority seal',
      organization: 'Test authority',
      demo: false,
      fingerprint: sealer.info.fingerprint,
    });
    expect(sealer.info.fingerprint).not.toBe(demo.info.fingerprint);
    const report = pdfsig(sealedByAuthority);
    expect(report).toContain('Signature Validation: Signature is Valid.');
    expect(report).toContain('Total document signed');
    expect(() => p12Sealer(OPENSSL_P12, 'wrong')).toThrow(/not a PKCS#12 file this passphrase opens/);
    expect(() => p12Sealer(Buffer.from('not a p12'), '')).toThrow(/not a PKCS#12 file/);
  });

  it('keeps a seal as PEM that node:crypto reads back: the demo seal, and a PKCS#12 seal with its chain', async () => {
    const key = await demoSealKey('Customs Administration');
    const pem = sealKeyPem(key);
    expect(pem).toMatch(/^-----BEGIN PRIVATE KEY-----\n[\s\S]+-----END CERTIFICATE-----\n$/);
    const sealer = sealerOf(pemSealKey(pem));
    expect(sealer.info).toEqual(sealerOf(key).info);
    expect(sealer.info).toMatchObject({ subject: DEMO_SEAL_NAME, organization: 'Customs Administration', demo: true });
    expect(checkSeal(await sealer.seal(pdf))).toMatchObject({ intact: true, organization: 'Customs Administration' });

    const authority = p12SealKey(OPENSSL_P12, 'test passphrase');
    const again = pemSealKey(sealKeyPem(authority));
    expect(again.certificate.equals(authority.certificate)).toBe(true);
    expect(again.chain).toHaveLength(1);
    expect(again.chain[0].equals(authority.chain[0])).toBe(true);
    expect(checkSeal(await sealerOf(again).seal(pdf))).toMatchObject({ intact: true, subject: 'Test authority seal' });

    // The seal's own certificate is the one of its key, wherever it stands in the file.
    const [keyPem, ...certificates] = sealKeyPem(authority).split(/(?=-----BEGIN)/);
    expect(pemSealKey([...certificates.reverse(), keyPem].join('')).certificate.equals(authority.certificate)).toBe(
      true,
    );
    expect(() => pemSealKey(certificates.join(''))).toThrow(/holds no PKCS#8 private key/);
    expect(() => pemSealKey(keyPem + sealKeyPem(key).split(/(?=-----BEGIN)/)[1])).toThrow(
      /holds no certificate of its private key/,
    );
  });
});
