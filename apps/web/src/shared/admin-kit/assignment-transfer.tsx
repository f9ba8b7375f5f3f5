import { useMemo } from 'react';
import { Transfer, Typography } from 'antd';
import type { TransferItem } from 'antd/es/transfer';
import { useTranslation } from 'react-i18next';
import type { Text } from './types';

/** One thing that can be given (a page): its id, what it is called and where it belongs. */
export type AssignableItem = { key: number; title: string; description?: string; disabled?: boolean };

export type AssignmentTransferProps = {
  /** Everything that can be given. */
  items: AssignableItem[];
  /** The keys given now (the right-hand list). */
  value: number[];
  onChange: (keys: number[]) => void;
  /** Titles of the left (not given) and right (given) lists. */
  titles: [Text, Text];
  disabled?: boolean;
  'data-testid'?: string;
};

type Entry = TransferItem & AssignableItem;

const matches = (typed: string, item: Entry) => {
  const needle = typed.trim().toLowerCase();
  return `${item.title} ${item.description ?? ''}`.toLowerCase().includes(needle);
};

/**
 * Chooses a set out of many (the pages of a role): the left list holds what is not given, the
 * right list what is; both can be searched. The caller saves the set, which replaces the old one.
 */
export function AssignmentTransfer({ items, value, onChange, titles, disabled, ...rest }: AssignmentTransferProps) {
  const { t } = useTranslation();
  // The right-hand list keeps the items' order, not the order they were moved in.
  const targetKeys = useMemo(() => {
    const position = new Map(items.map((item, i) => [item.key, i]));
    return [...value].sort((a, b) => (position.get(a) ?? 0) - (position.get(b) ?? 0));
  }, [items, value]);
  return (
    <Transfer<Entry>
      dataSource={items}
      targetKeys={targetKeys}
      onChange={(keys) => onChange(keys.map(Number))}
      titles={[t(...titles[0]), t(...titles[1])]}
      showSearch={{ placeholder: t('admin.search', 'Search') }}
      filterOption={matches}
      disabled={disabled}
      render={(item) => ({
        value: item.title,
        label: (
          <span data-testid={`transfer-item-${item.key}`}>
            {item.title}
            {item.description && (
              <Typography.Text type="secondary" style={{ marginInlineStart: 8, fontSize: 12 }}>
                {item.description}
              </Typography.Text>
            )}
          </span>
        ),
      })}
      styles={{ section: { flex: 1, minWidth: 0, height: 460 } }}
      style={{ width: '100%' }}
      data-testid={rest['data-testid']}
    />
  );
}
