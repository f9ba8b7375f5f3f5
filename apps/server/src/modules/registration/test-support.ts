import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import type { TestApp } from '../../test/harness';
import { resolveAccountRequests } from './recovery';
import { apiPath } from '../../test/api-client';

/** Resolves the recovery requests recorded so far, as the account_requests job does: their mails are then queued. */
export function resolveRecoveryRequests(t: Pick<TestApp, 'platform'>): Promise<number> {
  return resolveAccountRequests(t.platform.db, t.platform.config.publicUrl);
}

/** A solved captcha for a registration's `altcha` field, as the registration form's widget sends it. */
export async function solvedCaptcha(t: Pick<TestApp, 'app'>): Promise<string> {
  const challenge = (await t.app.inject({ url: apiPath('/captcha/challenge') })).json();
  const solution = await solveChallenge({ challenge, deriveKey });
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

/** The registered-user part of a registration body, with its solved captcha. */
export async function registeredUserPart(t: Pick<TestApp, 'app'>, username: string, email = `${username}@example.com`) {
  return {
    username,
    email,
    confirmEmail: email,
    password: 'Str0ng#Password',
    confirmPassword: 'Str0ng#Password',
    lang: 'en',
    altcha: await solvedCaptcha(t),
  };
}

/** The individual part of a registration body (a person record). */
export const individualPart = (personalNumber: string, overrides: Record<string, unknown> = {}) => ({
  personalNumber,
  firstName: 'Arta',
  lastName: 'Krasniqi',
  dateOfBirth: '14.03.1990',
  city: 'Tiranë',
  ...overrides,
});

/** The company part of a registration body. */
export const companyPart = (companyUniqueNumber: string, overrides: Record<string, unknown> = {}) => ({
  companyUniqueNumber,
  companyName: `Company ${companyUniqueNumber}`,
  fiscalNumber: 'F123',
  constitutionDate: '2001-05-20',
  isIntermediary: false,
  ...overrides,
});
