import { useTranslation } from 'react-i18next';
import type { CurrentUser } from '@portal/contracts';
import { LoginPage } from '@/features/auth/pages/login-page';
import { useDocumentTitle } from '@/shared/lib/use-document-title';

/**
 * A staff member lands on the first page of their system's menu, in that system; traders and persons go home.
 * (The navigation code loads only for staff.)
 */
async function landingOf(user: CurrentUser): Promise<string | null> {
  if (user.company !== null || user.individual !== null) return null;
  const [{ getNavigation }, { staffLanding }, { setSystem }] = await Promise.all([
    import('@/features/navigation/api/get-navigation'),
    import('@/features/navigation/lib/staff-landing'),
    import('@/shared/session/system'),
  ]);
  const landing = staffLanding(user, await getNavigation('ALL', false), user.lang);
  if (!landing) return null;
  setSystem(landing.system);
  return landing.url;
}

export default function Component() {
  const { t } = useTranslation();
  useDocumentTitle(t('page.login', 'Sign in'));
  return <LoginPage landingOf={landingOf} />;
}
