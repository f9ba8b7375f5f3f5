import { describe, expect, it } from 'vitest';
import { intervalParts, joinExtensions, splitExtensions, timeZones } from './interval';

describe('settings helpers', () => {
  it('shows an interval in its largest whole unit', () => {
    expect(intervalParts(600_000)).toEqual({ count: 10, unit: 'min' });
    expect(intervalParts(3_600_000)).toEqual({ count: 1, unit: 'h' });
    expect(intervalParts(90_000)).toEqual({ count: 90, unit: 's' });
    expect(intervalParts(2 * 86_400_000)).toEqual({ count: 2, unit: 'd' });
    expect(intervalParts(1500)).toEqual({ count: 2, unit: 's' });
  });

  it('turns extension tags into the stored list and back', () => {
    expect(joinExtensions(['PDF', '.jpg', 'pdf', ' '])).toBe('pdf,jpg');
    expect(splitExtensions('pdf,jpg')).toEqual(['pdf', 'jpg']);
  });

  it('lists time zones with an unknown current value first', () => {
    const zones = timeZones('Europe/Tirane');
    expect(zones).toContain('Europe/Tirane');
    expect(timeZones('Nowhere/Else')[0]).toBe('Nowhere/Else');
  });
});
