import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/harness';
import { contextOf, signedInContext } from './context';

describe('service context', async () => {
  const t = await buildTestApp();
  const { app, platform } = t;
  app.get('/data/rest/test/context', { config: { access: 'public' } }, async (request) => {
    const ctx = contextOf(request);
    return {
      caller: ctx.caller,
      platformServices: ctx.db === platform.db && ctx.storage === platform.storage && ctx.bus === platform.bus,
    };
  });
  app.get('/data/rest/test/signed-in-context', { config: { access: 'public' } }, async (request) => ({
    userId: signedInContext(request).caller.account.userId,
  }));

  it('an anonymous caller has no account, an actor without id and its address', async () => {
    const res = await app.inject({ url: '/data/rest/test/context', remoteAddress: '203.0.113.7' });
    expect(res.json()).toEqual({
      caller: {
        account: null,
        actor: { actorId: null, actorUsername: null, ip: '203.0.113.7' },
        address: '203.0.113.7',
      },
      platformServices: true,
    });
  });

  it('a signed-in caller carries its account and its audit actor (user id, username, address)', async () => {
    const trader = await t.loginAs('trader');
    const { caller } = (await trader.get('/data/rest/test/context')).json<{
      caller: { account: { userId: number; username: string }; actor: unknown; address: string };
    }>();
    expect(caller.account.username).toBe('trader');
    expect(caller.actor).toEqual({ actorId: caller.account.userId, actorUsername: 'trader', ip: caller.address });
    expect((await trader.get('/data/rest/test/signed-in-context')).json()).toEqual({ userId: caller.account.userId });
  });

  it('signedInContext refuses a caller without an account with 401', async () => {
    const res = await app.inject({ url: '/data/rest/test/signed-in-context' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ _error: 'unauthorized' });
  });
});
