// Test helpers of sign-in: a sign-in from a given address, and captchas solved with the work the server asks for.
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { form, type TestApp } from '../../test/harness';
import { apiPath } from '../../test/api-client';

export function signInClient(app: TestApp['app']) {
  const signIn = (values: Record<string, string>, ip: string) =>
    app.inject({ method: 'POST', url: apiPath('/user/authenticate'), remoteAddress: ip, ...form(values) });
  /** A challenge asked from `ip`; with `username`, with the work the next sign-in of that name from there needs. */
  const challenge = async (ip: string, username?: string) =>
    (
      await app.inject({
        method: 'GET',
        url: `${apiPath('/captcha/challenge')}${username ? `?username=${encodeURIComponent(username)}` : ''}`,
        remoteAddress: ip,
      })
    ).json();
  /** A solved challenge (the form's `altcha` value) and the work it carries. */
  async function solved(ip: string, username?: string): Promise<{ altcha: string; cost: number }> {
    const c = await challenge(ip, username);
    const solution = await solveChallenge({ challenge: c, deriveKey });
    return {
      altcha: Buffer.from(JSON.stringify({ challenge: c, solution })).toString('base64'),
      cost: c.parameters.cost,
    };
  }
  return { signIn, challenge, solved };
}
