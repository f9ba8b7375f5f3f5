import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseMultiHostUrl } from './primary';

describe('a connection string naming several database hosts', () => {
  it('is read as libpq writes it (pg_autoctl show uri), each host as an ordinary single-host URL', () => {
    const parsed = parseMultiHostUrl(
      'postgres://portal:se%40cret@db1:5432,db2:6432,db3/portal?target_session_attrs=read-write&sslmode=require',
    )!;
    expect(parsed.hosts).toEqual([
      { host: 'db1', port: 5432 },
      { host: 'db2', port: 6432 },
      { host: 'db3', port: 5432 },
    ]);
    expect(parsed.forHost(parsed.hosts[1])).toBe('postgres://portal:se%40cret@db2:6432/portal?sslmode=require');
  });

  it('keeps IPv6 hosts in brackets and accepts one host with target_session_attrs', () => {
    const parsed = parseMultiHostUrl('postgresql://u@[::1]:5433/db?target_session_attrs=read-write')!;
    expect(parsed.hosts).toEqual([{ host: '::1', port: 5433 }]);
    expect(parsed.forHost(parsed.hosts[0])).toBe('postgresql://u@[::1]:5433/db');
  });

  it('leaves an ordinary URL to pg, and refuses a session kind the portal cannot write to', () => {
    expect(parseMultiHostUrl('postgres://postgres@127.0.0.1:5432/postgres')).toBeUndefined();
    expect(parseMultiHostUrl('postgres://postgres@127.0.0.1:5432/postgres?sslmode=disable')).toBeUndefined();
    expect(() => parseMultiHostUrl('postgres://a:1,b:2/db?target_session_attrs=standby')).toThrow(/read-write/);
  });

  it('answers every host named, in order, whatever their number and ports', () => {
    const hostName = fc.stringMatching(/^[a-z][a-z0-9-]{0,10}(\.[a-z]{2,5})?$/);
    const host = fc.record({ host: hostName, port: fc.option(fc.integer({ min: 1, max: 65535 }), { nil: undefined }) });
    fc.assert(
      fc.property(fc.array(host, { minLength: 2, maxLength: 5 }), fc.boolean(), (hosts, attrs) => {
        const list = hosts.map((h) => (h.port ? `${h.host}:${h.port}` : h.host)).join(',');
        const url = `postgres://app@${list}/portal${attrs ? '?target_session_attrs=read-write' : ''}`;
        const parsed = parseMultiHostUrl(url)!;
        expect(parsed.hosts).toEqual(hosts.map((h) => ({ host: h.host, port: h.port ?? 5432 })));
        for (const h of parsed.hosts) expect(parsed.forHost(h)).toBe(`postgres://app@${h.host}:${h.port}/portal`);
      }),
    );
  });
});
