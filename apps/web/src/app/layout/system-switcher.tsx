import { AppstoreOutlined, BankOutlined, ShopOutlined } from '@ant-design/icons';
import { Segmented } from 'antd';
import { SYSTEMS, type System } from '@portal/contracts/navigation';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useMenuSystem } from '@/features/navigation/hooks/use-menu-system';
import { systemOfPath } from '@/features/navigation/lib/menu-model';
import { paths } from '@/shared/config/paths';
import { setSystem } from '@/shared/session/system';

/** Where choosing a system leads from a page of another system (its menu follows the address). */
const SYSTEM_HOMES: Record<System, string> = {
  GENERAL: paths.home,
  AUCTION: paths.eauctionHome,
  COUNTER: paths.ecounterHome,
};

const SYSTEM_ICONS: Record<System, React.ReactNode> = {
  GENERAL: <AppstoreOutlined aria-hidden />,
  AUCTION: <ShopOutlined aria-hidden />,
  COUNTER: <BankOutlined aria-hidden />,
};

const SYSTEM_DEFAULTS: Record<System, string> = { GENERAL: 'General', AUCTION: 'E-Auction', COUNTER: 'E-Counter' };

/** GENERAL / AUCTION / COUNTER, kept in the `systemToken` cookie; the menu follows the choice. */
export function SystemSwitcher({ compact }: { compact: boolean }) {
  const { t } = useTranslation();
  const system = useMenuSystem();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const choose = (next: System) => {
    setSystem(next);
    const ofPath = systemOfPath(pathname);
    if (ofPath && ofPath !== next) void navigate(SYSTEM_HOMES[next]);
  };
  return (
    <Segmented<System>
      value={system}
      onChange={choose}
      aria-label={t('system.label', 'System')}
      data-testid="system-switcher"
      className="system-switcher"
      options={SYSTEMS.map((value) => {
        const name = t(`system.${value}`, SYSTEM_DEFAULTS[value]);
        return {
          value,
          icon: SYSTEM_ICONS[value],
          title: name,
          label: (
            <span data-testid={`system-option-${value}`} className={compact ? 'visually-hidden' : undefined}>
              {name}
            </span>
          ),
        };
      })}
    />
  );
}
