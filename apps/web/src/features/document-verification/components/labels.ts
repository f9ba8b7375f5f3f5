import type { OfficialDocumentKind, VerificationStatus } from '@portal/contracts/document-verification';

/** Translation keys with their English fallbacks of the verification page (`t(...LABELS.x)`). */
export const LABELS = {
  title: ['verify.title', 'Verify a document'],
  intro: [
    'verify.intro',
    'Every official document of the customs administration carries a verification code and a QR code. Enter the code to see whether the document is genuine and still valid.',
  ],
  code: ['verify.code', 'Verification code'],
  codeHelp: ['verify.code_help', 'Ten characters, as printed at the bottom of the document, e.g. ABCD-EFGH-JK.'],
  codeInvalid: ['verify.code_invalid', 'A code has ten characters of A–Z and 2–9, e.g. ABCD-EFGH-JK.'],
  check: ['verify.check', 'Verify'],
  notFound: ['verify.not_found', 'No document has this code'],
  notFoundText: [
    'verify.not_found_text',
    'Check the code against the document. A document whose code is not known here was not issued by the portal.',
  ],
  tooMany: ['verify.too_many', 'Too many look-ups from your address. Please wait a minute and try again.'],
  failed: ['verify.failed', 'The document could not be looked up.'],
  number: ['verify.number', 'Document number'],
  kind: ['verify.kind', 'Kind of document'],
  issuedAt: ['verify.issued_at', 'Issued on'],
  status: ['verify.status', 'Status'],
  validUntil: ['verify.valid_until', 'Valid until'],
  noValidity: ['verify.no_validity', 'No end of validity'],
  sha256: ['verify.sha256', 'SHA-256 of the issued file'],
  seal: ['verify.seal', 'Electronic seal'],
  sealNone: ['verify.seal_none', 'The file was issued without an electronic seal.'],
  sealIntact: ['verify.seal_intact', 'Sealed by {{subject}}. The seal is intact.'],
  sealBroken: ['verify.seal_broken', 'Sealed by {{subject}}. The seal is broken: the file was changed after sealing.'],
  sealUnchecked: [
    'verify.seal_unchecked',
    'Sealed by {{subject}}. Compare your file below to be sure it is the one issued.',
  ],
  sealDemo: ['verify.seal_demo', 'This is a demonstration seal of a test installation, not a legally valid seal.'],
  compare: ['verify.compare', 'Compare your file'],
  compareDrop: ['verify.compare_drop', 'Click or drop the PDF here'],
  compareHint: [
    'verify.compare_hint',
    'The file never leaves your computer: your browser computes its SHA-256 and compares it with the one above.',
  ],
  comparing: ['verify.comparing', 'Computing the file’s SHA-256…'],
  matches: ['verify.matches', 'The file matches: it is exactly the document that was issued.'],
  differs: [
    'verify.differs',
    'The file does not match: it is not the document issued with this code, or it was changed.',
  ],
  yourHash: ['verify.your_hash', 'SHA-256 of your file: {{hash}}'],
  noCrypto: ['verify.no_crypto', 'This browser cannot compute a SHA-256 here (it needs a secure https page).'],
} as const satisfies Record<string, readonly [string, string]>;

export const KIND_LABELS: Record<OfficialDocumentKind, readonly [string, string]> = {
  AUCTION_ANNOUNCEMENT: ['verify.kind_auction_announcement', 'Auction announcement'],
  END_OF_AUCTION_REPORT: ['verify.kind_end_of_auction_report', 'End-of-auction report'],
  CASE_RECEIPT: ['verify.kind_case_receipt', 'Receipt of a submission'],
  INFORMATION_REQUEST: ['verify.kind_information_request', 'Request for information'],
  INTENT_TO_REJECT: ['verify.kind_intent_to_reject', 'Notice of intent to reject'],
  DECISION: ['verify.kind_decision', 'Decision'],
  AUTHORIZATION: ['verify.kind_authorization', 'Authorization'],
  LICENCE: ['verify.kind_licence', 'Licence'],
  BTI: ['verify.kind_bti', 'Binding tariff information'],
  MOVEMENT_CERTIFICATE: ['verify.kind_movement_certificate', 'Movement certificate'],
};

export const STATUS_LABELS: Record<VerificationStatus, readonly [string, string]> = {
  VALID: ['verify.status_valid', 'Valid'],
  REVOKED: ['verify.status_revoked', 'Revoked'],
  SUPERSEDED: ['verify.status_superseded', 'Superseded'],
  EXPIRED: ['verify.status_expired', 'Expired'],
};

/** The sentence under the status; `date`: when it was revoked or superseded, or the last day of validity. */
export const STATUS_SENTENCES: Record<VerificationStatus, readonly [string, string]> = {
  VALID: ['verify.sentence_valid', 'The document was issued by the customs administration and is valid.'],
  REVOKED: ['verify.sentence_revoked', 'The document was revoked on {{date}}. It is no longer valid.'],
  SUPERSEDED: [
    'verify.sentence_superseded',
    'The document was replaced by a later one on {{date}}. It is no longer valid.',
  ],
  EXPIRED: ['verify.sentence_expired', 'The document’s validity ended on {{date}}.'],
};
