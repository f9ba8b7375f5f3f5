import type { AuctionStatus, LotStatus } from '@portal/contracts/auction-status';
import type { Language } from '@portal/contracts/languages';

/**
 * Every text of the auction PDFs (announcement, end-of-auction report) in the three interface
 * languages, in one place. The server renders these documents itself, so their words live here
 * rather than in the web's translation files.
 */
export type DocumentLabels = {
  announcementTitle: string;
  announcementKind: { PUBLISH: string; POSTPONE: string; PREVIEW: string };
  reportTitle: string;
  auctionNumber: string;
  status: string;
  startDate: string;
  endDate: string;
  notes: string;
  issuedAt: string;
  documentKind: string;
  timeZoneNote: (zone: string) => string;
  instructions: string;
  instructionsFallback: (language: string) => string;
  noInstructions: string;
  lots: (count: number) => string;
  lot: string;
  description: string;
  lotPart: string;
  startingPrice: string;
  minimumIncrement: string;
  guaranteeAmount: string;
  requiredLicences: string;
  none: string;
  products: string;
  productCode: string;
  productName: string;
  quantity: string;
  quality: string;
  location: string;
  noProducts: string;
  highestBid: string;
  bidCount: string;
  winner: string;
  winningAmount: string;
  secondWinner: string;
  payment: string;
  reason: string;
  yes: string;
  totals: string;
  totalLots: string;
  soldLots: string;
  unsoldLots: string;
  paidLots: string;
  withdrawnLots: string;
  soldAmount: string;
  page: (page: number, pages: number) => string;
  languageName: Record<Language, string>;
  auctionStatus: Record<AuctionStatus, string>;
  lotStatus: Record<LotStatus, string>;
};

const sq: DocumentLabels = {
  announcementTitle: 'Njoftim për ankand',
  announcementKind: { PUBLISH: 'Publikim', POSTPONE: 'Shtyrje', PREVIEW: 'Parashikim (pa vlerë zyrtare)' },
  reportTitle: 'Raporti i përfundimit të ankandit',
  auctionNumber: 'Numri i ankandit',
  status: 'Statusi',
  startDate: 'Fillimi',
  endDate: 'Përfundimi',
  notes: 'Shënime',
  issuedAt: 'Krijuar më',
  documentKind: 'Lloji i njoftimit',
  timeZoneNote: (zone) => `Datat dhe orët janë sipas orës lokale (${zone}).`,
  instructions: 'Udhëzime',
  instructionsFallback: (language) => `Udhëzimet nuk janë në shqip; shfaqen në ${language}.`,
  noInstructions: 'Nuk ka udhëzime.',
  lots: (count) => `Lotet (${count})`,
  lot: 'Loti',
  description: 'Përshkrimi',
  lotPart: 'Pjesa',
  startingPrice: 'Çmimi fillestar',
  minimumIncrement: 'Rritja minimale',
  guaranteeAmount: 'Shuma e garancisë',
  requiredLicences: 'Licencat e kërkuara',
  none: 'Asnjë',
  products: 'Produktet',
  productCode: 'Kodi',
  productName: 'Emërtimi',
  quantity: 'Sasia',
  quality: 'Cilësia',
  location: 'Vendndodhja',
  noProducts: 'Loti nuk ka produkte.',
  highestBid: 'Oferta më e lartë',
  bidCount: 'Oferta',
  winner: 'Fituesi',
  winningAmount: 'Shuma fituese',
  secondWinner: 'Fitues i dytë',
  payment: 'Pagesa / kontrata',
  reason: 'Arsyeja',
  yes: 'Po',
  totals: 'Përmbledhje',
  totalLots: 'Lote gjithsej',
  soldLots: 'Të shitura',
  unsoldLots: 'Të pashitura',
  paidLots: 'Të paguara',
  withdrawnLots: 'Të mbyllura ose anuluara',
  soldAmount: 'Shuma e shitjeve',
  page: (page, pages) => `Faqja ${page} / ${pages}`,
  languageName: { sq: 'shqip', en: 'anglisht', sr: 'serbisht' },
  auctionStatus: {
    CREATED: 'Krijuar',
    PUBLISHED: 'Publikuar',
    CLOSED: 'Mbyllur për pjesëmarrje',
    RUNNING: 'Në zhvillim',
    FINISHED: 'Përfunduar',
    CANCELLED: 'Anuluar',
  },
  lotStatus: {
    CREATED: 'Krijuar',
    ASSIGNED: 'Caktuar',
    ACTIVE: 'Aktiv',
    SOLD: 'Shitur',
    UNSOLD: 'Pashitur',
    PAID: 'Paguar',
    CLOSED: 'Mbyllur',
    CANCELLED: 'Anuluar',
  },
};

const en: DocumentLabels = {
  announcementTitle: 'Auction announcement',
  announcementKind: { PUBLISH: 'Publication', POSTPONE: 'Postponement', PREVIEW: 'Preview (not an official notice)' },
  reportTitle: 'End-of-auction report',
  auctionNumber: 'Auction number',
  status: 'Status',
  startDate: 'Start',
  endDate: 'End',
  notes: 'Notes',
  issuedAt: 'Issued on',
  documentKind: 'Kind of announcement',
  timeZoneNote: (zone) => `Dates and times are local time (${zone}).`,
  instructions: 'Instructions',
  instructionsFallback: (language) => `The instructions are not available in English; shown in ${language}.`,
  noInstructions: 'No instructions.',
  lots: (count) => `Lots (${count})`,
  lot: 'Lot',
  description: 'Description',
  lotPart: 'Part',
  startingPrice: 'Starting price',
  minimumIncrement: 'Minimum increment',
  guaranteeAmount: 'Guarantee amount',
  requiredLicences: 'Required licences',
  none: 'None',
  products: 'Products',
  productCode: 'Code',
  productName: 'Name',
  quantity: 'Quantity',
  quality: 'Quality',
  location: 'Location',
  noProducts: 'The lot has no products.',
  highestBid: 'Highest bid',
  bidCount: 'Bids',
  winner: 'Winner',
  winningAmount: 'Winning amount',
  secondWinner: 'Second winner',
  payment: 'Payment / contract',
  reason: 'Reason',
  yes: 'Yes',
  totals: 'Summary',
  totalLots: 'Lots in total',
  soldLots: 'Sold',
  unsoldLots: 'Unsold',
  paidLots: 'Paid',
  withdrawnLots: 'Closed or cancelled',
  soldAmount: 'Amount sold',
  page: (page, pages) => `Page ${page} / ${pages}`,
  languageName: { sq: 'Albanian', en: 'English', sr: 'Serbian' },
  auctionStatus: {
    CREATED: 'Created',
    PUBLISHED: 'Published',
    CLOSED: 'Closed for participation',
    RUNNING: 'Running',
    FINISHED: 'Finished',
    CANCELLED: 'Cancelled',
  },
  lotStatus: {
    CREATED: 'Created',
    ASSIGNED: 'Assigned',
    ACTIVE: 'Active',
    SOLD: 'Sold',
    UNSOLD: 'Unsold',
    PAID: 'Paid',
    CLOSED: 'Closed',
    CANCELLED: 'Cancelled',
  },
};

const sr: DocumentLabels = {
  announcementTitle: 'Obaveštenje o aukciji',
  announcementKind: { PUBLISH: 'Objavljivanje', POSTPONE: 'Odlaganje', PREVIEW: 'Pregled (nije zvanično obaveštenje)' },
  reportTitle: 'Izveštaj o završetku aukcije',
  auctionNumber: 'Broj aukcije',
  status: 'Status',
  startDate: 'Početak',
  endDate: 'Završetak',
  notes: 'Napomene',
  issuedAt: 'Izdato',
  documentKind: 'Vrsta obaveštenja',
  timeZoneNote: (zone) => `Datumi i vremena su po lokalnom vremenu (${zone}).`,
  instructions: 'Uputstva',
  instructionsFallback: (language) => `Uputstva nisu dostupna na srpskom; prikazana su na ${language}.`,
  noInstructions: 'Nema uputstava.',
  lots: (count) => `Lotovi (${count})`,
  lot: 'Lot',
  description: 'Opis',
  lotPart: 'Deo',
  startingPrice: 'Početna cena',
  minimumIncrement: 'Minimalno povećanje',
  guaranteeAmount: 'Iznos garancije',
  requiredLicences: 'Potrebne licence',
  none: 'Nema',
  products: 'Proizvodi',
  productCode: 'Šifra',
  productName: 'Naziv',
  quantity: 'Količina',
  quality: 'Kvalitet',
  location: 'Lokacija',
  noProducts: 'Lot nema proizvoda.',
  highestBid: 'Najviša ponuda',
  bidCount: 'Ponude',
  winner: 'Pobednik',
  winningAmount: 'Iznos pobede',
  secondWinner: 'Drugi pobednik',
  payment: 'Plaćanje / ugovor',
  reason: 'Razlog',
  yes: 'Da',
  totals: 'Rezime',
  totalLots: 'Ukupno lotova',
  soldLots: 'Prodato',
  unsoldLots: 'Neprodato',
  paidLots: 'Plaćeno',
  withdrawnLots: 'Zatvoreno ili otkazano',
  soldAmount: 'Iznos prodaje',
  page: (page, pages) => `Strana ${page} / ${pages}`,
  languageName: { sq: 'albanskom', en: 'engleskom', sr: 'srpskom' },
  auctionStatus: {
    CREATED: 'Kreirana',
    PUBLISHED: 'Objavljena',
    CLOSED: 'Zatvorena za učešće',
    RUNNING: 'U toku',
    FINISHED: 'Završena',
    CANCELLED: 'Otkazana',
  },
  lotStatus: {
    CREATED: 'Kreiran',
    ASSIGNED: 'Dodeljen',
    ACTIVE: 'Aktivan',
    SOLD: 'Prodat',
    UNSOLD: 'Neprodat',
    PAID: 'Plaćen',
    CLOSED: 'Zatvoren',
    CANCELLED: 'Otkazan',
  },
};

export const DOCUMENT_LABELS: Record<Language, DocumentLabels> = { sq, en, sr };

/** An amount with two decimals in the document's language (1.234,50 / 1,234.50). */
export function formatMoney(amount: number | null | undefined, lang: Language): string {
  if (amount === null || amount === undefined) return '';
  const locale = lang === 'sq' ? 'sq-AL' : lang === 'sr' ? 'sr-Latn-RS' : 'en-GB';
  // Narrow no-break spaces (Albanian grouping) print as ordinary no-break spaces.
  return new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 })
    .format(amount)
    .replace(/\u202f/g, '\u00a0');
}

/** A quantity with up to three decimals in the document's language. */
export function formatQuantity(value: number, lang: Language): string {
  const locale = lang === 'sq' ? 'sq-AL' : lang === 'sr' ? 'sr-Latn-RS' : 'en-GB';
  return new Intl.NumberFormat(locale, { maximumFractionDigits: 3 }).format(value).replace(/\u202f/g, '\u00a0');
}
