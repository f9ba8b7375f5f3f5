/**
 * The creation wizard's tabs (spec §2, §4): tab 1 picks who the case is about, tab 2 is the kind's form. The first
 * tab is 1 for intermediaries and 2 for everyone else (they file about themself); tabs move by one, never before
 * the first nor past the last.
 */
export const SUBJECT_TAB = 1;
export const FORM_TAB = 2;

export function firstWizardTab(intermediary: boolean): number {
  return intermediary ? SUBJECT_TAB : FORM_TAB;
}

export function moveWizardTab(current: number, direction: 1 | -1, intermediary: boolean): number {
  const next = current + direction;
  return Math.min(FORM_TAB, Math.max(firstWizardTab(intermediary), next));
}
