// The outbox's shapes and enums come from the contracts, like the server's.
export {
  MAIL_STATUSES,
  MAIL_TEMPLATE_IDS as MAIL_TEMPLATES,
  type MailMessage,
  type MailStatus,
  type MailSummary,
} from '@portal/contracts/mail';
