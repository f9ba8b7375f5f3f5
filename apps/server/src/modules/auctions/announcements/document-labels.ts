import type { AuctionStatus, LotStatus } from '@portal/contracts/auction-status';
import type { Language } from '@portal/contracts/languages';

/** The numbers of the bidding rules an announcement states (application parameters when it is made). */
export type BiddingRules = { antiSnipingMinutes: number; capMinutes: number; partIntervalMinutes: number };

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
  biddingRules: string;
  /** The bidding rules of the auction's lots, with their numbers, one sentence each. */
  biddingRulesText: (rules: BiddingRules) => string[];
  ledger: string;
  ledgerNote: (receiptUrl: string) => string;
  finalHash: string;
  page: string;
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
  biddingRules: 'Rregullat e ofertimit',
  biddingRulesText: ({ antiSnipingMinutes, capMinutes, partIntervalMinutes }) => [
    'Oferta e parë për një lot është të paktën çmimi fillestar; çdo ofertë tjetër të paktën oferta më e lartë plus rritja minimale e lotit.',
    antiSnipingMinutes > 0
      ? `Një ofertë e pranuar në ${antiSnipingMinutes} minutat e fundit të një loti e shtyn përfundimin e tij ${antiSnipingMinutes} minuta pas asaj oferte, por jo më shumë se ${capMinutes} minuta pas përfundimit të planifikuar.`
      : 'Përfundimi i një loti nuk zgjatet nga ofertat e vona.',
    `Pjesët e loteve mbyllen me radhë: pjesa k mbyllet ${partIntervalMinutes} × (k − 1) minuta pas përfundimit të ankandit.`,
    'Ofertuesi mund të lërë një ofertë maksimale private: sistemi oferton për të me rritjen minimale deri në atë shumë.',
  ],
  ledger: 'Regjistri i ofertave',
  ledgerNote: (url) =>
    `Çdo ofertë e pranuar është e lidhur me atë para saj me një hash SHA-256. Hash-i përfundimtar i çdo loti është më poshtë; një ofertues mund ta kontrollojë dëftesën e vet te ${url}.`,
  finalHash: 'Hash-i përfundimtar',
  page: 'Faqja {page} / {pages}',
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
  biddingRules: 'Bidding rules',
  biddingRulesText: ({ antiSnipingMinutes, capMinutes, partIntervalMinutes }) => [
    "The first bid on a lot is at least its starting price; every later bid at least the highest bid plus the lot's minimum increment.",
    antiSnipingMinutes > 0
      ? `A bid accepted in the last ${antiSnipingMinutes} minutes of a lot moves its end to ${antiSnipingMinutes} minutes after that bid, but never more than ${capMinutes} minutes past the planned end.`
      : 'Late bids do not extend the end of a lot.',
    `Lot parts close in turn: part k closes ${partIntervalMinutes} × (k − 1) minutes after the end of the auction.`,
    'A bidder may leave a private maximum bid: the system bids for them by the minimum increment up to that amount.',
  ],
  ledger: 'Bid ledger',
  ledgerNote: (url) =>
    `Every accepted bid is chained to the one before it by a SHA-256 hash. The final hash of each lot is below; a bidder can check their receipt at ${url}.`,
  finalHash: 'Final hash',
  page: 'Page {page} / {pages}',
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
  biddingRules: 'Pravila licitiranja',
  biddingRulesText: ({ antiSnipingMinutes, capMinutes, partIntervalMinutes }) => [
    'Prva ponuda za lot je najmanje početna cena; svaka sledeća najmanje najviša ponuda uvećana za minimalni korak lota.',
    antiSnipingMinutes > 0
      ? `Ponuda prihvaćena u poslednjih ${antiSnipingMinutes} minuta lota pomera njegov kraj na ${antiSnipingMinutes} minuta posle te ponude, ali nikada više od ${capMinutes} minuta posle planiranog kraja.`
      : 'Kasne ponude ne produžavaju kraj lota.',
    `Delovi lotova se zatvaraju redom: deo k se zatvara ${partIntervalMinutes} × (k − 1) minuta posle kraja aukcije.`,
    'Ponuđač može ostaviti privatnu maksimalnu ponudu: sistem licitira za njega minimalnim korakom do tog iznosa.',
  ],
  ledger: 'Registar ponuda',
  ledgerNote: (url) =>
    `Svaka prihvaćena ponuda je vezana za prethodnu SHA-256 hešom. Konačni heš svakog lota je ispod; ponuđač može proveriti svoju potvrdu na ${url}.`,
  finalHash: 'Konačni heš',
  page: 'Strana {page} / {pages}',
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
