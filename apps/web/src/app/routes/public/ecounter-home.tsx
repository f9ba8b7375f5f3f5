import { useSession } from '@/features/auth/hooks/use-session';
import { CounterHomePage } from '@/features/home/pages/counter-home-page';

/** `/ecounter_home` and `/web_portal/ecounter_home`: the e-counter's landing page. */
export default function Component() {
  const { user } = useSession();
  return <CounterHomePage user={user} />;
}
