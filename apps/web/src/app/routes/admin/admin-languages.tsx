import { LanguagesScreen } from '@/features/translations/components/languages-screen';

/** `/admin/misc/languages/:id?` (spec §2: the id, optional, opens the edit dialog). */
export default function Component() {
  return <LanguagesScreen />;
}
