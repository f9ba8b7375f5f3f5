import type { TFunction } from 'i18next';
import type { VocabularyScreenConfig } from './config';

/** The config with its fixed choices translated: the selects offer them, the columns show their labels. */
export function withChoices(config: VocabularyScreenConfig, t: TFunction): VocabularyScreenConfig {
  const options = (name: string) =>
    config.choices[name]?.map((choice) => ({ value: choice.value, label: t(...choice.label) }));
  const labelOf = (name: string, value: unknown) => {
    const choice = config.choices[name]?.find((c) => c.value === value);
    return choice ? t(...choice.label) : '—';
  };
  return {
    ...config,
    columns: config.columns.map((column) =>
      config.choices[column.field]
        ? { ...column, render: (record) => labelOf(column.field, record[column.field]) }
        : column,
    ),
    filters: config.filters.map((filter) =>
      config.choices[filter.name] ? { ...filter, source: { options: options(filter.name) } } : filter,
    ),
    fields: config.fields.map((field) =>
      config.choices[field.name] ? { ...field, source: { options: options(field.name) } } : field,
    ),
  };
}
