import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  calendarDaysBetween,
  currentDueAt,
  endOfDayAfter,
  pauseEndAt,
  resumedDueAt,
  type CasePauseState,
} from './portal-processing';

// The decision's due time while and after the party is asked (ADR 0074), against a small model: the pause lasts
// from its start to the answer, or to the end of the party's period when that came first; what the case shows at
// any moment is what an answer or a decision then sets.

const zone = 'Europe/Tirane';
const HOUR = 3_600_000;
const start = Date.UTC(2026, 0, 1);

describe('the decision period paused by a request or an intent', () => {
  it('shows the stored due time while the period runs, and from its end the due time that the answer or decision sets', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('IN_PROCESS', 'RETURNED_FOR_CORRECTIONS', 'HEARING' as const),
        fc.integer({ min: 0, max: 400 }), // the pause's start, hours after the submission day
        fc.integer({ min: 1, max: 60 }), // the days the party has
        fc.integer({ min: 0, max: 24 * 90 }), // now, hours after the pause's start
        fc.integer({ min: 0, max: 24 * 30 }), // a later answer or decision, hours after now
        fc.integer({ min: 1, max: 120 }), // the decision's days
        (status, startHour, answerDays, nowHours, laterHours, decisionDays) => {
          const pausedAt = new Date(start + startHour * HOUR);
          const deadline = endOfDayAfter(pausedAt, answerDays, zone);
          const dueAt = endOfDayAfter(new Date(start), decisionDays, zone);
          const c: CasePauseState = {
            status,
            dueAt,
            pausedAt,
            correctionsDueAt: status === 'RETURNED_FOR_CORRECTIONS' ? deadline : null,
            hearingDueAt: status === 'HEARING' ? deadline : null,
          };
          const now = new Date(pausedAt.getTime() + nowHours * HOUR);
          const later = new Date(now.getTime() + laterHours * HOUR);
          const shown = currentDueAt(c, now, zone)!;

          // The model: an asked party's period that ended moved the due day by the pause's calendar days.
          const asked = status !== 'IN_PROCESS';
          const ended = asked && now.getTime() > deadline.getTime();
          const days = ended ? calendarDaysBetween(pausedAt, deadline, zone) : 0;
          expect(calendarDaysBetween(dueAt, shown, zone)).toBe(days);
          expect(shown.getTime()).toBeGreaterThanOrEqual(dueAt.getTime());
          // The pause never outlasts the party's period.
          const end = pauseEndAt(c, later);
          if (asked) expect(end.getTime()).toBeLessThanOrEqual(deadline.getTime());
          else expect(end.getTime()).toBe(later.getTime());
          // Once ended, what is shown is what an answer or a decision later sets.
          if (ended) expect(resumedDueAt(dueAt, pausedAt, end, zone).getTime()).toBe(shown.getTime());
        },
      ),
    );
  });

  it('keeps the stored due time when nothing paused the case', () => {
    const dueAt = endOfDayAfter(new Date(start), 30, zone);
    const c = {
      status: 'HEARING',
      dueAt,
      pausedAt: null,
      correctionsDueAt: null,
      hearingDueAt: new Date(start),
    } as const;
    expect(currentDueAt(c, new Date(start + 100 * 24 * HOUR), zone)).toEqual(dueAt);
  });
});
