import {
  DownOutlined,
  IdcardOutlined,
  LoginOutlined,
  LogoutOutlined,
  UserAddOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { Button, Dropdown, Space, type MenuProps } from 'antd';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '@/shared/config/paths';
import { LinkButton } from '@/shared/ui/link-button';
import { ABOVE_TOASTS } from '@/shared/ui/notifications';
import { useSession } from '../hooks/use-session';
import { useSignOut } from '../hooks/use-sign-out';

/** The signed-in user's menu (profile, sign out), or sign-in and registration for a visitor. */
export function UserMenu({ compact }: { compact: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { user } = useSession();
  const logout = useSignOut();

  if (!user) {
    const registerItems: MenuProps['items'] = [
      {
        key: paths.registerPerson,
        icon: <IdcardOutlined />,
        label: t('login.register_person', 'Register as a person'),
      },
      {
        key: paths.registerTrader,
        icon: <UserAddOutlined />,
        label: t('login.register_trader', 'Register as a trader'),
      },
    ];
    return (
      <Space size={8}>
        <Dropdown
          trigger={['click']}
          styles={ABOVE_TOASTS}
          menu={
            {
              items: registerItems,
              onClick: ({ key }) => void navigate(key),
              'data-testid': 'register-menu-items',
            } as MenuProps
          }
        >
          <Button
            className="header-button"
            icon={<UserAddOutlined aria-hidden />}
            aria-label={compact ? t('header.register', 'Register') : undefined}
            data-testid="register-menu"
          >
            {compact ? null : t('header.register', 'Register')}
          </Button>
        </Dropdown>
        <LinkButton
          className="header-button-solid"
          to={paths.login}
          icon={<LoginOutlined aria-hidden />}
          aria-label={compact ? t('header.sign_in', 'Sign in') : undefined}
          data-testid="sign-in-button"
        >
          {compact ? null : t('header.sign_in', 'Sign in')}
        </LinkButton>
      </Space>
    );
  }

  const displayName = user.individual ? `${user.individual.firstName} ${user.individual.lastName}` : user.username;
  const items: MenuProps['items'] = [
    {
      key: 'who',
      type: 'group',
      label: user.company ? `${displayName} · ${user.company.companyName}` : displayName,
    },
    { type: 'divider' },
    {
      key: 'profile',
      icon: <IdcardOutlined />,
      label: t('page.user_profile', 'Profile'),
      'data-testid': 'user-menu-profile',
    },
    {
      key: 'logout',
      icon: <LogoutOutlined />,
      label: t('header.sign_out', 'Sign out'),
      danger: true,
      'data-testid': 'user-menu-logout',
    },
  ];
  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (key === 'profile') void navigate(paths.profile);
    if (key === 'logout') logout.mutate();
  };

  return (
    <Dropdown trigger={['click']} menu={{ items, onClick }} placement="bottomRight" styles={ABOVE_TOASTS}>
      <Button
        className="header-button"
        loading={logout.isPending}
        icon={<UserOutlined aria-hidden />}
        aria-label={t('header.user_menu', 'User menu: {{username}}', { username: user.username })}
        data-testid="user-menu"
      >
        {compact ? null : (
          <Space size={4}>
            <span data-testid="user-menu-username">{user.username}</span>
            <DownOutlined aria-hidden style={{ fontSize: 10 }} />
          </Space>
        )}
      </Button>
    </Dropdown>
  );
}
