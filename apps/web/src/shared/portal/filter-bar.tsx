import { ClearOutlined } from '@ant-design/icons';
import { Button, Flex, Grid, Select } from 'antd';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { DayRangeFilter } from './day-range-filter';

/** One field of a list's filter bar, described by a small config. */
export type FilterField =
  | {
      kind: 'select';
      /** The filter's name (its key in `values`). */
      name: string;
      label: string;
      options: Array<{ value: string; label: string }>;
      /** Shown when nothing is chosen ("All"). */
      placeholder: string;
      /** Typing narrows the options (long lists). */
      searchable?: boolean;
      /** The value that means "any": cleared to it, and not counted as a filter. */
      anyValue?: string;
      testId?: string;
    }
  | {
      kind: 'dayRange';
      /** The names of the first and the last day (both included). */
      from: string;
      to: string;
      fromLabel: string;
      toLabel: string;
      testId: string;
    };

/** One labelled select of the bar (the visible label names it for screen readers too). */
function SelectField({
  field,
  value,
  onChange,
  narrow,
}: {
  field: Extract<FilterField, { kind: 'select' }>;
  value: string | undefined;
  onChange: (value: string | undefined) => void;
  narrow: boolean;
}) {
  const id = useId();
  return (
    <Flex vertical gap={4} style={narrow ? { flex: '1 1 100%' } : { flex: '1 1 180px', minWidth: 0, maxWidth: 280 }}>
      <label htmlFor={id} style={{ fontSize: 12 }}>
        {field.label}
      </label>
      <Select
        id={id}
        value={value ?? field.anyValue}
        onChange={(next: string | undefined) => onChange(next ?? field.anyValue)}
        options={field.options}
        allowClear={value !== undefined && value !== field.anyValue}
        showSearch={field.searchable ? { optionFilterProp: 'label' } : false}
        placeholder={field.placeholder}
        data-testid={field.testId ?? `filter-${field.name}`}
      />
    </Flex>
  );
}

/**
 * A list's filters in one bar: each field labelled, usable by keyboard (tab between them, arrows and Enter in a
 * select, Escape or the clear icon to clear), "Clear filters" once any is set; stacked one under another on a narrow
 * screen (375 px). Each change applies at once (a day once whole).
 */
export function FilterBar({
  fields,
  values,
  onChange,
  onClear,
  active,
  label,
  testId,
}: {
  fields: FilterField[];
  values: Record<string, string | undefined>;
  onChange: (name: string, value: string | undefined) => void;
  onClear: () => void;
  /** Any filter is set (the clear button shows). */
  active: boolean;
  /** The bar's name for screen readers ("Filters"). */
  label?: string;
  testId: string;
}) {
  const { t } = useTranslation();
  const screens = Grid.useBreakpoint();
  const narrow = screens.sm === false;
  return (
    <Flex
      role="group"
      aria-label={label ?? t('filters.label', 'Filters')}
      gap={12}
      wrap
      vertical={narrow}
      align={narrow ? 'stretch' : 'flex-end'}
      data-testid={testId}
      className="filter-bar"
    >
      {fields.map((field) =>
        field.kind === 'select' ? (
          <SelectField
            key={field.name}
            field={field}
            value={values[field.name]}
            onChange={(value) => onChange(field.name, value)}
            narrow={narrow}
          />
        ) : (
          <DayRangeFilter
            key={`${field.from}-${field.to}`}
            fromLabel={field.fromLabel}
            toLabel={field.toLabel}
            from={values[field.from]}
            to={values[field.to]}
            onChange={(end, value) => onChange(end === 'from' ? field.from : field.to, value)}
            testId={field.testId}
            narrow={narrow}
          />
        ),
      )}
      {active && (
        <Button icon={<ClearOutlined />} onClick={onClear} data-testid={`${testId}-clear`}>
          {t('admin.clear_filters', 'Clear filters')}
        </Button>
      )}
    </Flex>
  );
}
