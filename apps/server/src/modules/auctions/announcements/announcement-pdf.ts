import { lotDescription } from '@portal/contracts/lot-texts';
import type { LotStatus } from '@portal/contracts/auction-status';
import type { LotLicenseType } from '@portal/contracts/auctions';
import { LANGUAGES, type Language } from '@portal/contracts/languages';
import { formatMoney, formatQuantity } from '@portal/contracts/money-format';
import { localized, multilingualKey, translatedText } from '@portal/contracts/multilingual';
import type { ProductRecord } from '@portal/contracts/products';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database';
import { richTextIsEmpty } from '../../../platform/html/sanitize';
import type { VerificationMark } from '../../../platform/pdf/verification-mark';
import { PdfBuilder } from '../../../platform/pdf/document';
import { formatDate } from '@portal/contracts/dates';
import { formatDateTime } from '../../mail';
import { getProduct } from '../../products';
import { authorityIdentity, businessTimeZone, type AuthorityIdentity } from '../../settings';
import { getParameter } from '../../settings';
import type { AuctionRow, LotRow } from '../common/rows';
import { DOCUMENT_LABELS, type BiddingRules, type DocumentLabels } from './document-labels';
import { lotLicenseTypeRows, productIdsOfLot } from '../common/present';
import { lots } from '../tables';

/** Publication and postponement are stored; a preview is made on request and never stored. */
export type AnnouncementKind = 'PUBLISH' | 'POSTPONE' | 'PREVIEW';

/** Lots that are no longer offered (closed or cancelled) are left out of announcements. */
const WITHDRAWN: readonly LotStatus[] = ['CLOSED', 'CANCELLED'];

export type AnnouncementLot = { row: LotRow; products: ProductRecord[]; licenseTypes: LotLicenseType[] };
export type AnnouncementData = {
  auction: AuctionRow;
  lots: AnnouncementLot[];
  timeZone: string;
  rules: BiddingRules;
  /** The authority issuing it, in each language (each language's letterhead: name, address, contact). */
  authority: Record<Language, AuthorityIdentity>;
};

/** The zone documents show times in: the business time zone (the default when this runtime does not know it). */
export const documentTimeZone = businessTimeZone;

/** The authority's letterhead in each language (one after the other: `db` may be the caller's transaction). */
async function authorityInEveryLanguage(db: Db): Promise<Record<Language, AuthorityIdentity>> {
  const identities: Partial<Record<Language, AuthorityIdentity>> = {};
  for (const lang of LANGUAGES) identities[lang] = await authorityIdentity(db, lang);
  return identities as Record<Language, AuthorityIdentity>;
}

/** Everything an announcement shows, read once (in the caller's transaction) for all three languages. */
export async function announcementData(db: Db, auction: AuctionRow): Promise<AnnouncementData> {
  const rows = await db
    .select()
    .from(lots)
    .where(eq(lots.auctionId, auction.id))
    .orderBy(asc(lots.lotPart), asc(lots.code));
  const offered = rows.filter((row) => !WITHDRAWN.includes(row.status));
  const result: AnnouncementLot[] = [];
  for (const row of offered) {
    const productIds = await productIdsOfLot(db, row.id);
    const products: ProductRecord[] = [];
    for (const id of productIds) products.push(await getProduct(db, id));
    result.push({ row, products, licenseTypes: await lotLicenseTypeRows(db, row.id) });
  }
  const [antiSnipingMinutes, capMinutes, partIntervalMinutes] = await Promise.all([
    getParameter(db, 'anti_sniping_minutes'),
    getParameter(db, 'anti_sniping_cap_minutes'),
    getParameter(db, 'lot_part_interval_minutes'),
  ]);
  return {
    auction,
    lots: result,
    timeZone: await documentTimeZone(db),
    rules: { antiSnipingMinutes, capMinutes, partIntervalMinutes },
    authority: await authorityInEveryLanguage(db),
  };
}

/** The instructions in the reader's language, else in the first language (sq, en, sr) that has them. */
export function instructionsFor(auction: AuctionRow, lang: Language): { html: string | null; language: Language } {
  const values: Record<Language, string | null> = {
    sq: auction.instructionSQ,
    en: auction.instructionEN,
    sr: auction.instructionSR,
  };
  for (const language of [lang, ...LANGUAGES]) {
    if (!richTextIsEmpty(values[language])) return { html: values[language], language };
  }
  return { html: null, language: lang };
}

/** `announcement-A-2026-0007-sq.pdf`: the auction number and the language. */
export function announcementFileName(auctionNumber: string, lang: Language): string {
  return `announcement-${auctionNumber}-${lang}.pdf`;
}

const label = (ref: Record<string, unknown> | null | undefined, lang: Language) =>
  ref ? localized(ref, 'label', lang) : '';

function productRow(product: ProductRecord, lang: Language): string[] {
  const unit = product.measurementUnit
    ? translatedText(product.measurementUnit, 'symbol', lang) || label(product.measurementUnit, lang)
    : '';
  // The multilingual fields by their keys (nameSQ, descriptionEN, …).
  const texts: Record<string, unknown> = { ...product };
  const name = localized(texts, 'name', lang);
  const description = texts[multilingualKey('description', lang)];
  return [
    product.code,
    typeof description === 'string' && description !== '' ? `${name}\n${description}` : name,
    `${formatQuantity(product.quantity, lang)} ${unit}`.trim(),
    label(product.qualityType, lang),
    translatedText(product, 'location', lang),
  ];
}

function writeLot(pdf: PdfBuilder, lot: AnnouncementLot, t: DocumentLabels, lang: Language) {
  const { row } = lot;
  pdf.heading(`${t.lot} ${row.code}`);
  const licences = lot.licenseTypes.map((l) => label(l.licenseType, lang)).join(', ');
  pdf.keyValues([
    [t.description, lotDescription(row, lang)],
    [t.lotPart, String(row.lotPart)],
    [t.startingPrice, formatMoney(Number(row.startingPrice), lang)],
    [t.minimumIncrement, formatMoney(Number(row.minimumIncrementAmount), lang)],
    [t.guaranteeAmount, formatMoney(Number(row.guaranteeAmount), lang)],
    [t.requiredLicences, licences || t.none],
  ]);
  if (lot.products.length === 0) {
    pdf.paragraph(t.noProducts, { muted: true });
    return;
  }
  pdf.table(
    [
      { header: t.productCode, width: 0.17 },
      { header: t.productName, width: 0.35 },
      { header: t.quantity, width: 0.14, align: 'right' },
      { header: t.quality, width: 0.14 },
      { header: t.location, width: 0.2 },
    ],
    lot.products.map((product) => productRow(product, lang)),
  );
}

/**
 * The announcement of an auction in one language: number, dates, status and notes, the
 * instructions (in another language when this one has none), and every offered lot with its
 * terms, required licences and products.
 */
export async function renderAnnouncement(
  data: AnnouncementData,
  lang: Language,
  kind: AnnouncementKind,
  issuedAt: Date,
  verification?: VerificationMark,
): Promise<Buffer> {
  const t = DOCUMENT_LABELS[lang];
  const { auction, timeZone } = data;
  const authority = data.authority[lang];
  const letterhead = { name: authority.name, lines: authority.lines, logo: authority.logo };
  const pdf = new PdfBuilder(
    { title: `${t.announcementTitle} ${auction.auctionNumber}`, author: letterhead.name, lang, letterhead },
    {
      text: `${t.announcementTitle} ${auction.auctionNumber}`,
      issuedOn: formatDate(issuedAt, timeZone),
      pageLabel: t.page,
      verification,
    },
  );
  pdf.title(t.announcementTitle, auction.auctionNumber);
  pdf.keyValues([
    [t.auctionNumber, auction.auctionNumber],
    [t.documentKind, t.announcementKind[kind]],
    [t.status, t.auctionStatus[auction.status] ?? auction.status],
    [t.startDate, formatDateTime(auction.startDate, timeZone)],
    [t.endDate, formatDateTime(auction.endDate, timeZone)],
    [t.notes, auction.notes],
    [t.issuedAt, formatDateTime(issuedAt, timeZone)],
  ]);
  pdf.paragraph(t.timeZoneNote(timeZone), { muted: true });

  pdf.heading(t.instructions);
  const instructions = instructionsFor(auction, lang);
  if (instructions.html === null) pdf.paragraph(t.noInstructions, { muted: true });
  else {
    if (instructions.language !== lang) {
      pdf.paragraph(t.instructionsFallback(t.languageName[instructions.language]), { muted: true });
    }
    pdf.richText(instructions.html);
  }

  // The rules with the numbers in force when the announcement is made (spec: shown with their numbers).
  pdf.heading(t.biddingRules);
  for (const sentence of t.biddingRulesText(data.rules)) pdf.paragraph(sentence);

  pdf.heading(t.lots(data.lots.length));
  for (const lot of data.lots) writeLot(pdf, lot, t, lang);
  return pdf.finish();
}
