import type { TFunction } from 'i18next';
import { formatMoney } from '@portal/contracts/money-format';
import type { Notice } from '@portal/contracts/notifications';
import { currentLanguage } from '@/shared/i18n/language';
import { formatDate, formatDateTime } from '@/shared/lib/business-time';

/** English defaults of each kind's sentence (`notifications.kind.<kind>`); the translations hold all three. */
const DEFAULTS: Record<Notice['kind'], string> = {
  outbid: 'You were outbid on lot {{lotCode}} of auction {{auctionNumber}}: the highest bid is now {{amount}}.',
  lot_ending_soon: 'Lot {{lotCode}} of auction {{auctionNumber}}, which you follow, ends at {{endTime}}.',
  lot_won: 'You won lot {{lotCode}} of auction {{auctionNumber}} at {{amount}}.',
  lot_lost: 'Lot {{lotCode}} of auction {{auctionNumber}} went to another bidder at {{amount}}.',
  participation_approved: 'Your request to bid on lot {{lotCode}} of auction {{auctionNumber}} was approved.',
  participation_rejected: 'Your request to bid on lot {{lotCode}} of auction {{auctionNumber}} was refused.',
  guarantee_decided: 'Your bank guarantee {{guaranteeNumber}} is now {{status}}.',
  case_status: 'Case {{caseNumber}} is now: {{status}}.',
  information_request: 'Information is requested on case {{caseNumber}}; answer by {{deadline}}.',
  intent_to_reject: 'The customs office intends to reject case {{caseNumber}}; you may answer by {{deadline}}.',
  forum_message: 'A new message was written on case {{caseNumber}}.',
  decision_issued: 'A decision was issued on case {{caseNumber}}.',
  deadline_soon: 'The deadline on case {{caseNumber}} is {{deadline}}.',
  authority_withdrawn: '{{party}} withdrew your authority to represent them on case {{caseNumber}}.',
  case_taken_over: 'Case {{caseNumber}} was taken over by {{by}}.',
  case_overdue: 'The decision on case {{caseNumber}} was due {{deadline}}.',
};

const STANDING_WITHDRAWN =
  '{{party}} revoked your standing representation: you no longer file cases for them without a power of attorney.';

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** A notice's sentence in the reader's language: amounts as money, dates DD.MM.YYYY, statuses translated. */
export function noticeText(notice: Notice, t: TFunction): string {
  const p = notice.params;
  const values: Record<string, string> = {};
  for (const [key, value] of Object.entries(p)) values[key] = typeof value === 'number' ? String(value) : text(value);
  if (typeof p.amount === 'number') values.amount = formatMoney(p.amount, currentLanguage);
  values.deadline = p.deadline ? formatDate(text(p.deadline)) : '—';
  if (p.endTime) values.endTime = formatDateTime(text(p.endTime));
  if (notice.kind === 'case_status') values.status = t(`portal.case_status.${text(p.status)}`, text(p.status));
  if (notice.kind === 'guarantee_decided') values.status = t(text(p.status), text(p.status));
  values.caseNumber = text(p.caseNumber) || '—';
  // A standing representation withdrawn: no case, a sentence of its own.
  if (notice.kind === 'authority_withdrawn' && !p.caseNumber) {
    return t('notifications.kind.authority_withdrawn_standing', STANDING_WITHDRAWN, values);
  }
  return t(`notifications.kind.${notice.kind}`, DEFAULTS[notice.kind], values);
}

/** The short name of each kind, for the preferences (`notifications.kind_name.<kind>`). */
export const KIND_NAMES: Record<Notice['kind'], string> = {
  outbid: 'Outbid',
  lot_ending_soon: 'A followed lot ends soon',
  lot_won: 'Lot won',
  lot_lost: 'Lot not won',
  participation_approved: 'Participation request approved',
  participation_rejected: 'Participation request refused',
  guarantee_decided: 'Bank guarantee decided',
  case_status: 'Case status changed',
  information_request: 'Request for information',
  intent_to_reject: 'Intent to reject',
  forum_message: 'Forum message',
  decision_issued: 'Decision issued',
  deadline_soon: 'Deadline in three days',
  authority_withdrawn: 'Authority to represent withdrawn',
  case_taken_over: 'Case taken over',
  case_overdue: 'Overdue case',
};
