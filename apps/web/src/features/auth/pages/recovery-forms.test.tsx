// @vitest-environment happy-dom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { remindUsernameSchema, renewPasswordSchema, resetPasswordSchema } from '@portal/contracts/registration';
import { renderUi } from '@/test/render';
import { ForgottenPasswordPage, ForgottenUsernamePage } from './recovery-pages';

let sent: string[] = [];
beforeEach(() => {
  sent = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((input: RequestInfo | URL) => {
      sent.push(new URL(input instanceof Request ? input.url : input, 'http://localhost').pathname);
      return Promise.resolve(new Response(JSON.stringify({ status: 'ok' })));
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

/** The key the server's schema answers for a value, as the screen shows it without translations. */
const keyOf = (
  schema: { safeParse: (value: unknown) => { error?: { issues: Array<{ message: string }> } } },
  value: unknown,
) => schema.safeParse(value).error?.issues[0]?.message;
const item = (testId: string) => screen.getByTestId(testId).closest('.ant-form-item') as HTMLElement;

describe('account recovery forms: the rules are the server’s schemas', () => {
  it('refuses a username longer than the server takes, with the contract’s message, and asks nothing', async () => {
    renderUi(<ForgottenPasswordPage />, { route: '/forgotten_password' });
    const long = 'u'.repeat(65);
    expect(keyOf(renewPasswordSchema.shape.username, long)).toBe('validation.too_long');
    fireEvent.change(await screen.findByTestId('forgotten-password-username'), { target: { value: long } });
    fireEvent.click(screen.getByTestId('forgotten-password-submit'));
    await waitFor(() => expect(item('forgotten-password-username')).toHaveTextContent('The text is too long.'));
    fireEvent.change(screen.getByTestId('forgotten-password-username'), { target: { value: '   ' } });
    fireEvent.click(screen.getByTestId('forgotten-password-submit'));
    await waitFor(() => expect(item('forgotten-password-username')).toHaveTextContent('This field is required.'));
    expect(sent).toEqual([]);
  });

  it('refuses a new password shorter than the server takes with the contract’s key', async () => {
    renderUi(<ForgottenPasswordPage />, { route: '/forgotten_password#token=FragmentToken_0123456789' });
    const key = keyOf(resetPasswordSchema.shape.password, 'short');
    expect(key).toBe('validation.password_too_short');
    fireEvent.change(await screen.findByTestId('reset-password-new'), { target: { value: 'short' } });
    fireEvent.change(screen.getByTestId('reset-password-confirm'), { target: { value: 'short' } });
    fireEvent.click(screen.getByTestId('reset-password-submit'));
    await waitFor(() => expect(item('reset-password-new')).toHaveTextContent(key!));
    expect(sent).toEqual([]);
  });

  it('refuses an address the server refuses, in the screen’s words for a format', async () => {
    renderUi(<ForgottenUsernamePage />, { route: '/forgotten_username' });
    expect(keyOf(remindUsernameSchema.shape.email, 'someone@')).toBe('validation.email');
    fireEvent.change(await screen.findByTestId('forgotten-username-email'), { target: { value: 'someone@' } });
    fireEvent.click(screen.getByTestId('forgotten-username-submit'));
    await waitFor(() => expect(item('forgotten-username-email')).toHaveTextContent('The format is not valid.'));
    expect(sent).toEqual([]);
  });
});
