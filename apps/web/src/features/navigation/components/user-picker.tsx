import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { pagedQueryOptions } from '@/shared/admin-kit/api/get-paged';

type UserOption = { id: number; username: string; email: string | null; status: string };

const PICKER_SIZE = 20;
const SEARCH_DELAY_MS = 300;

/** Chooses the user whose access is shown: a search over `GET /users/paged` (username or e-mail). */
export function UserPicker({ userId, onPick }: { userId: number | null; onPick: (userId: number) => void }) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setSearch(typed.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed]);
  const filters: Record<string, string> = search ? { search } : {};
  const users = useQuery(
    pagedQueryOptions<UserOption>('users', { page: 1, count: PICKER_SIZE, sort: 'username,asc', filters }),
  );
  const options = (users.data?.content ?? []).map((user) => ({
    value: user.id,
    label: user.email ? `${user.username} (${user.email})` : user.username,
  }));
  if (userId !== null && !options.some((option) => option.value === userId)) {
    options.unshift({ value: userId, label: `#${userId}` });
  }
  const more = (users.data?.totalElements ?? 0) > PICKER_SIZE;
  return (
    <label style={{ display: 'flex', gap: 8, alignItems: 'center', flexWrap: 'wrap' }}>
      <span>{t('access.user', 'User')}</span>
      <Select
        showSearch={{ filterOption: false, onSearch: setTyped }}
        value={userId ?? undefined}
        placeholder={t('access.user_search', 'Search by username or e-mail')}
        options={options}
        loading={users.isFetching}
        onChange={(value: number) => onPick(value)}
        notFoundContent={
          users.isError
            ? t('access.user_load_failed', 'The users could not be loaded.')
            : t('access.user_none', 'No user matches.')
        }
        popupRender={(menu) => (
          <>
            {menu}
            {more && (
              <div style={{ padding: '4px 12px', opacity: 0.65 }}>
                {t('access.user_search_more', 'More users match: type more of the name to narrow the list.')}
              </div>
            )}
          </>
        )}
        style={{ width: 360 }}
        data-testid="user-pages-user"
      />
    </label>
  );
}
