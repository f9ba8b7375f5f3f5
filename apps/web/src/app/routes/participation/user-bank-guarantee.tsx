import { MyGuaranteesScreen } from '@/features/bank-guarantees/components/my-guarantees-screen';
import { useSession } from '@/features/auth/hooks/use-session';
import { CenteredSpinner } from '@/shared/ui/centered-spinner';

/** `/user/user-bank-guarantee`: the signed-in user's bank guarantees. */
export default function Component() {
  const { user } = useSession();
  if (!user) return <CenteredSpinner />;
  return <MyGuaranteesScreen username={user.username} />;
}
