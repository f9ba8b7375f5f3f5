import { formatDate, formatDay, wallTimeIn } from '@portal/contracts/dates';
import type { Language } from '@portal/contracts/languages';
import { localized } from '@portal/contracts/multilingual';
import type { PortalCase } from '@portal/contracts/portal-cases';
import { PdfBuilder, type PdfLetterhead } from '../../../platform/pdf/document';
import type { VerificationMark } from '../../../platform/pdf/verification-mark';
import { formatDateTime } from '../../mail';
import type { DecisionSection } from '../../portal-cases';
import type { ReceiptDocument as ReceiptEntry } from '../../portal-documents';
import { DOCUMENT_COPY, type DocumentCopy } from './document-copy';

// The PDFs the authority issues on a case, in the filer's language, with times in the business time zone.

/** A submitted document as the receipt lists it. */
export type ReceiptDocument = Pick<ReceiptEntry, 'type' | 'description' | 'fileName' | 'sha256'>;

/**
 * The document's language and zone, the authority's letterhead, the officer who signs (none on a receipt) and the
 * document's verification mark (ADR 0091).
 */
type Context = {
  lang: Language;
  timeZone: string;
  issuer: PdfLetterhead;
  signer?: { officer: string; role: string };
  verification?: VerificationMark;
};

function start(
  title: string,
  portalCase: PortalCase,
  issuedAt: Date,
  { lang, timeZone, issuer, verification }: Context,
): { pdf: PdfBuilder; t: DocumentCopy } {
  const t = DOCUMENT_COPY[lang];
  const pdf = new PdfBuilder(
    { title: `${title} ${portalCase.number}`, author: issuer.name, lang, letterhead: issuer },
    {
      text: `${title} · ${portalCase.number}`,
      issuedOn: formatDate(issuedAt, timeZone),
      pageLabel: t.page,
      verification,
    },
  );
  pdf.title(title, portalCase.number);
  return { pdf, t };
}

/** The case's identity: number, kind, sub-type, subject, the filer and who it is about. */
function caseFacts(t: DocumentCopy, portalCase: PortalCase, lang: Language): Array<[string, string | null]> {
  const about = portalCase.aboutCompany?.name ?? portalCase.aboutIndividual?.name ?? null;
  return [
    [t.caseNumber, portalCase.number],
    [t.caseKind, t.kind[portalCase.caseType]],
    [t.subType, portalCase.subType ? localized(portalCase.subType, 'label', lang) : null],
    [t.subject, portalCase.subject],
    [t.filer, `${portalCase.filer.name} (${portalCase.filer.username})`],
    [t.about, about],
  ];
}

/**
 * The receipt of a submission: the case, when it was submitted (and whether again), when the decision is due,
 * and every document submitted with its file's SHA-256, so the filer can later prove what they handed in.
 */
export function renderReceipt(
  portalCase: PortalCase,
  documents: readonly ReceiptDocument[],
  submittedAt: Date,
  resubmission: boolean,
  context: Context,
): Promise<Buffer> {
  const { lang, timeZone } = context;
  const t = DOCUMENT_COPY[lang];
  const { pdf } = start(t.receiptTitle, portalCase, submittedAt, context);
  pdf.keyValues([
    ...caseFacts(t, portalCase, lang),
    [t.submittedAt, formatDateTime(submittedAt, timeZone)],
    [t.dueAt, portalCase.dueAt ? formatDateTime(portalCase.dueAt, timeZone) : null],
  ]);
  if (resubmission) pdf.paragraph(t.resubmission, { italic: true });
  pdf.paragraph(t.timeZoneNote(timeZone), { muted: true });
  pdf.heading(t.documents);
  if (documents.length === 0) {
    pdf.paragraph(t.noDocuments);
  } else {
    pdf.table(
      [
        { header: t.documentType, width: 0.25 },
        { header: t.fileName, width: 0.3 },
        { header: t.sha256, width: 0.45 },
      ],
      documents.map((d) => [
        localized(d.type, 'label', lang),
        [d.fileName, d.description ?? ''].filter(Boolean).join('\n'),
        d.sha256,
      ]),
    );
    pdf.paragraph(t.hashNote, { muted: true });
  }
  return pdf.finish();
}

/** The notices the officer sends the party before deciding: what they say, and until when the party may answer. */
export type CaseNoticeKind = 'INFORMATION_REQUEST' | 'INTENT_TO_REJECT';

/** Each notice's wording in the document copy: its title, the heading of the officer's text and how to answer. */
const NOTICE_COPY = {
  INFORMATION_REQUEST: { title: 'requestTitle', heading: 'requestText', instructions: 'requestInstructions' },
  INTENT_TO_REJECT: { title: 'intentTitle', heading: 'intentReasons', instructions: 'intentInstructions' },
} as const satisfies Record<CaseNoticeKind, Record<string, keyof DocumentCopy>>;

/**
 * A notice to the party (the request for information, or the intent to reject before a rejection, ADR 0074): the
 * case, when it was sent and the party's deadline to answer, the officer's text and how to answer, signed by the
 * officer.
 */
export function renderCaseNotice(
  kind: CaseNoticeKind,
  portalCase: PortalCase,
  notice: { text: string; issuedAt: Date; answerBy: Date },
  context: Context,
): Promise<Buffer> {
  const { lang, timeZone } = context;
  const t = DOCUMENT_COPY[lang];
  const copy = NOTICE_COPY[kind];
  const { pdf } = start(t[copy.title], portalCase, notice.issuedAt, context);
  pdf.keyValues([
    ...caseFacts(t, portalCase, lang),
    [t.issuedAt, formatDateTime(notice.issuedAt, timeZone)],
    [t.answerBy, formatDateTime(notice.answerBy, timeZone)],
  ]);
  pdf.paragraph(t.timeZoneNote(timeZone), { muted: true });
  pdf.heading(t[copy.heading]);
  pdf.paragraph(notice.text);
  pdf.paragraph(t[copy.instructions], { italic: true });
  if (context.signer) pdf.signature({ ...context.signer, date: formatDate(notice.issuedAt, timeZone) });
  return pdf.finish();
}

/** The hearing a rejection followed (ADR 0074): when the intent went out, the party's deadline, their answer. */
export type DecisionHearing = { sentAt: Date; answerDueAt: Date; answeredAt: Date | null };

/** A day in the business time zone as the portal writes it (DD.MM.YYYY). */
function dayIn(at: Date, timeZone: string): string {
  const { year, month, day } = wallTimeIn(at, timeZone);
  return formatDay(`${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`);
}

/**
 * The decision: its number and date, the case, the operative part, the officer's reasoning, for a rejection the
 * hearing as it happened (the intent's day and the answer's, or no answer within the period; an approval has
 * none), the case's own contents (`contents`: what a complaint contests, an IPR application's rights and goods)
 * and the appeal (its days from the `portal_appeal_days` setting).
 */
export function renderDecision(
  portalCase: PortalCase,
  decision: {
    number: string;
    approved: boolean;
    reasoning: string;
    decidedAt: Date;
    appealDays: number;
    hearing?: DecisionHearing | null;
    sections?: readonly DecisionSection[];
  },
  context: Context,
): Promise<Buffer> {
  const { lang, timeZone } = context;
  const t = DOCUMENT_COPY[lang];
  const { pdf } = start(t.decisionTitle, portalCase, decision.decidedAt, context);
  pdf.keyValues([
    [t.decisionNumber, decision.number],
    [t.decisionDate, formatDateTime(decision.decidedAt, timeZone)],
    ...caseFacts(t, portalCase, lang),
  ]);
  pdf.paragraph(t.timeZoneNote(timeZone), { muted: true });
  pdf.heading(t.outcome);
  pdf.paragraph(t.dispositive(decision.approved, t.kind[portalCase.caseType], portalCase.number), { bold: true });
  for (const section of decision.sections ?? []) {
    pdf.heading(section.title);
    for (const line of section.lines) pdf.paragraph(line);
  }
  pdf.heading(t.reasoning);
  for (const paragraph of decision.reasoning.split(/\n{2,}/)) pdf.paragraph(paragraph.trim());
  const { hearing } = decision;
  if (hearing) {
    pdf.heading(t.rightToBeHeardTitle);
    pdf.paragraph(
      hearing.answeredAt
        ? t.heardAnswered(dayIn(hearing.sentAt, timeZone), dayIn(hearing.answeredAt, timeZone))
        : t.heardNoAnswer(dayIn(hearing.sentAt, timeZone), dayIn(hearing.answerDueAt, timeZone)),
    );
  }
  pdf.heading(t.appealTitle);
  pdf.paragraph(t.appeal(decision.appealDays, context.issuer.name));
  if (context.signer) pdf.signature({ ...context.signer, date: formatDate(decision.decidedAt, timeZone) });
  return pdf.finish();
}
