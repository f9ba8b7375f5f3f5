import { useState } from 'react';
import { Alert, Button, Checkbox, Flex, Modal, Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { PageRow } from '@portal/contracts/page-admin';
import { notify } from '@/shared/ui/notifications';
import { useAssignPageRoles } from '../api/assign-page-roles';
import { usePageRoles } from '../api/get-page-roles';
import { useRoles } from '../api/get-roles';
import { pageRowLabel, roleDescriptionLabel, roleRowLabel } from '../lib/access-admin';

/** The row action "Roles" of the pages screen: which roles hold a page (`pages/assign` replaces the set). */
export function PageRolesDialog({ page, onClose }: { page: PageRow; onClose: () => void }) {
  const { t } = useTranslation();
  const roles = useRoles();
  const held = usePageRoles(page.id);
  // Null until the administrator changes something: the checked roles are then the held ones.
  const [chosen, setChosen] = useState<number[] | null>(null);
  const assign = useAssignPageRoles(page.id, {
    onSuccess: () => {
      notify.success({ title: t('generic.success', 'Success'), description: t('action.saved', 'Record saved.') });
      onClose();
    },
  });
  const ready = roles.data !== undefined && held.data !== undefined;
  const failed = roles.isError || held.isError;

  let body: React.ReactNode;
  if (ready) {
    body = (
      <>
        <Typography.Paragraph type="secondary">
          {t(
            'access.page_roles_text',
            'Users with a checked role see “{{label}}” in their menu and may open it from their next request.',
            { label: pageRowLabel(page, t) },
          )}
        </Typography.Paragraph>
        <Checkbox.Group value={chosen ?? held.data} onChange={(values) => setChosen(values)} style={{ width: '100%' }}>
          <Flex vertical gap={10}>
            {roles.data.map((role) => (
              <Checkbox key={role.id} value={role.id} data-testid={`page-role-${role.code}`}>
                <strong>{role.code}</strong> · {roleRowLabel(role, t)}
                {role.description && (
                  <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
                    {roleDescriptionLabel(role, t)}
                  </Typography.Text>
                )}
              </Checkbox>
            ))}
          </Flex>
        </Checkbox.Group>
      </>
    );
  } else if (failed) {
    body = (
      <Alert
        type="error"
        showIcon
        title={t('admin.load_failed', 'The records could not be loaded.')}
        action={
          <Button onClick={() => void Promise.all([roles.refetch(), held.refetch()])}>
            {t('generic.retry', 'Try again')}
          </Button>
        }
      />
    );
  } else {
    body = (
      <div role="status" aria-label={t('generic.loading', 'Loading…')} style={{ padding: 32, textAlign: 'center' }}>
        <Spin />
      </div>
    );
  }

  return (
    <Modal
      open
      title={t('access.page_roles_title', 'Roles holding {{page}}', { page: page.url })}
      onCancel={onClose}
      destroyOnHidden
      mask={{ closable: false }}
      width={560}
      data-testid="page-roles-dialog"
      footer={[
        <Button key="cancel" onClick={onClose}>
          {t('admin.cancel', 'Cancel')}
        </Button>,
        <Button
          key="save"
          type="primary"
          disabled={!ready}
          loading={assign.isPending}
          onClick={() => assign.mutate(chosen ?? held.data ?? [])}
          data-testid="page-roles-save"
        >
          {t('admin.save', 'Save')}
        </Button>,
      ]}
    >
      {body}
    </Modal>
  );
}
