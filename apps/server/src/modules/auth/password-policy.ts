import fs from 'node:fs';
import { badRequest } from '../../platform/errors';
import { hashPassword } from './passwords';

/** The refusal of a password that is among the most common ones or contains the username. */
export const PASSWORD_TOO_COMMON = 'password_too_common';

// A username this short (or shorter) is part of too many good passwords to refuse them for it.
const SHORTEST_USERNAME_CHECKED = 3;

let common: Set<string> | undefined;
/** The 10,000 most common passwords (common-passwords/README.md), read at first use. */
function commonPasswords(): Set<string> {
  common ??= new Set(
    fs
      .readFileSync(new URL('./common-passwords/common-passwords.txt', import.meta.url), 'utf8')
      .split('\n')
      .filter(Boolean),
  );
  return common;
}

/** Whether a new password is refused: one of the common passwords, or containing the username (any case). */
export function isPasswordTooCommon(password: string, username: string): boolean {
  const lower = password.toLowerCase();
  const name = username.trim().toLowerCase();
  return commonPasswords().has(lower) || (name.length >= SHORTEST_USERNAME_CHECKED && lower.includes(name));
}

/**
 * The hash of a password being set (registration, change, reset, company users): refused with 400
 * `{ [field]: 'password_too_common' }` when too common (ASVS 2.1.7). The strength meter stays display-only.
 */
export async function hashNewPassword(password: string, username: string, field = 'password'): Promise<string> {
  if (isPasswordTooCommon(password, username)) throw badRequest({ [field]: PASSWORD_TOO_COMMON });
  return hashPassword(password);
}
