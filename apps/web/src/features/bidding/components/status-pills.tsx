import type { ReactNode } from 'react';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AuctionStatus, LotStatus } from '@portal/contracts/auction-status';

/** Tones with dark text on light tints: readable (WCAG AA) at tag size, unlike the preset colours. */
export type Tone = 'success' | 'warning' | 'danger' | 'info' | 'neutral' | 'closed' | 'stale';

export function Pill({
  tone,
  children,
  testId,
  lastKnown,
}: {
  tone: Tone;
  children: ReactNode;
  testId?: string;
  /** What the pill says was last known, not a current fact (the live connection is lost). */
  lastKnown?: boolean;
}) {
  return (
    <Tag className={`bid-pill bid-pill--${tone}`} data-testid={testId} data-last-known={lastKnown || undefined}>
      {children}
    </Tag>
  );
}

const LOT_TONES: Record<LotStatus, Tone> = {
  CREATED: 'neutral',
  ASSIGNED: 'info',
  ACTIVE: 'success',
  SOLD: 'closed',
  PAID: 'closed',
  UNSOLD: 'warning',
  CLOSED: 'neutral',
  CANCELLED: 'danger',
};

const AUCTION_TONES: Record<AuctionStatus, Tone> = {
  CREATED: 'neutral',
  PUBLISHED: 'info',
  CLOSED: 'warning',
  RUNNING: 'success',
  FINISHED: 'closed',
  CANCELLED: 'danger',
};

/** A lot's status; `forVisitors` in the words of the public pages (`public_lot.status_…`), else in the staff's. */
export function LotStatusPill({ status, forVisitors = false }: { status: LotStatus; forVisitors?: boolean }) {
  const { t } = useTranslation();
  return (
    <Pill tone={LOT_TONES[status]} testId={`lot-status-${status}`}>
      {t(`${forVisitors ? 'public_lot' : 'lot'}.status_${status.toLowerCase()}`, status)}
    </Pill>
  );
}

export function AuctionStatusPill({ status }: { status: AuctionStatus }) {
  const { t } = useTranslation();
  return (
    <Pill tone={AUCTION_TONES[status]} testId={`auction-status-${status}`}>
      {t(`auction.status_${status.toLowerCase()}`, status)}
    </Pill>
  );
}
