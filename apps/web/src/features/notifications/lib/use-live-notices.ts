import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { BIDDING_PAGE_URL } from '@portal/contracts/bidding';
import { noticeDestination, noticePushSchema } from '@portal/contracts/notifications';
import { checkedPush } from '@/shared/realtime/checked-push';
import { useTopic } from '@/shared/realtime/use-topic';
import { noticeKeys } from '../api/keys';
import { markTitleOutbid, playOutbidSound, soundEnabled } from './outbid-alert';

/**
 * Keeps the bell's count and the lists current from the user's own destination (every open tab gets each push), and
 * on the bidding screen marks the tab's title (and, when switched on, beeps) when the user is outbid.
 */
export function useLiveNotices(userId: number | null): void {
  const queryClient = useQueryClient();
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const destination = userId === null ? null : noticeDestination(userId);
  useTopic(destination, (body) => {
    if (!destination) return;
    const push = checkedPush(destination, noticePushSchema, body);
    if (!push) return;
    queryClient.setQueryData(noticeKeys.unread, { unread: push.unread });
    void queryClient.invalidateQueries({ queryKey: noticeKeys.all, predicate: (q) => q.queryKey[1] === 'list' });
    if (push.type === 'notice' && push.notice.kind === 'outbid' && pathname.startsWith(BIDDING_PAGE_URL)) {
      markTitleOutbid(t('notifications.outbid_title', 'Outbid'));
      if (soundEnabled()) playOutbidSound();
    }
  });
}
