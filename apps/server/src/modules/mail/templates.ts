import type { MyDecisionKind } from '@portal/contracts/portal-decisions';
import {
  DEFAULT_TIME_ZONE,
  MAIL_TEMPLATE_IDS,
  normalizeLanguage,
  type Language,
  type MailTemplateId as ContractTemplateId,
} from '@portal/contracts';
import { APPLICATION_PARAMETERS } from '@portal/contracts/settings';
import type { CaseEventKind, CaseType } from '@portal/contracts/portal-cases';
import { escapeHtml, formatDateTime, type Fragment } from './fragments';
import { en } from './templates-en';
import { sq } from './templates-sq';
import { sr } from './templates-sr';

type NoParams = Record<string, never>;
type LotRef = { auctionNumber: string | number; lotCode: string };
/** A winner's next steps, already in the recipient's language. */
export type WonNextSteps = {
  payBy: string;
  termDays: number;
  place: string | null;
  hours: string | null;
  note: string | null;
};

/** Every message the portal sends, with the parameters its wording needs. */
export type MailTemplateParams = {
  account_confirmation: { username: string; link: string };
  password_reset: { username: string; link: string };
  username_reminder: { usernames: string[] };
  account_approved: NoParams;
  account_rejected: { reason: string };
  account_blocked: { reason: string };
  /** `until` is shown as DD.MM.YYYY HH:mm in the business time zone. */
  account_disabled: { until: Date | string };
  account_enabled: NoParams;
  /** Sign-in locked after repeated failures until `until`; `link` leads to the password reset. */
  account_locked: { username: string; until: Date | string; link: string };
  /**
   * Someone registered with an address that already has an account; its owner is told instead of the visitor.
   * `signInLink` leads to sign-in, `passwordLink` and `usernameLink` to the recovery pages.
   */
  registration_attempt: { signInLink: string; passwordLink: string; usernameLink: string };
  participation_approved: LotRef;
  participation_rejected: LotRef & { reason?: string };
  auction_cancelled: { auctionNumber: string | number };
  /** A staff decision on a bank guarantee; `bank` is the bank's name in the recipient's language. */
  bank_guarantee_status: {
    username: string;
    guaranteeNumber: string;
    bank: string;
    status: 'CANCELLED' | 'INVALID' | 'USED';
    notes: string;
  };
  /** A sold lot went to the bidder as second winner; `amount` is their best bid, formatted. */
  lot_second_winner: LotRef & { amount: string };
  /** Someone bid over the recipient; `highestBid` formatted, `endTime` shown in the business time zone. */
  bid_outbid: LotRef & { highestBid: string; endTime: Date | string; link: string };
  /**
   * The lot closed with the recipient's bid on top; `nextSteps` (ADR 0088) in the recipient's language: the day to
   * pay by (DD.MM.YYYY), the term, the pick-up place and hours, the note (mails queued before it came have none).
   */
  lot_won: LotRef & { amount: string; nextSteps?: WonNextSteps };
  /** A lot the recipient bid on closed and went to someone else. */
  lot_closed: LotRef & { amount: string };
  /** A followed lot (`lotCode`) or auction (`lotCode` null) starts or ends at `at` (business time zone). */
  follow_reminder: {
    auctionNumber: string | number;
    lotCode: string | null;
    kind: 'START' | 'END';
    at: Date | string;
    link: string;
  };
  /**
   * A customs portal case of the recipient changed: submitted (deadline = the decision's due time), taken,
   * returned for information (note = the request, deadline = the answer's), approved, rejected, cancelled, or
   * integrated in the registry (protocolNumber). `link` opens the case.
   */
  portal_case_status: {
    caseNumber: string;
    kind: PortalCaseKind;
    subject: string;
    event: PortalCaseNotice;
    deadline?: Date | string | null;
    note?: string | null;
    protocolNumber?: string | null;
    link: string;
  };
  /** A message was submitted on a case's forum to the recipient's side (a notice only; `link` opens the case). */
  portal_forum_message: { caseNumber: string; fromAuthority: boolean; link: string };
  /** The daily digest of an officer's overdue cases: each as `number (due day)`; `link` opens their queue. */
  portal_cases_overdue: { cases: string[]; link: string };
  /**
   * To the officer who asked: the party answered their request for information (`INFORMATION`) or their intent to
   * reject (`HEARING`) and the case is back with them. `link` opens the case.
   */
  portal_case_answered: {
    caseNumber: string;
    kind: PortalCaseKind;
    subject: string;
    answered: 'INFORMATION' | 'HEARING';
    link: string;
  };
  /** A document of the party's expires soon: its kind, number, last valid day (DD.MM.YYYY) and case. */
  portal_decision_expiring: {
    kind: MyDecisionKind;
    number: string;
    validTo: string;
    caseNumber: string | null;
    link: string;
  };
};
export type PortalCaseKind = CaseType;
/** The case events the filer is mailed about: not the creation, nor a take-over between officers (staff only). */
export type PortalCaseNotice = Exclude<CaseEventKind, 'CREATED' | 'TAKEN_OVER'>;
export type MailTemplateId = keyof MailTemplateParams;

// The ids are defined once in contracts; every one of them must have its parameters here.
export { MAIL_TEMPLATE_IDS };
type EveryTemplateHasParams = ContractTemplateId extends MailTemplateId
  ? MailTemplateId extends ContractTemplateId
    ? true
    : never
  : never;
const everyTemplateHasParams: EveryTemplateHasParams = true;
void everyTemplateHasParams;

export type MessageCopy = { subject: string; paragraphs: Fragment[] };
export type Formatters = { dateTime: (value: Date | string) => string };

/** The wording of every template in one language, with its greeting and signature. */
export type LanguageCopy = {
  greeting: (username?: string) => Fragment;
  /** The signature: the authority's name (its parameter in this language) between the greeting and the portal. */
  closing: (authority: string) => string[];
  automaticNotice: string;
  templates: { [K in MailTemplateId]: (params: MailTemplateParams[K], format: Formatters) => MessageCopy };
};

const COPY: Record<Language, LanguageCopy> = { sq, en, sr };

export type RenderedMail = { lang: Language; subject: string; text: string; html: string };

/** Renders a template in the recipient's language (unknown languages fall back to Albanian). */
export function renderMail<K extends MailTemplateId>(
  template: K,
  lang: string | null | undefined,
  params: MailTemplateParams[K],
  options: { timeZone?: string; authority?: Record<Language, string> } = {},
): RenderedMail {
  const language = normalizeLanguage(lang);
  const copy = COPY[language];
  const closing = copy.closing(
    options.authority?.[language] ?? APPLICATION_PARAMETERS[`authority_name_${language}`].default,
  );
  const timeZone = options.timeZone ?? DEFAULT_TIME_ZONE;
  const message = copy.templates[template](params, { dateTime: (value) => formatDateTime(value, timeZone) });
  const username = 'username' in params && typeof params.username === 'string' ? params.username : undefined;
  const body = [copy.greeting(username), ...message.paragraphs];
  // A parameter must never start a new header line.
  const subject = message.subject.replace(/[\r\n]+/g, ' ').trim();

  const text = [...body.map((f) => f.text), closing.join('\n'), `--\n${copy.automaticNotice}`].join('\n\n');
  const html = [
    '<!DOCTYPE html>',
    `<html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(subject)}</title></head>`,
    '<body style="margin:0;padding:24px;background:#f4f5f7;font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#1f2933">',
    '<div style="max-width:600px;margin:0 auto;padding:24px;background:#ffffff;border:1px solid #dde1e6;border-radius:6px">',
    ...body.map((f) => (f.block ? f.html : `<p>${f.html}</p>`)),
    `<p>${closing.map(escapeHtml).join('<br>')}</p>`,
    `<p style="margin-top:24px;padding-top:12px;border-top:1px solid #dde1e6;font-size:12px;color:#6b7280">${escapeHtml(copy.automaticNotice)}</p>`,
    '</div></body></html>',
  ].join('\n');
  return { lang: language, subject, text, html };
}
