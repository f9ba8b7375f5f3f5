import { useTranslation } from 'react-i18next';
import { companyUpdateSchema, type CompanyRow } from '@portal/contracts/user-admin';
import { EditableListScreen } from '@/shared/admin-kit/editable-list-screen';
import type { ListColumn, ListFilter } from '@/shared/admin-kit/types';
import { paths } from '@/shared/config/paths';
import { useDocumentTitle } from '@/shared/lib/use-document-title';
import { COMPANY_FIELDS, COMPANY_NUMBER_FIELD, withLockedHelp } from '@/shared/party/party-fields';

const RESOURCE = 'companies';
const FIELDS = withLockedHelp(COMPANY_FIELDS, COMPANY_NUMBER_FIELD, [
  'user.company_number_locked',
  'The unique number identifies the company; it is not changed.',
]);

/** `/admin/auth/traders/{id?}`: companies on file; staff correct their data (not the unique number). */
export function AdminTradersScreen() {
  const { t } = useTranslation();
  const title = t('page.admin_auth_traders', 'Traders');
  useDocumentTitle(title);

  const columns: ListColumn<CompanyRow>[] = [
    { field: 'id', title: ['admin.id', 'ID'], sortable: true, width: 70 },
    { field: 'companyName', title: ['party.company_name', 'Company name'], sortable: true },
    {
      field: 'companyUniqueNumber',
      title: ['party.company_unique_number', 'Company unique number (NUIS)'],
      sortable: true,
    },
    { field: 'fiscalNumber', title: ['party.fiscal_number', 'Fiscal number'], sortable: true },
    { field: 'placeName', title: ['party.place_name', 'Place'], sortable: true },
    { field: 'isIntermediary', title: ['party.is_intermediary', 'Intermediary'], kind: 'boolean' },
  ];
  const filters: ListFilter[] = [
    { name: 'companyName', label: ['party.company_name', 'Company name'], kind: 'text' },
    {
      name: 'companyUniqueNumber',
      label: ['party.company_unique_number', 'Company unique number (NUIS)'],
      kind: 'text',
    },
    { name: 'fiscalNumber', label: ['party.fiscal_number', 'Fiscal number'], kind: 'text' },
    { name: 'isIntermediary', label: ['party.is_intermediary', 'Intermediary'], kind: 'boolean' },
  ];

  return (
    <EditableListScreen<CompanyRow>
      resource={RESOURCE}
      title={title}
      columns={columns}
      filters={filters}
      path={paths.adminTraders}
      fields={FIELDS}
      schema={companyUpdateSchema}
    />
  );
}
