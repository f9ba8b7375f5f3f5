import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FORM_TAB, SUBJECT_TAB, firstWizardTab, moveWizardTab } from './wizard-tabs';

describe('the wizard tab rule', () => {
  it('starts intermediaries on tab 1 and everyone else on tab 2', () => {
    expect(firstWizardTab(true)).toBe(SUBJECT_TAB);
    expect(firstWizardTab(false)).toBe(FORM_TAB);
  });

  it('moves one tab at a time, within the tabs the user may see', () => {
    fc.assert(
      fc.property(
        fc.boolean(),
        fc.array(fc.constantFrom(1 as const, -1 as const), { maxLength: 20 }),
        (intermediary, moves) => {
          let tab = firstWizardTab(intermediary);
          for (const move of moves) {
            const next = moveWizardTab(tab, move, intermediary);
            expect(Math.abs(next - tab)).toBeLessThanOrEqual(1);
            expect(next).toBeGreaterThanOrEqual(firstWizardTab(intermediary));
            expect(next).toBeLessThanOrEqual(FORM_TAB);
            tab = next;
          }
          if (!intermediary) expect(tab).toBe(FORM_TAB);
        },
      ),
    );
  });
});
