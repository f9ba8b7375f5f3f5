import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AuctionStatus, LotStatus } from '@portal/contracts/auction-status';
import {
  AUCTION_STATUS_COLORS,
  auctionStatusText,
  LOT_STATUS_COLORS,
  lotStatusText,
  publicLotStatusText,
} from '../status-texts';

export function AuctionStatusTag({ status }: { status: AuctionStatus }) {
  const { t } = useTranslation();
  return (
    <Tag color={AUCTION_STATUS_COLORS[status]} data-testid={`auction-status-${status}`}>
      {t(...auctionStatusText(status))}
    </Tag>
  );
}

/** A lot's status; `forVisitors` in the words of the public pages, else in the staff's. */
export function LotStatusTag({ status, forVisitors = false }: { status: LotStatus; forVisitors?: boolean }) {
  const { t } = useTranslation();
  return (
    <Tag color={LOT_STATUS_COLORS[status]} data-testid={`lot-status-${status}`}>
      {t(...(forVisitors ? publicLotStatusText(status) : lotStatusText(status)))}
    </Tag>
  );
}
