import { ClearOutlined } from '@ant-design/icons';
import { Button, Flex, Select } from 'antd';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { localized } from '@portal/contracts/multilingual';
import { ANY_SUB_TYPE, type CaseFilterOptions } from '@portal/contracts/portal-cases';
import { currentLanguage } from '@/shared/i18n/language';
import type { OwnCasesParams } from '@/shared/portal/query-keys';
import { CASE_STATUS_LABEL, CASE_TYPE_LABEL } from '@/shared/portal/case-kinds';
import { DayRangeFilter } from '@/shared/portal/day-range-filter';

export type CaseFilters = OwnCasesParams['filters'];
type FilterName = keyof CaseFilters;

/** One labelled select of the bar (the label names it for screen readers). */
function FilterSelect({
  name,
  label,
  value,
  options,
  onChange,
  allLabel,
}: {
  name: FilterName;
  label: string;
  value: string | undefined;
  options: Array<{ value: string; label: string }>;
  onChange: (name: FilterName, value: string | undefined) => void;
  allLabel: string;
}) {
  const id = useId();
  return (
    <Flex vertical gap={4} style={{ flex: '1 1 180px', minWidth: 0, maxWidth: 280 }}>
      <label htmlFor={id} style={{ fontSize: 12 }}>
        {label}
      </label>
      <Select
        id={id}
        value={value}
        onChange={(next: string | undefined) => onChange(name, next)}
        options={options}
        allowClear
        showSearch={{ optionFilterProp: 'label' }}
        placeholder={allLabel}
        data-testid={`case-filter-${name}`}
      />
    </Flex>
  );
}

/**
 * The home list's filters (spec §2): status, kind, sub-type (0 = any, the default), who the case is about
 * (company, individual) among the caller's own cases, and the days it was created and submitted. Each applies at
 * once (a day once whole).
 */
export function CaseFiltersBar({
  options,
  values,
  onChange,
}: {
  options: CaseFilterOptions | undefined;
  values: CaseFilters;
  onChange: (values: CaseFilters) => void;
}) {
  const { t } = useTranslation();
  const all = t('admin.all', 'All');
  const set = (name: FilterName, value: string | undefined) => {
    const next = { ...values, [name]: value };
    // A sub-type belongs to a kind: another kind clears it.
    if (name === 'type') next.subType = String(ANY_SUB_TYPE);
    onChange(next);
  };
  const subTypes = (options?.subTypes ?? []).filter((s) => !values.type || s.caseType === values.type);
  const active = Object.entries(values).some(([name, v]) => v && !(name === 'subType' && v === String(ANY_SUB_TYPE)));
  return (
    <Flex gap={12} wrap align="flex-end" data-testid="case-filters">
      <FilterSelect
        name="status"
        label={t('portal.status', 'Status')}
        value={values.status}
        options={(options?.statuses ?? []).map((s) => ({ value: s, label: t(...CASE_STATUS_LABEL[s]) }))}
        onChange={set}
        allLabel={all}
      />
      <FilterSelect
        name="type"
        label={t('portal.case_kind', 'Kind')}
        value={values.type}
        options={(options?.types ?? []).map((type) => ({ value: type, label: t(...CASE_TYPE_LABEL[type]) }))}
        onChange={set}
        allLabel={all}
      />
      <FilterSelect
        name="subType"
        label={t('portal.sub_type', 'Sub-type')}
        value={values.subType ?? String(ANY_SUB_TYPE)}
        options={[
          { value: String(ANY_SUB_TYPE), label: all },
          ...subTypes.map((s) => ({ value: String(s.id), label: localized(s, 'label', currentLanguage) })),
        ]}
        onChange={(name, value) => set(name, value ?? String(ANY_SUB_TYPE))}
        allLabel={all}
      />
      {(options?.companies.length ?? 0) > 0 && (
        <FilterSelect
          name="company"
          label={t('portal.about_company', 'About the company')}
          value={values.company}
          options={options!.companies.map((c) => ({ value: String(c.id), label: c.name }))}
          onChange={set}
          allLabel={all}
        />
      )}
      {(options?.individuals.length ?? 0) > 0 && (
        <FilterSelect
          name="individual"
          label={t('portal.about_individual', 'About the individual')}
          value={values.individual}
          options={options!.individuals.map((i) => ({ value: String(i.id), label: i.name }))}
          onChange={set}
          allLabel={all}
        />
      )}
      <DayRangeFilter
        fromLabel={t('portal.created_from', 'Created from')}
        toLabel={t('portal.created_to', 'Created to')}
        from={values.createdFrom}
        to={values.createdTo}
        onChange={(end, value) => set(end === 'from' ? 'createdFrom' : 'createdTo', value)}
        testId="case-filter-created"
      />
      <DayRangeFilter
        fromLabel={t('portal.submitted_from', 'Submitted from')}
        toLabel={t('portal.submitted_to', 'Submitted to')}
        from={values.submittedFrom}
        to={values.submittedTo}
        onChange={(end, value) => set(end === 'from' ? 'submittedFrom' : 'submittedTo', value)}
        testId="case-filter-submitted"
      />
      {active && (
        <Button
          icon={<ClearOutlined />}
          onClick={() => onChange({ subType: String(ANY_SUB_TYPE) })}
          data-testid="case-filters-clear"
        >
          {t('admin.clear_filters', 'Clear filters')}
        </Button>
      )}
    </Flex>
  );
}
