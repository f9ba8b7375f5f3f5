import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AuctionNewsRow } from '@portal/contracts/news';
import { apiPath } from '@portal/contracts/api-paths';
import { apiClient } from '@/shared/api/client';
import { NEWS_RESOURCE } from '../lib/admin-config';

/** `POST /auction_news/publish` or `/unpublish` (409 when the item already is in that state). */
export const setNewsPublished = (id: number, published: boolean) =>
  apiClient.post<AuctionNewsRow>(apiPath(published ? '/auction_news/publish' : '/auction_news/unpublish'), {
    json: { id },
  });

export function useSetNewsPublished(options: { onSuccess?: (news: AuctionNewsRow) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, published }: { id: number; published: boolean }) => setNewsPublished(id, published),
    onSuccess: async (news) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: [NEWS_RESOURCE] }),
        queryClient.invalidateQueries({ queryKey: ['auction_news_published'] }),
      ]);
      options.onSuccess?.(news);
    },
  });
}
