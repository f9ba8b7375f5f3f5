import type { CaseType, PortalDocumentGroup } from '@portal/contracts/portal-cases';
import type { Db } from '../../platform/db/database';
import {
  caseSubTypes,
  officeLocations,
  portalAuthorizationTypes,
  portalDecisionTypes,
  portalDocumentTypes,
  portalGoodsTypes,
  portalTariffTypes,
} from './tables';

type Labels = [sq: string, en: string, sr: string];
const labelColumns = ([sq, en, sr]: Labels) => ({ labelSQ: sq, labelEN: en, labelSR: sr });

const DOCUMENT_TYPES: Array<{ code: string; groupCode: PortalDocumentGroup; required?: true; labels: Labels }> = [
  { code: 'GEN_REQUEST', groupCode: 'COMPLAINT_GENERAL', required: true, labels: ['Kërkesa', 'Request', 'Zahtev'] },
  { code: 'GEN_ATTACHMENT', groupCode: 'COMPLAINT_GENERAL', labels: ['Shtojcë', 'Attachment', 'Prilog'] },
  {
    code: 'AUTHORIZATION_APPLICATION',
    groupCode: 'AUTHORIZATION',
    required: true,
    labels: ['Aplikacioni për autorizim', 'Authorization application', 'Zahtev za odobrenje'],
  },
  {
    code: 'AUTH_WORD_TEMPLATE',
    groupCode: 'AUTH_WORD',
    labels: ['Formulari i autorizimit (Word)', 'Authorization form (Word)', 'Obrazac odobrenja (Word)'],
  },
  {
    code: 'LICENCE_APPLICATION',
    groupCode: 'LICENCE',
    required: true,
    labels: ['Aplikacioni për licencë', 'Licence application', 'Zahtev za licencu'],
  },
  {
    code: 'LICENCE_WORD_TEMPLATE',
    groupCode: 'LICENCE_WORD',
    labels: ['Formulari i licencës (Word)', 'Licence form (Word)', 'Obrazac licence (Word)'],
  },
  {
    code: 'BTI_APPLICATION',
    groupCode: 'BTI_REQUIRED',
    required: true,
    labels: ['Aplikacioni për ITD', 'BTI application', 'Zahtev za OTI'],
  },
  {
    code: 'BTI_IMAGES',
    groupCode: 'BTI_REQUIRED',
    labels: ['Fotografi të mallit', 'Images of the goods', 'Fotografije robe'],
  },
  {
    code: 'IPR_APPLICATION',
    groupCode: 'IPR_REQUIRED',
    required: true,
    labels: ['Aplikacioni për mbrojtjen e PI', 'IPR protection application', 'Zahtev za zaštitu PIS'],
  },
  {
    code: 'MOVEMENT_APPLICATION',
    groupCode: 'MOVEMENT_REQUIRED',
    required: true,
    labels: [
      'Aplikacioni për certifikatë qarkullimi',
      'Movement certificate application',
      'Zahtev za sertifikat o kretanju',
    ],
  },
  { code: 'MOVEMENT_INVOICE', groupCode: 'MOVEMENT_REQUIRED', labels: ['Faturë', 'Invoice', 'Faktura'] },
  /**
   * The power of attorney, which every kind's filer may add: what an intermediary submits with for a party (ADR 0075);
   * the one type of it (ADR 0082: the complaint group's own was merged into it).
   */
  {
    code: 'POWER_OF_ATTORNEY',
    groupCode: 'REPRESENTATION',
    labels: ['Autorizim (prokurë)', 'Power of attorney', 'Punomoćje'],
  },
  { code: 'RECEIPT', groupCode: 'AUTHORITY', labels: ['Vërtetim pranimi', 'Receipt', 'Potvrda o prijemu'] },
  {
    code: 'INFORMATION_REQUEST',
    groupCode: 'AUTHORITY',
    labels: ['Kërkesë për informata', 'Request for information', 'Zahtev za informacije'],
  },
  {
    code: 'INTENT_TO_REJECT',
    groupCode: 'AUTHORITY',
    labels: ['Njoftim për qëllimin e refuzimit', 'Notice of intent to reject', 'Obaveštenje o nameri odbijanja'],
  },
  { code: 'DECISION', groupCode: 'AUTHORITY', labels: ['Vendim', 'Decision', 'Rešenje'] },
  { code: 'AUTHORITY_OTHER', groupCode: 'AUTHORITY', labels: ['Dokument tjetër', 'Other document', 'Drugi dokument'] },
];

const SUB_TYPES: Array<{ code: string; caseType: CaseType; labels: Labels }> = [
  { code: 'GEN_TARIFF', caseType: 'GENERAL', labels: ['Tarifa', 'Tariff', 'Tarifa'] },
  {
    code: 'GEN_VALUATION',
    caseType: 'GENERAL',
    labels: ['Vlerësimi doganor', 'Customs valuation', 'Carinska vrednost'],
  },
  { code: 'GEN_ORIGIN', caseType: 'GENERAL', labels: ['Origjina e mallit', 'Origin of goods', 'Poreklo robe'] },
  { code: 'GEN_OTHER', caseType: 'GENERAL', labels: ['Tjetër', 'Other', 'Ostalo'] },
  {
    code: 'CMP_VALUATION',
    caseType: 'COMPLAINT',
    labels: ['Vlerësimi doganor', 'Customs valuation', 'Carinska vrednost'],
  },
  {
    code: 'CMP_CLASSIFICATION',
    caseType: 'COMPLAINT',
    labels: ['Klasifikimi tarifor', 'Tariff classification', 'Tarifno razvrstavanje'],
  },
  { code: 'CMP_PENALTY', caseType: 'COMPLAINT', labels: ['Gjoba', 'Penalty', 'Kazna'] },
  { code: 'AUTH_NEW', caseType: 'AUTHORIZATION', labels: ['Autorizim i ri', 'New authorization', 'Novo odobrenje'] },
  {
    code: 'AUTH_AMENDMENT',
    caseType: 'AUTHORIZATION',
    labels: ['Ndryshim i autorizimit', 'Amendment of an authorization', 'Izmena odobrenja'],
  },
  {
    code: 'AUTH_RENEWAL',
    caseType: 'AUTHORIZATION',
    labels: ['Vazhdim i autorizimit', 'Renewal of an authorization', 'Produženje odobrenja'],
  },
  {
    code: 'MOV_EUR1',
    caseType: 'MOVEMENT_CERTIFICATE',
    labels: ['Certifikata EUR.1', 'EUR.1 certificate', 'Sertifikat EUR.1'],
  },
  {
    code: 'MOV_EUR_MED',
    caseType: 'MOVEMENT_CERTIFICATE',
    labels: ['Certifikata EUR-MED', 'EUR-MED certificate', 'Sertifikat EUR-MED'],
  },
  {
    code: 'MOV_DUPLICATE',
    caseType: 'MOVEMENT_CERTIFICATE',
    labels: ['Dublikatë e certifikatës', 'Duplicate certificate', 'Duplikat sertifikata'],
  },
  { code: 'BTI_NEW', caseType: 'BTI', labels: ['ITD e re', 'New BTI', 'Nova OTI'] },
  { code: 'BTI_AMENDMENT', caseType: 'BTI', labels: ['Ndryshim i ITD', 'Amendment of a BTI', 'Izmena OTI'] },
  {
    code: 'IPR_NEW',
    caseType: 'IPR',
    labels: ['Kërkesë e re për mbrojtje', 'New protection request', 'Novi zahtev za zaštitu'],
  },
  {
    code: 'IPR_EXTENSION',
    caseType: 'IPR',
    labels: ['Vazhdim i mbrojtjes', 'Extension of protection', 'Produženje zaštite'],
  },
];

const DECISION_TYPES: Array<{ code: string; labels: Labels }> = [
  /** The decision on a case whose sub-type names no narrower type (a general case "Other"). */
  { code: 'DEC_GENERAL', labels: ['Vendim i përgjithshëm', 'General decision', 'Opšte rešenje'] },
  {
    code: 'DEC_VALUATION',
    labels: ['Vendim për vlerësimin doganor', 'Customs valuation decision', 'Rešenje o carinskoj vrednosti'],
  },
  {
    code: 'DEC_CLASSIFICATION',
    labels: ['Vendim për klasifikimin tarifor', 'Tariff classification decision', 'Rešenje o tarifnom razvrstavanju'],
  },
  { code: 'DEC_PENALTY', labels: ['Vendim për gjobë', 'Penalty decision', 'Rešenje o kazni'] },
  { code: 'DEC_REFUND', labels: ['Vendim për rimbursim', 'Refund decision', 'Rešenje o povraćaju'] },
  {
    code: 'DEC_AUTHORIZATION',
    labels: [
      'Vendim për autorizim ose licencë',
      'Authorization or licence decision',
      'Rešenje o autorizaciji ili licenci',
    ],
  },
  {
    code: 'DEC_ORIGIN',
    labels: ['Vendim për prejardhjen e mallrave', 'Decision on the origin of goods', 'Rešenje o poreklu robe'],
  },
  {
    code: 'DEC_IPR',
    labels: [
      'Vendim për kërkesën për veprim (PI)',
      'Decision on an application for action (IPR)',
      'Rešenje o zahtevu za postupanje (IS)',
    ],
  },
];

const OFFICES: Array<{ code: string; city: string; labels: Labels }> = [
  { code: '1011', city: 'Prishtinë', labels: ['Dogana Prishtinë', 'Prishtina customs office', 'Carinarnica Priština'] },
  { code: '1021', city: 'Merdare', labels: ['Dogana Merdare', 'Merdare border crossing', 'Granični prelaz Merdare'] },
  { code: '1031', city: 'Vërmicë', labels: ['Dogana Vërmicë', 'Vërmica border crossing', 'Granični prelaz Vrbnica'] },
  {
    code: '1041',
    city: 'Hani i Elezit',
    labels: ['Dogana Hani i Elezit', 'Hani i Elezit border crossing', 'Granični prelaz Đeneral Janković'],
  },
  { code: '1051', city: 'Prishtinë', labels: ['Aeroporti i Prishtinës', 'Prishtina Airport', 'Aerodrom Priština'] },
  { code: '1061', city: 'Prizren', labels: ['Dogana Prizren', 'Prizren customs office', 'Carinarnica Prizren'] },
  { code: '1071', city: 'Pejë', labels: ['Dogana Pejë', 'Peja customs office', 'Carinarnica Peć'] },
  {
    code: '1081',
    city: 'Mitrovicë',
    labels: ['Dogana Mitrovicë', 'Mitrovica customs office', 'Carinarnica Mitrovica'],
  },
  { code: '1091', city: 'Ferizaj', labels: ['Dogana Ferizaj', 'Ferizaj customs office', 'Carinarnica Uroševac'] },
  { code: '1101', city: 'Gjilan', labels: ['Dogana Gjilan', 'Gjilan customs office', 'Carinarnica Gnjilane'] },
  { code: '1111', city: 'Jarinjë', labels: ['Dogana Jarinjë', 'Jarinje border crossing', 'Granični prelaz Jarinje'] },
  { code: '1121', city: 'Bërnjak', labels: ['Dogana Bërnjak', 'Bërnjak border crossing', 'Granični prelaz Brnjak'] },
];

const TARIFF_TYPES: Array<{ code: string; labels: Labels }> = [
  { code: 'CUSTOMS_DUTY', labels: ['Detyrim doganor', 'Customs duty', 'Carinska dažbina'] },
  { code: 'EXCISE', labels: ['Akcizë', 'Excise duty', 'Akciza'] },
  { code: 'VAT', labels: ['TVSH', 'VAT', 'PDV'] },
  { code: 'ANTI_DUMPING', labels: ['Taksë antidamping', 'Anti-dumping duty', 'Antidampinška taksa'] },
];

const GOODS_TYPES: Array<{ code: string; labels: Labels; description: string }> = [
  { code: 'TEXTILES', labels: ['Tekstile', 'Textiles', 'Tekstil'], description: 'HS 50–63' },
  { code: 'FOOTWEAR', labels: ['Këpucë', 'Footwear', 'Obuća'], description: 'HS 64' },
  { code: 'ELECTRONICS', labels: ['Elektronikë', 'Electronics', 'Elektronika'], description: 'HS 84–85' },
  { code: 'VEHICLES', labels: ['Automjete', 'Vehicles', 'Vozila'], description: 'HS 87' },
];

const AUTHORIZATION_TYPES: Array<{ code: string; labels: Labels; description?: string }> = [
  { code: 'CUSTOMS_WAREHOUSE', labels: ['Depo doganore', 'Customs warehouse', 'Carinsko skladište'] },
  { code: 'INWARD_PROCESSING', labels: ['Përpunim aktiv', 'Inward processing', 'Aktivno oplemenjivanje'] },
  { code: 'OUTWARD_PROCESSING', labels: ['Përpunim pasiv', 'Outward processing', 'Pasivno oplemenjivanje'] },
  { code: 'TEMPORARY_ADMISSION', labels: ['Lejim i përkohshëm', 'Temporary admission', 'Privremeni uvoz'] },
  { code: 'END_USE', labels: ['Përdorim i fundëm', 'End use', 'Krajnja upotreba'] },
  {
    code: 'AEO',
    labels: ['Operator ekonomik i autorizuar', 'Authorised economic operator', 'Ovlašćeni privredni subjekt'],
  },
];

/** The customs portal's reference vocabularies (document types, sub-types, decision types, offices…); missing rows only. */
export async function seedPortalVocabularies(db: Db): Promise<void> {
  await db
    .insert(portalDocumentTypes)
    .values(
      DOCUMENT_TYPES.map((t) => ({
        code: t.code,
        groupCode: t.groupCode,
        required: t.required ?? false,
        ...labelColumns(t.labels),
      })),
    )
    .onConflictDoNothing();
  await db
    .insert(caseSubTypes)
    .values(SUB_TYPES.map((t) => ({ code: t.code, caseType: t.caseType, ...labelColumns(t.labels) })))
    .onConflictDoNothing();
  await db
    .insert(portalDecisionTypes)
    .values(DECISION_TYPES.map((t) => ({ code: t.code, ...labelColumns(t.labels) })))
    .onConflictDoNothing();
  await db
    .insert(officeLocations)
    .values(OFFICES.map((t) => ({ code: t.code, city: t.city, ...labelColumns(t.labels) })))
    .onConflictDoNothing();
  await db
    .insert(portalTariffTypes)
    .values(TARIFF_TYPES.map((t) => ({ code: t.code, ...labelColumns(t.labels) })))
    .onConflictDoNothing();
  await db
    .insert(portalGoodsTypes)
    .values(GOODS_TYPES.map((t) => ({ code: t.code, description: t.description, ...labelColumns(t.labels) })))
    .onConflictDoNothing();
  await db
    .insert(portalAuthorizationTypes)
    .values(AUTHORIZATION_TYPES.map((t) => ({ code: t.code, description: t.description, ...labelColumns(t.labels) })))
    .onConflictDoNothing();
}
