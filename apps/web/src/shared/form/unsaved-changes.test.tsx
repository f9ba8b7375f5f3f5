// @vitest-environment happy-dom
import { useState } from 'react';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Link, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { UnsavedChangesConfirm, useUnsavedChangesGuard } from './unsaved-changes';

function Editor() {
  const [text, setText] = useState('');
  const [saved, setSaved] = useState('');
  useUnsavedChangesGuard(text !== saved);
  return (
    <div>
      <input aria-label="name" value={text} onChange={(e) => setText(e.target.value)} />
      <button onClick={() => setSaved(text)}>save</button>
      <Link to="/elsewhere">leave</Link>
      <Link to="/form?tab=2">same page</Link>
    </div>
  );
}

function setup() {
  const router = createMemoryRouter(
    [
      {
        path: '/form',
        element: (
          <>
            <UnsavedChangesConfirm />
            <Editor />
          </>
        ),
      },
      { path: '/elsewhere', element: <p>elsewhere</p> },
    ],
    { initialEntries: ['/form'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const unloadAsks = () => {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
};

/** The page's confirm (happy-dom has none of its own). */
function stubConfirm() {
  const confirm = vi.fn<(message?: string) => boolean>(() => false);
  window.confirm = confirm;
  return confirm;
}

describe('useUnsavedChangesGuard', () => {
  afterEach(() => vi.restoreAllMocks());

  it('lets a form without typed data go without asking', async () => {
    const confirm = stubConfirm();
    const router = setup();
    expect(unloadAsks()).toBe(false);
    await userEvent.click(screen.getByText('leave'));
    expect(router.state.location.pathname).toBe('/elsewhere');
    expect(confirm).not.toHaveBeenCalled();
  });

  it('asks before leaving typed data; staying keeps the data, leaving goes', async () => {
    const confirm = stubConfirm().mockReturnValueOnce(false).mockReturnValueOnce(true);
    const router = setup();
    await userEvent.type(screen.getByLabelText('name'), 'Drita');
    expect(unloadAsks()).toBe(true);

    await userEvent.click(screen.getByText('leave'));
    expect(confirm).toHaveBeenCalledTimes(1);
    expect(confirm.mock.calls[0][0]).toMatch(/not saved/);
    expect(router.state.location.pathname).toBe('/form');
    expect(screen.getByLabelText('name')).toHaveProperty('value', 'Drita');

    await userEvent.click(screen.getByText('leave'));
    expect(confirm).toHaveBeenCalledTimes(2);
    expect(router.state.location.pathname).toBe('/elsewhere');
  });

  it('does not ask for a change of the same page’s query, nor after saving', async () => {
    const confirm = stubConfirm();
    const router = setup();
    await userEvent.type(screen.getByLabelText('name'), 'x');
    await userEvent.click(screen.getByText('same page'));
    expect(router.state.location.search).toBe('?tab=2');
    await userEvent.click(screen.getByText('save'));
    expect(unloadAsks()).toBe(false);
    await act(() => router.navigate('/elsewhere'));
    expect(router.state.location.pathname).toBe('/elsewhere');
    expect(confirm).not.toHaveBeenCalled();
  });
});
