import { useState } from 'react';
import { Button, Flex, Form, Input, InputNumber, Popconfirm, Select, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  MULTILINE_PARAMETERS,
  OPTIONAL_PARAMETERS,
  parameterLabelKey,
  type ApplicationParameter,
} from '@portal/contracts/settings';
import { isApiError } from '@/shared/api/api-error';
import { notify } from '@/shared/ui/notifications';
import { useSaveParameter } from '../api/save-parameter';
import { joinExtensions, splitExtensions, timeZones } from '../lib/interval';

type Value = string | number | null;

/** The input that fits a parameter: a bounded number, the time-zone list, extension tags or text. */
function ParameterInput(props: {
  parameter: ApplicationParameter;
  value: Value;
  onChange: (value: Value) => void;
  id: string;
}) {
  const { parameter, value, onChange, id } = props;
  if (parameter.type === 'integer')
    return (
      <InputNumber
        id={id}
        value={typeof value === 'number' ? value : null}
        min={parameter.min ?? undefined}
        max={parameter.max ?? undefined}
        precision={0}
        onChange={(v) => onChange(v)}
        style={{ width: 160 }}
      />
    );
  if (parameter.code === 'business_time_zone')
    return (
      <Select
        id={id}
        showSearch
        value={String(value ?? '')}
        options={timeZones(String(parameter.value)).map((z) => ({ value: z, label: z }))}
        onChange={(v) => onChange(v)}
        style={{ width: 280 }}
      />
    );
  if (parameter.code === 'upload_extensions')
    return (
      <Select
        id={id}
        mode="tags"
        value={splitExtensions(String(value ?? ''))}
        tokenSeparators={[',', ' ', ';']}
        open={false}
        suffixIcon={null}
        onChange={(tags: string[]) => onChange(joinExtensions(tags))}
        style={{ width: '100%', maxWidth: 520 }}
      />
    );
  if (MULTILINE_PARAMETERS.has(parameter.code))
    return (
      <Input.TextArea
        id={id}
        value={String(value ?? '')}
        onChange={(e) => onChange(e.target.value)}
        autoSize={{ minRows: 2, maxRows: 5 }}
        style={{ maxWidth: 520 }}
      />
    );
  return (
    <Input id={id} value={String(value ?? '')} onChange={(e) => onChange(e.target.value)} style={{ maxWidth: 520 }} />
  );
}

/** One parameter: its label, input, default and bounds; saved on its own, or reset to its default. */
export function ParameterRow({ parameter, showCode }: { parameter: ApplicationParameter; showCode: boolean }) {
  const { t } = useTranslation();
  const [value, setValue] = useState<Value>(parameter.value);
  const [error, setError] = useState<string | null>(null);
  const save = useSaveParameter();
  const id = `parameter-${parameter.code}`;
  const changed = value !== parameter.value;
  const isDefault = parameter.value === parameter.default;

  const submit = (next: Value) => {
    if (next === null || (next === '' && !OPTIONAL_PARAMETERS.has(parameter.code))) {
      setError('generic.required');
      return;
    }
    setError(null);
    save.mutate(
      { code: parameter.code, value: next },
      {
        onSuccess: (saved) => {
          setValue(saved.value);
          notify.success({ title: t('generic.success', 'Success'), description: t('action.saved', 'Record saved.') });
        },
        onError: (err) => {
          if (isApiError(err) && err.status === 400) setError(err.body.value ?? err.key ?? 'validation.invalid_value');
        },
      },
    );
  };

  const bounds =
    parameter.min !== null && parameter.max !== null
      ? t('parameter.bounds', 'From {{min}} to {{max}}', { min: parameter.min, max: parameter.max })
      : null;

  return (
    <Form.Item
      layout="vertical"
      label={
        <Space size={8} wrap>
          <span>{t(parameterLabelKey(parameter.code), parameter.code)}</span>
          {showCode && <Typography.Text code>{parameter.code}</Typography.Text>}
        </Space>
      }
      htmlFor={id}
      validateStatus={error ? 'error' : undefined}
      help={error ? t(error, error) : undefined}
      extra={
        <Space size={16} wrap>
          {String(parameter.default) !== '' && (
            <span>
              {t('parameter.default', 'Default')}: <Typography.Text code>{String(parameter.default)}</Typography.Text>
            </span>
          )}
          {bounds && <span>{bounds}</span>}
        </Space>
      }
      style={{ marginBottom: 20 }}
    >
      <Flex gap={8} wrap align="start">
        <div style={{ flex: '0 1 520px', minWidth: 0 }}>
          <ParameterInput parameter={parameter} value={value} onChange={setValue} id={id} />
        </div>
        <Space>
          <Button type="primary" disabled={!changed} loading={save.isPending} onClick={() => submit(value)}>
            {t('admin.save', 'Save')}
          </Button>
          <Popconfirm
            title={t('parameter.reset_confirm', 'Set the default value again?')}
            onConfirm={() => submit(parameter.default)}
            okText={t('admin.yes', 'Yes')}
            cancelText={t('admin.no', 'No')}
          >
            <Button disabled={isDefault && !changed}>{t('parameter.reset', 'Reset to default')}</Button>
          </Popconfirm>
        </Space>
      </Flex>
    </Form.Item>
  );
}
