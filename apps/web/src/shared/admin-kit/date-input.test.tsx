// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderUi } from '@/test/render';
import { DateInput } from './date-input';

function Field({ initial, withTime = false }: { initial: string; withTime?: boolean }) {
  const [value, setValue] = useState(initial);
  return <DateInput value={value} onChange={setValue} withTime={withTime} data-testid="day" />;
}

describe('DateInput', () => {
  it('opens a calendar from its button on the month of the typed day, and a clicked day fills the field', async () => {
    const user = userEvent.setup();
    renderUi(<Field initial="15.11.2026" />);
    await user.click(screen.getByRole('button', { name: 'Choose a date in a calendar' }));
    const calendar = await screen.findByTestId('date-input-calendar');
    await user.click(within(calendar).getByTitle('2026-11-20'));
    await waitFor(() => expect(screen.getByTestId('day')).toHaveValue('20.11.2026'));
    await waitFor(() => expect(screen.queryByTestId('date-input-calendar')).not.toBeVisible());
  });

  it('keeps the typed time when a day is picked for a date and time', async () => {
    const user = userEvent.setup();
    renderUi(<Field initial="15.11.2026 09:30" withTime />);
    await user.click(screen.getByRole('button', { name: 'Choose a date in a calendar' }));
    await user.click(within(await screen.findByTestId('date-input-calendar')).getByTitle('2026-11-03'));
    await waitFor(() => expect(screen.getByTestId('day')).toHaveValue('03.11.2026 09:30'));
  });
});
