import { ClearOutlined, SearchOutlined } from '@ant-design/icons';
import { Button, Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ListFilter } from './types';
import { useOptions } from './use-options';
import { AppForm } from '@/shared/form/app-form';

/** `id` comes from the form item, so its label names the select (WCAG 1.3.1, 4.1.2). */
function FilterSelect({
  id,
  filter,
  value,
  onChange,
}: {
  id?: string;
  filter: ListFilter;
  value?: string;
  onChange?: (v?: string) => void;
}) {
  const { t } = useTranslation();
  const { options, loading } = useOptions(filter.source);
  return (
    <Select
      id={id}
      value={value}
      onChange={(next) => onChange?.(next === undefined ? undefined : String(next))}
      options={options.map((o) => ({ value: String(o.value), label: o.label }))}
      loading={loading}
      allowClear
      showSearch={{ optionFilterProp: 'label' }}
      placeholder={t('admin.all', 'All')}
      style={{ minWidth: 200 }}
      data-testid={`list-filter-${filter.name}`}
    />
  );
}

/**
 * The filters above a list. Text filters apply with Search (or Enter), selects at once; the values
 * live in the URL, so the form is rebuilt when the URL changes (back button, shared link).
 */
export function FilterBar({
  filters,
  values,
  onApply,
}: {
  filters: ListFilter[];
  values: Record<string, string>;
  onApply: (values: Record<string, string>) => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Record<string, string | undefined>>();
  const apply = (all: Record<string, string | undefined>) =>
    onApply(Object.fromEntries(Object.entries(all).filter((e): e is [string, string] => !!e[1]?.trim())));
  const hasValues = Object.keys(values).length > 0;

  return (
    <AppForm
      guard={false}
      key={JSON.stringify(values)}
      form={form}
      layout="inline"
      initialValues={values}
      onFinish={apply}
      onValuesChange={(changed: Record<string, unknown>, all) => {
        const name = Object.keys(changed)[0];
        if (filters.find((f) => f.name === name)?.kind !== 'text') apply(all);
      }}
      role="search"
      className="admin-filter-bar"
      data-testid="list-filters"
      style={{ rowGap: 12 }}
    >
      {filters.map((filter) => (
        <Form.Item key={filter.name} name={filter.name} label={t(...filter.label)}>
          {filter.kind === 'text' ? (
            <Input allowClear style={{ width: 200 }} data-testid={`list-filter-${filter.name}`} />
          ) : filter.kind === 'boolean' ? (
            <Select
              allowClear
              placeholder={t('admin.all', 'All')}
              style={{ width: 140 }}
              options={[
                { value: 'true', label: t('admin.yes', 'Yes') },
                { value: 'false', label: t('admin.no', 'No') },
              ]}
              data-testid={`list-filter-${filter.name}`}
            />
          ) : (
            <FilterSelect filter={filter} />
          )}
        </Form.Item>
      ))}
      <Form.Item>
        <Button type="primary" htmlType="submit" icon={<SearchOutlined />} data-testid="list-search">
          {t('admin.search', 'Search')}
        </Button>
      </Form.Item>
      {hasValues && (
        <Form.Item>
          <Button icon={<ClearOutlined />} onClick={() => onApply({})} data-testid="list-clear">
            {t('admin.clear_filters', 'Clear filters')}
          </Button>
        </Form.Item>
      )}
    </AppForm>
  );
}
