import {
  createHash,
  createPrivateKey,
  generateKeyPair,
  randomBytes,
  sign,
  X509Certificate,
  type KeyObject,
} from 'node:crypto';
import { promisify } from 'node:util';
import type * as PdfLib from '@cantoo/pdf-lib';
import { SignPdf } from '@signpdf/signpdf';
import { DEFAULT_BYTE_RANGE_PLACEHOLDER, SUBFILTER_ETSI_CADES_DETACHED, Signer } from '@signpdf/utils';
import type Forge from 'node-forge';
import { lazyPackage } from '../lazy-package';
import { cadesSignedData, certificateParts, checkSignedData } from './cms';
import { sealOnDocumentThread } from './document-thread';

const pdfLib = lazyPackage<typeof PdfLib>('@cantoo/pdf-lib');
/** Reads PKCS#12 files and builds the demo seal's certificate: loaded only for those, never to open a kept PEM. */
const forgeLib = lazyPackage<typeof Forge>('node-forge');

/**
 * The authority's electronic seal on the PDFs it issues (PAdES baseline B-B). One sealer per process, configured when
 * the app starts (`configureSeal`); `sealPdf` seals a finished PDF's bytes and answers the sealed bytes: an incremental
 * update adds an invisible signature field whose CMS (cms.ts) signs every byte of the file but the signature itself.
 * `checkSeal` reads a PDF's newest seal back.
 */
export type SealInfo = {
  /** The subject of the seal's certificate (who sealed): its common name. */
  subject: string;
  /** The subject's organization (O), or ''. */
  organization: string;
  /** True for the self-signed demo seal a fresh data folder gets. */
  demo: boolean;
  validFrom: Date;
  validTo: Date;
  /** SHA-256 of the certificate (DER), hex: what a seal read back (`checkSeal`) is compared with. */
  fingerprint: string;
};

export type Sealer = { info: SealInfo; seal: (pdf: Buffer) => Promise<Buffer> };

/** The common name of the demo seal's certificate; a seal with it is the demo seal. */
export const DEMO_SEAL_NAME = 'Demo seal — not valid for legal use';
export const DEMO_SEAL_ORGANIZATION = 'Demo authority';
/** The passphrase of the PKCS#12 file earlier builds kept the demo seal in (the demo key protects nothing). */
export const DEMO_SEAL_PASSPHRASE = 'demo-seal';

/** A seal's RSA private key, its certificate (DER) and the other certificates of its chain (DER). */
export type SealKey = { privateKey: KeyObject; certificate: Buffer; chain: Buffer[] };

let current: Sealer | null = null;

export function configureSeal(sealer: Sealer | null): void {
  current = sealer;
}

/** The PDF sealed with the configured seal (unchanged while none is configured). */
export async function sealPdf(pdf: Buffer): Promise<Buffer> {
  return current ? current.seal(pdf) : pdf;
}

/** About the configured seal, or null. */
export function sealInfo(): SealInfo | null {
  return current?.info ?? null;
}

const generateRsaPair = promisify(generateKeyPair);

const derOf = (certificate: Forge.pki.Certificate) => {
  const forge = forgeLib();
  return Buffer.from(forge.asn1.toDer(forge.pki.certificateToAsn1(certificate)).getBytes(), 'binary');
};

/**
 * The key and certificates of a PKCS#12 file (an RSA key; the certificate that matches it seals, the file's other
 * certificates go into the signature as its chain). Throws a readable message on a wrong passphrase, a file that is
 * no PKCS#12, or one without a matching key and certificate.
 */
export function p12SealKey(p12: Buffer, passphrase: string): SealKey {
  const forge = forgeLib();
  let store: Forge.pkcs12.Pkcs12Pfx;
  try {
    const asn1 = forge.asn1.fromDer(forge.util.createBuffer(p12.toString('binary')));
    store = forge.pkcs12.pkcs12FromAsn1(asn1, false, passphrase);
  } catch (error) {
    throw new Error(`not a PKCS#12 file this passphrase opens (${(error as Error).message})`, { cause: error });
  }
  const keyBags = [
    ...(store.getBags({ bagType: forge.pki.oids.pkcs8ShroudedKeyBag })[forge.pki.oids.pkcs8ShroudedKeyBag] ?? []),
    ...(store.getBags({ bagType: forge.pki.oids.keyBag })[forge.pki.oids.keyBag] ?? []),
  ];
  const certificates = (store.getBags({ bagType: forge.pki.oids.certBag })[forge.pki.oids.certBag] ?? [])
    .map((bag) => bag.cert)
    .filter((cert): cert is Forge.pki.Certificate => !!cert);
  const key = keyBags.find((bag) => bag.key)?.key;
  if (!key) throw new Error('the PKCS#12 file holds no RSA private key');
  const own = certificates.find((cert) => {
    const publicKey = cert.publicKey as Forge.pki.rsa.PublicKey;
    return publicKey.n?.equals(key.n) && publicKey.e?.equals(key.e);
  });
  if (!own) throw new Error('the PKCS#12 file holds no certificate of its private key');
  return {
    privateKey: createPrivateKey(forge.pki.privateKeyToPem(key)),
    certificate: derOf(own),
    chain: certificates.filter((cert) => cert !== own).map(derOf),
  };
}

/** A sealer with the key and certificates of a PKCS#12 file (`p12SealKey`). */
export function p12Sealer(p12: Buffer, passphrase: string): Sealer {
  return sealerOf(p12SealKey(p12, passphrase));
}

const PEM_BLOCK = /-----BEGIN ([A-Z ]+)-----[\s\S]+?-----END \1-----/g;

/**
 * The key and certificates of a PEM text (what `sealKeyPem` writes): a PKCS#8 private key and certificates, the one of
 * the key first. Read with node:crypto alone. Throws a readable message when the key or its certificate is missing.
 */
export function pemSealKey(pem: string): SealKey {
  const blocks = [...pem.matchAll(PEM_BLOCK)];
  const keyBlock = blocks.find((block) => block[1] === 'PRIVATE KEY');
  if (!keyBlock) throw new Error('the PEM file holds no PKCS#8 private key');
  const privateKey = createPrivateKey(keyBlock[0]);
  const certificates = blocks
    .filter((block) => block[1] === 'CERTIFICATE')
    .map((block) => new X509Certificate(block[0]));
  const own = certificates.find((certificate) => certificate.checkPrivateKey(privateKey));
  if (!own) throw new Error('the PEM file holds no certificate of its private key');
  return {
    privateKey,
    certificate: own.raw,
    chain: certificates.filter((certificate) => certificate !== own).map((certificate) => certificate.raw),
  };
}

/** A seal's key and certificates as a PEM text: the private key (PKCS#8), its certificate, then the chain. */
export function sealKeyPem(key: SealKey): string {
  const certificates = [key.certificate, ...key.chain].map((der) => new X509Certificate(der).toString());
  return [key.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(), ...certificates].join('');
}

/**
 * A sealer with a seal's key and certificates. It seals on a document thread (ADR 0117): the key goes there as PEM,
 * read once per thread (`sealHere`), and the PDF's bytes go and come back; the event loop does none of the work.
 */
export function sealerOf(key: SealKey): Sealer {
  const { commonName, organization } = certificateParts(key.certificate);
  const x509 = new X509Certificate(key.certificate);
  const info: SealInfo = {
    subject: commonName,
    organization,
    demo: commonName === DEMO_SEAL_NAME,
    validFrom: new Date(x509.validFrom),
    validTo: new Date(x509.validTo),
    fingerprint: x509.fingerprint256.replaceAll(':', '').toLowerCase(),
  };
  let keyPem: string | undefined;
  return { info, seal: (pdf) => sealOnDocumentThread(pdf, (keyPem ??= sealKeyPem(key))) };
}

type SealingKey = { certificate: Buffer; chain: Buffer[]; privateKey: KeyObject; name: string; cmsRoom: number };

/** What sealing needs of a seal: its key, its certificates, its name and the room its CMS takes. */
function sealingKey({ privateKey, certificate, chain }: SealKey): SealingKey {
  const modulusBytes = (privateKey.asymmetricKeyDetails?.modulusLength ?? 4096) / 8;
  // Room for the CMS: the certificates, the signature (the modulus' size) and the attributes, with a margin.
  const cmsRoom = certificate.length + chain.reduce((sum, der) => sum + der.length, 0) + modulusBytes + 2048;
  return { certificate, chain, privateKey, name: certificateParts(certificate).commonName, cmsRoom };
}

/** The seal last read on this thread, by its PEM (a process has one seal; a test may switch). */
let lastKey: { keyPem: string; key: SealingKey } | undefined;

/** Seals a PDF on this thread (a document thread's task, document-worker.ts) with the seal `keyPem` holds. */
export function sealHere(pdf: Buffer, keyPem: string): Promise<Buffer> {
  if (lastKey?.keyPem !== keyPem) lastKey = { keyPem, key: sealingKey(pemSealKey(keyPem)) };
  return sealWith(pdf, lastKey.key);
}

class CadesSigner extends Signer {
  constructor(
    private readonly certificate: Buffer,
    private readonly chain: Buffer[],
    private readonly privateKey: KeyObject,
  ) {
    super();
  }

  override sign(content: Buffer): Promise<Buffer> {
    return Promise.resolve(
      cadesSignedData(content, this.certificate, this.chain, (attributes) =>
        sign('sha256', attributes, this.privateKey),
      ),
    );
  }
}

const signPdf = new SignPdf();

async function sealWith(pdf: Buffer, seal: SealingKey): Promise<Buffer> {
  const prepared = await withSignatureField(pdf, seal.name, seal.cmsRoom, new Date());
  return signPdf.sign(prepared, new CadesSigner(seal.certificate, seal.chain, seal.privateKey));
}

/**
 * The PDF with an incremental update that adds an invisible signature field on page 1 and its signature dictionary:
 * /ByteRange and /Contents are placeholders that @signpdf/signpdf fills (the ranges, then the CMS in hex).
 */
async function withSignatureField(pdf: Buffer, name: string, cmsRoom: number, signedAt: Date): Promise<Buffer> {
  const { PDFArray, PDFDict, PDFDocument, PDFHexString, PDFName, PDFString, ParseSpeeds } = pdfLib();
  const document = await PDFDocument.load(pdf, {
    forIncrementalUpdate: true,
    updateMetadata: false,
    parseSpeed: ParseSpeeds.Fastest,
  });
  const { context, catalog } = document;
  const page = document.getPage(0);
  const placeholder = PDFName.of(DEFAULT_BYTE_RANGE_PLACEHOLDER);
  const signature = context.register(
    context.obj({
      Type: 'Sig',
      Filter: 'Adobe.PPKLite',
      SubFilter: SUBFILTER_ETSI_CADES_DETACHED,
      // Before /Contents: the filler looks for /Contents after the /ByteRange placeholder.
      ByteRange: [0, placeholder, placeholder, placeholder],
      Contents: PDFHexString.of('0'.repeat(cmsRoom * 2)),
      M: PDFString.fromDate(signedAt),
      Name: PDFHexString.fromText(name),
    }),
  );
  let form = catalog.lookupMaybe(PDFName.of('AcroForm'), PDFDict);
  if (!form) {
    form = context.obj({ Fields: [] });
    catalog.set(PDFName.of('AcroForm'), context.register(form));
  }
  let fields = form.lookupMaybe(PDFName.of('Fields'), PDFArray);
  if (!fields) {
    fields = context.obj([]);
    form.set(PDFName.of('Fields'), fields);
  }
  const widget = context.register(
    context.obj({
      Type: 'Annot',
      Subtype: 'Widget',
      FT: 'Sig',
      T: PDFString.of(`Seal${fields.size() + 1}`),
      Rect: [0, 0, 0, 0],
      // Print | Locked.
      F: 4 | 128,
      P: page.ref,
      V: signature,
    }),
  );
  fields.push(widget);
  // SignaturesExist | AppendOnly.
  form.set(PDFName.of('SigFlags'), context.obj(3));
  page.node.addAnnot(widget);
  return Buffer.from(await document.commit({ useObjectStreams: false, objectsPerTick: Infinity }));
}

export type SealCheck =
  | { sealed: false }
  | {
      sealed: true;
      /**
       * The signed byte ranges cover the whole file but the signature, their digest is the one signed, and the
       * signature verifies with the certificate it names.
       */
      intact: boolean;
      /** The sealing certificate's common name and organization ('' when unreadable). */
      subject: string;
      organization: string;
      /** The time in the signature dictionary (/M), or null. */
      signedAt: Date | null;
      /** Sealed with a demo seal. */
      demo: boolean;
      /**
       * SHA-256 of the sealing certificate, hex ('' when unreadable). The check does not judge trust: whether this is
       * the authority's certificate is for the caller to compare (`sealInfo().fingerprint`).
       */
      fingerprint: string;
    };

const BYTE_RANGE = /\/ByteRange\s*\[\s*(\d+)\s+(\d+)\s+(\d+)\s+(\d+)\s*\]/g;
const PDF_DATE = /\/M\s*\(D:(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})(?:([Z+-])(?:(\d{2})'?(\d{2})?'?)?)?\)/;

/** The newest seal of a PDF, checked against the file's bytes. Never throws: an unreadable seal is not intact. */
export function checkSeal(pdf: Buffer): SealCheck {
  const text = pdf.toString('latin1');
  const ranges = [...text.matchAll(BYTE_RANGE)];
  const newest = ranges[ranges.length - 1];
  if (!newest) return { sealed: false };
  const [a, b, c, d] = newest.slice(1, 5).map(Number);
  const result = {
    sealed: true as const,
    intact: false,
    subject: '',
    organization: '',
    signedAt: null,
    demo: false,
    fingerprint: '',
  };
  // The signature dictionary the /ByteRange is in: from its `obj` to its `endobj`.
  const dictionary = text.slice(text.lastIndexOf(' obj', newest.index), text.indexOf('endobj', newest.index));
  const signedAt = signingTime(dictionary);
  try {
    const hex = text.slice(b, c);
    if (a !== 0 || b <= 0 || c <= b || c + d !== pdf.length || !/^<[0-9a-fA-F]*>$/.test(hex))
      return { ...result, signedAt };
    const cms = Buffer.from(hex.slice(1, -1), 'hex');
    const { certificate, valid } = checkSignedData(cms, [pdf.subarray(0, b), pdf.subarray(c, c + d)]);
    const { commonName, organization } = certificateParts(certificate);
    return {
      ...result,
      intact: valid,
      subject: commonName,
      organization,
      signedAt,
      demo: commonName === DEMO_SEAL_NAME,
      fingerprint: createHash('sha256').update(certificate).digest('hex'),
    };
  } catch {
    return { ...result, signedAt };
  }
}

function signingTime(dictionary: string): Date | null {
  const match = PDF_DATE.exec(dictionary);
  if (!match) return null;
  const [year, month, day, hour, minute, second] = match.slice(1, 7).map(Number);
  const sign = match[7] === '-' ? -1 : 1;
  const offsetMinutes = match[7] && match[7] !== 'Z' ? sign * (Number(match[8] ?? 0) * 60 + Number(match[9] ?? 0)) : 0;
  const time = Date.UTC(year, month - 1, day, hour, minute, second) - offsetMinutes * 60_000;
  return Number.isNaN(time) ? null : new Date(time);
}

/**
 * A new self-signed demo seal: an RSA 2048 key (node:crypto) and a certificate for `organization` named
 * DEMO_SEAL_NAME, valid for ten years (built with node-forge, signed with node:crypto).
 */
export async function demoSealKey(organization = DEMO_SEAL_ORGANIZATION, now = new Date()): Promise<SealKey> {
  const pair = await generateRsaPair('rsa', { modulusLength: 2048 });
  const forge = forgeLib();
  const certificate = forge.pki.createCertificate();
  certificate.publicKey = forge.pki.publicKeyFromPem(pair.publicKey.export({ type: 'spki', format: 'pem' }).toString());
  // A positive serial number of 16 random bytes.
  certificate.serialNumber = `01${randomBytes(15).toString('hex')}`;
  certificate.validity.notBefore = new Date(now.getTime() - 60_000);
  certificate.validity.notAfter = new Date(now.getTime());
  certificate.validity.notAfter.setUTCFullYear(now.getUTCFullYear() + 10);
  const utf8 = forge.asn1.Type.UTF8 as unknown as Forge.asn1.Class;
  const name = [
    { shortName: 'CN', value: DEMO_SEAL_NAME, valueTagClass: utf8 },
    { shortName: 'O', value: organization, valueTagClass: utf8 },
  ];
  certificate.setSubject(name);
  certificate.setIssuer(name);
  certificate.setExtensions([
    { name: 'basicConstraints', cA: false },
    { name: 'keyUsage', critical: true, digitalSignature: true, nonRepudiation: true },
    { name: 'subjectKeyIdentifier' },
  ]);
  // What forge's certificate.sign does, with node:crypto's RSA (forge's own takes 150 ms).
  certificate.signatureOid = certificate.siginfo.algorithmOid = forge.pki.oids.sha256WithRSAEncryption;
  const pki = forge.pki as unknown as { getTBSCertificate: (cert: Forge.pki.Certificate) => Forge.asn1.Asn1 };
  certificate.tbsCertificate = pki.getTBSCertificate(certificate);
  const tbs = Buffer.from(forge.asn1.toDer(certificate.tbsCertificate).getBytes(), 'binary');
  certificate.signature = sign('sha256', tbs, pair.privateKey).toString('binary');
  return { privateKey: pair.privateKey, certificate: derOf(certificate), chain: [] };
}

/** A new demo seal kept in memory only (a data folder in memory: tests). */
export async function demoSealer(organization = DEMO_SEAL_ORGANIZATION, now = new Date()): Promise<Sealer> {
  return sealerOf(await demoSealKey(organization, now));
}
