import type { Language } from '@portal/contracts/languages';
import type { CaseType } from '@portal/contracts/portal-cases';

/**
 * The wording of the documents the authority issues on a case (receipt, request for information, decision) in
 * each language. The decision's legal texts (the hearing before a rejection, the appeal) live here, beside the
 * code that prints them, so a decision is never issued with a missing or half-translated legal text; the
 * appeal's days come from the `portal_appeal_days` setting.
 */
export type DocumentCopy = {
  /** The role under the officer's name in the signature block of what an officer issues. */
  officerRole: string;
  page: string;
  timeZoneNote: (zone: string) => string;
  kind: Record<CaseType, string>;
  caseNumber: string;
  caseKind: string;
  subject: string;
  subType: string;
  filer: string;
  about: string;
  issuedAt: string;
  // Receipt
  receiptTitle: string;
  submittedAt: string;
  resubmission: string;
  dueAt: string;
  documents: string;
  documentType: string;
  fileName: string;
  sha256: string;
  noDocuments: string;
  hashNote: string;
  receiptDescription: (at: string) => string;
  // Request for information
  requestTitle: string;
  requestText: string;
  answerBy: string;
  requestInstructions: string;
  requestDescription: (at: string) => string;
  // Intent to reject (the right to be heard, ADR 0074)
  intentTitle: string;
  intentReasons: string;
  intentInstructions: string;
  intentDescription: (at: string) => string;
  // Decision
  decisionTitle: string;
  decisionNumber: string;
  decisionDate: string;
  outcome: string;
  dispositive: (approved: boolean, kind: string, number: string) => string;
  reasoning: string;
  rightToBeHeardTitle: string;
  /** A rejection after the party answered the intent to reject (days as DD.MM.YYYY). */
  heardAnswered: (sentOn: string, answeredOn: string) => string;
  /** A rejection after the intent's period ended without an answer. */
  heardNoAnswer: (sentOn: string, dueOn: string) => string;
  appealTitle: string;
  /** The appeal, lodged with the authority (its name as the settings give it, ADR 0089). */
  appeal: (days: number, authority: string) => string;
  decisionDescription: (approved: boolean, number: string) => string;
};

const sq: DocumentCopy = {
  officerRole: 'Zyrtar doganor',
  page: 'Faqja {page} / {pages}',
  timeZoneNote: (zone) => `Datat dhe orët janë sipas orës lokale (${zone}).`,
  kind: {
    GENERAL: 'Lëndë e përgjithshme',
    COMPLAINT: 'Ankesë',
    AUTHORIZATION: 'Autorizim ose licencë',
    MOVEMENT_CERTIFICATE: 'Certifikatë e lëvizjes së mallrave',
    BTI: 'Informatë e detyrueshme tarifore',
    IPR: 'Të drejtat e pronësisë intelektuale',
  },
  caseNumber: 'Numri i lëndës',
  caseKind: 'Lloji i lëndës',
  subject: 'Lënda',
  subType: 'Nënlloji',
  filer: 'Parashtruesi',
  about: 'Për',
  issuedAt: 'Lëshuar më',
  receiptTitle: 'Vërtetim i pranimit',
  submittedAt: 'Dorëzuar më',
  resubmission: 'Dorëzim i përsëritur pas kërkesës për informata',
  dueAt: 'Afati i vendimit',
  documents: 'Dokumentet e dorëzuara',
  documentType: 'Lloji i dokumentit',
  fileName: 'Skedari',
  sha256: 'SHA-256',
  noDocuments: 'Nuk u dorëzua asnjë dokument.',
  hashNote:
    'Gjurma SHA-256 identifikon saktësisht secilin skedar: një skedar me gjurmë tjetër nuk është skedari i dorëzuar.',
  receiptDescription: (at) => `Vërtetim i pranimit, ${at}`,
  requestTitle: 'Kërkesë për informata shtesë',
  requestText: 'Informatat e kërkuara',
  answerBy: 'Afati për përgjigje',
  requestInstructions:
    'Ju lutemi plotësoni lëndën me informatat dhe dokumentet e kërkuara dhe dorëzojeni përsëri brenda afatit. Mund të përgjigjeni edhe në forumin e lëndës.',
  requestDescription: (at) => `Kërkesë për informata, ${at}`,
  intentTitle: 'Njoftim për qëllimin e refuzimit',
  intentReasons: 'Arsyet e refuzimit të synuar',
  intentInstructions:
    'Para se të merret vendimi, keni të drejtë të dëgjoheni: mund të përgjigjeni brenda afatit në forumin e lëndës ose me dokumente. Vendimi merr parasysh përgjigjen tuaj.',
  intentDescription: (at) => `Njoftim për qëllimin e refuzimit, ${at}`,
  decisionTitle: 'Vendim',
  decisionNumber: 'Numri i vendimit',
  decisionDate: 'Data e vendimit',
  outcome: 'Dispozitivi',
  dispositive: (approved, kind, number) =>
    approved ? `Kërkesa (${kind}) nr. ${number} MIRATOHET.` : `Kërkesa (${kind}) nr. ${number} REFUZOHET.`,
  reasoning: 'Arsyetimi',
  rightToBeHeardTitle: 'E drejta për t’u dëgjuar',
  heardAnswered: (sentOn, answeredOn) =>
    `Pala u dëgjua: më ${sentOn} iu dërgua njoftimi për refuzimin e synuar me arsyet e tij, dhe pala u përgjigj më ${answeredOn}. Përgjigjja u mor parasysh në këtë vendim.`,
  heardNoAnswer: (sentOn, dueOn) =>
    `Më ${sentOn} palës iu dërgua njoftimi për refuzimin e synuar me arsyet e tij; pala nuk u përgjigj brenda afatit që përfundoi më ${dueOn}.`,
  appealTitle: 'Këshilla juridike',
  appeal: (days, authority) =>
    `Kundër këtij vendimi pala ka të drejtë ankese brenda ${days} ditësh nga dita e pranimit të tij. Ankesa paraqitet me shkrim pranë organit që e lëshoi (${authority}), përmes portalit ose në zyrat e tij, dhe duhet të përmbajë numrin e vendimit dhe arsyet e ankesës.`,
  decisionDescription: (approved, number) => `Vendim ${number} (${approved ? 'miratim' : 'refuzim'})`,
};

const en: DocumentCopy = {
  officerRole: 'Customs officer',
  page: 'Page {page} / {pages}',
  timeZoneNote: (zone) => `Dates and times are local time (${zone}).`,
  kind: {
    GENERAL: 'General case',
    COMPLAINT: 'Complaint',
    AUTHORIZATION: 'Authorization or licence',
    MOVEMENT_CERTIFICATE: 'Movement certificate',
    BTI: 'Binding tariff information',
    IPR: 'Intellectual property rights',
  },
  caseNumber: 'Case number',
  caseKind: 'Kind of case',
  subject: 'Subject',
  subType: 'Sub-type',
  filer: 'Filed by',
  about: 'About',
  issuedAt: 'Issued on',
  receiptTitle: 'Receipt of submission',
  submittedAt: 'Submitted on',
  resubmission: 'Submitted again after a request for information',
  dueAt: 'Decision due by',
  documents: 'Documents submitted',
  documentType: 'Document type',
  fileName: 'File',
  sha256: 'SHA-256',
  noDocuments: 'No documents were submitted.',
  hashNote:
    'The SHA-256 fingerprint identifies each file exactly: a file with another fingerprint is not the file submitted.',
  receiptDescription: (at) => `Receipt of submission, ${at}`,
  requestTitle: 'Request for information',
  requestText: 'Information requested',
  answerBy: 'Answer by',
  requestInstructions:
    'Please complete the case with the information and documents requested and submit it again within the deadline. You may also answer in the case’s forum.',
  requestDescription: (at) => `Request for information, ${at}`,
  intentTitle: 'Notice of intent to reject',
  intentReasons: 'Reasons for the intended rejection',
  intentInstructions:
    'Before the decision is taken you have the right to be heard: you may answer within the period in the case forum or with documents. The decision takes your answer into account.',
  intentDescription: (at) => `Notice of intent to reject, ${at}`,
  decisionTitle: 'Decision',
  decisionNumber: 'Decision number',
  decisionDate: 'Date of decision',
  outcome: 'Operative part',
  dispositive: (approved, kind, number) =>
    approved
      ? `The application (${kind}) no. ${number} is APPROVED.`
      : `The application (${kind}) no. ${number} is REJECTED.`,
  reasoning: 'Reasoning',
  rightToBeHeardTitle: 'Right to be heard',
  heardAnswered: (sentOn, answeredOn) =>
    `The party was heard: the intent to reject, with its reasons, was sent on ${sentOn}, and the party answered on ${answeredOn}. The answer was taken into account in this decision.`,
  heardNoAnswer: (sentOn, dueOn) =>
    `The intent to reject, with its reasons, was sent to the party on ${sentOn}; the party did not answer within the period, which ended on ${dueOn}.`,
  appealTitle: 'Legal remedy',
  appeal: (days, authority) =>
    `The party may appeal against this decision within ${days} days of the day it is received. The appeal is lodged in writing with the ${authority}, through the portal or at its offices, and states the decision number and the grounds of appeal.`,
  decisionDescription: (approved, number) => `Decision ${number} (${approved ? 'approval' : 'rejection'})`,
};

const sr: DocumentCopy = {
  officerRole: 'Carinski službenik',
  page: 'Strana {page} / {pages}',
  timeZoneNote: (zone) => `Datumi i vremena su po lokalnom vremenu (${zone}).`,
  kind: {
    GENERAL: 'Opšti predmet',
    COMPLAINT: 'Žalba',
    AUTHORIZATION: 'Ovlašćenje ili licenca',
    MOVEMENT_CERTIFICATE: 'Potvrda o kretanju robe',
    BTI: 'Obavezujuća tarifna informacija',
    IPR: 'Prava intelektualne svojine',
  },
  caseNumber: 'Broj predmeta',
  caseKind: 'Vrsta predmeta',
  subject: 'Predmet',
  subType: 'Podvrsta',
  filer: 'Podnosilac',
  about: 'Odnosi se na',
  issuedAt: 'Izdato',
  receiptTitle: 'Potvrda o prijemu',
  submittedAt: 'Podneto',
  resubmission: 'Ponovo podneto nakon zahteva za informacije',
  dueAt: 'Rok za odluku',
  documents: 'Podneti dokumenti',
  documentType: 'Vrsta dokumenta',
  fileName: 'Datoteka',
  sha256: 'SHA-256',
  noDocuments: 'Nije podnet nijedan dokument.',
  hashNote: 'Otisak SHA-256 tačno identifikuje svaku datoteku: datoteka sa drugim otiskom nije podneta datoteka.',
  receiptDescription: (at) => `Potvrda o prijemu, ${at}`,
  requestTitle: 'Zahtev za dodatne informacije',
  requestText: 'Tražene informacije',
  answerBy: 'Rok za odgovor',
  requestInstructions:
    'Molimo vas da dopunite predmet traženim informacijama i dokumentima i ponovo ga podnesete u roku. Možete odgovoriti i na forumu predmeta.',
  requestDescription: (at) => `Zahtev za informacije, ${at}`,
  intentTitle: 'Obaveštenje o nameri odbijanja',
  intentReasons: 'Razlozi nameravanog odbijanja',
  intentInstructions:
    'Pre donošenja odluke imate pravo da budete saslušani: možete odgovoriti u roku na forumu predmeta ili dokumentima. Odluka uzima u obzir vaš odgovor.',
  intentDescription: (at) => `Obaveštenje o nameri odbijanja, ${at}`,
  decisionTitle: 'Rešenje',
  decisionNumber: 'Broj rešenja',
  decisionDate: 'Datum rešenja',
  outcome: 'Dispozitiv',
  dispositive: (approved, kind, number) =>
    approved ? `Zahtev (${kind}) br. ${number} se USVAJA.` : `Zahtev (${kind}) br. ${number} se ODBIJA.`,
  reasoning: 'Obrazloženje',
  rightToBeHeardTitle: 'Pravo na izjašnjavanje',
  heardAnswered: (sentOn, answeredOn) =>
    `Stranka je saslušana: obaveštenje o nameri odbijanja, sa razlozima, poslato je ${sentOn}, a stranka je odgovorila ${answeredOn}. Odgovor je uzet u obzir u ovom rešenju.`,
  heardNoAnswer: (sentOn, dueOn) =>
    `Obaveštenje o nameri odbijanja, sa razlozima, poslato je stranci ${sentOn}; stranka nije odgovorila u roku koji je istekao ${dueOn}.`,
  appealTitle: 'Pouka o pravnom leku',
  appeal: (days, authority) =>
    `Protiv ovog rešenja stranka ima pravo žalbe u roku od ${days} dana od dana prijema. Žalba se podnosi pismeno organu koji ga je doneo (${authority}), preko portala ili u njegovim kancelarijama, i sadrži broj rešenja i razloge žalbe.`,
  decisionDescription: (approved, number) => `Rešenje ${number} (${approved ? 'usvajanje' : 'odbijanje'})`,
};

export const DOCUMENT_COPY: Record<Language, DocumentCopy> = { sq, en, sr };
