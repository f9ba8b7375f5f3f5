import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  dateInputToTransport,
  formatDate,
  formatDateTime,
  formatDateTimeWithZone,
  formatTimeWithZone,
  isSameBusinessDay,
  normalizedDateInput,
  withZoneName,
} from './business-time';
import { businessTimeZone, loadBusinessTimeZone, setBusinessTimeZone } from './business-zone';

describe('business time', () => {
  afterEach(() => setBusinessTimeZone('Europe/Tirane'));

  it('shows instants in the business zone and names it', () => {
    expect(businessTimeZone()).toBe('Europe/Tirane');
    expect(formatDateTime('2026-11-21T09:00:00Z')).toBe('21.11.2026 10:00');
    expect(formatDateTimeWithZone('2026-11-21T09:00:00Z')).toBe('21.11.2026 10:00 (Europe/Tirane)');
    expect(formatDateTimeWithZone(null)).toBe('');
    expect(withZoneName('Start')).toBe('Start (Europe/Tirane)');
    expect(formatTimeWithZone(Date.parse('2026-11-21T09:00:05Z'), true)).toBe('10:00:05 (Europe/Tirane)');
    expect(formatTimeWithZone(null)).toBe('');
    expect(formatDate('2026-11-21T23:30:00Z')).toBe('22.11.2026');
    expect(formatDate('2026-11-21')).toBe('21.11.2026');
    expect(isSameBusinessDay('2026-11-21T22:59:00Z', '2026-11-21T23:00:00Z')).toBe(false);
    expect(isSameBusinessDay(null, null)).toBe(false);
  });

  it('takes typed text as business-zone wall-clock time: days without a zone, times as ISO with its offset', () => {
    expect(normalizedDateInput('5/3/2026', true)).toBeNull();
    expect(normalizedDateInput('05-03-2026 9:00', true)).toBeNull();
    expect(normalizedDateInput('05-03-2026 09:00', true)).toBe('05.03.2026 09:00');
    expect(normalizedDateInput('05-03-26', false)).toBe('05.03.2026');
    expect(dateInputToTransport('05-03-2026', false)).toBe('05.03.2026');
    expect(dateInputToTransport('05-03-2026 09:00', true)).toBe('2026-03-05T09:00:00+01:00');
    expect(dateInputToTransport('garbage', true)).toBeNull();
  });

  it('follows the zone the server gives, and keeps the default for a zone the browser does not know', () => {
    setBusinessTimeZone('Asia/Tokyo');
    expect(formatDateTimeWithZone('2026-11-21T09:00:00Z')).toBe('21.11.2026 18:00 (Asia/Tokyo)');
    setBusinessTimeZone('Not/AZone');
    expect(businessTimeZone()).toBe('Asia/Tokyo');
  });

  it('reads the zone from the public settings at start, and keeps the default when the call fails', async () => {
    const answer = (body: unknown, ok = true) => vi.fn(async () => ({ ok, json: async () => body }));
    vi.stubGlobal('fetch', answer({ businessTimeZone: 'America/New_York' }));
    await loadBusinessTimeZone();
    expect(businessTimeZone()).toBe('America/New_York');
    setBusinessTimeZone('Europe/Tirane');
    vi.stubGlobal('fetch', answer({}, false));
    await loadBusinessTimeZone();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new Error('offline'))),
    );
    await loadBusinessTimeZone();
    expect(businessTimeZone()).toBe('Europe/Tirane');
    vi.unstubAllGlobals();
  });
});
