import { SettingsScreen } from '@/features/settings/components/settings-screen';

/** `/admin/misc/application_parameters/:id?` (spec §2: the id is optional; it is not used here). */
export default function Component() {
  return <SettingsScreen variant="parameters" />;
}
