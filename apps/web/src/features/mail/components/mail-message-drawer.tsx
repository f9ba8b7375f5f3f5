import { LinkOutlined, RedoOutlined } from '@ant-design/icons';
import { Alert, Button, Descriptions, Drawer, Flex, Skeleton, Typography } from 'antd';
import { AppTabs } from '@/shared/ui/app-tabs';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/shared/lib/business-time';
import { useRecordQuery } from '@/shared/admin-kit/api/get-record';
import { QueryState } from '@/shared/ui/query-state';
import { notify } from '@/shared/ui/notifications';
import { useRetryMail } from '../api/retry-mail';
import { linksOf } from '../lib/text-links';
import type { MailMessage } from '../types';
import { MailStatusTag } from './mail-status-tag';
import { MailTextBody } from './mail-text-body';

function MessageView({ message }: { message: MailMessage }) {
  const { t } = useTranslation();
  const links = linksOf(message.textBody);
  return (
    <Flex vertical gap={20}>
      <Descriptions
        size="small"
        column={1}
        bordered
        styles={{ label: { width: 170 } }}
        items={[
          { key: 'to', label: t('mail.to', 'To'), children: message.to },
          { key: 'status', label: t('mail.status', 'Status'), children: <MailStatusTag status={message.status} /> },
          {
            key: 'template',
            label: t('mail.template', 'Kind'),
            children: t(`mail.template_${message.template}`, message.template),
          },
          {
            key: 'lang',
            label: t('language.label', 'Language'),
            children: t(`language.${message.lang}`, message.lang),
          },
          { key: 'created', label: t('mail.created_at', 'Queued'), children: formatDateTime(message.createdAt) },
          {
            key: 'sent',
            label: t('mail.sent_at', 'Sent'),
            children: message.sentAt ? formatDateTime(message.sentAt) : '—',
          },
          { key: 'attempts', label: t('mail.attempts', 'Attempts'), children: message.attempts },
          ...(message.status === 'SENT' || message.status === 'THROTTLED'
            ? []
            : [
                {
                  key: 'next',
                  label: t('mail.next_attempt_at', 'Next attempt'),
                  children: formatDateTime(message.nextAttemptAt),
                },
              ]),
        ]}
      />
      {message.status === 'THROTTLED' ? (
        // Never sent: the reason is a translation key, not a mail server's message.
        <Alert
          type="warning"
          showIcon
          title={t('THROTTLED', 'Throttled')}
          description={t(message.lastError ?? 'mail.throttled_reason', {
            defaultValue:
              'This address already received the most messages of this kind allowed in an hour; this one was not sent.',
          })}
          data-testid="mail-throttled"
        />
      ) : (
        message.lastError && (
          <Alert
            type="error"
            showIcon
            title={t('mail.last_error', 'Last error')}
            description={<span style={{ whiteSpace: 'pre-wrap' }}>{message.lastError}</span>}
          />
        )
      )}
      {links.length > 0 && (
        <Flex vertical gap={6} data-testid="mail-links">
          <Typography.Text strong>{t('mail.links', 'Links in the message')}</Typography.Text>
          {links.map((link) => (
            <Typography.Text key={link} copyable={{ text: link }} style={{ wordBreak: 'break-all' }}>
              <LinkOutlined aria-hidden />{' '}
              <Typography.Link href={link} target="_blank" rel="noopener noreferrer">
                {link}
              </Typography.Link>
            </Typography.Text>
          ))}
        </Flex>
      )}
      <AppTabs
        items={[
          { key: 'text', label: t('mail.text_body', 'Text'), children: <MailTextBody text={message.textBody} /> },
          {
            key: 'html',
            label: t('mail.html_body', 'HTML preview'),
            children: (
              // The HTML is shown as the recipient's mail program would, in a sandbox without scripts or forms.
              <iframe
                title={t('mail.html_body', 'HTML preview')}
                sandbox=""
                srcDoc={message.htmlBody}
                referrerPolicy="no-referrer"
                style={{ width: '100%', height: 520, border: '1px solid rgb(0 0 0 / 10%)', borderRadius: 8 }}
                data-testid="mail-html-body"
              />
            ),
          },
        ]}
      />
    </Flex>
  );
}

/** One message of the outbox: its details, its text with openable links, and "send again" when it failed. */
export function MailMessageDrawer({ id, onClose }: { id: number; onClose: () => void }) {
  const { t } = useTranslation();
  const message = useRecordQuery<MailMessage>({ resource: 'mail_outbox', id });
  const retry = useRetryMail({
    onSuccess: () =>
      notify.success({
        title: t('generic.success', 'Success'),
        description: t('mail.retried', 'The message is queued again.'),
      }),
  });

  return (
    <Drawer
      open
      onClose={onClose}
      size={760}
      title={message.data?.subject ?? t('mail.message', 'Message')}
      extra={
        message.data?.status === 'FAILED' && (
          <Button
            icon={<RedoOutlined />}
            loading={retry.isPending}
            onClick={() => retry.mutate(id)}
            data-testid="mail-retry"
          >
            {t('mail.retry', 'Send again')}
          </Button>
        )
      }
      data-testid="mail-drawer"
    >
      {message.data ? (
        <MessageView message={message.data} />
      ) : (
        <QueryState query={message} loading={<Skeleton active paragraph={{ rows: 10 }} />} />
      )}
    </Drawer>
  );
}
