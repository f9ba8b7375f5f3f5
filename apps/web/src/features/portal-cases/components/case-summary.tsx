import { Descriptions, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { localized } from '@portal/contracts/multilingual';
import { caseShowsDeadline, type PortalCase } from '@portal/contracts/portal-cases';
import { currentLanguage } from '@/shared/i18n/language';
import { formatDateTimeWithZone } from '@/shared/lib/business-time';
import { aboutName, CASE_TYPE_LABEL } from '@/shared/portal/case-kinds';
import { CaseStatusTag } from '@/shared/portal/case-status-tag';

/** The case's facts (number, kind, sub-type, who it is about, status, dates), read-only. */
export function CaseSummary({ portalCase, withTexts = false }: { portalCase: PortalCase; withTexts?: boolean }) {
  const { t } = useTranslation();
  const c = portalCase;
  const when = (value: string | null) => (value ? formatDateTimeWithZone(value) : '—');
  const items = [
    { key: 'number', label: t('portal.case_number', 'Case number'), children: c.number },
    { key: 'type', label: t('portal.case_kind', 'Kind'), children: t(...CASE_TYPE_LABEL[c.caseType]) },
    {
      key: 'subType',
      label: t('portal.sub_type', 'Sub-type'),
      children: c.subType ? localized(c.subType, 'label', currentLanguage) : '—',
    },
    {
      key: 'about',
      label: c.forCompany
        ? t('portal.about_company', 'About the company')
        : t('portal.about_individual', 'About the individual'),
      children: aboutName(c),
    },
    { key: 'status', label: t('portal.status', 'Status'), children: <CaseStatusTag status={c.caseStatus} /> },
    { key: 'filer', label: t('portal.filer', 'Filed by'), children: c.filer.name || c.filer.username },
    { key: 'created', label: t('portal.created_at', 'Created'), children: when(c.createdAt) },
    { key: 'submitted', label: t('portal.submitted_at', 'Submitted'), children: when(c.submittedAt) },
    ...(c.dueAt && caseShowsDeadline(c.caseStatus)
      ? [{ key: 'due', label: t('portal.due_at', 'Decision due'), children: when(c.dueAt) }]
      : []),
    ...(c.correctionsDueAt
      ? [
          {
            key: 'corrections',
            label: t('portal.corrections_due_at', 'Answer the request by'),
            children: when(c.correctionsDueAt),
          },
        ]
      : []),
    ...(c.protocolNumber
      ? [{ key: 'protocol', label: t('portal.protocol_number', 'Protocol number'), children: c.protocolNumber }]
      : []),
    ...(withTexts
      ? [
          { key: 'subject', label: t('portal.subject', 'Subject'), children: c.subject, span: 'filled' as const },
          {
            key: 'description',
            label: t('portal.description', 'Description'),
            span: 'filled' as const,
            children: c.description ? (
              <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', margin: 0 }}>{c.description}</Typography.Paragraph>
            ) : (
              '—'
            ),
          },
        ]
      : []),
  ];
  return (
    <Descriptions
      size="small"
      bordered
      column={{ xs: 1, sm: 1, md: 2, lg: 2, xl: 3, xxl: 3 }}
      items={items}
      data-testid="case-summary"
    />
  );
}
