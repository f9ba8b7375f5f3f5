import { Button } from 'antd';
import { StarFilled, StarOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { FollowTarget } from '@portal/contracts/follows';
import { useSetFollowed } from '../api/follow';
import { useFollows } from '../api/get-follows';

/**
 * The follow star of a lot or an auction (public lot and auction pages, the bidding screen): a toggle button,
 * pressed while the signed-in user follows it. Nothing for a visitor.
 */
export function FollowButton({
  target,
  signedIn,
  size = 'middle',
}: {
  target: FollowTarget;
  signedIn: boolean;
  size?: 'small' | 'middle';
}) {
  const { t } = useTranslation();
  const follows = useFollows(signedIn);
  const change = useSetFollowed();
  if (!signedIn) return null;
  const followed =
    target.lotId !== undefined
      ? (follows.data?.lotIds.includes(target.lotId) ?? false)
      : (follows.data?.auctions.some((a) => a.auctionId === target.auctionId) ?? false);
  const pending = change.isPending ? change.variables.followed : null;
  const shown = pending ?? followed;
  const what = target.lotId !== undefined ? 'lot' : 'auction';
  return (
    <Button
      size={size}
      icon={shown ? <StarFilled aria-hidden style={{ color: '#ad6800' }} /> : <StarOutlined aria-hidden />}
      aria-pressed={shown}
      disabled={follows.isPending}
      loading={change.isPending}
      onClick={() => change.mutate({ target, followed: !followed })}
      data-testid={`follow-${what}-${target.lotId ?? target.auctionId}`}
      data-followed={shown}
    >
      {shown
        ? t('follows.following', 'Following')
        : what === 'lot'
          ? t('follows.follow_lot', 'Follow lot')
          : t('follows.follow_auction', 'Follow auction')}
    </Button>
  );
}
