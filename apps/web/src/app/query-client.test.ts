// @vitest-environment happy-dom
import type { FormInstance } from 'antd';
import type { TFunction } from 'i18next';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/shared/api/api-error';
import { applyServerErrors } from '@/shared/form/server-errors';
import { spyOnToasts } from '@/test/toasts';
import { createQueryClient } from './query-client';

const toasts = spyOnToasts();
const t = ((key: string) => key) as unknown as TFunction;
const refused = () => new ApiError(400, { invoiceDate: 'validation.invalid_date' });
/** A form holding `invoiceDate`, as the movement certificate's invoice dialog does. */
const invoiceForm = () =>
  ({ getFieldsValue: () => ({ invoiceDate: '' }), setFields: vi.fn() }) as unknown as FormInstance & {
    setFields: ReturnType<typeof vi.fn>;
  };
const slowRefetch = () => new Promise((resolve) => setTimeout(resolve, 20));
const settled = () => new Promise((resolve) => setTimeout(resolve, 60));

function refusedMutation(options: { onSettled?: () => Promise<unknown> } = {}) {
  const client = createQueryClient();
  const mutation = client.getMutationCache().build(client, {
    mutationFn: () => Promise.reject(refused()),
    onSettled: options.onSettled,
  });
  return { client, mutation };
}

describe('a refused save (400 with field messages)', () => {
  it('is a toast when no form takes its field messages: never silent', async () => {
    const { mutation } = refusedMutation();
    await mutation.execute(undefined).catch(() => undefined);
    await settled();
    expect(toasts.error).toHaveBeenCalledTimes(1);
    expect(toasts.error).toHaveBeenCalledWith(expect.objectContaining({ description: 'validation.invalid_date' }));
  });

  it('is the form’s when it puts them on its fields, even after a refetch the mutation waits for', async () => {
    const { mutation } = refusedMutation({ onSettled: slowRefetch });
    const form = invoiceForm();
    await mutation.execute(undefined).catch((error: unknown) => applyServerErrors(form, error, t));
    await settled();
    expect(form.setFields).toHaveBeenCalledWith([{ name: 'invoiceDate', errors: ['validation.invalid_date'] }]);
    expect(toasts.error).not.toHaveBeenCalled();
  });

  it('says the general message as a toast whatever the form does', async () => {
    const client = createQueryClient();
    const mutation = client.getMutationCache().build(client, {
      mutationFn: () => Promise.reject(new ApiError(400, { _error: 'portal.case_status_forbids' })),
    });
    await mutation.execute(undefined).catch((error: unknown) => applyServerErrors(invoiceForm(), error, t));
    await settled();
    expect(toasts.error).toHaveBeenCalledTimes(1);
  });
});
