import { useTranslation } from 'react-i18next';
import { individualUpdateSchema, type IndividualRow } from '@portal/contracts/user-admin';
import { EditableListScreen } from '@/shared/admin-kit/editable-list-screen';
import type { ListColumn, ListFilter } from '@/shared/admin-kit/types';
import { paths } from '@/shared/config/paths';
import { useDocumentTitle } from '@/shared/lib/use-document-title';
import { INDIVIDUAL_FIELDS, INDIVIDUAL_NUMBER_FIELD, withLockedHelp } from '@/shared/party/party-fields';

const RESOURCE = 'individuals';
const FIELDS = withLockedHelp(INDIVIDUAL_FIELDS, INDIVIDUAL_NUMBER_FIELD, [
  'user.personal_number_locked',
  'The personal number identifies the person; it is not changed.',
]);

/** `/admin/auth/persons/{id?}`: individuals on file; staff correct their data (not the personal number). */
export function AdminPersonsScreen() {
  const { t } = useTranslation();
  const title = t('page.admin_auth_persons', 'Persons');
  useDocumentTitle(title);

  const columns: ListColumn<IndividualRow>[] = [
    { field: 'id', title: ['admin.id', 'ID'], sortable: true, width: 70 },
    { field: 'personalNumber', title: ['party.personal_number', 'Personal number'], sortable: true },
    { field: 'firstName', title: ['party.first_name', 'First name'], sortable: true },
    { field: 'lastName', title: ['party.last_name', 'Last name'], sortable: true },
    { field: 'dateOfBirth', title: ['party.date_of_birth', 'Date of birth'], kind: 'date' },
    { field: 'city', title: ['party.city', 'City'], sortable: true },
  ];
  const filters: ListFilter[] = [
    { name: 'personalNumber', label: ['party.personal_number', 'Personal number'], kind: 'text' },
    { name: 'name', label: ['user.full_name', 'Name'], kind: 'text' },
    { name: 'city', label: ['party.city', 'City'], kind: 'text' },
  ];

  return (
    <EditableListScreen<IndividualRow>
      resource={RESOURCE}
      title={title}
      columns={columns}
      filters={filters}
      path={paths.adminPersons}
      fields={FIELDS}
      schema={individualUpdateSchema}
    />
  );
}
