import { DeleteOutlined } from '@ant-design/icons';
import { Alert, Button, Flex, Form, Input, InputNumber, Popconfirm, Typography } from 'antd';
import { ScrollTable } from '@/shared/ui/scroll-table';
import { useTranslation } from 'react-i18next';
import { formatAmount, formatQuantity } from '@portal/contracts/money';
import { localized } from '@portal/contracts/multilingual';
import {
  addAuthorizationTariffSchema,
  normalizeTariffCode,
  tariffCodeSchema,
  type AuthorizationTariff,
} from '@portal/contracts/portal-authorization';
import { schemaRule } from '@/shared/form/schema-rule';
import { applyServerErrors } from '@/shared/form/server-errors';
import { currentLanguage } from '@/shared/i18n/language';
import { TariffCodeInput } from '@/shared/tariff/tariff-code-input';
import { notify } from '@/shared/ui/notifications';
import { useAddTariffLine } from '../api/add-tariff-line';
import { useDeleteTariffLine } from '../api/delete-tariff-line';
import { useTariffLines } from '../api/get-tariff-lines';
import { LABELS } from './labels';
import { AppForm } from '@/shared/form/app-form';

/** Quantity and value as numbers: the contract takes amounts as JSON numbers only. */
type Values = { code?: string; description?: string; quantity?: number | null; value?: number | null };

/**
 * The goods of an authorization case by tariff code (spec §3 "Authorization tariff entry", §5): the code field
 * suggests entries by code or words as they are typed; the code must have 8 or 10 digits (the contracts' rule) and
 * be known in the tariff — the server's `portal.invalid_tariff` is shown beside the field otherwise.
 */
export function TariffLines({ caseId, editable }: { caseId: number; editable: boolean }) {
  const { t } = useTranslation();
  const lines = useTariffLines(caseId);
  const remove = useDeleteTariffLine(caseId, {
    onSuccess: () => notify.success({ title: t(...LABELS.success), description: t(...LABELS.deleted) }),
  });
  const columns = [
    { title: t(...LABELS.code), dataIndex: 'code', key: 'code', width: 110 },
    {
      title: t(...LABELS.tariff),
      key: 'tariff',
      render: (_: unknown, line: AuthorizationTariff) => (
        <>
          <div>{localized(line.tariff, 'label', currentLanguage)}</div>
          {line.description && <Typography.Text type="secondary">{line.description}</Typography.Text>}
        </>
      ),
    },
    {
      title: t(...LABELS.quantity),
      dataIndex: 'quantity',
      key: 'quantity',
      align: 'right' as const,
      render: (q: number | null) => formatQuantity(q, currentLanguage),
    },
    {
      title: t(...LABELS.value),
      dataIndex: 'value',
      key: 'value',
      align: 'right' as const,
      render: (v: number | null) => (v === null ? '' : formatAmount(v, currentLanguage)),
    },
    ...(editable
      ? [
          {
            title: t(...LABELS.actions),
            key: 'actions',
            render: (_: unknown, line: AuthorizationTariff) => (
              <Popconfirm title={t(...LABELS.removeTariffConfirm)} onConfirm={() => remove.mutate(line.id)}>
                <Button
                  danger
                  icon={<DeleteOutlined aria-hidden />}
                  aria-label={`${t(...LABELS.removeTariff)} ${line.code}`}
                  data-testid={`tariff-remove-${line.code}`}
                />
              </Popconfirm>
            ),
          },
        ]
      : []),
  ];
  return (
    <Flex vertical gap={12}>
      {editable && <TariffEntry caseId={caseId} />}
      {lines.isError ? (
        <Alert
          type="error"
          title={t(...LABELS.loadFailed)}
          action={<Button onClick={() => void lines.refetch()}>{t(...LABELS.retry)}</Button>}
        />
      ) : (
        <ScrollTable<AuthorizationTariff>
          rowKey="id"
          size="small"
          loading={lines.isLoading}
          dataSource={lines.data ?? []}
          columns={columns}
          pagination={false}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: t(...LABELS.noTariffs) }}
          data-testid="tariff-lines"
        />
      )}
    </Flex>
  );
}

function TariffEntry({ caseId }: { caseId: number }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const add = useAddTariffLine(caseId, {
    onSuccess: () => {
      form.resetFields();
      notify.success({ title: t(...LABELS.success), description: t(...LABELS.saved) });
    },
  });

  const submit = (values: Values) => {
    add.mutate(
      {
        authorizationCase: { id: caseId },
        code: normalizeTariffCode(values.code ?? ''),
        description: values.description ?? null,
        // Both are required on the form; a missing one is sent as null and refused on its field by the server.
        quantity: values.quantity ?? (null as unknown as number),
        value: values.value ?? (null as unknown as number),
      },
      {
        onError: (error) => {
          const elsewhere = applyServerErrors(form, error, t);
          if (elsewhere.length > 0) notify.error({ title: t(...LABELS.error), description: elsewhere.join(' ') });
        },
      },
    );
  };

  // The code's form is the contracts' rule; whether the tariff knows it is the server's answer, said beside it.
  const required = { required: true, message: t(...LABELS.required) };
  const codeRule = schemaRule(tariffCodeSchema, t, { emptyIsMissing: true });
  const amountRule = (field: 'quantity' | 'value') =>
    schemaRule(addAuthorizationTariffSchema.shape[field], t, { emptyIsMissing: true });
  return (
    <AppForm<Values> form={form} layout="vertical" onFinish={submit} data-testid="tariff-entry">
      <Flex gap={12} wrap align="start">
        <Form.Item
          name="code"
          label={t(...LABELS.code)}
          rules={[required, codeRule]}
          style={{ minWidth: 200, flex: '1 1 200px' }}
        >
          <TariffCodeInput aria-label={t(...LABELS.code)} data-testid="tariff-code" />
        </Form.Item>
        <Form.Item name="description" label={t(...LABELS.lineDescription)} style={{ minWidth: 200, flex: '2 1 240px' }}>
          <Input maxLength={1000} data-testid="tariff-description" />
        </Form.Item>
        <Form.Item
          name="quantity"
          label={t(...LABELS.quantity)}
          required
          rules={[amountRule('quantity')]}
          style={{ width: 130 }}
        >
          <InputNumber min={0} style={{ width: '100%' }} data-testid="tariff-quantity" />
        </Form.Item>
        <Form.Item
          name="value"
          label={t(...LABELS.value)}
          required
          rules={[amountRule('value')]}
          style={{ width: 150 }}
        >
          <InputNumber min={0} style={{ width: '100%' }} data-testid="tariff-value" />
        </Form.Item>
      </Flex>
      <Flex justify="end">
        <Button htmlType="submit" loading={add.isPending} data-testid="tariff-add">
          {t(...LABELS.addTariff)}
        </Button>
      </Flex>
    </AppForm>
  );
}
