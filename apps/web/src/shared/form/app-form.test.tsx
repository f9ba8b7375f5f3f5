// @vitest-environment happy-dom
import { useState } from 'react';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button, Form, Input } from 'antd';
import { createMemoryRouter, Link, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppForm, type AppFormProps } from './app-form';
import { Antd } from '@/test/render';
import { UnsavedChangesConfirm, useFormChangesGuard } from './unsaved-changes';

type Values = { name?: string };

function Editor(props: Pick<AppFormProps<Values>, 'guard' | 'onFinish'> & { shown?: boolean }) {
  const [shown, setShown] = useState(props.shown ?? true);
  return (
    <div>
      <div style={{ display: shown ? 'block' : 'none' }} data-testid="holder">
        <AppForm<Values> guard={props.guard} onFinish={props.onFinish}>
          <Form.Item name="name" label="name">
            <Input />
          </Form.Item>
          <Button htmlType="submit">save</Button>
        </AppForm>
      </div>
      <button onClick={() => setShown(false)}>hide</button>
      <Link to="/elsewhere">leave</Link>
    </div>
  );
}

/** The screen at /form with the app's blocker, a page to leave for at /elsewhere. */
function renderForm(screenAtForm: React.ReactNode) {
  const router = createMemoryRouter(
    [
      {
        path: '/form',
        element: (
          <>
            <UnsavedChangesConfirm />
            {screenAtForm}
          </>
        ),
      },
      { path: '/elsewhere', element: <p>elsewhere</p> },
    ],
    { initialEntries: ['/form'] },
  );
  // Ant Design as every component test draws it: without its runtime styles, which would stay in the document the
  // next test files share (they run unisolated).
  render(
    <Antd>
      <RouterProvider router={router} />
    </Antd>,
  );
  return router;
}

const setup = (props: Parameters<typeof Editor>[0] = {}) => renderForm(<Editor {...props} />);

const unloadAsks = () => {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
};

function stubConfirm() {
  const confirm = vi.fn<(message?: string) => boolean>(() => false);
  window.confirm = confirm;
  return confirm;
}

// happy-dom lays nothing out: an element is "on the screen" when it is not under a display: none.
function layOutByDisplay() {
  const hidden = (node: HTMLElement | null): boolean =>
    node !== null && (node.style.display === 'none' || hidden(node.parentElement));
  vi.spyOn(HTMLElement.prototype, 'getClientRects').mockImplementation(function (this: HTMLElement) {
    return (hidden(this) ? [] : [new DOMRect(0, 0, 10, 10)]) as unknown as DOMRectList;
  });
}

const typeName = (text: string) => userEvent.type(screen.getByLabelText('name'), text);
const leave = () => userEvent.click(screen.getByText('leave'));

/** Two forms on one screen: the second keeps its own guard (as a form that knows when it is saved). */
function TwoForms() {
  const own = useFormChangesGuard();
  return (
    <div>
      <AppForm<Values> name="first">
        <Form.Item name="name" label="first">
          <Input />
        </Form.Item>
      </AppForm>
      <AppForm<Values> name="second" guard={own}>
        <Form.Item name="name" label="second">
          <Input />
        </Form.Item>
      </AppForm>
      <Link to="/elsewhere">leave</Link>
    </div>
  );
}

describe('AppForm', () => {
  afterEach(() => vi.restoreAllMocks());

  it('asks before typed work is left, in the app and when the tab closes', async () => {
    layOutByDisplay();
    const confirm = stubConfirm();
    const router = setup();
    expect(unloadAsks()).toBe(false);
    await typeName('Drita');
    expect(unloadAsks()).toBe(true);
    await leave();
    expect(confirm).toHaveBeenCalledTimes(1);
    expect(router.state.location.pathname).toBe('/form');
  });

  it('sending the form clears the mark; a send that fails marks it again', async () => {
    layOutByDisplay();
    const confirm = stubConfirm();
    let fail = true;
    // A form's send that returns its promise (antd types it as void; the form reads a promise when it gets one).
    const onFinish = vi.fn(() => (fail ? Promise.reject(new Error('refused')) : Promise.resolve()));
    const router = setup({ onFinish: onFinish as unknown as (values: Values) => void });
    await typeName('x');
    await userEvent.click(screen.getByRole('button', { name: 'save' }));
    await vi.waitFor(() => expect(onFinish).toHaveBeenCalledTimes(1));
    await vi.waitFor(() => expect(unloadAsks()).toBe(true));

    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'save' }));
    await vi.waitFor(() => expect(onFinish).toHaveBeenCalledTimes(2));
    expect(unloadAsks()).toBe(false);
    await leave();
    expect(confirm).not.toHaveBeenCalled();
    expect(router.state.location.pathname).toBe('/elsewhere');
  });

  it('a form that is no longer on the screen (a closed dialog kept mounted) asks nothing', async () => {
    layOutByDisplay();
    const confirm = stubConfirm();
    const router = setup();
    await typeName('x');
    await userEvent.click(screen.getByText('hide'));
    expect(unloadAsks()).toBe(false);
    await leave();
    expect(confirm).not.toHaveBeenCalled();
    expect(router.state.location.pathname).toBe('/elsewhere');
  });

  it('a search or sign-in form (guard={false}) never asks', async () => {
    layOutByDisplay();
    const confirm = stubConfirm();
    const router = setup({ guard: false });
    await typeName('x');
    expect(unloadAsks()).toBe(false);
    await act(() => router.navigate('/elsewhere'));
    expect(router.state.location.pathname).toBe('/elsewhere');
    expect(confirm).not.toHaveBeenCalled();
  });

  it('asks for the work of any form on the screen, whichever guard it has (one blocker for the app)', async () => {
    layOutByDisplay();
    const confirm = stubConfirm();
    const router = renderForm(<TwoForms />);
    await userEvent.type(screen.getByLabelText('second'), 'x');
    await leave();
    expect(confirm).toHaveBeenCalledTimes(1);
    expect(router.state.location.pathname).toBe('/form');
  });
});
