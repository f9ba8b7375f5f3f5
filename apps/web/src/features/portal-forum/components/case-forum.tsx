import { FailedResult } from '@/shared/ui/query-state';
import { SaveOutlined, SendOutlined } from '@ant-design/icons';
import { Alert, Button, Empty, Flex, Input, Spin, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { splitErrorBody } from '@portal/contracts/validation-messages';
import type { PortalCase } from '@portal/contracts/portal-cases';
import { FORUM_MESSAGE_MAX, forumOpen, type ForumMessage as Message } from '@portal/contracts/portal-forum';
import { isApiError } from '@/shared/api/api-error';
import { notify } from '@/shared/ui/notifications';
import { useDeleteForumMessage } from '../api/delete-forum-message';
import { useForumMessages } from '../api/get-forum-messages';
import { useSaveForumMessage } from '../api/save-forum-message';
import { useSubmitForumMessage } from '../api/submit-forum-message';
import { ForumMessage } from './forum-message';
import { FORUM_LABELS } from './labels';

/**
 * The forum of a case (spec §3 "Forum message", §4): the conversation of the filer's side and the customs
 * administration, oldest first, with the caller's drafts; a text area to save a draft or send (saved and
 * submitted in one step). New messages are written until the case is cancelled.
 */
export function CaseForum({ portalCase }: { portalCase: PortalCase }) {
  const { t } = useTranslation();
  const forumId = portalCase.forum.id;
  const open = forumOpen(portalCase.caseStatus);
  const query = useForumMessages(forumId);
  const [text, setText] = useState('');
  const [editing, setEditing] = useState<Message | null>(null);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const listEnd = useRef<HTMLDivElement>(null);

  const reset = () => {
    setText('');
    setEditing(null);
    setFieldError(null);
  };
  const save = useSaveForumMessage(forumId, {
    onSuccess: (saved) => {
      reset();
      notify.success({
        title: t('generic.success', 'Success'),
        description: t(...(saved.status === 'SUBMITTED' ? FORUM_LABELS.sent : FORUM_LABELS.draftSaved)),
      });
    },
  });
  const submit = useSubmitForumMessage(forumId, {
    onSuccess: () => notify.success({ title: t('generic.success', 'Success'), description: t(...FORUM_LABELS.sent) }),
  });
  const remove = useDeleteForumMessage(forumId, {
    onSuccess: () =>
      notify.success({ title: t('generic.success', 'Success'), description: t('action.deleted', 'Record deleted.') }),
  });
  const busy = save.isPending || submit.isPending || remove.isPending;
  const messages = query.data ?? [];

  // The newest message in view when the conversation grows.
  useEffect(() => {
    listEnd.current?.scrollIntoView?.({ block: 'nearest' });
  }, [messages.length]);

  const write = (submitNow: boolean) => {
    if (text.trim() === '') {
      setFieldError(t('generic.required', 'This field is required.'));
      return;
    }
    setFieldError(null);
    save.mutate(
      { id: editing?.id, forum: { id: forumId }, bodySQ: text, submit: submitNow },
      {
        onError: (error) => {
          if (!isApiError(error) || error.status !== 400) return;
          const key = Object.values(splitErrorBody(error.body).fields)[0];
          if (key) setFieldError(t(key, key));
        },
      },
    );
  };

  let conversation: React.ReactNode;
  if (query.isError && !query.data) {
    conversation = <FailedResult onRetry={() => query.refetch()} testId="forum-error" />;
  } else if (query.isLoading) {
    conversation = (
      <Flex justify="center" style={{ padding: 24 }}>
        <Spin aria-label={t('generic.loading', 'Loading…')} />
      </Flex>
    );
  } else if (messages.length === 0) {
    conversation = <Empty description={t(...FORUM_LABELS.empty)} data-testid="forum-empty" />;
  } else {
    conversation = messages.map((message) => (
      <ForumMessage
        key={message.id}
        message={message}
        open={open}
        busy={busy}
        onEdit={(draft) => {
          setEditing(draft);
          setText(draft.bodySQ);
          setFieldError(null);
        }}
        onSend={(draft) => submit.mutate(draft.id)}
        onDelete={(draft) => {
          if (editing?.id === draft.id) reset();
          remove.mutate(draft.id);
        }}
      />
    ));
  }

  return (
    <Flex vertical gap={12} data-testid="case-forum">
      <div
        role="log"
        aria-live="polite"
        aria-label={t(...FORUM_LABELS.conversation)}
        tabIndex={0}
        style={{ maxHeight: 480, overflowY: 'auto', display: 'flex', flexDirection: 'column', gap: 8, padding: 4 }}
        data-testid="forum-messages"
      >
        {conversation}
        <div ref={listEnd} />
      </div>
      {open ? (
        <Flex vertical gap={8} data-testid="forum-composer">
          {editing && (
            <Flex justify="space-between" align="center" gap={8} wrap>
              <Typography.Text type="secondary">{t(...FORUM_LABELS.editing)}</Typography.Text>
              <Button size="small" onClick={reset} disabled={busy}>
                {t('admin.cancel', 'Cancel')}
              </Button>
            </Flex>
          )}
          <label htmlFor={`forum-text-${forumId}`} className="visually-hidden">
            {t(...FORUM_LABELS.message)}
          </label>
          <Input.TextArea
            id={`forum-text-${forumId}`}
            value={text}
            onChange={(event) => setText(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
                event.preventDefault();
                write(true);
              }
            }}
            placeholder={t(...FORUM_LABELS.placeholder)}
            autoSize={{ minRows: 3, maxRows: 10 }}
            maxLength={FORUM_MESSAGE_MAX}
            showCount
            status={fieldError ? 'error' : undefined}
            aria-invalid={fieldError ? true : undefined}
            aria-describedby={`forum-help-${forumId}`}
            disabled={busy}
            data-testid="forum-text"
          />
          <Typography.Text
            id={`forum-help-${forumId}`}
            type={fieldError ? 'danger' : 'secondary'}
            // Room for the text area's character count, which hangs at the right of this line.
            style={{ display: 'block', fontSize: 12, paddingInlineEnd: 96 }}
            data-testid={fieldError ? 'forum-text-error' : undefined}
          >
            {fieldError ?? `${t(...FORUM_LABELS.draftHint)} ${t(...FORUM_LABELS.sendShortcut)}`}
          </Typography.Text>
          <Flex gap={8} justify="flex-end" wrap>
            <Button
              icon={<SaveOutlined />}
              onClick={() => write(false)}
              loading={save.isPending && save.variables?.submit === false}
              disabled={busy}
              data-testid="forum-save-draft"
            >
              {t(...FORUM_LABELS.saveDraft)}
            </Button>
            <Button
              type="primary"
              icon={<SendOutlined />}
              onClick={() => write(true)}
              loading={save.isPending && save.variables?.submit === true}
              disabled={busy}
              data-testid="forum-send"
            >
              {t(...FORUM_LABELS.send)}
            </Button>
          </Flex>
        </Flex>
      ) : (
        <Alert type="info" showIcon title={t(...FORUM_LABELS.closed)} data-testid="forum-closed" />
      )}
    </Flex>
  );
}
