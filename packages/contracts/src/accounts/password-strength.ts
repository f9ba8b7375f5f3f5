/** Defined by the spec; the score rule does not use it. */
export const PASSWORD_STRENGTH_THRESHOLD = 20;

export type PasswordStrengthLevel = 1 | 2 | 3 | 4 | 5;

const CHARACTER_CLASSES = [/[a-z]/, /[A-Z]/, /[0-9]/, /[^a-zA-Z0-9]/];

/**
 * Display-only strength: 2 per character, +1 at length 10 or more, +10 per class (lower, upper, digit, symbol);
 * capped at 10 for length ≤ 6 or a single class, 20 for two classes, 40 for three.
 */
export function passwordStrengthScore(password: string): number {
  const length = Array.from(password).length;
  const classes = CHARACTER_CLASSES.filter((pattern) => pattern.test(password)).length;
  const score = 2 * length + (length >= 10 ? 1 : 0) + 10 * classes;
  if (length <= 6 || classes <= 1) return Math.min(score, 10);
  if (classes === 2) return Math.min(score, 20);
  if (classes === 3) return Math.min(score, 40);
  return score;
}

/** Colour level of a score: 1 up to 10, 2 up to 20, 3 up to 30, 4 up to 40, 5 above. */
export function passwordStrengthLevel(score: number): PasswordStrengthLevel {
  if (score <= 10) return 1;
  if (score <= 20) return 2;
  if (score <= 30) return 3;
  if (score <= 40) return 4;
  return 5;
}
