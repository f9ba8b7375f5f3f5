// @vitest-environment happy-dom
import { Button, Form, Input } from 'antd';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { verifyReceiptQuerySchema } from '@portal/contracts/bidding';
import { idSchema } from '@portal/contracts/input';
import { remindUsernameSchema } from '@portal/contracts/registration';
import { DisableDaysItem } from '@/shared/admin-kit/disable-days-item';
import { ApiError } from '@/shared/api/api-error';
import { AppForm } from '@/shared/form/app-form';
import { renderUi } from '@/test/render';
import { ConfirmPasswordItem, NewPasswordItem } from './password-fields';
import { refusesMissing, schemaRule, type ParsingSchema } from './schema-rule';
import { applyServerErrors } from './server-errors';

/** A schema like the contracts' ones: the message is a translation key. */
const codeSchema: ParsingSchema = {
  safeParse: (value) =>
    typeof value === 'string' && /^[A-Z]{3}$/.test(value)
      ? { success: true }
      : { success: false, error: { issues: [{ message: 'validation.code_format' }] } },
};

const field = (testId: string) => screen.getByTestId(testId).closest('.ant-form-item') as HTMLElement;

describe('password fields', () => {
  function PasswordForm({ onFinish }: { onFinish: (values: unknown) => void }) {
    return (
      <AppForm onFinish={onFinish}>
        <NewPasswordItem label="Password" rules={[{ required: true, message: 'Required.' }]} testId="password" />
        <ConfirmPasswordItem label="Confirm" testId="confirm" />
        <Button htmlType="submit">Save</Button>
      </AppForm>
    );
  }

  it('says when the confirmation is missing or differs, and saves when both match', async () => {
    const onFinish = vi.fn();
    renderUi(<PasswordForm onFinish={onFinish} />);
    const user = userEvent.setup();
    await user.type(screen.getByTestId('password'), 'Secret#2026');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(field('confirm')).toHaveTextContent('This field is required.'));

    await user.type(screen.getByTestId('confirm'), 'Secret#2025');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(field('confirm')).toHaveTextContent('The password and its confirmation do not match.'));
    expect(onFinish).not.toHaveBeenCalled();

    await user.clear(screen.getByTestId('confirm'));
    await user.type(screen.getByTestId('confirm'), 'Secret#2026');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(onFinish).toHaveBeenCalledWith({ password: 'Secret#2026', confirmPassword: 'Secret#2026' }),
    );
  });

  it('shows the strength of the new password as it is typed', async () => {
    renderUi(<PasswordForm onFinish={() => undefined} />);
    const meter = screen.getByTestId('password-strength');
    expect(meter).toHaveAttribute('data-level', '0');
    await userEvent.type(screen.getByTestId('password'), 'a');
    expect(meter).toHaveTextContent('Password strength: Very weak');
    await userEvent.type(screen.getByTestId('password'), 'Bc#4Longer-Passphrase!');
    expect(Number(meter.getAttribute('data-level'))).toBeGreaterThan(3);
  });
});

describe('schemaRule and applyServerErrors', () => {
  function CodeForm({
    onFinish,
  }: {
    onFinish: (values: { code: string }, form: ReturnType<typeof Form.useForm>[0]) => void;
  }) {
    const [form] = Form.useForm();
    return (
      <AppForm form={form} onFinish={(values) => onFinish(values, form)}>
        <CodeItem />
        <Form.Item name="name">
          <Input data-testid="name" />
        </Form.Item>
        <Button htmlType="submit">Save</Button>
      </AppForm>
    );
  }
  function CodeItem() {
    const t = ((key: string, fallback: string) =>
      key === 'validation.code_format' ? 'Three capitals.' : fallback) as never;
    return (
      <Form.Item name="code" rules={[schemaRule(codeSchema, t)]}>
        <Input data-testid="code" />
      </Form.Item>
    );
  }

  it('checks the field with its schema and shows the schema’s message translated', async () => {
    const onFinish = vi.fn();
    renderUi(<CodeForm onFinish={onFinish} />);
    const user = userEvent.setup();
    await user.type(screen.getByTestId('code'), 'ab');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(field('code')).toHaveTextContent('Three capitals.'));
    expect(onFinish).not.toHaveBeenCalled();
    await user.clear(screen.getByTestId('code'));
    await user.type(screen.getByTestId('code'), 'ABC');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onFinish).toHaveBeenCalled());
    // The message leaves with the form's own timing (it may still be there when the form has been sent).
    await waitFor(() => expect(field('code')).not.toHaveTextContent('Three capitals.'));
  });

  it('puts a 400 answer’s messages on the form’s fields and answers the others', async () => {
    const t = ((key: string) => `«${key}»`) as never;
    let others: string[] = [];
    renderUi(
      <CodeForm
        onFinish={(_values, form) => {
          const error = new ApiError(400, { code: 'validation.duplicate', amount: 'validation.too_big', _error: 'x' });
          others = applyServerErrors(form, error, t);
        }}
      />,
    );
    const user = userEvent.setup();
    await user.type(screen.getByTestId('code'), 'ABC');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(field('code')).toHaveTextContent('«validation.duplicate»'));
    expect(field('code')).toHaveClass('ant-form-item-has-error');
    expect(field('name')).not.toHaveClass('ant-form-item-has-error');
    expect(others).toEqual(['«validation.too_big»']);
  });
});

describe('DisableDaysItem', () => {
  const daysSchema: ParsingSchema = {
    safeParse: (value) =>
      typeof value === 'number' && value >= 1 && value <= 30
        ? { success: true }
        : { success: false, error: { issues: [{ message: 'From 1 to 30.' }] } },
  };

  it('asks the days within their bounds and says so under the field', async () => {
    const onFinish = vi.fn();
    renderUi(
      <AppForm onFinish={onFinish}>
        <DisableDaysItem label="Days" help="From 1 to 30 days." schema={daysSchema} min={1} max={30} testId="days" />
        <Button htmlType="submit">Save</Button>
      </AppForm>,
    );
    expect(field('days')).toHaveTextContent('From 1 to 30 days.');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(field('days')).toHaveTextContent('From 1 to 30.'));
    await user.type(screen.getByTestId('days'), '7');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onFinish).toHaveBeenCalledWith({ days: 7 }));
  });
});

describe('schemaRule with the contracts’ schemas', () => {
  const t = ((key: string, fallback: string) => fallback) as never;
  const check = (rule: ReturnType<typeof schemaRule>, value: unknown) =>
    (rule as { validator: (rule: unknown, value: unknown) => Promise<void> })
      .validator({}, value)
      .then(() => null)
      .catch((error: Error) => error.message);

  it('says an empty number or choice is required, not that 0 is too small', async () => {
    const lot = verifyReceiptQuerySchema.shape.lot;
    expect(await check(schemaRule(lot, t), null)).toBe('validation.too_small');
    for (const empty of [null, undefined, '']) {
      expect(await check(schemaRule(lot, t, { emptyIsMissing: true }), empty)).toBe('This field is required.');
    }
    expect(await check(schemaRule(lot, t, { emptyIsMissing: true }), 7)).toBeNull();
    // An optional field stays optional.
    expect(await check(schemaRule(idSchema.nullish(), t, { emptyIsMissing: true }), null)).toBeNull();
  });

  it('says the schema’s own key otherwise, or the screen’s words for it', async () => {
    const hash = verifyReceiptQuerySchema.shape.hash;
    expect(await check(schemaRule(hash, t, { emptyIsMissing: true }), 'xyz')).toBe('validation.invalid_format');
    const worded = schemaRule(hash, t, {
      emptyIsMissing: true,
      messages: { 'validation.invalid_format': 'Not a hash.' },
    });
    expect(await check(worded, 'xyz')).toBe('Not a hash.');
    expect(await check(worded, 'ab'.repeat(32))).toBeNull();
  });

  it('takes spaces only as empty when told (a field the schema trims)', async () => {
    const email = remindUsernameSchema.shape.email;
    expect(await check(schemaRule(email, t, { emptyIsMissing: true }), '   ')).toBe('validation.email');
    expect(await check(schemaRule(email, t, { emptyIsMissing: true, blankIsEmpty: true }), '   ')).toBe(
      'This field is required.',
    );
  });

  it('marks a field required when its schema refuses a missing value', () => {
    expect(refusesMissing(verifyReceiptQuerySchema.shape.lot)).toBe(true);
    expect(refusesMissing(idSchema.nullish())).toBe(false);
  });
});
