import { useMemo } from 'react';
import { Alert, Button, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { AssignmentTransfer } from '@/shared/admin-kit/assignment-transfer';
import type { Text } from '@/shared/admin-kit/types';
import { useAllPages } from '../api/get-all-pages';
import { usePageGroups } from '../api/get-page-groups';
import { pagesAsItems } from '../lib/access-admin';

/** Every page of the portal in a transfer: the given ones on the right. */
export function PageTransfer({
  value,
  onChange,
  rightTitle,
  disabled,
}: {
  value: number[];
  onChange: (pageIds: number[]) => void;
  rightTitle: Text;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const pages = useAllPages();
  const groups = usePageGroups();
  const items = useMemo(() => pagesAsItems(pages.data ?? [], groups.data, t), [pages.data, groups.data, t]);
  if (pages.isError) {
    return (
      <Alert
        type="error"
        showIcon
        title={t('admin.load_failed', 'The records could not be loaded.')}
        action={<Button onClick={() => void pages.refetch()}>{t('generic.retry', 'Try again')}</Button>}
      />
    );
  }
  if (!pages.data) return <Skeleton active paragraph={{ rows: 8 }} />;
  return (
    <AssignmentTransfer
      items={items}
      value={value}
      onChange={onChange}
      titles={[['access.other_pages', 'Other pages'], rightTitle]}
      disabled={disabled}
      data-testid="page-transfer"
    />
  );
}
