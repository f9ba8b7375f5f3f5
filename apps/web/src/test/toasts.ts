import { afterEach, beforeEach, vi } from 'vitest';
import { notify } from '@/shared/ui/notifications';

/**
 * The toasts of a test file's components as spies (nothing is shown): registered before each test, the real ones put
 * back after it. Spies on the module's own object rather than a replaced module, so the file shares its worker.
 */
export function spyOnToasts(): typeof notify {
  beforeEach(() => {
    for (const type of Object.keys(notify) as Array<keyof typeof notify>) {
      vi.spyOn(notify, type).mockImplementation(() => undefined);
    }
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });
  return notify;
}
