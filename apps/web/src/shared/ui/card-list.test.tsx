// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '@/test/render';
import { CardList } from './card-list';

type Row = { id: number; name: string };
const rows: Row[] = [
  { id: 1, name: 'First' },
  { id: 2, name: 'Second' },
];

const list = (props: Partial<Parameters<typeof CardList<Row>>[0]> = {}) =>
  renderUi(
    <CardList<Row>
      items={rows}
      itemKey={(r) => r.id}
      renderItem={(r) => <span>{r.name}</span>}
      data-testid="cards"
      {...props}
    />,
  );

describe('CardList', () => {
  it('shows each row as an item of one list, in order', () => {
    list();
    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['First', 'Second']);
  });

  it('says its own empty text, or Ant Design’s, when there are no rows', () => {
    const { unmount } = list({ items: [], emptyText: 'No case waits here.' });
    expect(screen.getByText('No case waits here.')).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    unmount();
    list({ items: [] });
    expect(screen.getByTestId('cards').querySelector('.ant-empty-description')).toHaveTextContent('No data');
  });

  it('shows neither rows nor the empty text while the first page loads', () => {
    list({ items: [], loading: true, emptyText: 'Nothing' });
    expect(screen.queryByText('Nothing')).not.toBeInTheDocument();
    expect(screen.getByTestId('cards').querySelector('.ant-spin-spinning')).not.toBeNull();
  });

  it('pages through the server’s rows, and leaves the pager out when there are none', async () => {
    const onChange = vi.fn();
    const { unmount } = list({ pagination: { current: 1, pageSize: 2, total: 5, onChange } });
    await userEvent.setup().click(screen.getByTitle('2'));
    expect(onChange).toHaveBeenCalledWith(2, 2);
    unmount();
    list({ items: [], pagination: { current: 1, pageSize: 2, total: 0, onChange } });
    expect(screen.queryByTitle('1')).not.toBeInTheDocument();
  });
});
