import { describe, expect, it } from 'vitest';
import { MAX_SUGGESTIONS, topSuggestions } from './suggestions';

describe('autocomplete suggestions', () => {
  const keys = ['login.submit', 'login.error', 'admin.save', 'page.login', 'generic.success'];

  it('puts the words that start with the typed text before those that contain it', () => {
    expect(topSuggestions(keys, 'login')).toEqual(['login.submit', 'login.error', 'page.login']);
    expect(topSuggestions(keys, 'LOGIN.S')).toEqual(['login.submit']);
    expect(topSuggestions(keys, 'nothing')).toEqual([]);
  });

  it('never offers more than 30 (spec §5)', () => {
    const many = Array.from({ length: 500 }, (_, i) => `key.${i}`);
    expect(MAX_SUGGESTIONS).toBe(30);
    expect(topSuggestions(many, '')).toHaveLength(30);
    expect(topSuggestions(many, 'key')).toHaveLength(30);
    expect(topSuggestions(many, '9')).toHaveLength(30);
    expect(topSuggestions(many, 'key.49')).toEqual(['key.49', ...Array.from({ length: 10 }, (_, i) => `key.49${i}`)]);
  });
});
