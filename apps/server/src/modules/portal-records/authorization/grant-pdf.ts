import type { Language } from '@portal/contracts/languages';
import { localized } from '@portal/contracts/multilingual';
import type { PortalCase } from '@portal/contracts/portal-cases';
import type { Authorization, AuthorizationTariff, PortalLicence } from '@portal/contracts/portal-authorization';
import type { VerificationMark } from '../../../platform/pdf/verification-mark';
import { formatDate } from '@portal/contracts/dates';
import { formatAmount, formatQuantity } from '@portal/contracts/money';
import { PdfBuilder } from '../../../platform/pdf/document';
import type { DocumentIssuer } from '../../portal-cases';

// The authorization or licence the authority grants when it approves an authorization case, in the filer's language.

type Copy = {
  page: string;
  authorizationTitle: string;
  licenceTitle: string;
  number: string;
  caseNumber: string;
  holder: string;
  type: string;
  goodsType: string;
  location: string;
  description: string;
  validFrom: string;
  validTo: string;
  goods: string;
  code: string;
  tariff: string;
  quantity: string;
  value: string;
  grant: (what: string, number: string, from: string, to: string) => string;
  description_: (what: string, number: string, to: string) => string;
};

const COPY: Record<Language, Copy> = {
  sq: {
    page: 'Faqja {page} / {pages}',
    authorizationTitle: 'Autorizim',
    licenceTitle: 'Licencë',
    number: 'Numri',
    caseNumber: 'Numri i lëndës',
    holder: 'Mbajtësi',
    type: 'Lloji i autorizimit',
    goodsType: 'Lloji i mallit',
    location: 'Vendndodhja',
    description: 'Përshkrimi',
    validFrom: 'E vlefshme nga',
    validTo: 'E vlefshme deri',
    goods: 'Mallrat sipas tarifës',
    code: 'Kodi',
    tariff: 'Tarifa',
    quantity: 'Sasia',
    value: 'Vlera',
    grant: (what, number, from, to) => `Lëshohet ${what} nr. ${number}, e vlefshme nga ${from} deri më ${to}.`,
    description_: (what, number, to) => `${what} ${number}, e vlefshme deri më ${to}`,
  },
  en: {
    page: 'Page {page} / {pages}',
    authorizationTitle: 'Authorization',
    licenceTitle: 'Licence',
    number: 'Number',
    caseNumber: 'Case number',
    holder: 'Holder',
    type: 'Authorization type',
    goodsType: 'Goods type',
    location: 'Location',
    description: 'Description',
    validFrom: 'Valid from',
    validTo: 'Valid until',
    goods: 'Goods by tariff code',
    code: 'Code',
    tariff: 'Tariff',
    quantity: 'Quantity',
    value: 'Value',
    grant: (what, number, from, to) => `${what} no. ${number} is granted, valid from ${from} until ${to}.`,
    description_: (what, number, to) => `${what} ${number}, valid until ${to}`,
  },
  sr: {
    page: 'Strana {page} / {pages}',
    authorizationTitle: 'Odobrenje',
    licenceTitle: 'Licenca',
    number: 'Broj',
    caseNumber: 'Broj predmeta',
    holder: 'Imalac',
    type: 'Vrsta odobrenja',
    goodsType: 'Vrsta robe',
    location: 'Lokacija',
    description: 'Opis',
    validFrom: 'Važi od',
    validTo: 'Važi do',
    goods: 'Roba po tarifnim oznakama',
    code: 'Oznaka',
    tariff: 'Tarifa',
    quantity: 'Količina',
    value: 'Vrednost',
    grant: (what, number, from, to) => `Izdaje se ${what} br. ${number}, koja važi od ${from} do ${to}.`,
    description_: (what, number, to) => `${what} ${number}, važi do ${to}`,
  },
};

/** `2026-03-10` → `10.03.2026`. */
export const dmy = (day: string) => day.split('-').reverse().join('.');

export type Grant =
  | { kind: 'authorization'; record: Authorization; number: string; validFrom: string; validTo: string }
  | { kind: 'licence'; record: PortalLicence; number: string; validFrom: string; validTo: string };

/** The description of the issued document as the documents tab lists it. */
export function grantDescription(grant: Grant, lang: Language): string {
  const t = COPY[lang];
  const what = grant.kind === 'licence' ? t.licenceTitle : t.authorizationTitle;
  return t.description_(what, grant.number, dmy(grant.validTo));
}

/** The granted authorization or licence: its number and validity, the holder, the type and the goods by tariff. */
export function renderGrant(
  portalCase: PortalCase,
  grant: Grant,
  lines: readonly AuthorizationTariff[],
  lang: Language,
  issued: DocumentIssuer & { issuedAt: Date; timeZone: string },
  verification?: VerificationMark,
): Promise<Buffer> {
  const t = COPY[lang];
  const title = grant.kind === 'licence' ? t.licenceTitle : t.authorizationTitle;
  const issuedOn = formatDate(issued.issuedAt, issued.timeZone);
  const pdf = new PdfBuilder(
    { title: `${title} ${grant.number}`, author: issued.issuer.name, lang, letterhead: issued.issuer },
    { text: `${title} · ${grant.number}`, issuedOn, pageLabel: t.page, verification },
  );
  pdf.title(title, grant.number);
  const holder = portalCase.aboutCompany?.name ?? portalCase.aboutIndividual?.name ?? portalCase.filer.name;
  const typePair: [string, string | null] =
    grant.kind === 'licence'
      ? [t.goodsType, grant.record.goodsType ? localized(grant.record.goodsType, 'label', lang) : null]
      : [t.type, grant.record.authorizationType ? localized(grant.record.authorizationType, 'label', lang) : null];
  pdf.keyValues([
    [t.number, grant.number],
    [t.caseNumber, portalCase.number],
    [t.holder, holder],
    typePair,
    ...(grant.kind === 'authorization' ? [[t.location, grant.record.location] as [string, string | null]] : []),
    [t.description, grant.record.description],
    [t.validFrom, dmy(grant.validFrom)],
    [t.validTo, dmy(grant.validTo)],
  ]);
  pdf.paragraph(t.grant(title.toLowerCase(), grant.number, dmy(grant.validFrom), dmy(grant.validTo)), { bold: true });
  if (lines.length > 0) {
    pdf.heading(t.goods);
    pdf.table(
      [
        { header: t.code, width: 0.14 },
        { header: t.tariff, width: 0.5 },
        { header: t.quantity, width: 0.16, align: 'right' },
        { header: t.value, width: 0.2, align: 'right' },
      ],
      lines.map((line) => [
        line.code,
        [localized(line.tariff, 'label', lang), line.description ?? ''].filter(Boolean).join('\n'),
        line.quantity === null ? '' : formatQuantity(line.quantity, lang),
        line.value === null ? '' : formatAmount(line.value, lang),
      ]),
    );
  }
  pdf.signature({ ...issued.signer, date: issuedOn });
  return pdf.finish();
}
