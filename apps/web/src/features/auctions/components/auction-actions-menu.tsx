import { useState } from 'react';
import {
  CalendarOutlined,
  CheckCircleOutlined,
  CopyOutlined,
  DownOutlined,
  LockOutlined,
  RedoOutlined,
  SendOutlined,
  StopOutlined,
} from '@ant-design/icons';
import { Button, Dropdown, type MenuProps } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AuctionAction } from '@portal/contracts/auction-status';
import type { AuctionRecord } from '@portal/contracts/auctions';
import type { LifecycleCommand } from '../api/auction-commands';
import { ConfirmCommandDialog, PostponeDialog } from './auction-command-dialogs';
import { CopyAuctionDialog } from './auction-copy-dialogs';

type MenuAction = { key: AuctionAction; label: [string, string]; icon: React.ReactNode; danger?: boolean };

/** The operations the server offers now (spec §2 list actions); each is enabled by the record's `actions`. */
const MENU: MenuAction[] = [
  { key: 'publish', label: ['auction.publish', 'Publish'], icon: <SendOutlined /> },
  { key: 'close', label: ['auction.close', 'Close'], icon: <LockOutlined /> },
  { key: 'postpone', label: ['auction.postpone', 'Postpone'], icon: <CalendarOutlined /> },
  { key: 'cancel', label: ['auction.cancel', 'Cancel auction'], icon: <StopOutlined />, danger: true },
  { key: 'force_finish', label: ['auction.force_finish', 'Force finish'], icon: <CheckCircleOutlined />, danger: true },
  { key: 'duplicate', label: ['auction.duplicate', 'Duplicate'], icon: <CopyOutlined /> },
  { key: 'republish', label: ['auction.republish', 'Republish'], icon: <RedoOutlined /> },
];

type Open =
  { kind: 'command'; command: LifecycleCommand } | { kind: 'postpone' } | { kind: 'duplicate' | 'republish' } | null;

/** A button with the auction's operations; what the status does not allow is shown disabled. */
export function AuctionActionsMenu({
  auction,
  size,
  onOpen,
}: {
  auction: AuctionRecord;
  size?: 'small' | 'middle';
  /** Opens an auction (the copy made by duplicate or republish). */
  onOpen: (id: number) => void;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<Open>(null);
  const items: MenuProps['items'] = MENU.map((action) => ({
    key: action.key,
    label: <span data-testid={`auction-action-${action.key}`}>{t(...action.label)}</span>,
    icon: action.icon,
    danger: action.danger,
    disabled: !auction.actions.includes(action.key),
  }));
  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (key === 'postpone' || key === 'duplicate' || key === 'republish') setOpen({ kind: key });
    else setOpen({ kind: 'command', command: key as LifecycleCommand });
  };
  return (
    <>
      <Dropdown menu={{ items, onClick }} trigger={['click']}>
        <Button size={size} data-testid={`auction-actions-${auction.id}`}>
          {t('admin.actions', 'Actions')} <DownOutlined />
        </Button>
      </Dropdown>
      {open?.kind === 'command' && (
        <ConfirmCommandDialog auction={auction} command={open.command} onClose={() => setOpen(null)} />
      )}
      {open?.kind === 'postpone' && <PostponeDialog auction={auction} onClose={() => setOpen(null)} />}
      {(open?.kind === 'duplicate' || open?.kind === 'republish') && (
        <CopyAuctionDialog
          kind={open.kind}
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
