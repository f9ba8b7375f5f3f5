import { Outlet } from 'react-router';
import { useSession } from '@/features/auth/hooks/use-session';
import { CenteredSpinner } from '@/shared/ui/centered-spinner';

/** While the user of a stored token is being read, a spinner: never a flash of the visitor's screens. */
export function SessionGate() {
  const { status } = useSession();
  return status === 'loading' ? <CenteredSpinner fullPage /> : <Outlet />;
}
