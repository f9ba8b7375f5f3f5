import { Flex, Layout } from 'antd';
import { UserMenu } from '@/features/auth/components/user-menu';
import { Brand } from './brand';
import { LanguageSwitcher } from './language-switcher';
import { SystemSwitcher } from './system-switcher';

export function AppHeader({ compact }: { compact: boolean }) {
  return (
    <Layout.Header className="app-header" data-testid="app-header">
      <Brand />
      <Flex align="center" gap={compact ? 6 : 12} className="app-header-tools">
        <SystemSwitcher compact={compact} />
        <LanguageSwitcher />
        <UserMenu compact={compact} />
      </Flex>
    </Layout.Header>
  );
}
