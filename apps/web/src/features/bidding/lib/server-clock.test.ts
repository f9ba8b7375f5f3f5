import { describe, expect, it } from 'vitest';
import { betterSample, clockJumped, clockSample, countdownDrift, remainingMs, ServerClock } from './server-clock';

const iso = (ms: number) => new Date(ms).toISOString();

describe('server clock', () => {
  it('takes the offset at the midpoint of the request', () => {
    // Sent at 1000, answered at 1200 (round trip 200): the server wrote 5100 at about 1100.
    expect(clockSample(1000, 1200, iso(5100))).toEqual({ offset: 4000, roundTrip: 200, midpoint: 1100 });
    expect(clockSample(1000, 1000, iso(900))).toEqual({ offset: -100, roundTrip: 0, midpoint: 1000 });
  });

  it('refuses an unreadable time or a negative round trip', () => {
    expect(clockSample(1000, 1200, 'yesterday')).toBeNull();
    expect(clockSample(1200, 1000, iso(5000))).toBeNull();
  });

  it('keeps the sample with the smallest round trip', () => {
    const slow = { offset: 10, roundTrip: 300, midpoint: 0 };
    const fast = { offset: 20, roundTrip: 40, midpoint: 0 };
    expect(betterSample(null, slow)).toBe(slow);
    expect(betterSample(slow, fast)).toBe(fast);
    expect(betterSample(fast, slow)).toBe(fast);
    expect(betterSample(fast, { ...fast, offset: 99 })).toBe(fast);
  });

  it('makes two machines with different clocks count down the same time', () => {
    const end = Date.parse('2026-05-01T12:00:00Z');
    const serverNow = end - 90_000;
    // Machine A runs 7 minutes fast, machine B 2.5 s slow; both ask with a 100 ms round trip.
    const a = clockSample(serverNow + 420_000 - 50, serverNow + 420_000 + 50, iso(serverNow))!;
    const b = clockSample(serverNow - 2500 - 50, serverNow - 2500 + 50, iso(serverNow))!;
    // Ten seconds later, on each machine's own clock:
    expect(remainingMs(end, serverNow + 420_000 + 10_000, a.offset)).toBe(80_000);
    expect(remainingMs(end, serverNow - 2500 + 10_000, b.offset)).toBe(80_000);
  });

  it('measures the drift of a countdown against the server’s remaining time', () => {
    const lot = { endTime: 100_000, remainingTime: 60_000 };
    // The server wrote remaining 60 s at local midpoint 40 000 with the true offset 0.
    expect(countdownDrift(lot, { midpoint: 40_000 }, 0)).toBe(0);
    expect(countdownDrift(lot, { midpoint: 40_000 }, -5000)).toBe(5000);
  });

  it('sees a change of the machine’s clock between two ticks', () => {
    expect(clockJumped({ wall: 0, mono: 0 }, { wall: 1000, mono: 1000 })).toBe(false);
    expect(clockJumped({ wall: 0, mono: 0 }, { wall: 1000 + 3999, mono: 1000 })).toBe(false);
    expect(clockJumped({ wall: 0, mono: 0 }, { wall: 1000 + 4001, mono: 1000 })).toBe(true);
    expect(clockJumped({ wall: 0, mono: 0 }, { wall: 1000 - 3_600_000, mono: 1000 })).toBe(true);
  });

  describe('ServerClock', () => {
    it('refines the offset with better samples and calls its listeners', () => {
      const clock = new ServerClock();
      let calls = 0;
      clock.subscribe(() => calls++);
      expect(clock.known).toBe(false);
      expect(clock.observe({ offset: 500, roundTrip: 300, midpoint: 0 })).toBe(false);
      expect(clock.offset).toBe(500);
      clock.observe({ offset: 450, roundTrip: 800, midpoint: 0 });
      expect(clock.offset).toBe(500);
      clock.observe({ offset: 420, roundTrip: 30, midpoint: 0 });
      expect(clock.offset).toBe(420);
      expect(calls).toBe(2);
    });

    it('starts over from an answer whose countdown drifted more than 4 s', () => {
      const clock = new ServerClock();
      clock.observe({ offset: 0, roundTrip: 10, midpoint: 0 });
      const lot = (remainingTime: number) => ({ endTime: 100_000, remainingTime });
      // At midpoint 40 000 the held offset says 60 s are left; the server says 57 s: within the limit.
      expect(clock.observe({ offset: 3000, roundTrip: 500, midpoint: 40_000 }, [lot(57_000)])).toBe(false);
      expect(clock.offset).toBe(0);
      // The server says 50 s: 10 s apart, so the clock takes this sample even with a worse round trip.
      expect(clock.observe({ offset: 10_000, roundTrip: 500, midpoint: 40_000 }, [lot(50_000)])).toBe(true);
      expect(clock.offset).toBe(10_000);
      // Ended lots (remaining 0) say nothing about the clock.
      expect(clock.observe({ offset: 10_000, roundTrip: 600, midpoint: 200_000 }, [lot(0)])).toBe(false);
    });

    it('takes the next sample whatever its round trip after a restart', () => {
      const clock = new ServerClock();
      clock.observe({ offset: 0, roundTrip: 5, midpoint: 0 });
      clock.restart();
      expect(clock.observe({ offset: 60_000, roundTrip: 900, midpoint: 0 }, [{ endTime: 1, remainingTime: 5 }])).toBe(
        false,
      );
      expect(clock.offset).toBe(60_000);
    });
  });
});
