import { Descriptions, Drawer, Flex, Skeleton } from 'antd';
import { AppTabs } from '@/shared/ui/app-tabs';
import { useTranslation } from 'react-i18next';
import { formatDate, formatDateTime } from '@/shared/lib/business-time';
import type { ApprovalDetail } from '@portal/contracts/user-admin';
import { QueryState } from '@/shared/ui/query-state';
import { useApproval } from '../api/admin-get-approval';
import { AdminApprovalGuarantees, AdminApprovalLicences } from './admin-approval-holdings';
import { AdminUserActionButtons } from './admin-user-action-buttons';
import { AdminUserLogTable } from './admin-user-log-table';
import { AdminUserStatusTag } from './admin-user-status-tag';

const dash = (value: string | number | null | undefined) =>
  value === null || value === undefined || value === '' ? '—' : value;

function Account({ detail }: { detail: ApprovalDetail }) {
  const { t } = useTranslation();
  const { user, company, individual } = detail;
  const accountItems = [
    { key: 'username', label: t('user.username', 'Username'), children: user.username },
    { key: 'status', label: t('user.status', 'Status'), children: <AdminUserStatusTag status={user.status} /> },
    { key: 'email', label: t('user.email', 'E-mail'), children: dash(user.email) },
    { key: 'phone', label: t('user.phone', 'Phone'), children: dash(user.phone) },
    { key: 'lang', label: t('language.label', 'Language'), children: t(`language.${user.lang}`, user.lang) },
    { key: 'created', label: t('user.created_at', 'Registered'), children: formatDateTime(user.createdAt) },
    ...(user.rejectReason
      ? [{ key: 'reject', label: t('user.reject_reason', 'Reason of rejection'), children: user.rejectReason }]
      : []),
    ...(user.blockReason
      ? [{ key: 'block', label: t('user.block_reason', 'Reason of blocking'), children: user.blockReason }]
      : []),
    ...(user.disabledTo
      ? [{ key: 'until', label: t('user.disabled_to', 'Disabled until'), children: formatDateTime(user.disabledTo) }]
      : []),
  ];
  const partyItems = company
    ? [
        { key: 'name', label: t('party.company_name', 'Company name'), children: company.companyName },
        {
          key: 'nuis',
          label: t('party.company_unique_number', 'Company unique number (NUIS)'),
          children: company.companyUniqueNumber,
        },
        { key: 'fiscal', label: t('party.fiscal_number', 'Fiscal number'), children: dash(company.fiscalNumber) },
        {
          key: 'register',
          label: t('party.register_number', 'Register number'),
          children: dash(company.registerNumber),
        },
        {
          key: 'founded',
          label: t('party.constitution_date', 'Date of constitution'),
          children: company.constitutionDate ? formatDate(company.constitutionDate) : '—',
        },
        { key: 'phone', label: t('party.company_phone', 'Company phone'), children: dash(company.companyPhone) },
        { key: 'address', label: t('party.address', 'Address'), children: dash(company.address) },
        { key: 'place', label: t('party.place_name', 'Place'), children: dash(company.placeName) },
        {
          key: 'intermediary',
          label: t('party.is_intermediary', 'Intermediary'),
          children: company.isIntermediary ? t('admin.yes', 'Yes') : t('admin.no', 'No'),
        },
      ]
    : individual
      ? [
          {
            key: 'name',
            label: t('user.full_name', 'Name'),
            children: [individual.title, individual.firstName, individual.lastName].filter(Boolean).join(' '),
          },
          { key: 'number', label: t('party.personal_number', 'Personal number'), children: individual.personalNumber },
          { key: 'parent', label: t('party.parent_name', 'Parent’s name'), children: dash(individual.parentName) },
          {
            key: 'born',
            label: t('party.date_of_birth', 'Date of birth'),
            children: individual.dateOfBirth ? formatDate(individual.dateOfBirth) : '—',
          },
          { key: 'address', label: t('party.address', 'Address'), children: dash(individual.address) },
          { key: 'city', label: t('party.city', 'City'), children: dash(individual.city) },
          {
            key: 'living',
            label: t('party.city_of_living', 'City of residence'),
            children: dash(individual.cityOfLivingName),
          },
        ]
      : [];
  return (
    <Flex vertical gap={20}>
      <AdminUserActionButtons user={user} allowed={detail.allowedActions} />
      <Descriptions
        size="small"
        column={1}
        bordered
        title={t('user.account', 'Account')}
        items={accountItems}
        styles={{ label: { width: 200 } }}
      />
      {partyItems.length > 0 && (
        <Descriptions
          size="small"
          column={1}
          bordered
          title={company ? t('user.company', 'Company') : t('user.individual', 'Individual')}
          items={partyItems}
          styles={{ label: { width: 200 } }}
          data-testid="approval-party"
        />
      )}
    </Flex>
  );
}

/** One account of the approval lists: its data, its company or individual, the actions and its log. */
export function AdminApprovalDrawer({ id, onClose }: { id: number; onClose: () => void }) {
  const { t } = useTranslation();
  const detail = useApproval(id);
  const data = detail.data;
  return (
    <Drawer
      open
      onClose={onClose}
      size={820}
      title={
        data
          ? (data.company?.companyName ??
            ([data.individual?.firstName, data.individual?.lastName].filter(Boolean).join(' ') || data.user.username))
          : t('user.account', 'Account')
      }
      data-testid="approval-drawer"
    >
      {data ? (
        <AppTabs
          items={[
            { key: 'account', label: t('user.account', 'Account'), children: <Account detail={data} /> },
            {
              key: 'guarantees',
              label: `${t('user.bank_guarantees', 'Bank guarantees')} (${data.bankGuarantees.length})`,
              children: <AdminApprovalGuarantees guarantees={data.bankGuarantees} />,
            },
            ...(data.company
              ? [
                  {
                    key: 'licences',
                    label: `${t('user.licences', 'Licences')} (${data.licences.length})`,
                    children: <AdminApprovalLicences licences={data.licences} />,
                  },
                ]
              : []),
            {
              key: 'log',
              label: `${t('user.log', 'Log')} (${data.logTotal})`,
              children: <AdminUserLogTable username={data.user.username} />,
            },
          ]}
        />
      ) : (
        <QueryState query={detail} loading={<Skeleton active paragraph={{ rows: 12 }} />} />
      )}
    </Drawer>
  );
}
