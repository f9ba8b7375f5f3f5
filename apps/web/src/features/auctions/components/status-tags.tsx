import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AuctionStatus, LotStatus } from '@portal/contracts/auction-status';
import { AUCTION_STATUS_COLORS, auctionStatusText, LOT_STATUS_COLORS, lotStatusText } from '../config';

export function AuctionStatusTag({ status }: { status: AuctionStatus }) {
  const { t } = useTranslation();
  return (
    <Tag color={AUCTION_STATUS_COLORS[status]} data-testid={`auction-status-${status}`}>
      {t(...auctionStatusText(status))}
    </Tag>
  );
}

export function LotStatusTag({ status }: { status: LotStatus }) {
  const { t } = useTranslation();
  return (
    <Tag color={LOT_STATUS_COLORS[status]} data-testid={`lot-status-${status}`}>
      {t(...lotStatusText(status))}
    </Tag>
  );
}
