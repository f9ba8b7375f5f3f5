import { useState } from 'react';
import {
  CalendarOutlined,
  CheckCircleOutlined,
  CopyOutlined,
  DownOutlined,
  FilePdfOutlined,
  FileSearchOutlined,
  FileTextOutlined,
  LockOutlined,
  RedoOutlined,
  SendOutlined,
  StopOutlined,
} from '@ant-design/icons';
import { Button, Dropdown, type MenuProps } from 'antd';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { AuctionAction } from '@portal/contracts/auction-status';
import type { AuctionRecord } from '@portal/contracts/auctions';
import { paths } from '@/shared/config/paths';
import type { LifecycleCommand } from '../api/auction-commands';
import { useDownloadAuctionDocument } from '../api/auction-documents';
import { ConfirmCommandDialog, PostponeDialog } from './auction-command-dialogs';
import { DuplicateAuctionDialog } from './auction-copy-dialogs';

type MenuAction = { key: AuctionAction; label: [string, string]; icon: React.ReactNode; danger?: boolean };

/** The operations the server offers now (spec §2 list actions); each is enabled by the record's `actions`. */
const MENU: MenuAction[] = [
  { key: 'publish', label: ['auction.publish', 'Publish'], icon: <SendOutlined /> },
  {
    key: 'preview_announcement',
    label: ['announcement.preview', 'Preview announcement'],
    icon: <FilePdfOutlined />,
  },
  { key: 'close', label: ['auction.close', 'Close'], icon: <LockOutlined /> },
  { key: 'postpone', label: ['auction.postpone', 'Postpone'], icon: <CalendarOutlined /> },
  { key: 'cancel', label: ['auction.cancel', 'Cancel auction'], icon: <StopOutlined />, danger: true },
  { key: 'force_finish', label: ['auction.force_finish', 'Force finish'], icon: <CheckCircleOutlined />, danger: true },
  { key: 'duplicate', label: ['auction.duplicate', 'Duplicate'], icon: <CopyOutlined /> },
  { key: 'republish', label: ['auction.republish', 'Republish'], icon: <RedoOutlined /> },
  {
    key: 'finished_report',
    label: ['auction.finished_report', 'Finished auction report'],
    icon: <FileSearchOutlined />,
  },
  {
    key: 'end_of_auction_report',
    label: ['announcement.end_of_auction_report', 'End-of-auction report (PDF)'],
    icon: <FileTextOutlined />,
  },
];

type Open = { kind: 'command'; command: LifecycleCommand } | { kind: 'postpone' } | { kind: 'duplicate' } | null;

/** A button with the auction's operations; what the status does not allow is shown disabled. */
export function AuctionActionsMenu({
  auction,
  size,
  onOpen,
}: {
  auction: AuctionRecord;
  size?: 'small' | 'middle';
  /** Opens an auction (the copy made by duplicate). */
  onOpen: (id: number) => void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [open, setOpen] = useState<Open>(null);
  const pdf = useDownloadAuctionDocument();
  const items: MenuProps['items'] = MENU.map((action) => ({
    key: action.key,
    label: <span data-testid={`auction-action-${action.key}`}>{t(...action.label)}</span>,
    icon: action.icon,
    danger: action.danger,
    disabled: !auction.actions.includes(action.key),
  }));
  const onClick: MenuProps['onClick'] = ({ key }) => {
    const document =
      key === 'preview_announcement' ? 'preview' : key === 'end_of_auction_report' ? 'end_of_auction' : null;
    if (document) return pdf.mutate({ kind: document, auctionId: auction.id, auctionNumber: auction.auctionNumber });
    // Republish has its own screen: the unsold lots and the new dates.
    if (key === 'republish') void navigate(paths.adminRepublishAuction(auction.id));
    else if (key === 'finished_report') void navigate(paths.adminAuctionReport(auction.id));
    else if (key === 'postpone' || key === 'duplicate') setOpen({ kind: key });
    else setOpen({ kind: 'command', command: key as LifecycleCommand });
  };
  return (
    <>
      <Dropdown menu={{ items, onClick }} trigger={['click']}>
        <Button size={size} loading={pdf.isPending} data-testid={`auction-actions-${auction.id}`}>
          {t('admin.actions', 'Actions')} <DownOutlined />
        </Button>
      </Dropdown>
      {open?.kind === 'command' && (
        <ConfirmCommandDialog auction={auction} command={open.command} onClose={() => setOpen(null)} />
      )}
      {open?.kind === 'postpone' && <PostponeDialog auction={auction} onClose={() => setOpen(null)} />}
      {open?.kind === 'duplicate' && (
        <DuplicateAuctionDialog
          auction={auction}
          onClose={() => setOpen(null)}
          onOpen={(id) => {
            setOpen(null);
            onOpen(id);
          }}
        />
      )}
    </>
  );
}
