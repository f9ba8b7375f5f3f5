import crypto from 'node:crypto';
import { CAPTCHA_VALID_MS } from '@portal/contracts';
import { createChallenge, verifySolution, type Challenge, type Solution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { lt } from 'drizzle-orm';
import type { Db } from '../db/database';
import { usedCaptchas } from './tables';

export type Captcha = {
  /** A challenge whose work is `cost` times the base work (SHA-256 iterations per try). */
  challenge(cost?: number): Promise<Challenge>;
  /**
   * True when the payload solves a challenge of ours that is unexpired, not used before and asked for at
   * least `minCost` times the base work.
   */
  verify(db: Db, payload: string | undefined, minCost?: number): Promise<boolean>;
};

// About 2^12 tries on average at the base cost: a fraction of a second in a browser, a cost for a script.
const KEY_PREFIX = '000';
/**
 * The most work a challenge asks for: 64 times the base, several seconds in a browser (WebCrypto's SHA-256 measured
 * at about 25 µs a hash in Node: about 0.1 s on average at the base, 7 s at this cap).
 */
export const CAPTCHA_MAX_COST = 64;

export function createCaptcha(secret = crypto.randomBytes(32).toString('hex')): Captcha {
  return {
    challenge(cost = 1) {
      return createChallenge({
        algorithm: 'SHA-256',
        cost: Math.min(Math.max(1, Math.floor(cost)), CAPTCHA_MAX_COST),
        keyPrefix: KEY_PREFIX,
        deriveKey,
        expiresAt: new Date(Date.now() + CAPTCHA_VALID_MS),
        hmacSignatureSecret: secret,
      });
    },
    async verify(db, payload, minCost = 1) {
      if (!payload || payload.length > 4096) return false;
      let parsed: { challenge: Challenge; solution: Solution };
      try {
        parsed = JSON.parse(Buffer.from(payload, 'base64').toString('utf8')) as typeof parsed;
      } catch {
        return false;
      }
      if (!parsed?.challenge?.parameters || !parsed.solution || typeof parsed.challenge.signature !== 'string') {
        return false;
      }
      if (parsed.challenge.parameters.keyPrefix !== KEY_PREFIX) return false;
      // The cost is signed with the challenge, so it cannot be lowered; above the cap it is not ours.
      const { cost } = parsed.challenge.parameters;
      if (typeof cost !== 'number' || cost < minCost || cost > CAPTCHA_MAX_COST) return false;
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
