import { formatDate } from '@portal/contracts/dates';
import type { Language } from '@portal/contracts/languages';
import type { PortalCase } from '@portal/contracts/portal-cases';
import type { VerificationMark } from '../../../platform/pdf/verification-mark';
import { PdfBuilder } from '../../../platform/pdf/document';
import type { DocumentIssuer } from '../../portal-cases';

// The BTI decision the authority issues when a BTI case is approved, in the filer's language.

type Copy = {
  page: string;
  title: string;
  reference: string;
  caseNumber: string;
  holder: string;
  tariffCode: string;
  proposedCode: string;
  validFrom: string;
  validTo: string;
  goods: string;
  commercialName: string;
  justification: string;
  images: string;
  binding: (validTo: string) => string;
  description: (reference: string) => string;
};

export const BTI_COPY: Record<Language, Copy> = {
  sq: {
    page: 'Faqja {page} / {pages}',
    title: 'Informatë e detyrueshme tarifore',
    reference: 'Referenca',
    caseNumber: 'Numri i lëndës',
    holder: 'Mbajtësi',
    tariffCode: 'Kodi tarifor i vendosur',
    proposedCode: 'Kodi tarifor i propozuar',
    validFrom: 'E vlefshme nga',
    validTo: 'E vlefshme deri',
    goods: 'Përshkrimi i mallit',
    commercialName: 'Emri tregtar',
    justification: 'Arsyetimi i klasifikimit',
    images: 'Fotografitë e mallit',
    binding: (validTo) =>
      `Kjo informatë e detyrueshme tarifore e obligon doganën për mallin e përshkruar deri më ${validTo}.`,
    description: (reference) => `Informatë e detyrueshme tarifore ${reference}`,
  },
  en: {
    page: 'Page {page} / {pages}',
    title: 'Binding tariff information',
    reference: 'Reference',
    caseNumber: 'Case number',
    holder: 'Holder',
    tariffCode: 'Decided tariff code',
    proposedCode: 'Proposed tariff code',
    validFrom: 'Valid from',
    validTo: 'Valid until',
    goods: 'Description of the goods',
    commercialName: 'Commercial name',
    justification: 'Classification justification',
    images: 'Images of the goods',
    binding: (validTo) =>
      `This binding tariff information binds the customs authority for the goods described until ${validTo}.`,
    description: (reference) => `Binding tariff information ${reference}`,
  },
  sr: {
    page: 'Strana {page} / {pages}',
    title: 'Obavezujuća tarifna informacija',
    reference: 'Referenca',
    caseNumber: 'Broj predmeta',
    holder: 'Nosilac',
    tariffCode: 'Utvrđeni tarifni kod',
    proposedCode: 'Predloženi tarifni kod',
    validFrom: 'Važi od',
    validTo: 'Važi do',
    goods: 'Opis robe',
    commercialName: 'Trgovački naziv',
    justification: 'Obrazloženje klasifikacije',
    images: 'Slike robe',
    binding: (validTo) => `Ova obavezujuća tarifna informacija obavezuje carinu za opisanu robu do ${validTo}.`,
    description: (reference) => `Obavezujuća tarifna informacija ${reference}`,
  },
};

export type BtiDecision = {
  reference: string;
  decidedTariffCode: string;
  proposedTariffCode: string;
  goodsDescription: string | null;
  commercialName: string | null;
  classificationJustification: string;
  validFrom: string;
  validTo: string;
  /** The images of the goods (PNG or JPEG bytes), printed as thumbnails. */
  images: Buffer[];
};

/** The side of an image's square on the BTI. */
const THUMBNAIL_SIZE = 110;

/** `2026-03-10` → `10.03.2026` (a calendar day, no time zone). */
const day = (value: string) => formatDate(`${value}T12:00:00Z`, 'UTC');

/**
 * The BTI: reference, the holder, the decided code (and the proposed one), the validity, the commercial name (the
 * holder's copy), the goods, the classification justification and the images of the goods.
 */
export function renderBtiDecision(
  portalCase: PortalCase,
  bti: BtiDecision,
  lang: Language,
  issued: DocumentIssuer & { issuedAt: Date; timeZone: string },
  verification?: VerificationMark,
): Promise<Buffer> {
  const t = BTI_COPY[lang];
  const issuedOn = formatDate(issued.issuedAt, issued.timeZone);
  const pdf = new PdfBuilder(
    { title: `${t.title} ${bti.reference}`, author: issued.issuer.name, lang, letterhead: issued.issuer },
    { text: `${t.title} · ${bti.reference}`, issuedOn, pageLabel: t.page, verification },
  );
  pdf.title(t.title, bti.reference);
  const holder = portalCase.aboutCompany?.name ?? portalCase.aboutIndividual?.name ?? portalCase.filer.name;
  pdf.keyValues([
    [t.reference, bti.reference],
    [t.caseNumber, portalCase.number],
    [t.holder, holder],
    [t.tariffCode, bti.decidedTariffCode],
    [t.proposedCode, bti.proposedTariffCode],
    [t.validFrom, day(bti.validFrom)],
    [t.validTo, day(bti.validTo)],
    [t.commercialName, bti.commercialName],
  ]);
  pdf.heading(t.goods);
  pdf.paragraph(bti.goodsDescription ?? '');
  pdf.heading(t.justification);
  pdf.paragraph(bti.classificationJustification);
  if (bti.images.length > 0) {
    pdf.heading(t.images);
    pdf.thumbnails(bti.images, THUMBNAIL_SIZE);
  }
  pdf.paragraph(t.binding(day(bti.validTo)), { bold: true });
  pdf.signature({ ...issued.signer, date: issuedOn });
  return pdf.finish();
}
