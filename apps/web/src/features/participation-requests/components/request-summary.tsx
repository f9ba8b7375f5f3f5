import { lotDescription } from '@portal/contracts/lot-texts';
import { Descriptions } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatDateTimeWithZone } from '@/shared/lib/business-time';
import type { ParticipationRequest } from '@portal/contracts/participation-requests';
import { formatMoney } from '@portal/contracts/money-format';
import { currentLanguage } from '@/shared/i18n/language';
import { LABELS } from './labels';
import { ParticipationStatusTag } from './participation-status-tag';

/** The facts of one request: auction, lot, user, status, and the decision once taken. */
export function RequestSummary({ request }: { request: ParticipationRequest }) {
  const { t } = useTranslation();
  return (
    <Descriptions size="small" column={2} bordered data-testid="participation-summary">
      <Descriptions.Item label={t(...LABELS.auction)}>{request.auction.auctionNumber}</Descriptions.Item>
      <Descriptions.Item label={t(...LABELS.auctionDates)}>
        {formatDateTime(request.auction.startDate)} – {formatDateTimeWithZone(request.auction.endDate)}
      </Descriptions.Item>
      <Descriptions.Item label={t(...LABELS.lot)}>{request.lot.code}</Descriptions.Item>
      <Descriptions.Item label={t(...LABELS.guaranteeAmount)}>
        {formatMoney(request.lot.guaranteeAmount, currentLanguage)}
      </Descriptions.Item>
      <Descriptions.Item label={t(...LABELS.lotDescription)} span={2}>
        {lotDescription(request.lot, currentLanguage)}
      </Descriptions.Item>
      <Descriptions.Item label={t(...LABELS.username)}>{request.user.username}</Descriptions.Item>
      <Descriptions.Item label={t(...LABELS.status)}>
        <ParticipationStatusTag status={request.status} />
      </Descriptions.Item>
      <Descriptions.Item label={t(...LABELS.createdAt)}>{formatDateTime(request.createdAt)}</Descriptions.Item>
      <Descriptions.Item label={t(...LABELS.decidedAt)}>
        {request.decidedAt ? `${formatDateTime(request.decidedAt)} · ${request.decidedBy ?? ''}` : '—'}
      </Descriptions.Item>
      {request.rejectReason && (
        <Descriptions.Item label={t(...LABELS.rejectReason)} span={2}>
          {request.rejectReason}
        </Descriptions.Item>
      )}
    </Descriptions>
  );
}
