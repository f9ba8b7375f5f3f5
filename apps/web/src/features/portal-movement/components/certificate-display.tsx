import { Alert, Card, Descriptions, Flex } from 'antd';
import { ScrollTable } from '@/shared/ui/scroll-table';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { formatDay } from '@portal/contracts/dates';
import type { MovementDisplay } from '@portal/contracts/portal-movement';
import { CenteredSpinner } from '@/shared/ui/centered-spinner';
import { NotFoundResult } from '@/shared/ui/query-state';
import { useDocumentTitle } from '@/shared/lib/use-document-title';
import { useCertificateDisplay } from '../api/certificate';
import { LABELS } from './labels';
import { formatDate } from '@/shared/lib/business-time';
import { useAuthorityName } from '@/shared/lib/authority';
import { ScreenTitle } from '@/shared/ui/screen-heading';

/**
 * `/web_portal/movement_certificate_display?urlNumber=…` (public, no sign-in): an issued certificate's data and
 * whether it is still valid, as its QR code opens it; an unknown one is "not found or revoked", and so is a revoked one
 * opened without the QR code's verification token (`token`); with it, the page says the day it was revoked.
 */
export function CertificateDisplay() {
  const { t } = useTranslation();
  useDocumentTitle(t(...LABELS.displayTitle));
  const [params] = useSearchParams();
  const urlNumber = params.get('urlNumber') ?? '';
  const query = useCertificateDisplay(urlNumber, params.get('token') ?? '');
  if (urlNumber !== '' && query.isPending) return <CenteredSpinner />;
  if (!query.data) {
    return (
      <NotFoundResult
        title={t(...LABELS.displayNotFound)}
        subTitle={t(...LABELS.displayNotFoundText)}
        testId="movement-display-not-found"
      />
    );
  }
  return <DisplayCard certificate={query.data} />;
}

function DisplayCard({ certificate: c }: { certificate: MovementDisplay }) {
  const { t } = useTranslation();
  const issuer = useAuthorityName('');
  return (
    <Flex vertical gap={16} data-testid="movement-display">
      <ScreenTitle>
        {t(...LABELS.displayTitle)} <span style={{ whiteSpace: 'nowrap' }}>{c.certificateNumber}</span>
      </ScreenTitle>
      {c.revokedAt ? (
        <Alert
          type="error"
          showIcon
          message={t(LABELS.displayRevoked[0], LABELS.displayRevoked[1], { date: formatDate(c.revokedAt) })}
          data-testid="movement-display-revoked"
        />
      ) : (
        <Alert
          type={c.valid ? 'success' : 'warning'}
          showIcon
          message={c.valid ? t(...LABELS.displayValid) : t(...LABELS.displayExpired)}
          data-testid="movement-display-validity"
        />
      )}
      <Card size="small">
        <Descriptions column={1} size="small">
          <Descriptions.Item label={t(...LABELS.certificateNumber)}>{c.certificateNumber}</Descriptions.Item>
          {issuer && (
            <Descriptions.Item label={t(...LABELS.issuedBy)}>
              <span data-testid="movement-display-issuer">{issuer}</span>
            </Descriptions.Item>
          )}
          <Descriptions.Item label={t(...LABELS.issuedAt)}>{formatDate(c.issuedAt)}</Descriptions.Item>
          <Descriptions.Item label={t(...LABELS.validUntil)}>{formatDay(c.validUntil)}</Descriptions.Item>
          <Descriptions.Item label={t(...LABELS.exporter)}>{c.exporter ?? '—'}</Descriptions.Item>
          <Descriptions.Item label={t(...LABELS.consignee)}>{c.consignee ?? '—'}</Descriptions.Item>
          <Descriptions.Item label={t(...LABELS.countryOfOrigin)}>{c.countryOfOrigin ?? '—'}</Descriptions.Item>
          <Descriptions.Item label={t(...LABELS.countryOfDestination)}>
            {c.countryOfDestination ?? '—'}
          </Descriptions.Item>
          <Descriptions.Item label={t(...LABELS.declaration)}>
            {c.declarationNumber ? `${c.declarationOffice} / ${c.declarationYear} / ${c.declarationNumber}` : '—'}
          </Descriptions.Item>
        </Descriptions>
      </Card>
      <ScrollTable
        rowKey="itemNumber"
        size="small"
        pagination={false}
        scroll={{ x: true }}
        dataSource={c.goods}
        columns={[
          { key: 'itemNumber', title: t(...LABELS.itemNumber), dataIndex: 'itemNumber', width: 64 },
          { key: 'description', title: t(...LABELS.description), dataIndex: 'description' },
          { key: 'tariffCode', title: t(...LABELS.tariffCode), dataIndex: 'tariffCode' },
          {
            key: 'quantity',
            title: t(...LABELS.quantity),
            render: (_: unknown, g: MovementDisplay['goods'][number]) =>
              g.quantity === null ? '—' : `${g.quantity} ${g.unit ?? ''}`,
          },
          { key: 'grossMass', title: t(...LABELS.grossMass), dataIndex: 'grossMass' },
        ]}
      />
    </Flex>
  );
}
