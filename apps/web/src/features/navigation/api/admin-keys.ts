import { DEFAULT_SYSTEM } from '@portal/contracts/navigation';
import { adminKeys } from '@/shared/admin-kit/api/keys';
import { navigationQueryOptions } from './get-navigation';

/**
 * Query keys of the access administration. They sit under the kit's resource keys, so a save
 * through the kit (a page, a group, a role) refreshes the lists and assignments built on them.
 */
export const accessKeys = {
  allPages: () => [...adminKeys.all('pages'), 'all'] as const,
  pageRoles: (pageId: number) => [...adminKeys.all('pages'), pageId, 'roles'] as const,
  allGroups: () => [...adminKeys.all('page_groups'), 'all'] as const,
  groupPages: (groupId: number) => [...adminKeys.all('page_groups'), groupId, 'pages'] as const,
  allRoles: () => [...adminKeys.all('user_roles'), 'all'] as const,
  rolePages: (roleId: number) => [...adminKeys.all('user_roles'), roleId, 'pages'] as const,
  userPages: (userId: number) => ['user_pages', userId] as const,
  userRoles: (userId: number) => ['users', userId, 'roles'] as const,
  /** Every cached menu (all systems, signed in or not): a change of pages shows at the next look. */
  navigation: () => navigationQueryOptions(DEFAULT_SYSTEM, null).queryKey.slice(0, 1),
};
