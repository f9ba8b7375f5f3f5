import { z } from 'zod';
import { textSchema } from './input';

// The verification of the official PDFs the portal issues (docs/adr/0091-document-verification.md): every such PDF
// carries a short code and a QR code to `/verify?code=…`; the public answer says what the document is, its status
// and the SHA-256 of the issued file, and nothing personal beyond what the document itself states publicly.

/** The kinds of official documents that carry a verification code. */
export const OFFICIAL_DOCUMENT_KINDS = [
  'AUCTION_ANNOUNCEMENT',
  'END_OF_AUCTION_REPORT',
  'CASE_RECEIPT',
  'INFORMATION_REQUEST',
  'INTENT_TO_REJECT',
  'DECISION',
  'AUTHORIZATION',
  'LICENCE',
  'BTI',
  'MOVEMENT_CERTIFICATE',
] as const;
export type OfficialDocumentKind = (typeof OFFICIAL_DOCUMENT_KINDS)[number];

/** What the register stores: the status an officer's command set. EXPIRED is said on reading (valid until passed). */
export const STORED_VERIFICATION_STATUSES = ['VALID', 'REVOKED', 'SUPERSEDED'] as const;
export type StoredVerificationStatus = (typeof STORED_VERIFICATION_STATUSES)[number];
export const VERIFICATION_STATUSES = ['VALID', 'REVOKED', 'SUPERSEDED', 'EXPIRED'] as const;
export type VerificationStatus = (typeof VERIFICATION_STATUSES)[number];

/**
 * The code's alphabet: digits and capitals without the look-alikes 0/O, 1/I (and L, U to keep words out): 30
 * symbols, so each carries log2(30) ≈ 4.9 bits.
 */
export const VERIFICATION_CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTVWXYZ';
/** Symbols in a code: 10 × 4.9 ≈ 49 bits of randomness. */
export const VERIFICATION_CODE_LENGTH = 10;
/** How the symbols are grouped when printed: `ABCD-EFGH-JK`. */
const GROUPS = [4, 4, 2] as const;

/** A code as printed: its symbols in groups of 4, 4 and 2 joined by dashes. */
export function formatVerificationCode(symbols: string): string {
  const parts: string[] = [];
  let at = 0;
  for (const size of GROUPS) {
    parts.push(symbols.slice(at, at + size));
    at += size;
  }
  return parts.join('-');
}

/**
 * A code as someone typed or scanned it — any case, with or without dashes, spaces or dots — in its printed form, or
 * null when it cannot be a code (wrong length or a symbol outside the alphabet).
 */
export function normalizeVerificationCode(input: string): string | null {
  if (input.length > 64) return null;
  const symbols = input.toUpperCase().replace(/[\s.\-–_]/g, '');
  if (symbols.length !== VERIFICATION_CODE_LENGTH) return null;
  for (const symbol of symbols) if (!VERIFICATION_CODE_ALPHABET.includes(symbol)) return null;
  return formatVerificationCode(symbols);
}

/** The public page of a code (its QR code's address), under the portal's public address. */
export const verificationPageUrl = (publicUrl: string, code: string) =>
  `${publicUrl}/verify?code=${encodeURIComponent(code)}`;

/** The public page's path (the web's route and the PDF footer's line). */
export const VERIFICATION_PAGE_PATH = '/verify';

export const documentSealSchema = z.object({
  /** Whether the stored file carries the authority's electronic seal. */
  sealed: z.boolean(),
  /** Whether the seal covers the whole file unaltered; null while that cannot be told. */
  intact: z.boolean().nullable(),
  /** Who sealed (the seal certificate's subject), or null. */
  subject: z.string().nullable(),
  /** True for the self-signed demo seal of a fresh installation. */
  demo: z.boolean(),
});
export type DocumentSeal = z.infer<typeof documentSealSchema>;

export const documentVerificationSchema = z.object({
  code: z.string(),
  kind: z.enum(OFFICIAL_DOCUMENT_KINDS),
  number: z.string(),
  issuedAt: z.string(),
  /** The language the PDF is written in. */
  language: z.string(),
  status: z.enum(VERIFICATION_STATUSES),
  /** When it was revoked or superseded; null while VALID and for EXPIRED (see validUntil). */
  statusAt: z.string().nullable(),
  /** The last day of validity (ISO day) of a document that has one. */
  validUntil: z.string().nullable(),
  /** The SHA-256 (hex) of the issued file, as stored. */
  sha256: z.string(),
  seal: documentSealSchema,
});
export type DocumentVerification = z.infer<typeof documentVerificationSchema>;

/** The path's code as typed (normalised by the service; a malformed one is the unknown code's 404). */
export const verificationCodePathSchema = z.object({ code: textSchema().max(200) });
