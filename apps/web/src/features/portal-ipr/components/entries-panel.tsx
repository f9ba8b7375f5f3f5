import { Alert, Button, DatePicker, Flex, Form, Input, Modal, Popconfirm, Select } from 'antd';
import { ScrollTable } from '@/shared/ui/scroll-table';
import type { ColumnsType } from 'antd/es/table';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@portal/contracts/dates';
import {
  IPR_ERROR,
  IPR_RIGHT_TYPES,
  iprGoodsFieldsSchema,
  iprRightFieldsSchema,
  type IprGoods,
  type IprRight,
} from '@portal/contracts/portal-ipr';
import { schemaRule } from '@/shared/form/schema-rule';
import { applyServerErrors } from '@/shared/form/server-errors';
import { notify } from '@/shared/ui/notifications';
import { useDeleteIprEntry, useIprEntries, useSaveIprEntry, type IprList } from '../api/ipr-entries';
import { AppForm } from '@/shared/form/app-form';

/** The dialogs' widths (spec §2, §9): small for a right, large for goods (antd's Modal widths). */
export const DIALOG_WIDTH = { rights: 520, goods: 1000 } as const;

type Entry = IprRight | IprGoods;
type Values = Record<string, string | undefined | dayjs.Dayjs | null>;

/** An entry's fields as the form holds them. */
function formValuesOf(list: IprList, entry: Entry | null): Values {
  if (!entry) return {};
  if (list === 'rights') {
    const right = entry as IprRight;
    return {
      rightType: right.rightType,
      rightNumber: right.rightNumber,
      description: right.description,
      validUntil: right.validUntil ? dayjs(right.validUntil) : null,
    };
  }
  const goods = entry as IprGoods;
  return {
    description: goods.description,
    tariffCode: goods.tariffCode,
    distinguishingFeatures: goods.distinguishingFeatures,
  };
}

/** The request's fields of the form's values. */
function fieldsOf(list: IprList, values: Values) {
  const text = (name: string) => ((values[name] as string | undefined)?.trim() ? (values[name] as string) : null);
  if (list === 'rights') {
    const until = values.validUntil as dayjs.Dayjs | null | undefined;
    return {
      rightType: values.rightType as IprRight['rightType'],
      rightNumber: (values.rightNumber as string) ?? '',
      description: text('description'),
      validUntil: until ? until.format('YYYY-MM-DD') : null,
    };
  }
  return {
    description: (values.description as string) ?? '',
    tariffCode: text('tariffCode'),
    distinguishingFeatures: text('distinguishingFeatures'),
  };
}

/**
 * The rights or the goods of an IPR case at their 1-based positions: a table where one row is selected, and while
 * editable Add, Edit (the selected row, in the kind's dialog; none selected is `portal.error`) and Remove (the later
 * entries move up).
 */
export function EntriesPanel({ list, caseId, editable }: { list: IprList; caseId: number; editable: boolean }) {
  const { t } = useTranslation();
  const query = useIprEntries(list, caseId);
  const save = useSaveIprEntry(list, caseId);
  const remove = useDeleteIprEntry(list, caseId, {
    onSuccess: () =>
      notify.success({ title: t('generic.success', 'Success'), description: t('action.deleted', 'Record deleted.') }),
  });
  const [form] = Form.useForm<Values>();
  const [selected, setSelected] = useState<number | null>(null);
  const [dialog, setDialog] = useState<{ itemNumber: number | null } | null>(null);
  const [problems, setProblems] = useState<string[]>([]);
  const rows = (query.data ?? []) as Entry[];
  const selectedRow = rows.find((r) => r.itemNumber === selected) ?? null;
  const name = list === 'rights' ? t('portal.ipr.right', 'right') : t('portal.ipr.goods_entry', 'goods');

  const open = (editing: boolean) => {
    if (editing && !selectedRow) {
      notify.error({ title: t('error', 'Error'), description: t(IPR_ERROR.position, 'Select a valid row.') });
      return;
    }
    setProblems([]);
    form.resetFields();
    form.setFieldsValue(formValuesOf(list, editing ? selectedRow : null));
    setDialog({ itemNumber: editing ? selectedRow!.itemNumber : null });
  };
  const submit = (values: Values) => {
    setProblems([]);
    save.mutate(
      { fields: fieldsOf(list, values), itemNumber: dialog?.itemNumber ?? null },
      {
        onSuccess: (entry) => {
          setDialog(null);
          setSelected(entry.itemNumber);
          notify.success({ title: t('generic.success', 'Success'), description: t('action.saved', 'Record saved.') });
        },
        onError: (error) => setProblems(applyServerErrors(form, error, t)),
      },
    );
  };

  const columns: ColumnsType<Entry> =
    list === 'rights'
      ? [
          { key: 'n', title: '#', dataIndex: 'itemNumber', width: 56 },
          {
            key: 'type',
            title: t('portal.ipr.right_type', 'Kind of right'),
            render: (_, r) => t(`portal.ipr.right_type.${(r as IprRight).rightType}`, (r as IprRight).rightType),
          },
          { key: 'number', title: t('portal.ipr.right_number', 'Registration number'), dataIndex: 'rightNumber' },
          {
            key: 'until',
            title: t('portal.ipr.valid_until', 'Protected until'),
            render: (_, r) => ((r as IprRight).validUntil ? formatDate((r as IprRight).validUntil) : '—'),
          },
        ]
      : [
          { key: 'n', title: '#', dataIndex: 'itemNumber', width: 56 },
          { key: 'description', title: t('portal.ipr.goods_description', 'Goods'), dataIndex: 'description' },
          {
            key: 'tariff',
            title: t('portal.ipr.tariff_code', 'Tariff code'),
            render: (_, r) => (r as IprGoods).tariffCode ?? '—',
          },
        ];

  return (
    <Flex vertical gap={12} data-testid={`ipr-${list}`}>
      {query.isError && (
        <Alert type="error" showIcon title={t('portal.ipr.load_failed', 'The list could not be loaded.')} />
      )}
      {editable && (
        <Flex gap={8} wrap>
          <Button type="primary" onClick={() => open(false)} data-testid={`ipr-${list}-add`}>
            {t('portal.ipr.add', 'Add')}
          </Button>
          <Button onClick={() => open(true)} data-testid={`ipr-${list}-edit`}>
            {t('portal.ipr.edit', 'Edit')}
          </Button>
          <Popconfirm
            title={t('portal.ipr.remove_confirm', 'Remove the selected entry? The later ones move up.')}
            onConfirm={() => selectedRow && remove.mutate(selectedRow.id, { onSuccess: () => setSelected(null) })}
            disabled={!selectedRow}
            okText={t('portal.ipr.remove', 'Remove')}
            cancelText={t('portal.ipr.cancel', 'Cancel')}
          >
            <Button danger disabled={!selectedRow} loading={remove.isPending} data-testid={`ipr-${list}-remove`}>
              {t('portal.ipr.remove', 'Remove')}
            </Button>
          </Popconfirm>
        </Flex>
      )}
      <ScrollTable<Entry>
        rowKey="itemNumber"
        size="small"
        loading={query.isLoading}
        columns={columns}
        dataSource={rows}
        pagination={false}
        scroll={{ x: true }}
        rowSelection={
          editable
            ? {
                type: 'radio',
                selectedRowKeys: selected ? [selected] : [],
                onChange: (keys) => setSelected((keys[0] as number | undefined) ?? null),
                getCheckboxProps: (r) => ({
                  'aria-label': t('portal.ipr.select_row', 'Select entry {{n}}', { n: r.itemNumber }),
                }),
              }
            : undefined
        }
        onRow={(r) => (editable ? { onClick: () => setSelected(r.itemNumber) } : {})}
        locale={{ emptyText: t('portal.ipr.empty', 'Nothing added yet.') }}
      />
      <Modal
        open={dialog !== null}
        width={DIALOG_WIDTH[list]}
        title={
          dialog?.itemNumber
            ? t('portal.ipr.edit_title', 'Edit {{name}} {{n}}', { name, n: dialog.itemNumber })
            : t('portal.ipr.add_title', 'Add a {{name}}', { name })
        }
        okText={t('portal.save', 'Save')}
        cancelText={t('portal.ipr.cancel', 'Cancel')}
        onOk={() => form.submit()}
        confirmLoading={save.isPending}
        onCancel={() => setDialog(null)}
        destroyOnHidden
        data-testid={`ipr-${list}-dialog`}
      >
        <AppForm<Values> form={form} layout="vertical" onFinish={submit} preserve={false}>
          {list === 'rights' ? (
            <>
              <Form.Item
                name="rightType"
                label={t('portal.ipr.right_type', 'Kind of right')}
                required
                rules={[schemaRule(iprRightFieldsSchema.shape.rightType, t, { emptyIsMissing: true })]}
              >
                <Select
                  data-testid="ipr-right-type"
                  options={IPR_RIGHT_TYPES.map((type) => ({
                    value: type,
                    label: t(`portal.ipr.right_type.${type}`, type),
                  }))}
                />
              </Form.Item>
              <Form.Item
                name="rightNumber"
                label={t('portal.ipr.right_number', 'Registration number')}
                required
                rules={[schemaRule(iprRightFieldsSchema.shape.rightNumber, t, { emptyIsMissing: true })]}
              >
                <Input maxLength={100} data-testid="ipr-right-number" />
              </Form.Item>
              <Form.Item name="validUntil" label={t('portal.ipr.valid_until', 'Protected until')}>
                <DatePicker format="DD.MM.YYYY" data-testid="ipr-right-valid-until" />
              </Form.Item>
              <Form.Item name="description" label={t('portal.description', 'Description')}>
                <Input.TextArea rows={2} maxLength={1000} />
              </Form.Item>
            </>
          ) : (
            <>
              <Form.Item
                name="description"
                label={t('portal.ipr.goods_description', 'Goods')}
                required
                rules={[schemaRule(iprGoodsFieldsSchema.shape.description, t, { emptyIsMissing: true })]}
              >
                <Input.TextArea rows={2} maxLength={1000} data-testid="ipr-goods-description" />
              </Form.Item>
              <Form.Item name="tariffCode" label={t('portal.ipr.tariff_code', 'Tariff code')}>
                <Input maxLength={10} inputMode="numeric" data-testid="ipr-goods-tariff" />
              </Form.Item>
              <Form.Item
                name="distinguishingFeatures"
                label={t('portal.ipr.features', 'How the genuine goods are told apart')}
              >
                <Input.TextArea rows={4} maxLength={2000} />
              </Form.Item>
            </>
          )}
          {problems.length > 0 && <Alert type="error" showIcon title={problems.join(' ')} role="alert" />}
        </AppForm>
      </Modal>
    </Flex>
  );
}
