import { useTranslation } from 'react-i18next';
import type { CurrentUser } from '@portal/contracts';
import { pathGrantedByPages } from '@portal/contracts/navigation';
import { PORTAL_OFFICER_PAGE } from '@portal/contracts/portal-cases';
import { LoginPage } from '@/features/auth/pages/login-page';
import { paths } from '@/shared/config/paths';
import { useDocumentTitle } from '@/shared/lib/use-document-title';

/** The user holds the officer's queue (by role or as their own page). */
const isPortalOfficer = (user: CurrentUser) =>
  pathGrantedByPages(
    PORTAL_OFFICER_PAGE,
    [...user.rolePages, ...user.userPages].map((page) => page.url),
  );

/**
 * A staff member lands on the first page of their system's menu, in that system; traders and persons go home. A
 * customs officer whose landing would be home (or the portal's home) lands on the case queue, their work.
 * (The navigation code loads only for staff.)
 */
async function landingOf(user: CurrentUser): Promise<string | null> {
  const officerQueue = isPortalOfficer(user) ? paths.portalCaseQueue : null;
  if (user.company !== null || user.individual !== null) return officerQueue;
  const [{ getNavigation }, { staffLanding }, { setSystem }] = await Promise.all([
    import('@/features/navigation/api/get-navigation'),
    import('@/features/navigation/lib/staff-landing'),
    import('@/shared/session/system'),
  ]);
  const landing = staffLanding(user, await getNavigation('ALL', false), user.lang);
  if (!landing || landing.url === paths.portalHome) return officerQueue ?? landing?.url ?? null;
  setSystem(landing.system);
  return landing.url;
}

export default function Component() {
  const { t } = useTranslation();
  useDocumentTitle(t('page.login', 'Sign in'));
  return <LoginPage landingOf={landingOf} />;
}
