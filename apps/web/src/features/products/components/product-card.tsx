import { EnvironmentOutlined } from '@ant-design/icons';
import { Card, Flex, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { localized, translatedText } from '@portal/contracts/multilingual';
import type { ProductView } from '@portal/contracts/products';
import { formatQuantity } from '@portal/contracts/money-format';
import { currentLanguage } from '@/shared/i18n/language';
import { CoverPhoto } from '@/shared/ui/cover-photo';
import { pictureUrl } from '../lib/picture-url';

const COVER_HEIGHT = 170;

/** "120 copë": the quantity with the unit's symbol, or its name. */
export function quantityText(product: ProductView): string {
  const unit = product.measurementUnit;
  const label = unit
    ? translatedText(unit, 'symbol', currentLanguage) || localized(unit, 'label', currentLanguage)
    : '';
  return `${formatQuantity(product.quantity, currentLanguage)} ${label}`.trim();
}

/** One product of the public views: its first photo, name, quantity, quality and place; opens the details. */
export function ProductCard({ product, onOpen }: { product: ProductView; onOpen: () => void }) {
  const { t } = useTranslation();
  const name = localized(product, 'name', currentLanguage);
  return (
    <Card
      hoverable
      role="button"
      tabIndex={0}
      aria-label={t('product.open_details', 'Details of {{name}}', { name })}
      onClick={onOpen}
      onKeyDown={(event) => {
        if (event.key === 'Enter' || event.key === ' ') {
          event.preventDefault();
          onOpen();
        }
      }}
      cover={
        <CoverPhoto
          src={product.firstPhotoId === null ? null : pictureUrl(product.firstPhotoId)}
          alt={name}
          height={COVER_HEIGHT}
          testId="product-card-photo"
        />
      }
      styles={{ body: { padding: 16 } }}
      data-testid={`product-card-${product.id}`}
    >
      <Flex vertical gap={6}>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {product.code}
        </Typography.Text>
        <Typography.Title level={3} style={{ margin: 0, fontSize: 16 }} ellipsis={{ rows: 2, tooltip: name }}>
          {name}
        </Typography.Title>
        <Flex gap={8} wrap align="center">
          <Typography.Text strong>{quantityText(product)}</Typography.Text>
          {product.qualityType && <Tag color="blue">{localized(product.qualityType, 'label', currentLanguage)}</Tag>}
        </Flex>
        <Typography.Text type="secondary" ellipsis>
          <EnvironmentOutlined aria-hidden /> {translatedText(product, 'location', currentLanguage)}
        </Typography.Text>
      </Flex>
    </Card>
  );
}
