import type { Language } from '@portal/contracts/languages';
import { formatDate, formatDay } from '@portal/contracts/dates';
import type { MovementGoods, MovementInvoice } from '@portal/contracts/portal-movement';
import QRCode from 'qrcode';
import { formatQuantity } from '@portal/contracts/money';
import { PdfBuilder } from '../../../platform/pdf/document';
import type { VerificationMark } from '../../../platform/pdf/verification-mark';
import type { DocumentIssuer } from '../../portal-cases';

/** The wording of the certificate PDF in each language. */
const COPY: Record<
  Language,
  {
    title: string;
    page: string;
    facts: [string, string, string, string, string, string, string, string, string];
    transportDetails: string;
    remarks: string;
    goods: string;
    columns: [string, string, string, string, string, string, string];
    invoices: string;
    invoiceColumns: [string, string, string];
    qrNote: string;
  }
> = {
  sq: {
    title: 'Certifikatë e lëvizjes së mallrave',
    page: 'Faqja {page} / {pages}',
    facts: [
      'Numri i certifikatës',
      'Lënda',
      'Lëshuar më',
      'E vlefshme deri më',
      'Eksportuesi',
      'Marrësi',
      'Vendi i origjinës',
      'Vendi i destinacionit',
      'Deklarata doganore',
    ],
    transportDetails: 'Të dhënat e transportit',
    remarks: 'Vërejtje',
    goods: 'Mallrat',
    columns: [
      'Nr.',
      'Shenjat dhe numrat',
      'Numri dhe lloji i paketimeve',
      'Përshkrimi',
      'Kodi tarifor',
      'Sasia',
      'Pesha bruto (kg)',
    ],
    invoices: 'Faturat',
    invoiceColumns: ['Nr.', 'Numri i faturës', 'Data e faturës'],
    qrNote: 'Skanoni kodin QR për të verifikuar certifikatën:',
  },
  en: {
    title: 'Movement certificate',
    page: 'Page {page} / {pages}',
    facts: [
      'Certificate number',
      'Case',
      'Issued on',
      'Valid until',
      'Exporter',
      'Consignee',
      'Country of origin',
      'Country of destination',
      'Customs declaration',
    ],
    transportDetails: 'Transport details',
    remarks: 'Remarks',
    goods: 'Goods',
    columns: [
      'No.',
      'Marks and numbers',
      'Number and kind of packages',
      'Description',
      'Tariff code',
      'Quantity',
      'Gross mass (kg)',
    ],
    invoices: 'Invoices',
    invoiceColumns: ['No.', 'Invoice number', 'Invoice date'],
    qrNote: 'Scan the QR code to verify the certificate:',
  },
  sr: {
    title: 'Sertifikat o kretanju robe',
    page: 'Strana {page} / {pages}',
    facts: [
      'Broj sertifikata',
      'Predmet',
      'Izdat',
      'Važi do',
      'Izvoznik',
      'Primalac',
      'Zemlja porekla',
      'Zemlja odredišta',
      'Carinska deklaracija',
    ],
    transportDetails: 'Podaci o prevozu',
    remarks: 'Napomene',
    goods: 'Roba',
    columns: [
      'Br.',
      'Oznake i brojevi',
      'Broj i vrsta paketa',
      'Opis',
      'Tarifna oznaka',
      'Količina',
      'Bruto masa (kg)',
    ],
    invoices: 'Fakture',
    invoiceColumns: ['Br.', 'Broj fakture', 'Datum fakture'],
    qrNote: 'Skenirajte QR kod da proverite sertifikat:',
  },
};

export const certificateDescription = (lang: Language, number: string) => `${COPY[lang].title} ${number}`;

export type CertificatePrint = {
  certificateNumber: string;
  caseNumber: string;
  issuedAt: Date;
  validUntil: string;
  exporter: string | null;
  consignee: string | null;
  countryOfOrigin: string | null;
  countryOfDestination: string | null;
  declaration: string | null;
  /** EUR.1 box 6. */
  transportDetails: string | null;
  /** EUR.1 box 7. */
  remarks: string | null;
  /** EUR.1 box 8 (item number, marks and numbers, number and kind of packages, description) and box 9. */
  goods: readonly MovementGoods[];
  /** EUR.1 box 10: the invoices' numbers and dates (ISO days). */
  invoices: readonly Pick<MovementInvoice, 'itemNumber' | 'invoiceNumber' | 'invoiceDate'>[];
  /** The public display page's address (the QR code). */
  displayUrl: string;
};

/** The certificate the authority issues on approval, with a QR code to its public display page. */
export async function renderCertificate(
  c: CertificatePrint,
  lang: Language,
  timeZone: string,
  { issuer, signer }: DocumentIssuer,
  verification?: VerificationMark,
): Promise<Buffer> {
  const t = COPY[lang];
  const issuedOn = formatDate(c.issuedAt, timeZone);
  const pdf = new PdfBuilder(
    { title: `${t.title} ${c.certificateNumber}`, author: issuer.name, lang, letterhead: issuer },
    { text: `${t.title} · ${c.certificateNumber}`, issuedOn, pageLabel: t.page, verification },
  );
  pdf.title(t.title, c.certificateNumber);
  const f = t.facts;
  pdf.keyValues([
    [f[0], c.certificateNumber],
    [f[1], c.caseNumber],
    [f[2], formatDate(c.issuedAt, timeZone)],
    [f[3], formatDate(`${c.validUntil}T12:00:00Z`, 'UTC')],
    [f[4], c.exporter],
    [f[5], c.consignee],
    [f[6], c.countryOfOrigin],
    [f[7], c.countryOfDestination],
    [f[8], c.declaration],
    [t.transportDetails, c.transportDetails],
    [t.remarks, c.remarks],
  ]);
  pdf.heading(t.goods);
  pdf.table(
    t.columns.map((header, i) => ({ header, width: [0.06, 0.15, 0.15, 0.25, 0.13, 0.13, 0.13][i] })),
    c.goods.map((g) => [
      String(g.itemNumber),
      g.marksAndNumbers ?? '',
      g.packages ?? '',
      g.description,
      g.tariffCode ?? '',
      g.quantity === null ? '' : `${formatQuantity(g.quantity, lang)} ${g.unit ?? ''}`.trim(),
      g.grossMass === null ? '' : formatQuantity(g.grossMass, lang),
    ]),
  );
  if (c.invoices.length > 0) {
    pdf.heading(t.invoices);
    pdf.table(
      t.invoiceColumns.map((header, i) => ({ header, width: [0.1, 0.55, 0.35][i] })),
      c.invoices.map((i) => [String(i.itemNumber), i.invoiceNumber, i.invoiceDate ? formatDay(i.invoiceDate) : '']),
    );
  }
  pdf.paragraph(t.qrNote, { muted: true });
  const qr = await QRCode.toBuffer(c.displayUrl, { type: 'png', errorCorrectionLevel: 'M', margin: 4, scale: 6 });
  pdf.image(qr, 130);
  pdf.paragraph(c.displayUrl, { muted: true });
  pdf.signature({ ...signer, date: issuedOn });
  return pdf.finish();
}
