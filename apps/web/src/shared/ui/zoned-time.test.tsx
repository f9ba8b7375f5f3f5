// @vitest-environment happy-dom
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setBusinessTimeZone } from '../lib/business-zone';
import { ZonedTime, zonedTimes } from './zoned-time';

const AT = '2026-11-21T09:00:00Z';

afterEach(() => setBusinessTimeZone('Europe/Tirane'));

describe('times in the business zone with the viewer\u2019s beside it', () => {
  it('names the business zone, and adds the local time only where the wall time differs', () => {
    setBusinessTimeZone('Europe/Tirane');
    expect(zonedTimes(AT, 'Europe/Tirane')).toEqual({
      business: '21.11.2026 10:00',
      zone: 'Europe/Tirane',
      local: null,
    });
    // Another zone with the same wall time at that instant: nothing to add.
    expect(zonedTimes(AT, 'Europe/Belgrade')?.local).toBeNull();
    expect(zonedTimes(AT, 'America/New_York')?.local).toEqual({ text: '21.11.2026 04:00', zone: 'America/New_York' });
    expect(zonedTimes(null)).toBeNull();
  });

  it('renders a time element with the zone and the local time for a viewer elsewhere', () => {
    render(<ZonedTime value={AT} testId="t" localZone="Asia/Tokyo" />);
    expect(screen.getByTestId('t').textContent).toContain('21.11.2026 10:00 (Europe/Tirane)');
    expect(screen.getByTestId('t-local').textContent).toContain('21.11.2026 18:00');
    expect(screen.getByTestId('t').querySelector('time')?.getAttribute('dateTime')).toBe('2026-11-21T09:00:00.000Z');
  });

  it('never shows an ISO string: no value is a dash', () => {
    render(<ZonedTime value={null} testId="none" />);
    expect(screen.getByTestId('none').textContent).toBe('—');
  });
});
