import { useMemo, useState } from 'react';
import { Menu, type MenuProps } from 'antd';
import type { Language, Navigation, System } from '@portal/contracts';
import { Link, useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { NamedIcon } from '@/shared/ui/named-icon';
import { buildMenu, menuAt, selectedMenuPage } from '../lib/menu-model';

type MenuItem = NonNullable<MenuProps['items']>[number];

/** The side menu of the navigation; the item of the current path is selected and its group open. */
export function SideMenu({
  navigation,
  system,
  lang,
  collapsed,
}: {
  navigation: Navigation;
  system: System;
  lang: Language;
  collapsed: boolean;
}) {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const entries = useMemo(
    () =>
      menuAt(
        buildMenu(navigation, system, lang, (key, fallback) => t(key, fallback)),
        location.pathname,
      ),
    [navigation, system, lang, t, location.pathname],
  );
  const selected = selectedMenuPage(entries, location.pathname);
  const selectedGroup = selected?.groupKey ?? null;

  const [openKeys, setOpenKeys] = useState<string[]>(selectedGroup ? [selectedGroup] : []);
  // Following a link into another group opens that group (state adjusted while rendering, as React advises).
  const [openedFor, setOpenedFor] = useState(selectedGroup);
  if (selectedGroup !== openedFor) {
    setOpenedFor(selectedGroup);
    if (selectedGroup && !openKeys.includes(selectedGroup)) setOpenKeys([...openKeys, selectedGroup]);
  }
  // Popups of the collapsed menu open on hover; they are kept apart from the expanded menu's state.
  const [popupKeys, setPopupKeys] = useState<string[]>([]);

  const pageItem = (
    page: { key: string; url: string; label: string; icon: string | null },
    withIcon: boolean,
  ): MenuItem => ({
    key: page.key,
    icon: withIcon ? <NamedIcon name={page.icon} /> : undefined,
    label: (
      <Link to={page.url} tabIndex={-1}>
        {page.label}
      </Link>
    ),
    title: page.label,
    'data-testid': `menu-item-${page.url}`,
  });

  const items: MenuItem[] = entries.map((entry) =>
    entry.kind === 'page'
      ? pageItem(entry, true)
      : {
          key: entry.key,
          icon: <NamedIcon name={entry.icon} />,
          label: entry.label,
          title: entry.label,
          'data-testid': `menu-group-${entry.name}`,
          children: entry.pages.map((page) => pageItem(page, page.icon !== null && !entry.category)),
        },
  );

  // A click on the link navigates by itself; the keyboard (Enter on the focused item) comes here.
  const onClick: MenuProps['onClick'] = ({ key, domEvent }) => {
    if (domEvent.type === 'keydown') void navigate(key);
  };

  return (
    <Menu
      mode="inline"
      items={items}
      selectedKeys={selected ? [selected.page.key] : []}
      openKeys={collapsed ? popupKeys : openKeys}
      onOpenChange={collapsed ? setPopupKeys : setOpenKeys}
      onClick={onClick}
      aria-label={t('menu.label', 'Main menu')}
      data-testid="side-menu"
      style={{ borderInlineEnd: 'none' }}
    />
  );
}
