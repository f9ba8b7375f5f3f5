import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { CurrentUser } from '@portal/contracts';
import { isApiError } from '@/shared/api/api-error';
import { useToken } from '@/shared/session/token';
import { useCurrentUserQuery } from '../api/get-current-user';
import { endSessionLocally } from '../lib/session';

export type Session = {
  /** 'loading' while the user of a stored token is being read; 'error' when that failed (not a 401). */
  status: 'anonymous' | 'loading' | 'authenticated' | 'error';
  user: CurrentUser | null;
  retry: () => void;
};

/** The signed-in user, read with `GET /user` whenever a token is stored (spec §4). */
export function useSession(): Session {
  const token = useToken();
  const queryClient = useQueryClient();
  const query = useCurrentUserQuery(token !== null);
  const expired = token !== null && isApiError(query.error) && query.error.status === 401;

  useEffect(() => {
    // The stored token is no longer valid: carry on as a visitor.
    if (expired) endSessionLocally(queryClient);
  }, [expired, queryClient]);

  const retry = () => void query.refetch();
  if (token === null || expired) return { status: 'anonymous', user: null, retry };
  if (query.data) return { status: 'authenticated', user: query.data, retry };
  if (query.isError) return { status: 'error', user: null, retry };
  return { status: 'loading', user: null, retry };
}
