import { OfficerDashboardScreen } from '@/features/portal-processing/components/officer-dashboard-screen';

/** `/web_portal_processing/dashboard`: the officer dashboard. */
export default function Component() {
  return <OfficerDashboardScreen />;
}
