import { useTranslation } from 'react-i18next';
import { localized } from '@portal/contracts/multilingual';
import { ANY_SUB_TYPE, type CaseFilterOptions } from '@portal/contracts/portal-cases';
import { currentLanguage } from '@/shared/i18n/language';
import type { OwnCasesParams } from '@/shared/portal/query-keys';
import { CASE_STATUS_LABEL, CASE_TYPE_LABEL } from '@/shared/portal/case-kinds';
import { FilterBar, type FilterField } from '@/shared/portal/filter-bar';

export type CaseFilters = OwnCasesParams['filters'];
type FilterName = keyof CaseFilters;

/**
 * The home list's filters (spec §2): status, kind, sub-type (0 = any, the default), who the case is about
 * (company, individual) among the caller's own cases, and the days it was created and submitted. Each applies at
 * once (a day once whole).
 */
export function CaseFiltersBar({
  options,
  values,
  onChange,
  onClear,
  active,
}: {
  options: CaseFilterOptions | undefined;
  values: CaseFilters;
  onChange: (values: CaseFilters) => void;
  onClear: () => void;
  active: boolean;
}) {
  const { t } = useTranslation();
  const all = t('admin.all', 'All');
  const set = (name: FilterName, value: string | undefined) => {
    const next = { ...values, [name]: value };
    // A sub-type belongs to a kind: another kind clears it.
    if (name === 'type') next.subType = String(ANY_SUB_TYPE);
    if (name === 'subType' && value === undefined) next.subType = String(ANY_SUB_TYPE);
    onChange(next);
  };
  const subTypes = (options?.subTypes ?? []).filter((s) => !values.type || s.caseType === values.type);
  const select = (name: FilterName, label: string, choices: Array<{ value: string; label: string }>): FilterField => ({
    kind: 'select',
    name,
    label,
    options: choices,
    placeholder: all,
    searchable: true,
    testId: `case-filter-${name}`,
  });
  const fields: FilterField[] = [
    select(
      'status',
      t('portal.status', 'Status'),
      (options?.statuses ?? []).map((s) => ({ value: s, label: t(...CASE_STATUS_LABEL[s]) })),
    ),
    select(
      'type',
      t('portal.case_kind', 'Kind'),
      (options?.types ?? []).map((type) => ({ value: type, label: t(...CASE_TYPE_LABEL[type]) })),
    ),
    {
      ...select('subType', t('portal.sub_type', 'Sub-type'), [
        { value: String(ANY_SUB_TYPE), label: all },
        ...subTypes.map((s) => ({ value: String(s.id), label: localized(s, 'label', currentLanguage) })),
      ]),
      anyValue: String(ANY_SUB_TYPE),
    } as FilterField,
    ...((options?.companies.length ?? 0) > 0
      ? [
          select(
            'company',
            t('portal.about_company', 'About the company'),
            options!.companies.map((c) => ({ value: String(c.id), label: c.name })),
          ),
        ]
      : []),
    ...((options?.individuals.length ?? 0) > 0
      ? [
          select(
            'individual',
            t('portal.about_individual', 'About the individual'),
            options!.individuals.map((i) => ({ value: String(i.id), label: i.name })),
          ),
        ]
      : []),
    {
      kind: 'dayRange',
      from: 'createdFrom',
      to: 'createdTo',
      fromLabel: t('portal.created_from', 'Created from'),
      toLabel: t('portal.created_to', 'Created to'),
      testId: 'case-filter-created',
    },
    {
      kind: 'dayRange',
      from: 'submittedFrom',
      to: 'submittedTo',
      fromLabel: t('portal.submitted_from', 'Submitted from'),
      toLabel: t('portal.submitted_to', 'Submitted to'),
      testId: 'case-filter-submitted',
    },
  ];
  return (
    <FilterBar
      fields={fields}
      values={values}
      onChange={(name, value) => set(name as FilterName, value)}
      onClear={onClear}
      active={active}
      testId="case-filters"
    />
  );
}
