import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FollowTarget } from '@portal/contracts/follows';
import { apiPath } from '@portal/contracts/api-paths';
import { apiClient } from '@/shared/api/client';
import { biddingKeys } from './keys';

/** `POST /follows` or `POST /follows/unfollow`: follow or stop following a lot or an auction (both idempotent). */
export function setFollowed({ target, followed }: { target: FollowTarget; followed: boolean }) {
  return apiClient.post<{ followed: boolean }>(apiPath(followed ? '/follows' : '/follows/unfollow'), { json: target });
}

export function useSetFollowed() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: setFollowed,
    onSettled: () => client.invalidateQueries({ queryKey: biddingKeys.mine }),
  });
}
