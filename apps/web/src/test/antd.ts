import { screen, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';

/** Opens an Ant Design Select (the element holding its combobox) and picks the option titled `text`. */
export async function chooseOption(user: ReturnType<typeof userEvent.setup>, select: HTMLElement, text: string) {
  await user.click(within(select).getByRole('combobox'));
  const options = await screen.findAllByTitle(text);
  await user.click(options.find((o) => o.classList.contains('ant-select-item-option'))!);
}
