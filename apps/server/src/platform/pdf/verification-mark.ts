import QRCode from 'qrcode';

/**
 * The verification mark of an official PDF (docs/adr/0091-document-verification.md): its code and the address of the
 * public verification page (`…/verify?code=…`, the QR code's content). `lang` picks the footer line's wording.
 */
export type VerificationMark = { code: string; url: string; lang?: string };

/** The QR code's side in points (about 23 mm), in the first page's top right corner. */
export const VERIFICATION_QR_SIZE = 64;
/** The QR code's distance from the page's top edge: inside the top margin, beside the title. */
const QR_TOP = 10;

const LABEL: Record<string, string> = {
  sq: 'Kodi i verifikimit',
  en: 'Verification code',
  sr: 'Kod za proveru',
};

/** `https://portal.example/verify?code=…` → `portal.example/verify`: what the footer prints of the address. */
export function printedPageAddress(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.host}${parsed.pathname}`;
  } catch {
    return url.split('?')[0];
  }
}

/** The text width the first page's title leaves free for the QR code (its side and a gap). */
export const verificationTitleInset = (mark: VerificationMark | undefined): number =>
  mark ? VERIFICATION_QR_SIZE + 12 : 0;

/**
 * Draws the mark on the current page (`page`: 0 for the first): on every page a line under the footer's left text
 * ("Verification code ABCD-EFGH-JK · host/verify"), and on the first page the QR code of the page's address, top right.
 * Nothing without a mark. The caller has lifted the page's bottom margin (as for the footer).
 */
export function drawVerificationMark(doc: PDFKit.PDFDocument, page: number, mark?: VerificationMark): void {
  if (!mark) return;
  const current = doc.page;
  const { left, right } = current.margins;
  const width = current.width - left - right;
  const label = LABEL[mark.lang ?? 'sq'] ?? LABEL.sq;
  // Under the footer's line (which sits 40 points above the page's bottom edge).
  const y = current.height - 29;
  doc.font('regular').fontSize(7.5).fillColor('#555555');
  doc.text(`${label} ${mark.code} · ${printedPageAddress(mark.url)}`, left, y, {
    width: width * 0.75,
    lineBreak: false,
    link: mark.url,
  });
  doc.fillColor('black');
  if (page !== 0) return;
  const qr = QRCode.create(mark.url, { errorCorrectionLevel: 'M' });
  const { size, data } = qr.modules;
  // A quiet zone of two modules around the symbol, inside the square.
  const cell = VERIFICATION_QR_SIZE / (size + 4);
  const x0 = current.width - right - VERIFICATION_QR_SIZE;
  const y0 = QR_TOP;
  doc.save();
  doc.rect(x0, y0, VERIFICATION_QR_SIZE, VERIFICATION_QR_SIZE).fill('white');
  for (let row = 0; row < size; row++) {
    for (let col = 0; col < size; col++) {
      if (data[row * size + col]) doc.rect(x0 + (col + 2) * cell, y0 + (row + 2) * cell, cell, cell);
    }
  }
  doc.fill('black');
  doc.restore();
  doc.link(x0, y0, VERIFICATION_QR_SIZE, VERIFICATION_QR_SIZE, mark.url);
}
