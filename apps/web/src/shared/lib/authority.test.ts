import { describe, expect, it } from 'vitest';
import { authorityLogoUrl, authorityName, currentAuthority, setAuthority } from './authority';

describe('the authority from the public settings', () => {
  it('keeps what the schema accepts, names it per language, and ignores anything else', () => {
    setAuthority({ names: { sq: 'A' } });
    expect(currentAuthority()).toBeNull();
    expect(authorityName('en')).toBeNull();
    setAuthority({
      names: { sq: 'Autoriteti Demo', en: 'Demo Authority', sr: 'Demo organ' },
      address: { sq: 'Rruga 1', en: 'Street 1', sr: 'Ulica 1' },
      phone: '',
      email: '',
      web: '',
      logoUrl: '/authority/logo?v=0123456789abcdef',
    });
    expect(authorityName('sq')).toBe('Autoriteti Demo');
    expect(authorityName('sr')).toBe('Demo organ');
    expect(authorityLogoUrl()).toBe('/data/rest/authority/logo?v=0123456789abcdef');
    // A later malformed answer leaves the known authority.
    setAuthority('nonsense');
    expect(authorityName('en')).toBe('Demo Authority');
  });
});
