import { Button, Card, Checkbox, Flex, Skeleton, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useEditRoute } from '@/shared/admin-kit/use-edit-route';
import { paths } from '@/shared/config/paths';
import { useDocumentTitle } from '@/shared/lib/use-document-title';
import { notify } from '@/shared/ui/notifications';
import { QueryState } from '@/shared/ui/query-state';
import { useRoles } from '../api/get-roles';
import { useUserPages } from '../api/get-user-pages';
import { useUserRoles } from '../api/get-user-roles';
import { roleRowLabel } from '../lib/access-admin';
import { useDraftSet } from '../lib/draft-set';
import { useSetUserPages } from '../api/set-user-pages';
import { useSetUserRoles } from '../api/set-user-roles';
import { PageTransfer } from './page-transfer';
import { UserPicker } from './user-picker';
import { ScreenTitle } from '@/shared/ui/screen-heading';

const saved = (t: (key: string, fallback: string) => string) =>
  notify.success({ title: t('generic.success', 'Success'), description: t('action.saved', 'Record saved.') });

function SaveBar({
  dirty,
  pending,
  onUndo,
  onSave,
  testId,
}: {
  dirty: boolean;
  pending: boolean;
  onUndo: () => void;
  onSave: () => void;
  testId: string;
}) {
  const { t } = useTranslation();
  return (
    <Space>
      {dirty && <Typography.Text type="warning">{t('access.unsaved', 'not saved yet')}</Typography.Text>}
      <Button disabled={!dirty || pending} onClick={onUndo}>
        {t('access.undo', 'Undo changes')}
      </Button>
      <Button type="primary" disabled={!dirty} loading={pending} onClick={onSave} data-testid={testId}>
        {t('admin.save', 'Save')}
      </Button>
    </Space>
  );
}

function UserRolesCard({ userId, held }: { userId: number; held: number[] }) {
  const { t } = useTranslation();
  const roles = useRoles();
  const draft = useDraftSet(held);
  const save = useSetUserRoles(userId, {
    onSuccess: () => {
      draft.reset();
      saved(t);
    },
  });
  const { value } = draft;
  return (
    <Card
      size="small"
      title={t('access.user_roles', 'Roles of the user')}
      extra={
        <SaveBar
          dirty={draft.dirty}
          pending={save.isPending}
          onUndo={draft.reset}
          onSave={() => save.mutate(value)}
          testId="user-roles-save"
        />
      }
      data-testid="user-roles-card"
    >
      {roles.data ? (
        <Checkbox.Group value={value} onChange={(ids) => draft.change(ids)} style={{ width: '100%' }}>
          <Flex wrap gap="8px 24px">
            {roles.data.map((role) => (
              <Checkbox key={role.id} value={role.id} data-testid={`user-role-${role.code}`}>
                <strong>{role.code}</strong> · {roleRowLabel(role, t)}
              </Checkbox>
            ))}
          </Flex>
        </Checkbox.Group>
      ) : (
        <Skeleton active paragraph={{ rows: 2 }} />
      )}
    </Card>
  );
}

function UserPagesCard({ userId, held }: { userId: number; held: number[] }) {
  const { t } = useTranslation();
  const draft = useDraftSet(held);
  const save = useSetUserPages(userId, {
    onSuccess: () => {
      draft.reset();
      saved(t);
    },
  });
  const { value } = draft;
  return (
    <Card
      size="small"
      title={t('access.user_direct_pages', 'Pages held directly')}
      extra={
        <SaveBar
          dirty={draft.dirty}
          pending={save.isPending}
          onUndo={draft.reset}
          onSave={() => save.mutate(value)}
          testId="user-pages-save"
        />
      }
      data-testid="user-pages-card"
    >
      <Flex vertical gap={12}>
        <Typography.Text type="secondary">
          {t(
            'access.user_direct_pages_text',
            'Besides the pages of their roles, the user holds these pages; changes apply from their next request.',
          )}
        </Typography.Text>
        <PageTransfer
          value={value}
          onChange={draft.change}
          rightTitle={['access.pages_of_user', 'Pages of the user']}
          disabled={save.isPending}
        />
      </Flex>
    </Card>
  );
}

function UserAccess({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const pages = useUserPages(userId);
  const roles = useUserRoles(userId);
  if (!pages.data || !roles.data || pages.error || roles.error) {
    return (
      <QueryState
        query={{
          error: pages.error ?? roles.error,
          refetch: () => Promise.all([pages.refetch(), roles.refetch()]),
        }}
        loading={<Skeleton active paragraph={{ rows: 8 }} />}
        notFound={{ title: t('access.user_not_found', 'No user has this number.'), testId: 'user-pages-not-found' }}
      />
    );
  }
  return (
    <Flex vertical gap={16}>
      <UserRolesCard userId={userId} held={roles.data} />
      <UserPagesCard userId={userId} held={pages.data} />
    </Flex>
  );
}

/** `/admin/auth/user_pages/{userId?}`: a user's roles and the pages they hold directly. */
export function UserAccessScreen() {
  const { t } = useTranslation();
  const title = t('page.admin_auth_user_pages', 'User pages');
  useDocumentTitle(title);
  const { editing, open } = useEditRoute(paths.adminUserPages);
  const userId = typeof editing === 'number' ? editing : null;
  return (
    <Flex vertical gap={16} data-testid="user-pages-screen">
      <div>
        <ScreenTitle>{title}</ScreenTitle>
        <Typography.Text type="secondary">
          {t(
            'access.user_pages_text',
            'What one user may open: the pages of their roles and pages given to them alone.',
          )}
        </Typography.Text>
      </div>
      <Card size="small" styles={{ body: { padding: 16 } }}>
        <UserPicker key={userId ?? 'none'} userId={userId} onPick={open} />
      </Card>
      {userId !== null && <UserAccess key={userId} userId={userId} />}
    </Flex>
  );
}
