import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  choosableChannels,
  effectiveChannel,
  isInAppOnlyNotice,
  isLegalNotice,
  NOTICE_CHANNELS,
  NOTICE_KINDS,
  wantsInApp,
  wantsMail,
} from './notifications';

describe('notice channels', () => {
  it('whatever is stored, a kind comes by a channel the screen offers, and choosing it again keeps it', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...NOTICE_KINDS),
        fc.option(fc.constantFrom(...NOTICE_CHANNELS), { nil: undefined }),
        (kind, stored) => {
          const channel = effectiveChannel(kind, stored);
          expect(choosableChannels(kind)).toContain(channel);
          expect(effectiveChannel(kind, channel)).toBe(channel);
          // A legal kind is always mailed; a kind without mail never is; in the portal as the user asked.
          if (isLegalNotice(kind)) expect(wantsMail(channel)).toBe(true);
          if (isInAppOnlyNotice(kind)) expect(wantsMail(channel)).toBe(false);
          if (stored !== undefined && !isLegalNotice(kind))
            expect(wantsInApp(channel)).toBe(stored === 'in_app' || stored === 'both');
        },
      ),
    );
  });

  it('no kind is both legal and without mail', () => {
    expect(NOTICE_KINDS.filter((kind) => isLegalNotice(kind) && isInAppOnlyNotice(kind))).toEqual([]);
  });
});
