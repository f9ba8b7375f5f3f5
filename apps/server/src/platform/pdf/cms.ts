import { createHash, X509Certificate, verify as verifySignature } from 'node:crypto';

/**
 * The CMS signature inside a PAdES seal (RFC 5652, ETSI EN 319 122-1 CAdES-B-B): a detached SignedData whose signed
 * attributes are the content type, the message digest of the PDF's signed byte ranges and the ESS
 * signing-certificate-v2 (which certificate sealed). No signing-time attribute: PAdES puts the time in the signature
 * dictionary's /M. Written and read here with a small DER encoder and reader, so the bytes that were signed are the
 * bytes that are checked.
 */

const OID = {
  data: '1.2.840.113549.1.7.1',
  signedData: '1.2.840.113549.1.7.2',
  contentType: '1.2.840.113549.1.9.3',
  messageDigest: '1.2.840.113549.1.9.4',
  signingCertificateV2: '1.2.840.113549.1.9.16.2.47',
  sha256: '2.16.840.1.101.3.4.2.1',
  rsaEncryption: '1.2.840.113549.1.1.1',
  commonName: '2.5.4.3',
  organization: '2.5.4.10',
} as const;

/** Digest algorithms a seal's CMS may name, by OID, as node:crypto calls them. */
const DIGESTS: Record<string, string> = {
  '1.3.14.3.2.26': 'sha1',
  [OID.sha256]: 'sha256',
  '2.16.840.1.101.3.4.2.2': 'sha384',
  '2.16.840.1.101.3.4.2.3': 'sha512',
};

// ---- DER writing ----

function lengthBytes(length: number): Buffer {
  if (length < 0x80) return Buffer.from([length]);
  const bytes: number[] = [];
  for (let rest = length; rest > 0; rest = Math.floor(rest / 256)) bytes.unshift(rest % 256);
  return Buffer.from([0x80 | bytes.length, ...bytes]);
}

function tlv(tag: number, ...content: Buffer[]): Buffer {
  const body = Buffer.concat(content);
  return Buffer.concat([Buffer.from([tag]), lengthBytes(body.length), body]);
}

const sequence = (...items: Buffer[]) => tlv(0x30, ...items);
/** A DER SET OF: its elements in the order of their encodings. */
const setOf = (...items: Buffer[]) => tlv(0x31, ...[...items].sort((x, y) => Buffer.compare(x, y)));
const octets = (bytes: Buffer) => tlv(0x04, bytes);
const integer = (value: number) => tlv(0x02, Buffer.from([value]));
const NULL = Buffer.from([0x05, 0x00]);

function oid(dotted: string): Buffer {
  const [first, second, ...rest] = dotted.split('.').map(Number);
  const bytes = [first * 40 + second];
  for (const arc of rest) {
    const base128 = [arc & 0x7f];
    for (let value = Math.floor(arc / 128); value > 0; value = Math.floor(value / 128))
      base128.unshift(0x80 | (value & 0x7f));
    bytes.push(...base128);
  }
  return tlv(0x06, Buffer.from(bytes));
}

const algorithm = (dotted: string, parameters?: Buffer) => sequence(oid(dotted), ...(parameters ? [parameters] : []));
const attribute = (type: string, value: Buffer) => sequence(oid(type), setOf(value));

// ---- DER reading ----

type Node = { tag: number; content: Buffer; /** The whole element, tag and length included. */ der: Buffer };

function readNode(bytes: Buffer, offset = 0): Node {
  if (offset + 2 > bytes.length) throw new Error('DER: truncated');
  const tag = bytes[offset];
  if ((tag & 0x1f) === 0x1f) throw new Error('DER: long tags are not used here');
  let length = bytes[offset + 1];
  let header = 2;
  if (length & 0x80) {
    const count = length & 0x7f;
    if (count === 0 || count > 4) throw new Error('DER: indefinite or oversized length');
    length = 0;
    for (let i = 0; i < count; i++) length = length * 256 + bytes[offset + 2 + i];
    header += count;
  }
  const end = offset + header + length;
  if (end > bytes.length) throw new Error('DER: truncated');
  return { tag, content: bytes.subarray(offset + header, end), der: bytes.subarray(offset, end) };
}

function childrenOf(node: Node): Node[] {
  const children: Node[] = [];
  for (let offset = 0; offset < node.content.length;) {
    const child = readNode(node.content, offset);
    children.push(child);
    offset += child.der.length;
  }
  return children;
}

function oidText(node: Node): string {
  if (node.tag !== 0x06) throw new Error('DER: object identifier expected');
  const bytes = node.content;
  const arcs = [Math.floor(bytes[0] / 40), bytes[0] % 40];
  let value = 0;
  for (const byte of bytes.subarray(1)) {
    value = value * 128 + (byte & 0x7f);
    if (!(byte & 0x80)) {
      arcs.push(value);
      value = 0;
    }
  }
  return arcs.join('.');
}

function stringValue(node: Node): string {
  // BMPString: UTF-16 big-endian.
  if (node.tag === 0x1e) return Buffer.from(node.content).swap16().toString('utf16le');
  // UTF8String; PrintableString, IA5String and TeletexString are read as Latin-1.
  return node.content.toString(node.tag === 0x0c ? 'utf8' : 'latin1');
}

/** A certificate's parts the seal needs: issuer and serial (to name it), subject's CN and O. */
export type CertificateParts = { issuer: Buffer; serial: Buffer; commonName: string; organization: string };

export function certificateParts(certificate: Buffer): CertificateParts {
  const [tbs] = childrenOf(readNode(certificate));
  const fields = childrenOf(tbs);
  const at = fields[0].tag === 0xa0 ? 1 : 0;
  const serial = fields[at];
  const issuer = fields[at + 2];
  const subject = fields[at + 4];
  const names: Record<string, string> = {};
  for (const relativeName of childrenOf(subject))
    for (const typeAndValue of childrenOf(relativeName)) {
      const [type, value] = childrenOf(typeAndValue);
      names[oidText(type)] ??= stringValue(value);
    }
  return {
    issuer: issuer.der,
    serial: serial.der,
    commonName: names[OID.commonName] ?? '',
    organization: names[OID.organization] ?? '',
  };
}

// ---- The seal's SignedData ----

/**
 * The DER SignedData sealing `content` (the PDF without its /Contents value): `sign` signs the signed attributes'
 * DER with the seal's RSA key (PKCS #1 v1.5, SHA-256); the certificate comes first, its chain after it.
 */
export function cadesSignedData(
  content: Buffer,
  certificate: Buffer,
  chain: Buffer[],
  sign: (signedAttributes: Buffer) => Buffer,
): Buffer {
  const { issuer, serial } = certificateParts(certificate);
  const issuerAndSerial = sequence(issuer, serial);
  // ESSCertIDv2 with the default hash algorithm (SHA-256) left out, and the issuer as a directoryName GeneralName.
  const certId = sequence(
    octets(createHash('sha256').update(certificate).digest()),
    sequence(sequence(tlv(0xa4, issuer)), serial),
  );
  const signedAttributes = setOf(
    attribute(OID.contentType, oid(OID.data)),
    attribute(OID.messageDigest, octets(createHash('sha256').update(content).digest())),
    attribute(OID.signingCertificateV2, sequence(sequence(certId))),
  );
  const signature = sign(signedAttributes);
  const signerInfo = sequence(
    integer(1),
    issuerAndSerial,
    algorithm(OID.sha256),
    // [0] IMPLICIT: the same bytes as the signed SET OF, under the context tag.
    Buffer.concat([Buffer.from([0xa0]), signedAttributes.subarray(1)]),
    algorithm(OID.rsaEncryption, NULL),
    octets(signature),
  );
  const signedData = sequence(
    integer(1),
    setOf(algorithm(OID.sha256)),
    sequence(oid(OID.data)),
    tlv(0xa0, certificate, ...chain),
    setOf(signerInfo),
  );
  return sequence(oid(OID.signedData), tlv(0xa0, signedData));
}

export type SignedDataCheck = {
  /** The signing certificate (DER), found among the CMS's certificates. */
  certificate: Buffer;
  /** The signed attributes' digest of the content matches, and the signature verifies with the certificate's key. */
  valid: boolean;
};

/**
 * Checks a detached SignedData (trailing zero padding allowed) against the content it signs. Throws on a CMS it
 * cannot read.
 */
export function checkSignedData(cms: Buffer, content: Buffer[]): SignedDataCheck {
  const contentInfo = childrenOf(readNode(cms));
  if (oidText(contentInfo[0]) !== OID.signedData) throw new Error('CMS: not SignedData');
  const signedData = childrenOf(childrenOf(contentInfo[1])[0]);
  const certificates = signedData.find((node) => node.tag === 0xa0);
  const signerInfos = signedData[signedData.length - 1];
  const signerInfo = childrenOf(childrenOf(signerInfos)[0]);
  const [, signerId, digestAlgorithm, signedAttributes, , signature] = signerInfo;
  if (!certificates || signedAttributes?.tag !== 0xa0 || signature?.tag !== 0x04)
    throw new Error('CMS: signer without certificate or signed attributes');
  const candidates = childrenOf(certificates).map((node) => node.der);
  let certificate = candidates[0];
  if (signerId.tag === 0x30) {
    const [issuer, serial] = childrenOf(signerId);
    certificate =
      candidates.find((der) => {
        const parts = certificateParts(der);
        return parts.issuer.equals(issuer.der) && parts.serial.equals(serial.der);
      }) ?? certificate;
  }
  const hash = DIGESTS[oidText(childrenOf(digestAlgorithm)[0])];
  if (!hash || !certificate) return { certificate, valid: false };
  let messageDigest: Buffer | undefined;
  for (const attr of childrenOf(signedAttributes)) {
    const [type, values] = childrenOf(attr);
    if (oidText(type) === OID.messageDigest) messageDigest = childrenOf(values)[0]?.content;
  }
  const digest = createHash(hash);
  for (const part of content) digest.update(part);
  const signedBytes = Buffer.concat([Buffer.from([0x31]), signedAttributes.der.subarray(1)]);
  const publicKey = new X509Certificate(certificate).publicKey;
  const valid =
    messageDigest !== undefined &&
    digest.digest().equals(messageDigest) &&
    verifySignature(hash, signedBytes, publicKey, signature.content);
  return { certificate, valid };
}
