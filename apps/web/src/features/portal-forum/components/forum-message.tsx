import { BankOutlined, DeleteOutlined, EditOutlined, SendOutlined, UserOutlined } from '@ant-design/icons';
import { Button, Flex, Popconfirm, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ForumMessage as Message } from '@portal/contracts/portal-forum';
import { formatDateTime } from '@/shared/lib/business-time';
import { FORUM_LABELS } from './labels';

type ForumMessageProps = {
  message: Message;
  /** New messages may be written (an own draft can be edited and sent). */
  open: boolean;
  busy: boolean;
  onEdit: (message: Message) => void;
  onSend: (message: Message) => void;
  onDelete: (message: Message) => void;
};

/**
 * One message of the conversation: the caller's own on the right, the other side's on the left; the authority's
 * named "Customs officer · name"; a draft marked and, while the forum is open, with edit, send and delete.
 */
export function ForumMessage({ message, open, busy, onEdit, onSend, onDelete }: ForumMessageProps) {
  const { t } = useTranslation();
  const draft = message.status === 'DRAFT';
  const author = message.own
    ? t(...FORUM_LABELS.you)
    : message.fromAuthority
      ? `${t(...FORUM_LABELS.customsOfficer)} · ${message.author.name}`
      : message.author.name;
  const at = message.submittedAt ?? message.createdAt;
  return (
    <Flex justify={message.own ? 'flex-end' : 'flex-start'} data-testid={`forum-message-${message.id}`}>
      <article
        aria-label={`${author}, ${formatDateTime(at)}`}
        style={{
          maxWidth: 'min(560px, 92%)',
          padding: '8px 12px',
          borderRadius: 8,
          border: draft ? '1px dashed #d9d9d9' : '1px solid #e5e7eb',
          background: message.fromAuthority ? '#f0f5ff' : message.own ? '#f6ffed' : '#ffffff',
        }}
      >
        <Flex gap={8} align="center" wrap style={{ marginBottom: 4 }}>
          {message.fromAuthority ? <BankOutlined aria-hidden /> : <UserOutlined aria-hidden />}
          <Typography.Text strong>{author}</Typography.Text>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            <time dateTime={at}>{formatDateTime(at)}</time>
          </Typography.Text>
          {draft && (
            <Tag color="gold" data-testid="forum-draft-badge">
              {t(...FORUM_LABELS.draft)}
            </Tag>
          )}
        </Flex>
        <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word', margin: 0 }}>
          {message.bodySQ}
        </Typography.Paragraph>
        {draft && message.own && (
          <Flex gap={4} justify="flex-end" wrap style={{ marginTop: 6 }}>
            {open && (
              <>
                <Button
                  size="small"
                  icon={<EditOutlined />}
                  disabled={busy}
                  onClick={() => onEdit(message)}
                  data-testid={`forum-edit-${message.id}`}
                >
                  {t(...FORUM_LABELS.editDraft)}
                </Button>
                <Button
                  size="small"
                  type="primary"
                  icon={<SendOutlined />}
                  disabled={busy}
                  onClick={() => onSend(message)}
                  data-testid={`forum-send-${message.id}`}
                >
                  {t(...FORUM_LABELS.send)}
                </Button>
              </>
            )}
            <Popconfirm
              title={t(...FORUM_LABELS.deleteConfirm)}
              okText={t('admin.delete', 'Delete')}
              cancelText={t('admin.cancel', 'Cancel')}
              okButtonProps={{ danger: true, 'data-testid': 'forum-delete-confirm' }}
              onConfirm={() => onDelete(message)}
            >
              <Button
                size="small"
                danger
                icon={<DeleteOutlined />}
                disabled={busy}
                aria-label={`${t('admin.delete', 'Delete')}: ${t(...FORUM_LABELS.draft)}`}
                data-testid={`forum-delete-${message.id}`}
              />
            </Popconfirm>
          </Flex>
        )}
      </article>
    </Flex>
  );
}
