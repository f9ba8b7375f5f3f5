import { CaseQueueScreen } from '@/features/portal-processing/components/case-queue-screen';

/** `/web_portal_processing/case_queue`: the customs officers' queue of submitted cases. */
export default function Component() {
  return <CaseQueueScreen />;
}
