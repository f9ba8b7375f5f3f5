import { Button, Card, Flex, Select, Skeleton, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { roleRowLabel } from '../lib/access-admin';
import type { RoleRow } from '@portal/contracts/page-admin';
import { useEditRoute } from '@/shared/admin-kit/use-edit-route';
import { paths } from '@/shared/config/paths';
import { useDocumentTitle } from '@/shared/lib/use-document-title';
import { notify } from '@/shared/ui/notifications';
import { NotFoundResult, QueryState } from '@/shared/ui/query-state';
import { useRolePages } from '../api/get-role-pages';
import { useRoles } from '../api/get-roles';
import { useSetRolePages } from '../api/set-role-pages';
import { useDraftSet } from '../lib/draft-set';
import { PageTransfer } from './page-transfer';
import { ScreenTitle } from '@/shared/ui/screen-heading';

/** The pages of one role: moved between the lists, then saved at once (the set replaces the old one). */
function RolePagesEditor({ role }: { role: RoleRow }) {
  const { t } = useTranslation();
  const held = useRolePages(role.id);
  const draft = useDraftSet(held.data ?? []);
  const save = useSetRolePages(role.id, {
    onSuccess: () => {
      draft.reset();
      notify.success({ title: t('generic.success', 'Success'), description: t('action.saved', 'Record saved.') });
    },
  });
  if (held.isError || !held.data)
    return <QueryState query={held} loading={<Skeleton active paragraph={{ rows: 8 }} />} />;
  const { value, dirty } = draft;
  return (
    <Flex vertical gap={16}>
      <PageTransfer
        value={value}
        onChange={draft.change}
        rightTitle={['access.pages_of_role', 'Pages of the role']}
        disabled={save.isPending}
      />
      <Flex justify="space-between" align="center" wrap gap={12}>
        <Typography.Text type="secondary" data-testid="role-pages-count">
          {t('access.pages_chosen', '{{count}} pages chosen', { count: value.length })}
          {dirty && ` · ${t('access.unsaved', 'not saved yet')}`}
        </Typography.Text>
        <Space>
          <Button disabled={!dirty || save.isPending} onClick={draft.reset}>
            {t('access.undo', 'Undo changes')}
          </Button>
          <Button
            type="primary"
            disabled={!dirty}
            loading={save.isPending}
            onClick={() => save.mutate(value)}
            data-testid="role-pages-save"
          >
            {t('admin.save', 'Save')}
          </Button>
        </Space>
      </Flex>
    </Flex>
  );
}

/** `/admin/auth/user_role_pages/{roleId?}`: choose a role, then the pages it holds. */
export function RolePagesScreen() {
  const { t } = useTranslation();
  const title = t('page.admin_auth_user_role_pages', 'Role pages');
  useDocumentTitle(title);
  const { editing, open, close } = useEditRoute(paths.adminRolePages);
  const roleId = typeof editing === 'number' ? editing : null;
  const roles = useRoles();
  const role = roles.data?.find((r) => r.id === roleId) ?? null;

  return (
    <Flex vertical gap={16} data-testid="role-pages-screen">
      <div>
        <ScreenTitle>{title}</ScreenTitle>
        <Typography.Text type="secondary">
          {t(
            'access.role_pages_text',
            'The users of a role see its pages in their menu and may open them; a change applies from their next request.',
          )}
        </Typography.Text>
      </div>
      <Card size="small" styles={{ body: { padding: 16 } }}>
        <Flex vertical gap={16}>
          <Flex gap={12} align="center" wrap>
            <label htmlFor="role-pages-role">{t('access.role', 'Role')}</label>
            <Select
              id="role-pages-role"
              value={role?.id}
              onChange={(id: number | undefined) => (id ? open(id) : close())}
              options={(roles.data ?? []).map((r) => ({ value: r.id, label: `${r.code} · ${roleRowLabel(r, t)}` }))}
              loading={roles.isLoading}
              showSearch={{ optionFilterProp: 'label' }}
              allowClear
              placeholder={t('access.choose_role', 'Choose a role…')}
              style={{ minWidth: 320 }}
              data-testid="role-pages-role"
            />
            {role && (
              <Typography.Text type="secondary">
                {t('access.role_users', 'Users with this role: {{count}}', { count: role.userCount })}
              </Typography.Text>
            )}
          </Flex>
          {role ? (
            <RolePagesEditor key={role.id} role={role} />
          ) : roleId !== null && roles.data ? (
            <NotFoundResult />
          ) : (
            <Typography.Paragraph type="secondary" style={{ margin: '24px 0', textAlign: 'center' }}>
              {t('access.choose_role_first', 'Choose a role to see and change its pages.')}
            </Typography.Paragraph>
          )}
        </Flex>
      </Card>
    </Flex>
  );
}
