import { describe, expect, it } from 'vitest';
import { accountLink, accountLinkSecret } from './account-links';

describe('account links', () => {
  it('carry their secret in the fragment, never in the query string', () => {
    const link = accountLink('https://portal.example', 'confirmation', 'Ab-_9');
    expect(link).toBe('https://portal.example/login#code=Ab-_9');
    expect(new URL(link).search).toBe('');
    expect(accountLink('https://portal.example', 'passwordReset', 'a b')).toBe(
      'https://portal.example/forgotten_password#token=a%20b',
    );
  });

  it('are read from the fragment, and from the query string of links mailed before', () => {
    expect(accountLinkSecret({ hash: '#code=abc', search: '' }, 'code')).toBe('abc');
    expect(accountLinkSecret({ hash: '', search: '?code=old&info=x' }, 'code')).toBe('old');
    expect(accountLinkSecret({ hash: '#code=new', search: '?code=old' }, 'code')).toBe('new');
    expect(accountLinkSecret({ hash: '#token=a%20b', search: '' }, 'token')).toBe('a b');
    expect(accountLinkSecret({ hash: '#token=abc', search: '' }, 'code')).toBeNull();
    expect(accountLinkSecret({ hash: '', search: '?code=' }, 'code')).toBeNull();
    expect(accountLinkSecret({ hash: '', search: '' }, 'token')).toBeNull();
  });
});
