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
});
