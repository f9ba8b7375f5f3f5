import { useSession } from '@/features/auth/hooks/use-session';
import {
  CreateComplaintCaseScreen,
  CreateGeneralCaseScreen,
} from '@/features/portal/cases/components/create-case-screens';
import { UserGate } from '@/features/portal/cases/components/user-gate';

/** `…/create_general_case` and `…/create_complain_case`: the creation wizard of a kind (spec §2). */
export default function Component({ kind }: { kind: 'general' | 'complaint' }) {
  const { user, retry } = useSession();
  return (
    <UserGate user={user} retry={retry}>
      {({ intermediary, ownName }) =>
        kind === 'general' ? (
          <CreateGeneralCaseScreen intermediary={intermediary} ownName={ownName} />
        ) : (
          <CreateComplaintCaseScreen intermediary={intermediary} ownName={ownName} />
        )
      }
    </UserGate>
  );
}
