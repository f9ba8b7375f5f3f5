import { EyeOutlined, RedoOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { ListScreen } from '@/shared/admin-kit/list-screen';
import type { ListColumn, ListFilter, RowAction, Text } from '@/shared/admin-kit/types';
import { useEditRoute } from '@/shared/admin-kit/use-edit-route';
import { paths } from '@/shared/config/paths';
import { useDocumentTitle } from '@/shared/lib/use-document-title';
import { notify } from '@/shared/ui/notifications';
import { useRetryMail } from '../api/retry-mail';
import { MAIL_STATUSES, MAIL_TEMPLATES, type MailSummary } from '../types';
import { MailMessageDrawer } from './mail-message-drawer';
import { MailStatusTag } from './mail-status-tag';

const LABELS = {
  id: ['mail.id', 'ID'],
  createdAt: ['mail.created_at', 'Queued'],
  to: ['mail.to', 'To'],
  subject: ['mail.subject', 'Subject'],
  template: ['mail.template', 'Kind'],
  lang: ['language.label', 'Language'],
  status: ['mail.status', 'Status'],
  attempts: ['mail.attempts', 'Attempts'],
  sentAt: ['mail.sent_at', 'Sent'],
} as const satisfies Record<string, Text>;

/** `/admin/misc/mail_outbox/{id?}`: every message the portal sends; in the embedded default it is how mail is read. */
export function MailOutboxScreen() {
  const { t } = useTranslation();
  const title = t('page.admin_misc_mail_outbox', 'Mail outbox');
  useDocumentTitle(title);
  const { editing, open, close } = useEditRoute(paths.adminMailOutbox);
  const retry = useRetryMail({
    onSuccess: () =>
      notify.success({
        title: t('generic.success', 'Success'),
        description: t('mail.retried', 'The message is queued again.'),
      }),
  });

  // The status comes early, so it is seen without scrolling on a laptop screen.
  const columns: ListColumn<MailSummary>[] = [
    { field: 'id', title: LABELS.id, sortable: true, width: 70 },
    { field: 'createdAt', title: LABELS.createdAt, sortable: true, kind: 'dateTime', width: 150 },
    { field: 'to', title: LABELS.to },
    { field: 'subject', title: LABELS.subject, ellipsis: true, width: 260 },
    {
      field: 'status',
      title: LABELS.status,
      sortable: true,
      width: 110,
      render: (m) => <MailStatusTag status={m.status} />,
    },
    { field: 'template', title: LABELS.template, render: (m) => t(`mail.template_${m.template}`, m.template) },
    { field: 'attempts', title: LABELS.attempts, width: 90 },
    { field: 'sentAt', title: LABELS.sentAt, kind: 'dateTime', width: 150 },
    { field: 'lang', title: LABELS.lang, width: 80, render: (m) => m.lang.toUpperCase() },
  ];

  const filters: ListFilter[] = [
    { name: 'to', label: LABELS.to, kind: 'text' },
    {
      name: 'status',
      label: LABELS.status,
      kind: 'select',
      source: { options: MAIL_STATUSES.map((s) => ({ value: s, label: t(s, s) })) },
    },
    {
      name: 'template',
      label: LABELS.template,
      kind: 'select',
      source: { options: MAIL_TEMPLATES.map((id) => ({ value: id, label: t(`mail.template_${id}`, id) })) },
    },
  ];

  const rowActions: RowAction<MailSummary>[] = [
    { key: 'view', label: ['mail.open', 'Open the message'], icon: <EyeOutlined />, onClick: (m) => open(m.id) },
    {
      key: 'retry',
      label: ['mail.retry', 'Send again'],
      icon: <RedoOutlined />,
      hidden: (m) => m.status !== 'FAILED',
      onClick: (m) => retry.mutate(m.id),
    },
  ];

  return (
    <>
      <ListScreen<MailSummary>
        resource="mail_outbox"
        title={title}
        description={t(
          'mail.screen_text',
          'Messages wait here until they are sent; without a mail server configured they stay queued and can be read here.',
        )}
        columns={columns}
        filters={filters}
        rowActions={rowActions}
      />
      {typeof editing === 'number' && <MailMessageDrawer key={editing} id={editing} onClose={close} />}
    </>
  );
}
