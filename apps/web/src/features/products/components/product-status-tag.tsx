import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ProductStatus } from '@portal/contracts/products';
import { statusKey } from '../config';

const COLORS: Record<ProductStatus, string> = {
  AVAILABLE: 'green',
  IN_LOT: 'blue',
  SOLD: 'purple',
  WITHDRAWN: 'default',
};

export function ProductStatusTag({ status }: { status: ProductStatus }) {
  const { t } = useTranslation();
  return (
    <Tag color={COLORS[status]} data-testid={`product-status-${status}`}>
      {t(...statusKey(status))}
    </Tag>
  );
}
