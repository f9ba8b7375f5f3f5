import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { paths } from '@/shared/config/paths';
import { clearReturnPath } from '@/shared/session/return-path';
import { useLogout } from '../api/logout';
import { endSessionLocally } from '../lib/session';

/**
 * Spec §4 logout: ends the session on the server, then forgets user, token and cached navigation
 * here (whatever the server answered) and goes to /login, where the public navigation loads again.
 */
export function useSignOut() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useLogout({
    onSettled: () => {
      endSessionLocally(queryClient);
      clearReturnPath();
      void navigate(paths.login, { replace: true });
    },
  });
}
