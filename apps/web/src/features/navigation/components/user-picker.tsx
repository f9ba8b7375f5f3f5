import { useState } from 'react';
import { InfoCircleOutlined, SearchOutlined } from '@ant-design/icons';
import { Button, Flex, InputNumber, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

/**
 * Chooses the user whose access is shown. The server has no list or lookup of users yet (it
 * comes with the users administration), so the administrator types the user's number; a select
 * of `GET /users/paged` takes this component's place then.
 */
export function UserPicker({ userId, onPick }: { userId: number | null; onPick: (userId: number) => void }) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState<number | null>(userId);
  const pick = () => {
    if (typed !== null && Number.isInteger(typed) && typed > 0) onPick(typed);
  };
  return (
    <Flex vertical gap={12}>
      <Flex gap={8} align="center" wrap>
        <label htmlFor="user-pages-user-id">{t('access.user_id', 'User number (id)')}</label>
        <InputNumber
          id="user-pages-user-id"
          min={1}
          max={2_147_483_647}
          precision={0}
          value={typed}
          onChange={(value) => setTyped(typeof value === 'number' ? value : null)}
          onPressEnter={pick}
          style={{ width: 180 }}
          data-testid="user-pages-user-id"
        />
        <Button type="primary" icon={<SearchOutlined />} onClick={pick} data-testid="user-pages-open">
          {t('access.show_user', 'Show')}
        </Button>
      </Flex>
      <Typography.Text type="secondary">
        <InfoCircleOutlined aria-hidden />{' '}
        {t(
          'access.user_id_hint',
          'There is no list of users here yet: it comes with the users administration. Until then enter the number (id) of the user account.',
        )}
      </Typography.Text>
    </Flex>
  );
}
