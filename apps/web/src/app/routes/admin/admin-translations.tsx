import { TranslationsScreen } from '@/features/translations/components/translations-screen';

/** `/admin/misc/translations/:id?` (spec §2: the id, optional, opens the edit dialog). */
export default function Component() {
  return <TranslationsScreen />;
}
