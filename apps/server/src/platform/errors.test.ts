import { describe, expect, it } from 'vitest';
import { conflict, HttpError, unauthorized } from './errors';

describe('HttpError', () => {
  it('makes a refusal without a stack trace and keeps one for a server fault', () => {
    const refusal = unauthorized();
    expect(refusal).toBeInstanceOf(HttpError);
    expect(refusal.statusCode).toBe(401);
    expect(refusal.body).toEqual({ _error: 'unauthorized' });
    expect(refusal.stack).toBe('Error: unauthorized');
    expect(conflict('taken').stack).toBe('Error: taken');
    expect(new HttpError(503, { _error: 'unavailable' }).stack).toContain('errors.test.ts');
    // The limit is the process's again for every other error.
    expect(new Error('other').stack).toContain('errors.test.ts');
  });
});
