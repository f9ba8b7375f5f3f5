// @vitest-environment happy-dom
import { useState } from 'react';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { textSchema } from '@portal/contracts/input';
import { ApiError } from '@/shared/api/api-error';
import { renderUi } from '@/test/render';
import { ReasonDialog, type ReasonDialogProps } from './reason-dialog';

type Props = Partial<ReasonDialogProps<Record<string, unknown>>>;

/** A reason as the contracts write one: required, trimmed, at most 20 characters. */
const REASON = textSchema().trim().min(1).max(20);

function dialog(props: Props = {}) {
  const onSubmit = props.onSubmit ?? vi.fn(() => Promise.resolve());
  const onCancel = props.onCancel ?? vi.fn();
  renderUi(
    <ReasonDialog
      title="Reject"
      subject="trader.one"
      text="The reason is mailed to the user."
      okText="Reject"
      cancelText="Cancel"
      reason={{ label: 'Reason', schema: REASON, maxLength: 20, testId: 'reason' }}
      testIds={{ dialog: 'the-dialog', ok: 'ok', cancel: 'cancel' }}
      {...props}
      onSubmit={onSubmit}
      onCancel={onCancel}
    />,
  );
  return { onSubmit, onCancel, user: userEvent.setup() };
}

describe('ReasonDialog', () => {
  it('names the action and its subject, and puts the cursor in the reason', async () => {
    dialog();
    await waitFor(() => expect(screen.getByRole('dialog', { name: 'Reject · trader.one' })).toBeVisible());
    expect(screen.getByText('The reason is mailed to the user.')).toBeVisible();
    await waitFor(() => expect(screen.getByTestId('reason')).toHaveFocus());
  });

  it('refuses an empty or blank required reason with a message and sends nothing', async () => {
    const { onSubmit, user } = dialog();
    await user.click(screen.getByTestId('ok'));
    expect(await screen.findByText('This field is required.')).toBeVisible();
    await user.type(screen.getByTestId('reason'), '   ');
    await user.click(screen.getByTestId('ok'));
    expect(await screen.findByText('This field is required.')).toBeVisible();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends the trimmed reason and shows the OK button loading while the action runs', async () => {
    let finish: () => void = () => undefined;
    const onSubmit = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const { user } = dialog({ onSubmit });
    await user.type(screen.getByTestId('reason'), '  No papers  ');
    await user.click(screen.getByTestId('ok'));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith('No papers', expect.anything()));
    await waitFor(() => expect(screen.getByTestId('ok')).toHaveClass('ant-btn-loading'));
    finish();
    await waitFor(() => expect(screen.getByTestId('ok')).not.toHaveClass('ant-btn-loading'));
  });

  it('stops at the maximum length and says how long the reason may be', async () => {
    const { user } = dialog();
    const reason = screen.getByTestId('reason');
    await user.type(reason, 'x'.repeat(25));
    expect(reason).toHaveValue('x'.repeat(20));
    expect(screen.getByText('20 / 20')).toBeVisible();
  });

  it('accepts an empty optional reason', async () => {
    const { onSubmit, user } = dialog({
      reason: { label: 'Note', schema: REASON.optional(), maxLength: 20, testId: 'reason' },
    });
    await user.click(screen.getByTestId('ok'));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith('', expect.anything()));
  });

  it('shows the server’s message on the reason field, also when the server names the field otherwise', async () => {
    const onSubmit = vi
      .fn()
      .mockRejectedValueOnce(new ApiError(400, { reason: 'validation.too_long' }))
      .mockRejectedValueOnce(new ApiError(400, { rejectReason: 'generic.required' }));
    const { user } = dialog({ onSubmit });
    await user.type(screen.getByTestId('reason'), 'Too long');
    await user.click(screen.getByTestId('ok'));
    const field = screen.getByTestId('reason').closest('.ant-form-item')!;
    await waitFor(() => expect(field).toHaveTextContent('validation.too_long'));
    expect(field).toHaveClass('ant-form-item-has-error');
    await user.click(screen.getByTestId('ok'));
    await waitFor(() => expect(field).toHaveTextContent('generic.required'));
  });

  it('closes when the subject changed meanwhile (the statuses it is told)', async () => {
    const onSubmit = vi.fn().mockRejectedValue(new ApiError(409, { _error: 'conflict' }));
    const { onCancel, user } = dialog({ onSubmit, closeOnStatuses: [409] });
    await user.type(screen.getByTestId('reason'), 'Late');
    await user.click(screen.getByTestId('ok'));
    await waitFor(() => expect(onCancel).toHaveBeenCalled());
  });

  it('cancels without sending', async () => {
    const { onSubmit, onCancel, user } = dialog();
    await user.type(screen.getByTestId('reason'), 'Changed my mind');
    await user.click(screen.getByTestId('cancel'));
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('confirms without a reason field', async () => {
    const { onSubmit, user } = dialog({ reason: undefined });
    expect(screen.queryByRole('textbox')).toBeNull();
    await user.click(screen.getByTestId('ok'));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith('', expect.anything()));
  });

  it('gives the focus back to the button that opened it when it closes', async () => {
    function Page() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <button onClick={() => setOpen(true)}>Reject…</button>
          {open && (
            <ReasonDialog
              title="Reject"
              okText="Reject"
              cancelText="Cancel"
              reason={{ label: 'Reason', schema: REASON, maxLength: 20, testId: 'reason' }}
              onSubmit={() => Promise.resolve()}
              onCancel={() => setOpen(false)}
              testIds={{ dialog: 'the-dialog', ok: 'ok', cancel: 'cancel' }}
            />
          )}
        </>
      );
    }
    renderUi(<Page />);
    const user = userEvent.setup();
    const opener = screen.getByRole('button', { name: 'Reject…' });
    await user.click(opener);
    await waitFor(() => expect(screen.getByTestId('reason')).toHaveFocus());
    await user.click(screen.getByTestId('cancel'));
    expect(screen.queryByTestId('the-dialog')).toBeNull();
    expect(opener).toHaveFocus();
  });
});
