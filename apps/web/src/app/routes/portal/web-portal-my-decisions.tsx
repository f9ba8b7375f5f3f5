import { MyDecisionsPage } from '@/features/portal-decisions/pages/my-decisions-page';

/** `/web_portal/my_decisions`: the register of what the authority issued to the caller. */
export default function Component() {
  return <MyDecisionsPage />;
}
