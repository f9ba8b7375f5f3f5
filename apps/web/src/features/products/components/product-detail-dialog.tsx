import { Button, Descriptions, Flex, Image, Modal, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { localized, translatedText } from '@portal/contracts/multilingual';
import type { ProductView } from '@portal/contracts/products';
import { currentLanguage } from '@/shared/i18n/language';
import { NoPhoto } from '@/shared/ui/cover-photo';
import { useProductPictures } from '../api/get-product-pictures';
import { LABELS } from '../config';
import { pictureUrl } from '../lib/picture-url';
import { quantityText } from './product-card';

/** The details of a product for visitors, with every photo (click one to browse them all). */
export function ProductDetailDialog({ product, onClose }: { product: ProductView; onClose: () => void }) {
  const { t } = useTranslation();
  const pictures = useProductPictures(product.id);
  const name = localized(product, 'name', currentLanguage);
  const description = localized(product, 'description', currentLanguage);
  const label = (value: Record<string, unknown> | null) => (value ? localized(value, 'label', currentLanguage) : '—');

  return (
    <Modal
      open
      title={name}
      onCancel={onClose}
      destroyOnHidden
      width={760}
      data-testid="product-detail-dialog"
      footer={
        <Button type="primary" onClick={onClose}>
          {t('admin.close', 'Close')}
        </Button>
      }
    >
      <Flex vertical gap={16}>
        {pictures.isPending ? (
          <Skeleton.Image active />
        ) : pictures.isError || pictures.data.length === 0 ? (
          <NoPhoto height={160} style={{ borderRadius: 8 }} />
        ) : (
          <Image.PreviewGroup>
            <Flex wrap gap={8}>
              {pictures.data.map((picture) => (
                <Image
                  key={picture.id}
                  src={pictureUrl(picture.id)}
                  alt={`${name} · ${picture.fileName}`}
                  width={150}
                  height={110}
                  style={{ objectFit: 'cover', borderRadius: 6 }}
                  data-testid="product-detail-photo"
                />
              ))}
            </Flex>
          </Image.PreviewGroup>
        )}
        {description && <Typography.Paragraph style={{ whiteSpace: 'pre-line' }}>{description}</Typography.Paragraph>}
        <Descriptions
          size="small"
          column={{ xs: 1, sm: 2 }}
          bordered
          items={[
            { key: 'code', label: t(...LABELS.code), children: product.code },
            { key: 'subcategory', label: t(...LABELS.subcategoryId), children: label(product.subcategory) },
            { key: 'quantity', label: t(...LABELS.quantity), children: quantityText(product) },
            { key: 'quality', label: t(...LABELS.qualityTypeId), children: label(product.qualityType) },
            {
              key: 'location',
              label: t(...LABELS.location),
              children: translatedText(product, 'location', currentLanguage),
            },
          ]}
        />
      </Flex>
    </Modal>
  );
}
