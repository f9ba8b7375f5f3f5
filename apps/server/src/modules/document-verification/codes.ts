import { randomInt } from 'node:crypto';
import {
  VERIFICATION_CODE_ALPHABET,
  VERIFICATION_CODE_LENGTH,
  formatVerificationCode,
} from '@portal/contracts/document-verification';

/** A new code: VERIFICATION_CODE_LENGTH symbols drawn uniformly by the system's CSPRNG (≈ 49 bits), printed form. */
export function newVerificationCode(): string {
  let symbols = '';
  for (let i = 0; i < VERIFICATION_CODE_LENGTH; i++) {
    symbols += VERIFICATION_CODE_ALPHABET[randomInt(VERIFICATION_CODE_ALPHABET.length)];
  }
  return formatVerificationCode(symbols);
}
