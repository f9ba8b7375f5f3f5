import { Button, Flex, Typography } from 'antd';
import { LoginOutlined, SendOutlined } from '@ant-design/icons';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ParticipationStatus } from '@portal/contracts/participation-requests';
import type { PublicLot } from '@portal/contracts/public-auctions';
import { paths } from '@/shared/config/paths';
import { clearReturnPath, rememberReturnPath } from '@/shared/session/return-path';
import { lotRequestAction, type AuctionViewer } from '../../lib/lot-registration';
import { RequestStatusTag } from './request-status-tag';

type LotRequestControlProps = {
  lot: Pick<
    PublicLot,
    'id' | 'code' | 'description' | 'descriptionEN' | 'descriptionSR' | 'guaranteeAmount' | 'status'
  >;
  auction: { id: number; status: PublicLot['auction']['status'] };
  viewer: AuctionViewer;
  /** The caller's request for the lot; undefined while loading or for visitors. */
  request: { status: ParticipationStatus } | null | undefined;
  /**
   * Opens the request popup, which the page keeps (not this control): a list that shows its lots as a table or as
   * cards by the screen's width would otherwise close an open popup when the width crosses over (a tablet turned).
   */
  onRequest: () => void;
  /** True while the caller's requests are still loading (no button yet). */
  requestsLoading?: boolean;
  size?: 'small' | 'middle';
};

/**
 * The participation part of a lot: "Request participation" (opens the popup) for a requester
 * without a request while the auction is PUBLISHED, the status of their request, or "Sign in to
 * take part" for a visitor (back to this page after signing in).
 */
export function LotRequestControl({
  lot,
  auction,
  viewer,
  request,
  requestsLoading,
  size,
  onRequest,
}: LotRequestControlProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const action = lotRequestAction({ viewer, auctionStatus: auction.status, lotStatus: lot.status, request });

  if (viewer === 'requester' && requestsLoading) return <Typography.Text type="secondary">…</Typography.Text>;
  switch (action) {
    case 'status':
      return (
        <Flex gap={4} align="center" wrap data-testid={`lot-request-status-${lot.id}`}>
          <RequestStatusTag status={request!.status} />
        </Flex>
      );
    case 'sign-in':
      return (
        <Button
          size={size}
          icon={<LoginOutlined aria-hidden />}
          data-testid={`lot-sign-in-${lot.id}`}
          onClick={() => {
            clearReturnPath();
            rememberReturnPath(`${location.pathname}${location.search}`);
            void navigate(paths.login);
          }}
        >
          {t('lot_registration.sign_in', 'Sign in to take part')}
        </Button>
      );
    case 'request':
      return (
        <Button
          size={size}
          type="primary"
          icon={<SendOutlined aria-hidden />}
          data-testid={`lot-request-${lot.id}`}
          aria-label={t('lot_registration.request_lot', 'Request participation in lot {{code}}', { code: lot.code })}
          onClick={onRequest}
        >
          {t('lot_registration.request', 'Request participation')}
        </Button>
      );
    default:
      return null;
  }
}
