import { useState, type ComponentType } from 'react';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Flex, Modal, Popconfirm, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import type { LotAction } from '@portal/contracts/auction-status';
import { notify } from '@/shared/ui/notifications';
import { useLot } from '../api/lot-queries';

/** The select of what can be added to the lot; it may look at the rows already there. */
export type ItemSelectProps<T> = { value: number[]; onChange: (ids: number[]) => void; rows: T[] };

type LotItemsDialogProps<T extends { id: number }> = {
  lotId: number;
  /** Prefix of the test ids: `lot-products` → `lot-products-dialog`, `-choose`, `-add`, `-table`, `-close`. */
  testId: string;
  title: string;
  width: number;
  /** The lot action that allows changing the items (`change_products`, `change_license_types`). */
  editAction: LotAction;
  lockedText: string;
  emptyText: string;
  rows: { data?: T[]; isFetching: boolean; isError: boolean };
  columns: ColumnsType<T>;
  ItemSelect: ComponentType<ItemSelectProps<T>>;
  onAdd: (ids: number[]) => Promise<unknown>;
  adding: boolean;
  onRemove: (row: T) => Promise<unknown>;
  removeConfirm: string;
  removeTestId: (row: T) => string;
};

const saved = (t: (key: string, fallback: string) => string) =>
  notify.success({ title: t('generic.success', 'Success'), description: t('action.saved', 'Record saved.') });

/** Chooses items in the select and adds them; the choice is cleared once they are added. */
function AddItems<T>({
  testId,
  rows,
  ItemSelect,
  onAdd,
  adding,
}: Pick<LotItemsDialogProps<{ id: number }>, 'testId' | 'onAdd' | 'adding'> & {
  rows: T[];
  ItemSelect: ComponentType<ItemSelectProps<T>>;
}) {
  const { t } = useTranslation();
  const [chosen, setChosen] = useState<number[]>([]);
  const add = () =>
    onAdd(chosen).then(
      () => {
        setChosen([]);
        saved(t);
      },
      () => undefined,
    );
  return (
    <Flex gap={8} wrap>
      <ItemSelect value={chosen} onChange={setChosen} rows={rows} />
      <Button
        type="primary"
        icon={<PlusOutlined />}
        disabled={chosen.length === 0}
        loading={adding}
        onClick={() => void add()}
        data-testid={`${testId}-add`}
      >
        {t('lot.add_products', 'Add')}
      </Button>
    </Flex>
  );
}

/**
 * The list-and-add layout of a lot's products and licence types: what the lot holds, and while its
 * `actions` allow it, a select to add more and a remove button per row (with a confirmation).
 */
export function LotItemsDialog<T extends { id: number }>(props: LotItemsDialogProps<T> & { onClose: () => void }) {
  const { lotId, testId, rows, onRemove, onClose } = props;
  const { t } = useTranslation();
  const lot = useLot(lotId);
  const editable = lot.data?.actions.includes(props.editAction) ?? false;
  const removeColumn: ColumnsType<T>[number] = {
    key: '_remove',
    title: <span className="visually-hidden">{t('admin.actions', 'Actions')}</span>,
    width: 56,
    render: (_v, row) =>
      editable && (
        <Popconfirm
          title={props.removeConfirm}
          okText={t('auction.remove_lot', 'Remove')}
          cancelText={t('admin.cancel', 'Cancel')}
          okButtonProps={{ danger: true }}
          onConfirm={() =>
            onRemove(row).then(
              () => saved(t),
              () => undefined,
            )
          }
        >
          <Button
            type="text"
            danger
            icon={<DeleteOutlined />}
            aria-label={t('auction.remove_lot', 'Remove')}
            data-testid={props.removeTestId(row)}
          />
        </Popconfirm>
      ),
  };
  return (
    <Modal
      open
      width={props.width}
      title={`${props.title} · ${lot.data?.code ?? ''}`}
      onCancel={onClose}
      destroyOnHidden
      data-testid={`${testId}-dialog`}
      footer={
        <Button type="primary" onClick={onClose} data-testid={`${testId}-close`}>
          {t('admin.close', 'Close')}
        </Button>
      }
    >
      <Flex vertical gap={12}>
        {editable ? (
          <AddItems
            testId={testId}
            rows={rows.data ?? []}
            ItemSelect={props.ItemSelect}
            onAdd={props.onAdd}
            adding={props.adding}
          />
        ) : (
          lot.data && <Typography.Text type="secondary">{props.lockedText}</Typography.Text>
        )}
        <Table<T>
          rowKey="id"
          size="small"
          loading={rows.isFetching}
          dataSource={rows.data ?? []}
          pagination={false}
          locale={{
            emptyText: rows.isError ? t('admin.load_failed', 'The records could not be loaded.') : props.emptyText,
          }}
          data-testid={`${testId}-table`}
          columns={[...props.columns, removeColumn]}
        />
      </Flex>
    </Modal>
  );
}
