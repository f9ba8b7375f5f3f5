import { lotDescription } from '@portal/contracts/lot-texts';
import { useState } from 'react';
import {
  AppstoreOutlined,
  CloseCircleOutlined,
  DollarOutlined,
  EditOutlined,
  HistoryOutlined,
  LockOutlined,
  SafetyCertificateOutlined,
  UserSwitchOutlined,
} from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { LotRecord } from '@portal/contracts/auctions';
import { ListScreen } from '@/shared/admin-kit/list-screen';
import type { AdminRecord, ListColumn } from '@/shared/admin-kit/types';
import { useEditRoute } from '@/shared/admin-kit/use-edit-route';
import { paths } from '@/shared/config/paths';
import { useDocumentTitle } from '@/shared/lib/use-document-title';
import { LOTS_RESOURCE } from '../api/keys';
import { currentLanguage } from '@/shared/i18n/language';
import { formatMoney } from '@portal/contracts/money-format';
import { LOT_LABELS, lotFilters } from '../config';
import { LotEditDialog } from './lot-edit-dialog';
import { LotLicenseTypesDialog } from './lot-license-types-dialog';
import { MarkPaidDialog, SecondWinnerDialog } from './lot-outcome-dialogs';
import { LotProductsDialog } from './lot-products-dialog';
import { EnableEditDialog, LotReasonDialog } from './lot-reason-dialog';
import { LotRecordsDialog } from './lot-records-dialog';
import { LotStatusTag } from './status-tags';

type Row = LotRecord & AdminRecord;
type DialogKind =
  'products' | 'licenses' | 'close' | 'cancel' | 'enable_edit' | 'records' | 'mark_paid' | 'second_winner';
type Dialog = { kind: DialogKind; lot: LotRecord } | null;

const COLUMNS: ListColumn<Row>[] = [
  { field: 'code', title: LOT_LABELS.code, sortable: true },
  {
    field: 'description',
    title: LOT_LABELS.description,
    ellipsis: true,
    width: 240,
    render: (r) => lotDescription(r, currentLanguage),
  },
  { field: 'status', title: LOT_LABELS.status, sortable: true, render: (r) => <LotStatusTag status={r.status} /> },
  {
    field: 'startingPrice',
    title: LOT_LABELS.startingPrice,
    sortable: true,
    render: (r) => formatMoney(r.startingPrice, currentLanguage),
  },
  {
    field: 'minimumIncrementAmount',
    title: LOT_LABELS.minimumIncrementAmount,
    render: (r) => formatMoney(r.minimumIncrementAmount, currentLanguage),
  },
  {
    field: 'guaranteeAmount',
    title: LOT_LABELS.guaranteeAmount,
    render: (r) => formatMoney(r.guaranteeAmount, currentLanguage),
  },
  { field: 'productCount', title: LOT_LABELS.productCount, width: 90 },
  { field: 'auctionNumber', title: LOT_LABELS.auctionNumber },
];

/**
 * `/admin/auctions/lots/{id?}`: lots with their products, licence types, close, cancel, enable edit,
 * mark paid, second winner and log.
 */
export function LotsAdminScreen() {
  const { t } = useTranslation();
  const title = t('page.admin_auctions_lots', 'Lots');
  useDocumentTitle(title);
  const { editing, open, close } = useEditRoute(paths.adminLots);
  const [dialog, setDialog] = useState<Dialog>(null);
  return (
    <>
      <ListScreen<Row>
        resource={LOTS_RESOURCE}
        title={title}
        columns={COLUMNS}
        filters={lotFilters(t)}
        onNew={() => open('new')}
        onEdit={(lot) => open(lot.id)}
        deletable={(lot) => lot.actions.includes('delete')}
        rowActions={[
          {
            key: 'products',
            label: ['lot.products', 'Products'],
            icon: <AppstoreOutlined />,
            onClick: (lot) => setDialog({ kind: 'products', lot }),
          },
          {
            key: 'licenses',
            label: ['lot.license_types', 'Licence types'],
            icon: <SafetyCertificateOutlined />,
            onClick: (lot) => setDialog({ kind: 'licenses', lot }),
          },
          {
            key: 'enable-edit',
            label: ['lot.enable_edit', 'Enable edit'],
            icon: <EditOutlined />,
            hidden: (lot) => !lot.actions.includes('enable_edit') || lot.editEnabled,
            onClick: (lot) => setDialog({ kind: 'enable_edit', lot }),
          },
          {
            key: 'close',
            label: ['lot.close', 'Close lot'],
            icon: <LockOutlined />,
            hidden: (lot) => !lot.actions.includes('close'),
            onClick: (lot) => setDialog({ kind: 'close', lot }),
          },
          {
            key: 'cancel',
            label: ['lot.cancel', 'Cancel lot'],
            icon: <CloseCircleOutlined />,
            hidden: (lot) => !lot.actions.includes('cancel'),
            onClick: (lot) => setDialog({ kind: 'cancel', lot }),
          },
          {
            key: 'mark-paid',
            label: ['outcome.mark_paid', 'Mark paid'],
            icon: <DollarOutlined />,
            hidden: (lot) => !lot.actions.includes('mark_paid'),
            onClick: (lot) => setDialog({ kind: 'mark_paid', lot }),
          },
          {
            key: 'second-winner',
            label: ['outcome.second_winner', 'Second winner'],
            icon: <UserSwitchOutlined />,
            hidden: (lot) => !lot.actions.includes('second_winner'),
            onClick: (lot) => setDialog({ kind: 'second_winner', lot }),
          },
          {
            key: 'records',
            label: ['lot.history_and_log', 'History and log'],
            icon: <HistoryOutlined />,
            onClick: (lot) => setDialog({ kind: 'records', lot }),
          },
        ]}
      />
      {editing !== null && (
        <LotEditDialog
          key={String(editing)}
          id={editing}
          onClose={close}
          // A new lot goes on to its products.
          onCreated={(lot) => {
            close();
            setDialog({ kind: 'products', lot });
          }}
        />
      )}
      {dialog?.kind === 'products' && <LotProductsDialog lotId={dialog.lot.id} onClose={() => setDialog(null)} />}
      {dialog?.kind === 'licenses' && <LotLicenseTypesDialog lotId={dialog.lot.id} onClose={() => setDialog(null)} />}
      {(dialog?.kind === 'close' || dialog?.kind === 'cancel') && (
        <LotReasonDialog kind={dialog.kind} lot={dialog.lot} onClose={() => setDialog(null)} />
      )}
      {dialog?.kind === 'enable_edit' && <EnableEditDialog lot={dialog.lot} onClose={() => setDialog(null)} />}
      {dialog?.kind === 'records' && <LotRecordsDialog lot={dialog.lot} onClose={() => setDialog(null)} />}
      {dialog?.kind === 'mark_paid' && <MarkPaidDialog lot={dialog.lot} onClose={() => setDialog(null)} />}
      {dialog?.kind === 'second_winner' && <SecondWinnerDialog lot={dialog.lot} onClose={() => setDialog(null)} />}
    </>
  );
}
