import { HelpPage } from '@/features/information/components/help-page';

/** `/user_info/help?tab=n`: the help tabs and the help templates. */
export default function Component() {
  return <HelpPage />;
}
