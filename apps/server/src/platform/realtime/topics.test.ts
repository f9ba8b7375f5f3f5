import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { AuthContext } from '../http/access';
import { createTopicRegistry, topicPattern } from './topics';

const signedIn = { passwordExpired: false } as AuthContext;

describe('topic registration', () => {
  it('opens a declared destination with each {name} as one whole number, and nothing around it', () => {
    const pattern = topicPattern('/topic/news/{newsId}');
    expect(pattern.test('/topic/news/12')).toBe(true);
    for (const other of ['/topic/news/', '/topic/news/1a', '/topic/news/1/2', '/topic/newsx/1', 'x/topic/news/1']) {
      expect(pattern.test(other), other).toBe(false);
    }
    expect(topicPattern('/topic/news.all').test('/topic/newsXall')).toBe(false);
    expect(topicPattern('/topic/{a}/x/{b}').test('/topic/1/x/22')).toBe(true);
  });

  it('refuses a destination that is not plain /segments', () => {
    for (const bad of ['', 'topic/news', '/topic//news', '/topic/news/', '/topic/*', '/topic/{1d}', '/topic/a b']) {
      expect(() => topicPattern(bad), bad).toThrow();
    }
  });

  it('checks a subscription by the access the topic was registered with', () => {
    const topics = createTopicRegistry([
      { destination: '/topic/open/{id}', access: 'public' },
      { destination: '/topic/closed', access: 'authenticated' },
    ]);
    expect(topics.maySubscribe('/topic/open/3', null)).toBe(true);
    expect(topics.maySubscribe('/topic/closed', null)).toBe(false);
    expect(topics.maySubscribe('/topic/closed', signedIn)).toBe(true);
    expect(topics.maySubscribe('/topic/closed', { ...signedIn, passwordExpired: true })).toBe(false);
    expect(topics.maySubscribe('/topic/other', signedIn)).toBe(false);
    // A later, stricter registration of a destination wins over an open one.
    topics.register({ destination: '/topic/open/{id}', access: 'authenticated' });
    expect(topics.accessOf('/topic/open/3')).toBe('authenticated');
  });

  it('opens an owner destination only to the user it names, and fails closed otherwise', () => {
    const topics = createTopicRegistry([{ destination: '/user/{userId}/notices', access: 'owner' }]);
    const user = (userId: number) => ({ ...signedIn, userId });
    expect(topics.accessOf('/user/7/notices')).toBe('owner');
    expect(topics.maySubscribe('/user/7/notices', user(7))).toBe(true);
    expect(topics.maySubscribe('/user/7/notices', user(8))).toBe(false);
    expect(topics.maySubscribe('/user/7/notices', null)).toBe(false);
    expect(topics.maySubscribe('/user/7/notices', { ...user(7), passwordExpired: true })).toBe(false);
    for (const other of ['/user/07/notices', '/user/7/notices/x', '/user//notices', '/user/7a/notices']) {
      expect(topics.maySubscribe(other, user(7)), other).toBe(false);
    }
    // An earlier public rule over the same destinations does not widen it.
    const widened = createTopicRegistry([{ destination: '/user/{userId}/notices', access: 'owner' }]);
    widened.allow(/^\/user\/\d+\/notices$/, 'public');
    expect(widened.maySubscribe('/user/7/notices', user(8))).toBe(false);
    expect(widened.maySubscribe('/user/7/notices', null)).toBe(false);
    // An owner rule must say whose destination it is.
    expect(() => widened.register({ destination: '/user/{id}/notices', access: 'owner' })).toThrow();
    expect(() => widened.allow(/^\/user\/\d+$/, 'owner')).toThrow();
  });

  it('decides owner subscriptions like a small model, for any ids and destinations', () => {
    const topics = createTopicRegistry([{ destination: '/user/{userId}/notices', access: 'owner' }]);
    fc.assert(
      fc.property(
        fc.nat(1_000_000),
        fc.nat(1_000_000),
        fc.constantFrom('notices', 'other', ''),
        (owner, caller, tail) => {
          const destination = `/user/${owner}${tail ? `/${tail}` : ''}`;
          const expected = tail === 'notices' && owner === caller && owner > 0;
          return topics.maySubscribe(destination, { ...signedIn, userId: caller }) === expected;
        },
      ),
    );
  });
});
