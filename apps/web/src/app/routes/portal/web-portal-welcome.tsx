import { WelcomeScreen } from '@/features/portal-cases/components/welcome-screen';

/** `/web_portal/web_portal_welcome_page`: the case kinds and how a case is processed. */
export default function Component() {
  return <WelcomeScreen />;
}
