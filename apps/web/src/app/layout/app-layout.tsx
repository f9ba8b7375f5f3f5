import { lazy, Suspense, useState } from 'react';
import { Alert, Button, Grid, Layout, Spin } from 'antd';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useSession } from '@/features/auth/hooks/use-session';
import { useNavigationQuery } from '@/features/navigation/api/get-navigation';
import { SideMenu } from '@/features/navigation/components/side-menu';
import { useMenuSystem } from '@/features/navigation/hooks/use-menu-system';
import { currentLanguage } from '@/shared/i18n/language';
import { AccessGuard } from '../access-guard';
import { AppFooter } from './app-footer';
import { AppHeader } from './app-header';
import { ProfileLanguageNotice } from './profile-language-notice';

// The footer's help-templates table (spec §2), a small chunk of its own.
const HelpTemplatesFooter = lazy(() => import('@/shared/document-templates/help-templates-footer'));

/** Spec §2: the menu is 250 px wide, 110 px collapsed, and collapses by itself below 768 px. */
export const MENU_WIDTH = 250;
export const MENU_COLLAPSED_WIDTH = 110;

function MenuArea({ collapsed }: { collapsed: boolean }) {
  const { t } = useTranslation();
  // The address decides the system's menu (a deep link opens with its system's), not the last choice.
  const system = useMenuSystem();
  const { user } = useSession();
  const navigation = useNavigationQuery(system, user?.username ?? null);

  if (navigation.data) {
    return <SideMenu navigation={navigation.data} system={system} lang={currentLanguage} collapsed={collapsed} />;
  }
  if (navigation.isError) {
    return (
      <div style={{ padding: 12 }}>
        <Alert
          type="error"
          showIcon={!collapsed}
          title={t('menu.load_failed', 'The menu could not be loaded.')}
          action={
            <Button size="small" onClick={() => void navigation.refetch()}>
              {t('generic.retry', 'Try again')}
            </Button>
          }
          style={{ flexDirection: collapsed ? 'column' : undefined, gap: 8 }}
        />
      </div>
    );
  }
  return (
    <div style={{ padding: 24, textAlign: 'center' }} role="status" aria-label={t('generic.loading', 'Loading…')}>
      <Spin />
    </div>
  );
}

/** Header, side menu from the navigation, content and footer of every page but the sign-in ones. */
export default function AppLayout() {
  const { t } = useTranslation();
  const screens = Grid.useBreakpoint();
  // Header controls show icons only below 992 px; until the first measurement, assume a wide window.
  const compact = screens.lg === false;
  // Below 768 px the menu is not a rail beside the page (110 px of 375): it is hidden, opened from the header
  // over the page, and closed again when a page is chosen.
  const narrow = screens.md === undefined ? window.innerWidth < 768 : !screens.md;
  const [collapsed, setCollapsed] = useState(() => window.innerWidth < 768);
  const { pathname } = useLocation();
  const [closedFor, setClosedFor] = useState(pathname);
  if (pathname !== closedFor) {
    setClosedFor(pathname);
    if (narrow && !collapsed) setCollapsed(true);
  }

  return (
    <Layout className="app-shell">
      <a href="#main-content" className="skip-link">
        {t('app.skip_to_content', 'Skip to content')}
      </a>
      <AppHeader
        compact={compact}
        menuToggle={narrow ? { open: !collapsed, onToggle: () => setCollapsed(!collapsed) } : undefined}
      />
      <Layout hasSider>
        <Layout.Sider
          id="app-menu"
          theme="light"
          width={MENU_WIDTH}
          collapsedWidth={narrow ? 0 : MENU_COLLAPSED_WIDTH}
          breakpoint="md"
          collapsible
          trigger={narrow ? null : undefined}
          collapsed={collapsed}
          onCollapse={(value) => setCollapsed(value)}
          className={narrow ? 'app-sider app-sider-narrow' : 'app-sider'}
          data-testid="app-sider"
          data-collapsed={collapsed}
          hidden={narrow && collapsed}
        >
          <nav aria-label={t('menu.label', 'Main menu')}>
            <MenuArea collapsed={collapsed} />
          </nav>
        </Layout.Sider>
        <Layout className="app-main">
          <Layout.Content id="main-content" className="app-content" tabIndex={-1}>
            <ProfileLanguageNotice />
            <AccessGuard />
          </Layout.Content>
          <AppFooter>
            <Suspense fallback={null}>
              <HelpTemplatesFooter />
            </Suspense>
          </AppFooter>
        </Layout>
      </Layout>
    </Layout>
  );
}
