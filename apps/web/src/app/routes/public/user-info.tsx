import { InformationPage } from '@/features/information/components/information-page';

/** `/user_info/{page}_{lang}`: contact, terms, privacy policy and FAQ in each language. */
export default function Component() {
  return <InformationPage />;
}
