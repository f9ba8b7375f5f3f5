import type { MyDecisionKind } from '@portal/contracts/portal-decisions';
import type { Language } from '@portal/contracts';
import { link, list, p, strong, type Fragment } from './fragments';
import type { Formatters, MailTemplateParams, MessageCopy, PortalCaseKind, PortalCaseNotice } from './templates';

// The customs portal's case notices in the three languages (the processing module sends them).

type Params = MailTemplateParams['portal_case_status'];

const KIND: Record<Language, Record<PortalCaseKind, string>> = {
  sq: {
    GENERAL: 'lënda e përgjithshme',
    COMPLAINT: 'ankesa',
    AUTHORIZATION: 'kërkesa për autorizim ose licencë',
    MOVEMENT_CERTIFICATE: 'kërkesa për certifikatë të lëvizjes së mallrave',
    BTI: 'kërkesa për informatë të detyrueshme tarifore',
    IPR: 'kërkesa për mbrojtjen e të drejtave të pronësisë intelektuale',
  },
  en: {
    GENERAL: 'general case',
    COMPLAINT: 'complaint',
    AUTHORIZATION: 'application for an authorization or licence',
    MOVEMENT_CERTIFICATE: 'application for a movement certificate',
    BTI: 'application for binding tariff information',
    IPR: 'application for the protection of intellectual property rights',
  },
  sr: {
    GENERAL: 'opšti predmet',
    COMPLAINT: 'žalba',
    AUTHORIZATION: 'zahtev za ovlašćenje ili licencu',
    MOVEMENT_CERTIFICATE: 'zahtev za potvrdu o kretanju robe',
    BTI: 'zahtev za obavezujuću tarifnu informaciju',
    IPR: 'zahtev za zaštitu prava intelektualne svojine',
  },
};

const SUBJECT: Record<Language, Record<PortalCaseNotice, string>> = {
  sq: {
    SUBMITTED: 'u dorëzua',
    TAKEN: 'është në shqyrtim',
    RETURNED: 'kërkohen informata shtesë',
    APPROVED: 'u miratua',
    REJECTED: 'u refuzua',
    CANCELLED: 'u anulua',
    INTEGRATED: 'u regjistrua në protokoll',
    CERTIFICATE_REVOKED: 'certifikata u revokua',
    WITHDRAWN: 'u tërhoq',
    REPRESENTATION_REVOKED: 'autorizimi i përfaqësimit u tërhoq',
    INTENT_SENT: 'njoftim për refuzim të synuar',
    HEARING_ANSWERED: 'përgjigjja juaj u pranua',
    INFORMATION_UNANSWERED: 'afati për informata kaloi pa përgjigje',
  },
  en: {
    SUBMITTED: 'submitted',
    TAKEN: 'in process',
    RETURNED: 'more information requested',
    APPROVED: 'approved',
    REJECTED: 'rejected',
    CANCELLED: 'cancelled',
    INTEGRATED: 'registered in the registry',
    CERTIFICATE_REVOKED: 'certificate revoked',
    WITHDRAWN: 'withdrawn',
    REPRESENTATION_REVOKED: 'authority to represent withdrawn',
    INTENT_SENT: 'intent to reject: you may be heard',
    HEARING_ANSWERED: 'your answer was received',
    INFORMATION_UNANSWERED: 'the period to provide information ended without an answer',
  },
  sr: {
    SUBMITTED: 'podnet',
    TAKEN: 'u obradi',
    RETURNED: 'traže se dodatne informacije',
    APPROVED: 'odobren',
    REJECTED: 'odbijen',
    CANCELLED: 'otkazan',
    INTEGRATED: 'upisan u delovodnik',
    CERTIFICATE_REVOKED: 'potvrda opozvana',
    WITHDRAWN: 'povučen',
    REPRESENTATION_REVOKED: 'ovlašćenje za zastupanje povučeno',
    INTENT_SENT: 'namera odbijanja: pravo na izjašnjavanje',
    HEARING_ANSWERED: 'vaš odgovor je primljen',
    INFORMATION_UNANSWERED: 'rok za dostavljanje informacija je istekao bez odgovora',
  },
};

const CASE_WORD: Record<Language, string> = { sq: 'Lënda', en: 'Case', sr: 'Predmet' };

function body(lang: Language, params: Params, { dateTime }: Formatters): Fragment[] {
  const number = strong(params.caseNumber);
  const kind = KIND[lang][params.kind];
  const about = params.subject;
  const deadline = params.deadline ? strong(dateTime(params.deadline)) : null;
  const note = params.note ?? '';
  const protocol = strong(params.protocolNumber ?? '');
  const open = {
    sq: p`Lënda mund të shihet këtu: ${link(params.link)}`,
    en: p`You can follow the case here: ${link(params.link)}`,
    sr: p`Predmet možete pratiti ovde: ${link(params.link)}`,
  }[lang];
  const lines: Record<Language, Record<PortalCaseNotice, Fragment[]>> = {
    sq: {
      SUBMITTED: [
        p`Ju njoftojmë se ${kind} nr. ${number} („${about}“) u dorëzua tek ne.`,
        p`Vërtetimi i pranimit, me listën e dokumenteve të dorëzuara, gjendet te dokumentet hyrëse të lëndës.`,
        ...(deadline ? [p`Vendimi pritet deri më ${deadline}.`] : []),
      ],
      TAKEN: [p`Ju njoftojmë se ${kind} nr. ${number} („${about}“) është marrë në shqyrtim nga një zyrtar doganor.`],
      RETURNED: [
        p`Kërkojmë informata shtesë për ${kind} nr. ${number} („${about}“):`,
        p`${note}`,
        deadline
          ? p`Ju lutemi plotësoni lëndën dhe dorëzojeni përsëri deri më ${deadline}. Kërkesa gjendet edhe në forumin e lëndës dhe te dokumentet hyrëse.`
          : p`Ju lutemi plotësoni lëndën dhe dorëzojeni përsëri. Kërkesa gjendet edhe në forumin e lëndës dhe te dokumentet hyrëse.`,
      ],
      APPROVED: [
        p`Ju njoftojmë se ${kind} nr. ${number} („${about}“) u miratua.`,
        p`Vendimi gjendet te dokumentet hyrëse të lëndës.`,
      ],
      REJECTED: [
        p`Ju njoftojmë se ${kind} nr. ${number} („${about}“) u refuzua.`,
        p`Vendimi, me arsyetimin dhe udhëzimin për ankesë, gjendet te dokumentet hyrëse të lëndës.`,
      ],
      CANCELLED: [p`Ju njoftojmë se ${kind} nr. ${number} („${about}“) u anulua.`],
      INTEGRATED: [
        p`Ju njoftojmë se ${kind} nr. ${number} („${about}“) u regjistrua në protokollin tonë me numrin ${protocol}.`,
        p`Ju lutemi përdorni këtë numër në çdo komunikim me ne lidhur me këtë lëndë.`,
      ],
      CERTIFICATE_REVOKED: [
        p`Ju njoftojmë se revokuam certifikatën e lëvizjes së mallrave të lëshuar për ${kind} nr. ${number} („${about}“) dhe se ajo nuk është më e vlefshme. Arsyeja:`,
        p`${note}`,
      ],
      REPRESENTATION_REVOKED: [
        p`Ju njoftojmë se pala për të cilën keni paraqitur ${kind} nr. ${number} („${about}“) e tërhoqi autorizimin tuaj për të. Lënda nuk është më e qasshme për ju.`,
      ],
      WITHDRAWN: [
        p`Ju njoftojmë se ${kind} nr. ${number} („${about}“) u tërhoq nga parashtruesi para vendimit. Lënda është mbyllur. Arsyeja:`,
        p`${note}`,
      ],
      INTENT_SENT: [
        p`Synojmë të refuzojmë ${kind} nr. ${number} („${about}“) për këto arsye:`,
        p`${note}`,
        p`Para vendimit keni të drejtë të dëgjoheni: mund të përgjigjeni në forumin e lëndës ose me dokumente, dhe ta dorëzoni përgjigjen${deadline ? p` deri më ${deadline}` : p``}.`,
      ],
      HEARING_ANSWERED: [
        p`Përgjigjja juaj për ${kind} nr. ${number} („${about}“) u dorëzua; zyrtari doganor do të vendosë duke e marrë parasysh.`,
      ],
      INFORMATION_UNANSWERED: [
        p`Afati për të dhënë informatat e kërkuara për ${kind} nr. ${number} („${about}“) kaloi pa përgjigje. Zyrtari doganor vazhdon shqyrtimin me atë që ka lënda.`,
      ],
    },
    en: {
      SUBMITTED: [
        p`We inform you that your ${kind} no. ${number} (“${about}”) has been submitted to us.`,
        p`The receipt, listing the documents submitted, is among the case's incoming documents.`,
        ...(deadline ? [p`The decision is due by ${deadline}.`] : []),
      ],
      TAKEN: [p`We inform you that your ${kind} no. ${number} (“${about}”) has been taken up by a customs officer.`],
      RETURNED: [
        p`We ask for more information on your ${kind} no. ${number} (“${about}”):`,
        p`${note}`,
        deadline
          ? p`Please complete the case and submit it again by ${deadline}. The request is also in the case's forum and among its incoming documents.`
          : p`Please complete the case and submit it again. The request is also in the case's forum and among its incoming documents.`,
      ],
      APPROVED: [
        p`We inform you that your ${kind} no. ${number} (“${about}”) has been approved.`,
        p`The decision is among the case's incoming documents.`,
      ],
      REJECTED: [
        p`We inform you that your ${kind} no. ${number} (“${about}”) has been rejected.`,
        p`The decision, with its reasoning and how to appeal, is among the case's incoming documents.`,
      ],
      CANCELLED: [p`We inform you that your ${kind} no. ${number} (“${about}”) has been cancelled.`],
      INTEGRATED: [
        p`We inform you that your ${kind} no. ${number} (“${about}”) has been registered in our registry under the protocol number ${protocol}.`,
        p`Please quote this number whenever you contact us about this case.`,
      ],
      CERTIFICATE_REVOKED: [
        p`We inform you that we have revoked the movement certificate issued on your ${kind} no. ${number} (“${about}”); it is no longer valid. The reason:`,
        p`${note}`,
      ],
      REPRESENTATION_REVOKED: [
        p`We inform you that the party you filed the ${kind} no. ${number} (“${about}”) for has withdrawn your authority for it. You no longer have access to the case.`,
      ],
      WITHDRAWN: [
        p`We inform you that the ${kind} no. ${number} (“${about}”) has been withdrawn by its applicant before a decision. The case is closed. The reason:`,
        p`${note}`,
      ],
      INTENT_SENT: [
        p`We intend to reject your ${kind} no. ${number} (“${about}”) for these reasons:`,
        p`${note}`,
        p`Before the decision you have the right to be heard: you may answer in the case's forum or with documents, and submit your answer${deadline ? p` by ${deadline}` : p``}.`,
      ],
      HEARING_ANSWERED: [
        p`Your answer on your ${kind} no. ${number} (“${about}”) has been submitted; the customs officer will take it into account in the decision.`,
      ],
      INFORMATION_UNANSWERED: [
        p`The period to provide the information requested on your ${kind} no. ${number} (“${about}”) ended without an answer. The customs officer goes on examining the case with what it holds.`,
      ],
    },
    sr: {
      SUBMITTED: [
        p`Obaveštavamo vas da je vaš ${kind} br. ${number} („${about}“) podnet i da smo ga primili.`,
        p`Potvrda o prijemu, sa spiskom podnetih dokumenata, nalazi se među dolaznim dokumentima predmeta.`,
        ...(deadline ? [p`Odluka se očekuje do ${deadline}.`] : []),
      ],
      TAKEN: [p`Obaveštavamo vas da je vaš ${kind} br. ${number} („${about}“) preuzeo carinski službenik.`],
      RETURNED: [
        p`Tražimo dodatne informacije o vašem predmetu (${kind}) br. ${number} („${about}“):`,
        p`${note}`,
        deadline
          ? p`Molimo vas da dopunite predmet i ponovo ga podnesete do ${deadline}. Zahtev se nalazi i na forumu predmeta i među dolaznim dokumentima.`
          : p`Molimo vas da dopunite predmet i ponovo ga podnesete. Zahtev se nalazi i na forumu predmeta i među dolaznim dokumentima.`,
      ],
      APPROVED: [
        p`Obaveštavamo vas da je vaš ${kind} br. ${number} („${about}“) odobren.`,
        p`Odluka se nalazi među dolaznim dokumentima predmeta.`,
      ],
      REJECTED: [
        p`Obaveštavamo vas da je vaš ${kind} br. ${number} („${about}“) odbijen.`,
        p`Odluka, sa obrazloženjem i poukom o pravnom leku, nalazi se među dolaznim dokumentima predmeta.`,
      ],
      CANCELLED: [p`Obaveštavamo vas da je vaš ${kind} br. ${number} („${about}“) otkazan.`],
      INTEGRATED: [
        p`Obaveštavamo vas da je vaš ${kind} br. ${number} („${about}“) upisan u naš delovodnik pod brojem ${protocol}.`,
        p`Molimo vas da ovaj broj navodite u svakoj komunikaciji sa nama o ovom predmetu.`,
      ],
      CERTIFICATE_REVOKED: [
        p`Obaveštavamo vas da smo opozvali potvrdu o kretanju robe izdatu po vašem predmetu (${kind}) br. ${number} („${about}“) i da ona više ne važi. Razlog:`,
        p`${note}`,
      ],
      REPRESENTATION_REVOKED: [
        p`Obaveštavamo vas da je stranka za koju ste podneli ${kind} br. ${number} („${about}“) povukla vaše ovlašćenje za njega. Više nemate pristup predmetu.`,
      ],
      WITHDRAWN: [
        p`Obaveštavamo vas da je ${kind} br. ${number} („${about}“) povukao podnosilac pre donošenja odluke. Predmet je zatvoren. Razlog:`,
        p`${note}`,
      ],
      INTENT_SENT: [
        p`Nameravamo da odbijemo vaš ${kind} br. ${number} („${about}“) iz sledećih razloga:`,
        p`${note}`,
        p`Pre odluke imate pravo da se izjasnite: možete odgovoriti na forumu predmeta ili dokumentima i podneti odgovor${deadline ? p` do ${deadline}` : p``}.`,
      ],
      HEARING_ANSWERED: [
        p`Vaš odgovor o predmetu (${kind}) br. ${number} („${about}“) je podnet; carinski službenik će ga uzeti u obzir pri odlučivanju.`,
      ],
      INFORMATION_UNANSWERED: [
        p`Rok za dostavljanje traženih informacija o predmetu (${kind}) br. ${number} („${about}“) je istekao bez odgovora. Carinski službenik nastavlja razmatranje predmeta sa onim što on sadrži.`,
      ],
    },
  };
  return [...lines[lang][params.event], open];
}

/** The case notice in one language. */
export const portalCaseStatus =
  (lang: Language) =>
  (params: Params, format: Formatters): MessageCopy => ({
    subject: `${CASE_WORD[lang]} ${params.caseNumber}: ${SUBJECT[lang][params.event]}`,
    paragraphs: body(lang, params, format),
  });

const OVERDUE: Record<Language, { subject: (n: number) => string; intro: Fragment; outro: Fragment }> = {
  sq: {
    subject: (n) => `Lëndë me afat të kaluar: ${n}`,
    intro: p`Afati i vendimit ka kaluar për lëndët e mëposhtme që keni marrë në shqyrtim:`,
    outro: p`Ju lutemi vendosni për to sa më shpejt. Radha juaj e lëndëve:`,
  },
  en: {
    subject: (n) => `Overdue cases: ${n}`,
    intro: p`The decision is overdue on the following cases you have taken:`,
    outro: p`Please decide them as soon as possible. Your queue of cases:`,
  },
  sr: {
    subject: (n) => `Predmeti sa isteklim rokom: ${n}`,
    intro: p`Rok za odluku je istekao za sledeće predmete koje ste preuzeli:`,
    outro: p`Molimo vas da o njima odlučite što pre. Vaš red predmeta:`,
  },
};

/** The daily digest of an officer's overdue cases in one language. */
export const portalCasesOverdue =
  (lang: Language) =>
  ({ cases, link: url }: MailTemplateParams['portal_cases_overdue']): MessageCopy => ({
    subject: OVERDUE[lang].subject(cases.length),
    paragraphs: [OVERDUE[lang].intro, list(cases), OVERDUE[lang].outro, p`${link(url)}`],
  });

type AnsweredParams = MailTemplateParams['portal_case_answered'];

const ANSWERED: Record<
  Language,
  { subject: Record<AnsweredParams['answered'], string>; body: (params: AnsweredParams) => Fragment[] }
> = {
  sq: {
    subject: {
      INFORMATION: 'pala u përgjigj në kërkesën për informata',
      HEARING: 'pala u përgjigj në njoftimin për refuzim',
    },
    body: ({ caseNumber, subject, answered, link: url }) => [
      answered === 'HEARING'
        ? p`Pala u përgjigj në njoftimin tuaj për refuzim të synuar për lëndën nr. ${strong(caseNumber)} („${subject}“).`
        : p`Pala u përgjigj në kërkesën tuaj për informata shtesë për lëndën nr. ${strong(caseNumber)} („${subject}“).`,
      p`Lënda është përsëri te ju, në shqyrtim. Lënda: ${link(url)}`,
    ],
  },
  en: {
    subject: {
      INFORMATION: 'the party answered your request for information',
      HEARING: 'the party answered your intent to reject',
    },
    body: ({ caseNumber, subject, answered, link: url }) => [
      answered === 'HEARING'
        ? p`The party answered your intent to reject on case no. ${strong(caseNumber)} (“${subject}”).`
        : p`The party answered your request for more information on case no. ${strong(caseNumber)} (“${subject}”).`,
      p`The case is back with you, in process. The case: ${link(url)}`,
    ],
  },
  sr: {
    subject: {
      INFORMATION: 'stranka je odgovorila na zahtev za informacije',
      HEARING: 'stranka je odgovorila na nameru odbijanja',
    },
    body: ({ caseNumber, subject, answered, link: url }) => [
      answered === 'HEARING'
        ? p`Stranka je odgovorila na vašu nameru odbijanja za predmet br. ${strong(caseNumber)} („${subject}“).`
        : p`Stranka je odgovorila na vaš zahtev za dodatne informacije za predmet br. ${strong(caseNumber)} („${subject}“).`,
      p`Predmet je ponovo kod vas, u obradi. Predmet: ${link(url)}`,
    ],
  },
};

/** To the officer who asked, in their language: the party answered their request or intent (ADR 0074). */
export const portalCaseAnswered =
  (lang: Language) =>
  (params: AnsweredParams): MessageCopy => ({
    subject: `${CASE_WORD[lang]} ${params.caseNumber}: ${ANSWERED[lang].subject[params.answered]}`,
    paragraphs: ANSWERED[lang].body(params),
  });

const DOCUMENT: Record<Language, Record<MyDecisionKind, string>> = {
  sq: {
    DECISION: 'Vendimi',
    AUTHORIZATION: 'Autorizimi',
    LICENCE: 'Licenca',
    BTI: 'Informata e detyrueshme tarifore',
    MOVEMENT_CERTIFICATE: 'Certifikata e lëvizjes së mallrave',
    IPR_APPLICATION: 'Kërkesa për veprim (të drejtat e pronësisë intelektuale)',
  },
  en: {
    DECISION: 'The decision',
    AUTHORIZATION: 'The authorization',
    LICENCE: 'The licence',
    BTI: 'The binding tariff information',
    MOVEMENT_CERTIFICATE: 'The movement certificate',
    IPR_APPLICATION: 'The application for action (intellectual property rights)',
  },
  sr: {
    DECISION: 'Rešenje',
    AUTHORIZATION: 'Ovlašćenje',
    LICENCE: 'Licenca',
    BTI: 'Obavezujuća tarifna informacija',
    MOVEMENT_CERTIFICATE: 'Potvrda o kretanju robe',
    IPR_APPLICATION: 'Zahtev za postupanje (prava intelektualne svojine)',
  },
};

const EXPIRING: Record<
  Language,
  {
    subject: (number: string) => string;
    expires: (what: string, number: string, validTo: string) => Fragment;
    caseOf: (caseNumber: string) => Fragment;
    outro: Fragment;
  }
> = {
  sq: {
    subject: (number) => `Skadon së shpejti: ${number}`,
    expires: (what, number, validTo) => p`${what} ${strong(number)} është e vlefshme deri më ${strong(validTo)}.`,
    caseOf: (caseNumber) => p`Është lëshuar në lëndën ${caseNumber}.`,
    outro: p`Nëse ju nevojitet edhe më tej, paraqitni një kërkesë të re në kohë. Vendimet tuaja:`,
  },
  en: {
    subject: (number) => `Expiring soon: ${number}`,
    expires: (what, number, validTo) => p`${what} ${strong(number)} is valid until ${strong(validTo)}.`,
    caseOf: (caseNumber) => p`It was issued on case ${caseNumber}.`,
    outro: p`If you still need it, please file a new application in time. Your decisions:`,
  },
  sr: {
    subject: (number) => `Uskoro ističe: ${number}`,
    expires: (what, number, validTo) => p`${what} ${strong(number)} važi do ${strong(validTo)}.`,
    caseOf: (caseNumber) => p`Izdato je u predmetu ${caseNumber}.`,
    outro: p`Ako vam je i dalje potrebno, podnesite novi zahtev na vreme. Vaše odluke:`,
  },
};

/** The reminder that one of the party's documents expires soon, in one language. */
export const portalDecisionExpiring =
  (lang: Language) =>
  ({ kind, number, validTo, caseNumber, link: url }: MailTemplateParams['portal_decision_expiring']): MessageCopy => ({
    subject: EXPIRING[lang].subject(number),
    paragraphs: [
      EXPIRING[lang].expires(DOCUMENT[lang][kind], number, validTo),
      ...(caseNumber ? [EXPIRING[lang].caseOf(caseNumber)] : []),
      EXPIRING[lang].outro,
      p`${link(url)}`,
    ],
  });
