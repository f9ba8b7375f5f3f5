import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { announcementRefSchema } from '@portal/contracts/public-auctions';
import { apiPath, type ApiPathTemplate } from '@portal/contracts/api-paths';
import { apiClient } from '@/shared/api/client';
import { downloadAttachment } from '@/shared/upload/download-attachment';
import { AUCTIONS_RESOURCE } from './keys';

export type AnnouncementWhich = 'last' | 'previous';

const ANNOUNCEMENT_PATHS = {
  last: '/auctions/{id}/last_announcement',
  previous: '/auctions/{id}/previous_announcement',
} as const satisfies Record<AnnouncementWhich, ApiPathTemplate>;

/** Fetches the id of an auction's announcement (`{id}/last_announcement`) and downloads it; false when there is none. */
export async function downloadAnnouncement(auctionId: number, which: AnnouncementWhich = 'last'): Promise<boolean> {
  const ref = announcementRefSchema.parse(await apiClient.get(apiPath(ANNOUNCEMENT_PATHS[which], { id: auctionId })));
  if (ref.attachmentId === null) return false;
  await downloadAttachment(ref.attachmentId, `announcement-${auctionId}.pdf`);
  return true;
}

export function useDownloadAnnouncement() {
  return useMutation({
    mutationFn: ({ auctionId, which }: { auctionId: number; which?: AnnouncementWhich }) =>
      downloadAnnouncement(auctionId, which),
  });
}

/** The stored announcements of an auction: the last and the previous one (attachment ids, null when none). */
export async function getAnnouncementRefs(auctionId: number) {
  const [last, previous] = await Promise.all(
    (['last', 'previous'] as const).map(async (which) =>
      announcementRefSchema.parse(await apiClient.get(apiPath(ANNOUNCEMENT_PATHS[which], { id: auctionId }))),
    ),
  );
  return { last: last.attachmentId, previous: previous.attachmentId };
}

// Under the auctions key: every auction command (publish, postpone) refreshes it.
export const getAnnouncementRefsQueryOptions = (auctionId: number) =>
  queryOptions({
    queryKey: [AUCTIONS_RESOURCE, 'announcements', auctionId],
    queryFn: () => getAnnouncementRefs(auctionId),
  });

export const useAnnouncementRefs = (auctionId: number, enabled = true) =>
  useQuery({ ...getAnnouncementRefsQueryOptions(auctionId), enabled });
