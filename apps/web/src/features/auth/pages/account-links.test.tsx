// @vitest-environment happy-dom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useLocation, useNavigate } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderUi } from '@/test/render';
import { spyOnToasts } from '@/test/toasts';
import { LoginPage } from './login-page';
import { ForgottenPasswordPage } from './recovery-pages';

/** The address the router shows, as the address bar would. */
function Address() {
  const { pathname, search, hash } = useLocation();
  return <output data-testid="address">{`${pathname}${search}${hash}`}</output>;
}

type Sent = { path: string; body: unknown };
let sent: Sent[] = [];
function answer(input: RequestInfo | URL, init?: RequestInit): Response {
  const url = new URL(input instanceof Request ? input.url : input, 'http://localhost');
  const json = (body: unknown, status = 200) =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  if (init?.method === 'POST') sent.push({ path: url.pathname, body: JSON.parse(init.body as string) });
  if (url.pathname.endsWith('/registered_users/confirm')) return json({ status: 'PENDING_APPROVAL' });
  if (url.pathname.endsWith('/user/reset_password')) return json({ status: 'ok' });
  return json({ _error: 'not_found' }, 404);
}

const toasts = spyOnToasts();
beforeEach(() => {
  sent = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((input: RequestInfo | URL, init?: RequestInit) => Promise.resolve(answer(input, init))),
  );
});
afterEach(() => vi.unstubAllGlobals());

const address = () => screen.getByTestId('address').textContent;

/** A link opened in a tab already on the page: only the fragment of the address changes. */
function OpenLink({ to }: { to: string }) {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => void navigate(to)}>
      open the link
    </button>
  );
}

describe('mailed account links', () => {
  it('confirm an account with the code of the fragment, which leaves the address at once', async () => {
    renderUi(
      <>
        <LoginPage />
        <Address />
      </>,
      { route: '/login#code=FragmentCode_0123456789' },
    );
    await waitFor(() => expect(address()).toBe('/login'));
    await waitFor(() => expect(toasts.success).toHaveBeenCalled());
    expect(sent).toEqual([{ path: '/data/rest/registered_users/confirm', body: { code: 'FragmentCode_0123456789' } }]);
  });

  it('still confirm with the `?code=` of links mailed before, and the address keeps neither code nor notices', async () => {
    renderUi(
      <>
        <LoginPage />
        <Address />
      </>,
      { route: '/login?code=QueryCode_0123456789&info=recovery.password_sent&lang=en' },
    );
    await waitFor(() => expect(address()).toBe('/login?lang=en'));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0].body).toEqual({ code: 'QueryCode_0123456789' });
    expect(toasts.info).toHaveBeenCalled();
  });

  it('set a new password with the token of the fragment, kept by the page once the address has lost it', async () => {
    renderUi(
      <>
        <ForgottenPasswordPage />
        <Address />
      </>,
      { route: '/forgotten_password#token=FragmentToken_0123456789' },
    );
    expect(await screen.findByTestId('reset-password-page')).toBeVisible();
    await waitFor(() => expect(address()).toBe('/forgotten_password'));
    fireEvent.change(screen.getByTestId('reset-password-new'), { target: { value: 'Fresh#Pass-2026' } });
    fireEvent.change(screen.getByTestId('reset-password-confirm'), { target: { value: 'Fresh#Pass-2026' } });
    fireEvent.click(screen.getByTestId('reset-password-submit'));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      path: '/data/rest/user/reset_password',
      body: { token: 'FragmentToken_0123456789', password: 'Fresh#Pass-2026', confirmPassword: 'Fresh#Pass-2026' },
    });
  });

  it('still take the `?token=` of links mailed before, out of the address too', async () => {
    renderUi(
      <>
        <ForgottenPasswordPage />
        <Address />
      </>,
      { route: '/forgotten_password?token=QueryToken_0123456789' },
    );
    expect(await screen.findByTestId('reset-password-page')).toBeVisible();
    await waitFor(() => expect(address()).toBe('/forgotten_password'));
  });

  it('read a link opened on the page already showing, which changes only the fragment', async () => {
    renderUi(
      <>
        <ForgottenPasswordPage />
        <Address />
        <OpenLink to="/forgotten_password#token=LaterToken_0123456789" />
      </>,
      { route: '/forgotten_password' },
    );
    expect(await screen.findByTestId('forgotten-password-page')).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: 'open the link' }));
    expect(await screen.findByTestId('reset-password-page')).toBeVisible();
    await waitFor(() => expect(address()).toBe('/forgotten_password'));
  });

  it('confirm with a code opened on the login page already showing', async () => {
    renderUi(
      <>
        <LoginPage />
        <Address />
        <OpenLink to="/login#code=LaterCode_0123456789" />
      </>,
      { route: '/login' },
    );
    fireEvent.click(await screen.findByRole('button', { name: 'open the link' }));
    await waitFor(() =>
      expect(sent).toEqual([{ path: '/data/rest/registered_users/confirm', body: { code: 'LaterCode_0123456789' } }]),
    );
    await waitFor(() => expect(address()).toBe('/login'));
  });

  it('without a token, ask for the username', async () => {
    renderUi(<ForgottenPasswordPage />, { route: '/forgotten_password' });
    expect(await screen.findByTestId('forgotten-password-page')).toBeVisible();
  });
});
