import { lazy, Suspense } from 'react';
import { BellOutlined, CloseOutlined, MenuOutlined } from '@ant-design/icons';
import { Button, Flex, Layout } from 'antd';
import { useTranslation } from 'react-i18next';
import { UserMenu } from '@/features/auth/components/user-menu';
import { useSession } from '@/features/auth/hooks/use-session';
import { Brand } from './brand';
import { LanguageSwitcher } from './language-switcher';
import { SystemSwitcher } from './system-switcher';

// The bell is a signed-in user's (its badge, panel and live notices): a chunk of its own, so a visitor's first
// screen does not download it (ADR 0108). Until it is there, the same button without its count holds its place.
const NotificationBell = lazy(() =>
  import('@/features/notifications/components/notification-bell').then((m) => ({ default: m.NotificationBell })),
);

/** On narrow screens the side menu is opened from the header (`menuToggle`). */
export function AppHeader({
  compact,
  menuToggle,
}: {
  compact: boolean;
  menuToggle?: { open: boolean; onToggle: () => void };
}) {
  const { t } = useTranslation();
  const { user } = useSession();
  return (
    <Layout.Header className="app-header" data-testid="app-header">
      <Flex align="center" gap={8} style={{ minWidth: 0 }}>
        {menuToggle && (
          <Button
            className="header-button"
            icon={menuToggle.open ? <CloseOutlined aria-hidden /> : <MenuOutlined aria-hidden />}
            aria-label={t('menu.label', 'Main menu')}
            aria-expanded={menuToggle.open}
            aria-controls="app-menu"
            onClick={menuToggle.onToggle}
            data-testid="menu-toggle"
          />
        )}
        <Brand />
      </Flex>
      <Flex align="center" gap={compact ? 6 : 12} className="app-header-tools">
        <SystemSwitcher compact={compact} />
        <LanguageSwitcher />
        {user && !user.passwordExpired && (
          <Suspense
            fallback={
              <Button
                className="header-button"
                icon={<BellOutlined aria-hidden />}
                aria-label={t('notifications.bell', 'Notifications')}
                disabled
              />
            }
          >
            <NotificationBell key={user.id} userId={user.id} compact={compact} />
          </Suspense>
        )}
        <UserMenu compact={compact} />
      </Flex>
    </Layout.Header>
  );
}
