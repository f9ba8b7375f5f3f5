import { generalCreation } from '@/features/portal-cases/components/create-case-screen';
import { complaintCreation } from '@/features/portal-complaint/components/complaint-kind';
import { KindCreateRoute } from './kind-routes';

/** `…/create_general_case` and `…/create_complain_case`: the creation wizard of a kind (spec §2). */
export default function Component({ kind }: { kind: 'general' | 'complaint' }) {
  return <KindCreateRoute creation={kind === 'general' ? generalCreation : complaintCreation} />;
}
