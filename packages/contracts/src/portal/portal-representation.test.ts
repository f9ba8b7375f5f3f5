import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { grantRepresentationSchema, representationStatus } from './portal-representation';

// The model: days as day numbers since 1970; a representation holds on a day when it is not revoked and has no end
// day or an end day not before it.
const isoOf = (dayNumber: number) => new Date(dayNumber * 86_400_000).toISOString().slice(0, 10);

describe('representationStatus', () => {
  it('agrees with the model for every end day, submission day and revocation', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 80_000 }),
        fc.option(fc.integer({ min: -400, max: 400 })),
        fc.boolean(),
        (day, endOffset, revoked) => {
          const endsOn = endOffset === null ? null : isoOf(day + endOffset);
          const model = revoked ? 'REVOKED' : endOffset === null || endOffset >= 0 ? 'ACTIVE' : 'EXPIRED';
          expect(representationStatus({ endsOn, revokedAt: revoked ? new Date() : null }, isoOf(day))).toBe(model);
        },
      ),
    );
  });
});

describe('grantRepresentationSchema', () => {
  it('takes the end day as the screens type it, or ISO, or none', () => {
    expect(grantRepresentationSchema.parse({ username: ' broker ', endsOn: '05.03.2027' })).toEqual({
      username: 'broker',
      endsOn: '2027-03-05',
    });
    expect(grantRepresentationSchema.parse({ username: 'broker', endsOn: '2027-03-05' }).endsOn).toBe('2027-03-05');
    expect(grantRepresentationSchema.parse({ username: 'broker', endsOn: '' }).endsOn).toBeNull();
    expect(grantRepresentationSchema.parse({ username: 'broker' }).endsOn).toBeNull();
    expect(grantRepresentationSchema.safeParse({ username: 'broker', endsOn: '31.02.2027' }).success).toBe(false);
    expect(grantRepresentationSchema.safeParse({ username: '  ' }).success).toBe(false);
  });
});
