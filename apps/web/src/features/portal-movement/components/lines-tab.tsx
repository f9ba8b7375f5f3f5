import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { Alert, Button, Flex, Form, Input, InputNumber, Modal, Popconfirm } from 'antd';
import { AppForm } from '@/shared/form/app-form';
import { ScrollTable } from '@/shared/ui/scroll-table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { goodsFieldsSchema, invoiceFieldsSchema } from '@portal/contracts/portal-movement';
import { formatDay } from '@portal/contracts/dates';
import { DateInput } from '@/shared/admin-kit/date-input';
import { TariffCodeInput } from '@/shared/tariff/tariff-code-input';
import { dayRule } from '@/shared/form/day-rule';
import { refusesMissing, schemaRule, type ParsingSchema } from '@/shared/form/schema-rule';
import { applyServerErrors } from '@/shared/form/server-errors';
import { dateInputToTransport } from '@/shared/lib/business-time';
import { isPosition } from '@portal/contracts/positions';
import { notify } from '@/shared/ui/notifications';
import { movementKeys } from '../api/keys';
import {
  addGoods,
  addInvoice,
  deleteGoods,
  deleteInvoice,
  saveGoods,
  saveInvoice,
  useGoods,
  useInvoices,
  useLineMutation,
} from '../api/lines';
import { LABELS } from './labels';

/** A line's field, checked with the server's schema of that field. */
type Field = {
  name: string;
  label: readonly [string, string];
  kind: 'text' | 'number' | 'date';
  schema: ParsingSchema;
};
type Line = { id: number; itemNumber: number } & Record<string, unknown>;

/** A line's values as its dialog shows them: days in the portal's format. */
function shownValues(line: Line, fields: Field[]): Record<string, unknown> {
  const values: Record<string, unknown> = { ...line };
  for (const f of fields)
    if (f.kind === 'date' && typeof line[f.name] === 'string') values[f.name] = formatDay(line[f.name] as string);
  return values;
}

/** The dialog's values as the server takes them: empty texts as null, typed days as `DD.MM.YYYY`. */
function sentValues(values: Record<string, unknown>, fields: Field[]): Record<string, unknown> {
  const sent: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(values)) {
    const date = fields.find((f) => f.name === name)?.kind === 'date' && typeof value === 'string';
    sent[name] = value === '' || value === undefined ? null : date ? dateInputToTransport(value, false) : value;
  }
  return sent;
}

const GOODS_FIELDS: Field[] = [
  { name: 'description', label: LABELS.description, kind: 'text', schema: goodsFieldsSchema.shape.description },
  { name: 'tariffCode', label: LABELS.tariffCode, kind: 'text', schema: goodsFieldsSchema.shape.tariffCode },
  { name: 'quantity', label: LABELS.quantity, kind: 'number', schema: goodsFieldsSchema.shape.quantity },
  { name: 'unit', label: LABELS.unit, kind: 'text', schema: goodsFieldsSchema.shape.unit },
  { name: 'grossMass', label: LABELS.grossMass, kind: 'number', schema: goodsFieldsSchema.shape.grossMass },
  { name: 'packages', label: LABELS.packages, kind: 'text', schema: goodsFieldsSchema.shape.packages },
  {
    name: 'marksAndNumbers',
    label: LABELS.marksAndNumbers,
    kind: 'text',
    schema: goodsFieldsSchema.shape.marksAndNumbers,
  },
];
const INVOICE_FIELDS: Field[] = [
  { name: 'invoiceNumber', label: LABELS.invoiceNumber, kind: 'text', schema: invoiceFieldsSchema.shape.invoiceNumber },
  { name: 'invoiceDate', label: LABELS.invoiceDate, kind: 'date', schema: invoiceFieldsSchema.shape.invoiceDate },
  { name: 'amount', label: LABELS.amount, kind: 'number', schema: invoiceFieldsSchema.shape.amount },
  { name: 'currency', label: LABELS.currency, kind: 'text', schema: invoiceFieldsSchema.shape.currency },
];

type LinesProps = {
  kind: 'goods' | 'invoices';
  caseId: number;
  editable: boolean;
  lines: Line[] | undefined;
  failed: boolean;
  fields: Field[];
  addLabel: readonly [string, string];
  save: (values: Record<string, unknown>, itemNumber: number | null) => Promise<unknown>;
  remove: (id: number) => Promise<unknown>;
};

/** A list of lines at 1-based positions: a table, a dialog to add or edit one (its position kept), removal. */
function Lines({ kind, editable, lines, failed, fields, addLabel, save, remove }: LinesProps) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState<Line | 'new' | null>(null);
  const [form] = Form.useForm<Record<string, unknown>>();
  const [problems, setProblems] = useState<string[]>([]);
  if (failed) return <Alert type="error" message={t('portal.movement.load_failed', 'Could not load.')} />;
  const open = (line: Line | 'new') => {
    form.resetFields();
    setProblems([]);
    if (line !== 'new') form.setFieldsValue(shownValues(line, fields));
    setEditing(line);
  };
  const submit = async () => {
    const values = await form.validateFields();
    if (editing !== 'new' && editing !== null && !isPosition(editing.itemNumber, lines?.length ?? 0)) {
      notify.error({ title: t('portal.error', 'Error') });
      return;
    }
    setProblems([]);
    try {
      await save(sentValues(values, fields), editing === 'new' || editing === null ? null : editing.itemNumber);
      setEditing(null);
    } catch (error) {
      // The dialog stays open: field messages on their fields, the rest above them.
      setProblems(applyServerErrors(form, error, t));
    }
  };
  const columns = [
    { key: 'itemNumber', title: t(...LABELS.itemNumber), dataIndex: 'itemNumber', width: 64 },
    ...fields.map((f) => ({
      key: f.name,
      title: t(...f.label),
      dataIndex: f.name,
      render: (value: string | number | null | undefined) =>
        value === null || value === undefined ? '—' : f.kind === 'date' ? formatDay(String(value)) : String(value),
    })),
    ...(editable
      ? [
          {
            key: 'actions',
            title: '',
            render: (_: unknown, line: Line) => (
              <Flex gap={4}>
                <Button
                  size="small"
                  icon={<EditOutlined />}
                  aria-label={`${t(...LABELS.editLine)} ${line.itemNumber}`}
                  onClick={() => open(line)}
                  data-testid={`movement-${kind}-edit-${line.itemNumber}`}
                />
                <Popconfirm title={t(...LABELS.deleteConfirm)} onConfirm={() => remove(line.id)}>
                  <Button
                    size="small"
                    danger
                    icon={<DeleteOutlined />}
                    aria-label={`${t(...LABELS.deleteLine)} ${line.itemNumber}`}
                    data-testid={`movement-${kind}-delete-${line.itemNumber}`}
                  />
                </Popconfirm>
              </Flex>
            ),
          },
        ]
      : []),
  ];
  return (
    <Flex vertical gap={12} data-testid={`movement-${kind}`}>
      {editable && (
        <div>
          <Button icon={<PlusOutlined />} onClick={() => open('new')} data-testid={`movement-${kind}-add`}>
            {t(...addLabel)}
          </Button>
        </div>
      )}
      <ScrollTable<Line>
        rowKey="id"
        size="small"
        loading={lines === undefined}
        dataSource={lines ?? []}
        columns={columns}
        pagination={false}
        scroll={{ x: true }}
        locale={{ emptyText: t(...LABELS.noLines) }}
      />
      <Modal
        open={editing !== null}
        title={editing === 'new' ? t(...addLabel) : t(...LABELS.editLine)}
        onCancel={() => setEditing(null)}
        onOk={() => void submit().catch(() => undefined)}
        okButtonProps={{ 'data-testid': `movement-${kind}-dialog-save` }}
        width={kind === 'goods' ? 720 : 520}
        destroyOnHidden
      >
        {problems.length > 0 && <Alert type="error" showIcon title={problems.join(' ')} style={{ marginBottom: 16 }} />}
        <AppForm form={form} layout="vertical" data-testid={`movement-${kind}-dialog`}>
          {fields.map((f) => (
            <Form.Item
              key={f.name}
              name={f.name}
              label={t(...f.label)}
              required={refusesMissing(f.schema)}
              rules={[f.kind === 'date' ? dayRule(t) : schemaRule(f.schema, t, { emptyIsMissing: true })]}
            >
              {f.name === 'tariffCode' ? (
                <TariffCodeInput aria-label={t(...f.label)} data-testid={`movement-${kind}-${f.name}`} />
              ) : f.kind === 'number' ? (
                <InputNumber min={0} style={{ width: '100%' }} data-testid={`movement-${kind}-${f.name}`} />
              ) : f.kind === 'date' ? (
                <DateInput data-testid={`movement-${kind}-${f.name}`} />
              ) : (
                <Input data-testid={`movement-${kind}-${f.name}`} />
              )}
            </Form.Item>
          ))}
        </AppForm>
      </Modal>
    </Flex>
  );
}

export function GoodsTab({ caseId, editable, onSaved }: { caseId: number; editable: boolean; onSaved: () => void }) {
  const query = useGoods(caseId);
  const key = movementKeys.goods(caseId);
  const add = useLineMutation(key, addGoods, { onSuccess: onSaved });
  const save = useLineMutation(key, saveGoods, { onSuccess: onSaved });
  const remove = useLineMutation(key, deleteGoods, { onSuccess: onSaved });
  const ref = { movementCertificateCase: { id: caseId } };
  return (
    <Lines
      kind="goods"
      caseId={caseId}
      editable={editable}
      lines={query.data}
      failed={query.isError}
      fields={GOODS_FIELDS}
      addLabel={LABELS.addGoods}
      save={(values, itemNumber) =>
        itemNumber === null
          ? add.mutateAsync({ ...ref, ...(values as { description: string }) })
          : save.mutateAsync({ ...ref, ...(values as { description: string }), itemNumber })
      }
      remove={(id) => remove.mutateAsync(id)}
    />
  );
}

export function InvoicesTab({ caseId, editable, onSaved }: { caseId: number; editable: boolean; onSaved: () => void }) {
  const query = useInvoices(caseId);
  const key = movementKeys.invoices(caseId);
  const add = useLineMutation(key, addInvoice, { onSuccess: onSaved });
  const save = useLineMutation(key, saveInvoice, { onSuccess: onSaved });
  const remove = useLineMutation(key, deleteInvoice, { onSuccess: onSaved });
  const ref = { movementCertificateCase: { id: caseId } };
  return (
    <Lines
      kind="invoices"
      caseId={caseId}
      editable={editable}
      lines={query.data}
      failed={query.isError}
      fields={INVOICE_FIELDS}
      addLabel={LABELS.addInvoice}
      save={(values, itemNumber) =>
        itemNumber === null
          ? add.mutateAsync({ ...ref, ...(values as { invoiceNumber: string }) })
          : save.mutateAsync({ ...ref, ...(values as { invoiceNumber: string }), itemNumber })
      }
      remove={(id) => remove.mutateAsync(id)}
    />
  );
}
