import { useMemo, useState } from 'react';
import { DisconnectOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Flex, Modal, Popconfirm, Select, Tooltip, Typography } from 'antd';
import { ScrollTable } from '@/shared/ui/scroll-table';
import { useTranslation } from 'react-i18next';
import type { PageGroupRow, PageRow } from '@portal/contracts/page-admin';
import { notify } from '@/shared/ui/notifications';
import { useAllPages } from '../api/get-all-pages';
import { useGroupPages } from '../api/get-group-pages';
import { useMovePageToGroup } from '../api/move-page-to-group';
import { ACCESS_LABELS as L, groupRowLabel, pageRowLabel } from '../lib/access-admin';

/** The row action "Pages" of the page groups screen: the group's pages, taken out or added one at a time. */
export function GroupPagesDialog({ group, onClose }: { group: PageGroupRow; onClose: () => void }) {
  const { t } = useTranslation();
  const inGroup = useGroupPages(group.id);
  const all = useAllPages();
  const [adding, setAdding] = useState<number | null>(null);
  const saved = () =>
    notify.success({ title: t('generic.success', 'Success'), description: t('action.saved', 'Record saved.') });
  const move = useMovePageToGroup({ onSuccess: saved });

  // Pages of other groups may be chosen too: adding moves them here.
  const candidates = useMemo(
    () =>
      (all.data ?? [])
        .filter((page) => page.groupId !== group.id)
        .map((page) => ({ value: page.id, label: `${page.url} · ${pageRowLabel(page, t)}` })),
    [all.data, group.id, t],
  );

  const add = () => {
    if (adding === null) return;
    move.mutate({ pageId: adding, groupId: group.id }, { onSuccess: () => setAdding(null) });
  };

  return (
    <Modal
      open
      title={t('access.group_pages_title', 'Pages of the group {{group}}', { group: groupRowLabel(group, t) })}
      onCancel={onClose}
      destroyOnHidden
      width={820}
      data-testid="group-pages-dialog"
      footer={[
        <Button key="close" onClick={onClose} data-testid="group-pages-close">
          {t('admin.close', 'Close')}
        </Button>,
      ]}
    >
      <Flex vertical gap={16}>
        <Flex gap={8} align="center">
          <Select
            value={adding ?? undefined}
            onChange={(value: number | undefined) => setAdding(value ?? null)}
            options={candidates}
            loading={all.isLoading}
            showSearch={{ optionFilterProp: 'label' }}
            allowClear
            placeholder={t('access.choose_page', 'Choose a page to add…')}
            style={{ flex: 1, minWidth: 0 }}
            aria-label={t('access.choose_page', 'Choose a page to add…')}
            data-testid="group-pages-choose"
          />
          <Button
            type="primary"
            icon={<PlusOutlined />}
            disabled={adding === null}
            loading={move.isPending && move.variables?.groupId === group.id}
            onClick={add}
            data-testid="group-pages-add"
          >
            {t('access.add_page', 'Add page')}
          </Button>
        </Flex>
        <Typography.Text type="secondary">
          {t(
            'access.group_pages_text',
            'A page belongs to one group at most: adding a page of another group moves it here.',
          )}
        </Typography.Text>
        <ScrollTable<PageRow>
          rowKey="id"
          size="small"
          loading={inGroup.isFetching}
          dataSource={inGroup.data ?? []}
          pagination={false}
          scroll={{ y: 360 }}
          locale={{ emptyText: t('access.group_empty', 'This group has no pages yet.') }}
          columns={[
            { key: 'url', dataIndex: 'url', title: t(...L.url) },
            { key: 'label', title: t(...L.label), render: (_v, page) => pageRowLabel(page, t) },
            { key: 'weight', dataIndex: 'weight', title: t(...L.weight), width: 80 },
            {
              key: 'remove',
              width: 60,
              align: 'right',
              render: (_v, page) => (
                <Popconfirm
                  title={t('access.remove_from_group_confirm', 'Take this page out of the group?')}
                  okText={t('access.remove_from_group', 'Remove from group')}
                  cancelText={t('admin.cancel', 'Cancel')}
                  onConfirm={() => move.mutateAsync({ pageId: page.id, groupId: null }).catch(() => undefined)}
                  okButtonProps={{ danger: true, 'data-testid': 'group-pages-remove-confirm' }}
                >
                  <Tooltip title={t('access.remove_from_group', 'Remove from group')}>
                    <Button
                      type="text"
                      danger
                      icon={<DisconnectOutlined />}
                      aria-label={t('access.remove_from_group', 'Remove from group')}
                      data-testid={`group-pages-remove-${page.id}`}
                    />
                  </Tooltip>
                </Popconfirm>
              ),
            },
          ]}
        />
      </Flex>
    </Modal>
  );
}
