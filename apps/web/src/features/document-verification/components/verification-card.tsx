import { Alert, Card, Descriptions, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDay } from '@portal/contracts/dates';
import type { DocumentSeal, DocumentVerification, VerificationStatus } from '@portal/contracts/document-verification';
import { formatDate } from '@/shared/lib/business-time';
import { KIND_LABELS, LABELS, STATUS_LABELS, STATUS_SENTENCES } from './labels';

const TAG_COLOURS: Record<VerificationStatus, string> = {
  VALID: 'success',
  REVOKED: 'error',
  SUPERSEDED: 'warning',
  EXPIRED: 'default',
};
const ALERT_TYPES: Record<VerificationStatus, 'success' | 'error' | 'warning' | 'info'> = {
  VALID: 'success',
  REVOKED: 'error',
  SUPERSEDED: 'warning',
  EXPIRED: 'warning',
};

function SealText({ seal }: { seal: DocumentSeal }) {
  const { t } = useTranslation();
  if (!seal.sealed) return <>{t(...LABELS.sealNone)}</>;
  const subject = seal.subject ?? '—';
  const said =
    seal.intact === true ? LABELS.sealIntact : seal.intact === false ? LABELS.sealBroken : LABELS.sealUnchecked;
  return (
    <>
      {t(said[0], said[1], { subject })}
      {seal.demo && (
        <Typography.Paragraph type="warning" style={{ margin: '4px 0 0' }} data-testid="verify-seal-demo">
          {t(...LABELS.sealDemo)}
        </Typography.Paragraph>
      )}
    </>
  );
}

/** What the register says of the document: number, kind, issue day, status in words, validity, SHA-256 and seal. */
export function VerificationCard({ document: d }: { document: DocumentVerification }) {
  const { t } = useTranslation();
  const date =
    d.status === 'EXPIRED' ? (d.validUntil ? formatDay(d.validUntil) : '') : d.statusAt ? formatDate(d.statusAt) : '';
  const sentence = STATUS_SENTENCES[d.status];
  return (
    <Card size="small" data-testid="verify-result" data-status={d.status}>
      <Alert
        type={ALERT_TYPES[d.status]}
        showIcon
        title={
          <>
            <Tag color={TAG_COLOURS[d.status]} data-testid="verify-status">
              {t(...STATUS_LABELS[d.status])}
            </Tag>
            {t(sentence[0], sentence[1], { date })}
          </>
        }
        style={{ marginBottom: 12 }}
      />
      <Descriptions column={1} size="small" bordered>
        <Descriptions.Item label={t(...LABELS.number)}>
          <span data-testid="verify-number">{d.number}</span>
        </Descriptions.Item>
        <Descriptions.Item label={t(...LABELS.kind)}>{t(...KIND_LABELS[d.kind])}</Descriptions.Item>
        <Descriptions.Item label={t(...LABELS.issuedAt)}>{formatDate(d.issuedAt)}</Descriptions.Item>
        <Descriptions.Item label={t(...LABELS.validUntil)}>
          {d.validUntil ? formatDay(d.validUntil) : t(...LABELS.noValidity)}
        </Descriptions.Item>
        <Descriptions.Item label={t(...LABELS.sha256)}>
          <Typography.Text
            code
            copyable={{ text: d.sha256 }}
            style={{ overflowWrap: 'anywhere', fontFamily: 'monospace' }}
            data-testid="verify-sha256"
          >
            {d.sha256}
          </Typography.Text>
        </Descriptions.Item>
        <Descriptions.Item label={t(...LABELS.seal)}>
          <SealText seal={d.seal} />
        </Descriptions.Item>
      </Descriptions>
    </Card>
  );
}
