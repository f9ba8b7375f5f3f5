import { AppstoreOutlined, BankOutlined, ShopOutlined } from '@ant-design/icons';
import { Segmented } from 'antd';
import { SYSTEMS, type System } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { setSystem, useSystem } from '@/shared/session/system';

const SYSTEM_ICONS: Record<System, React.ReactNode> = {
  GENERAL: <AppstoreOutlined aria-hidden />,
  AUCTION: <ShopOutlined aria-hidden />,
  COUNTER: <BankOutlined aria-hidden />,
};

const SYSTEM_DEFAULTS: Record<System, string> = { GENERAL: 'General', AUCTION: 'E-Auction', COUNTER: 'E-Counter' };

/** GENERAL / AUCTION / COUNTER, kept in the `systemToken` cookie; the menu follows the choice. */
export function SystemSwitcher({ compact }: { compact: boolean }) {
  const { t } = useTranslation();
  const system = useSystem();
  return (
    <Segmented<System>
      value={system}
      onChange={setSystem}
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
