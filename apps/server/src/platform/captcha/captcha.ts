import crypto from 'node:crypto';
import { CAPTCHA_VALID_MS } from '@portal/contracts';
import { createChallenge, verifySolution, type Challenge, type Solution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { lt } from 'drizzle-orm';
import type { Db } from '../db/database';
import { usedCaptchas } from './tables';

export type Captcha = {
  challenge(): Promise<Challenge>;
  /** True when the payload solves a challenge of ours that is unexpired and not used before. */
  verify(db: Db, payload: string | undefined): Promise<boolean>;
};

// About 2^12 hashes on average: a fraction of a second in a browser, a cost for a script.
const COST = 1;
const KEY_PREFIX = '000';

export function createCaptcha(secret = crypto.randomBytes(32).toString('hex')): Captcha {
  return {
    challenge() {
      return createChallenge({
        algorithm: 'SHA-256',
        cost: COST,
        keyPrefix: KEY_PREFIX,
        deriveKey,
        expiresAt: new Date(Date.now() + CAPTCHA_VALID_MS),
        hmacSignatureSecret: secret,
      });
    },
    async verify(db, payload) {
      if (!payload || payload.length > 4096) return false;
      let parsed: { challenge: Challenge; solution: Solution };
      try {
        parsed = JSON.parse(Buffer.from(payload, 'base64').toString('utf8'));
      } catch {
        return false;
      }
      if (!parsed?.challenge?.parameters || !parsed.solution || typeof parsed.challenge.signature !== 'string') {
        return false;
      }
      if (parsed.challenge.parameters.keyPrefix !== KEY_PREFIX) return false;
      let result;
      try {
        result = await verifySolution({
          challenge: parsed.challenge,
          solution: parsed.solution,
          deriveKey,
          hmacSignatureSecret: secret,
        });
      } catch {
        return false;
      }
      if (!result.verified) return false;
      // One use per solution: the signature is the challenge's identity.
      await db.delete(usedCaptchas).where(lt(usedCaptchas.expiresAt, new Date()));
      const inserted = await db
        .insert(usedCaptchas)
        .values({ signature: parsed.challenge.signature, expiresAt: new Date(Date.now() + CAPTCHA_VALID_MS) })
        .onConflictDoNothing()
        .returning();
      return inserted.length === 1;
    },
  };
}
