import { Alert, Button, Flex } from 'antd';
import { LoginOutlined } from '@ant-design/icons';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { AuctionStatus } from '@portal/contracts/auction-status';
import type { ViewerKind } from '@portal/contracts/bidding';
import { paths } from '@/shared/config/paths';
import { clearReturnPath, rememberReturnPath } from '@/shared/session/return-path';
import { LinkButton } from '@/shared/ui/link-button';

/**
 * Who the screen speaks to (spec §2): visitors and users without an approved request follow the same live
 * view read-only and are told how to take part; staff follow it read-only; a bidder is told their pseudonym.
 */
export function ViewerNotice({
  viewer,
  auction,
  bidderNumber,
}: {
  viewer: ViewerKind;
  auction: { id: number; status: AuctionStatus };
  bidderNumber: number | null;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const auctionLink = (
    <LinkButton size="small" to={paths.userAuction(auction.id)} data-testid="viewer-auction-link">
      {t('bidding.to_auction_page', 'Auction page')}
    </LinkButton>
  );
  const requests =
    auction.status === 'PUBLISHED'
      ? t(
          'bidding.request_open',
          'Requests to take part are open on the auction page until the auction closes for them.',
        )
      : t(
          'bidding.request_closed',
          'Requests to take part are sent on the auction page while an auction is published.',
        );

  switch (viewer) {
    case 'VISITOR':
      return (
        <Alert
          type="info"
          showIcon
          data-testid="viewer-visitor"
          title={t('bidding.visitor_title', 'You are watching the bidding.')}
          description={
            <>
              <p className="bid-alert-text">
                {t(
                  'bidding.visitor_text',
                  'To bid, sign in as a trader or a person approved for a lot of this auction.',
                )}{' '}
                {requests}
              </p>
              <Flex gap={8} wrap>
                <Button
                  size="small"
                  type="primary"
                  icon={<LoginOutlined aria-hidden />}
                  onClick={() => {
                    clearReturnPath();
                    rememberReturnPath(`${location.pathname}${location.search}`);
                    void navigate(paths.login);
                  }}
                  data-testid="viewer-sign-in"
                >
                  {t('bidding.sign_in', 'Sign in to bid')}
                </Button>
                {auctionLink}
              </Flex>
            </>
          }
        />
      );
    case 'NOT_APPROVED':
      return (
        <Alert
          type="info"
          showIcon
          data-testid="viewer-not-approved"
          title={t('bidding.not_approved_title', 'You follow this auction without bidding.')}
          description={
            <>
              <p className="bid-alert-text">
                {t('bidding.not_approved_text', 'Only participants with an approved request for a lot can bid on it.')}{' '}
                {requests}
              </p>
              {auctionLink}
            </>
          }
        />
      );
    case 'STAFF':
      return (
        <Alert
          type="info"
          showIcon
          data-testid="viewer-staff"
          title={t('bidding.staff_title', 'Staff view: read-only.')}
          description={t(
            'bidding.staff_text',
            'Bidders are shown by pseudonym while a lot runs. Each lot links to all its bids with times and hashes.',
          )}
        />
      );
    default:
      return bidderNumber === null ? null : (
        <p className="bid-muted" data-testid="viewer-bidder">
          {t('bidding.bidder_intro', 'You bid as Bidder {{number}}. Other bidders see only this pseudonym.', {
            number: bidderNumber,
          })}
        </p>
      );
  }
}
