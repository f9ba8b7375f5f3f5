import { describe, expect, it } from 'vitest';
import { readStatusMessage } from './status-message';

describe('readStatusMessage', () => {
  it('reads the id and status of a push message', () => {
    expect(readStatusMessage({ id: 7, status: 'PUBLISHED' })).toEqual({ id: 7, status: 'PUBLISHED' });
  });

  it('ignores messages that are not an auction status', () => {
    expect(readStatusMessage('PUBLISHED')).toBeNull();
    expect(readStatusMessage(null)).toBeNull();
    expect(readStatusMessage({ id: '7', status: 'PUBLISHED' })).toBeNull();
    expect(readStatusMessage({ id: 7.5, status: 'PUBLISHED' })).toBeNull();
    expect(readStatusMessage({ id: 7, status: 'SOLD' })).toBeNull();
  });
});
