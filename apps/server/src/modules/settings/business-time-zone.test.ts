import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { PUBLIC_CHANGED_TOPIC } from '../../platform/http/public-cache';
import { publishEvent } from '../../platform/realtime/bus';
import { buildTestApp } from '../../test/harness';
import { businessTimeZone } from './business-time-zone';
import { setParameter } from './service';
import { applicationParameters } from './tables';

describe('businessTimeZone', async () => {
  const t = await buildTestApp();
  const { db } = t.platform;
  /** Past the one writer, as no code of the portal writes it: the kept zone is not told. */
  const storeBehindItsBack = (zone: string) =>
    db.update(applicationParameters).set({ value: zone }).where(eq(applicationParameters.code, 'business_time_zone'));

  it('is read once and kept until the settings change, on this instance or another', async () => {
    expect(await businessTimeZone(db)).toBe('Europe/Tirane');
    await storeBehindItsBack('Europe/Belgrade');
    // Kept: not read again.
    expect(await businessTimeZone(db)).toBe('Europe/Tirane');

    // Another instance's change reaches this one as the public caches' event.
    await publishEvent(db, PUBLIC_CHANGED_TOPIC, { tags: ['settings'] });
    await vi.waitFor(async () => expect(await businessTimeZone(db)).toBe('Europe/Belgrade'));

    // A change of another tag keeps it.
    await storeBehindItsBack('Asia/Tokyo');
    await publishEvent(db, PUBLIC_CHANGED_TOPIC, { tags: ['news'] });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await businessTimeZone(db)).toBe('Europe/Belgrade');

    // This instance's own change is seen at once, without waiting for the event.
    await setParameter(db, 'business_time_zone', 'America/New_York');
    expect(await businessTimeZone(db)).toBe('America/New_York');
    await setParameter(db, 'business_time_zone', 'Europe/Tirane');
    expect(await businessTimeZone(db)).toBe('Europe/Tirane');
  });

  it('falls back to the default zone for a stored zone this runtime does not know', async () => {
    // The writer drops the kept zone; nothing reads it before the unknown zone is stored.
    await setParameter(db, 'business_time_zone', 'America/New_York');
    await storeBehindItsBack('Not/AZone');
    expect(await businessTimeZone(db)).toBe('Europe/Tirane');
    await setParameter(db, 'business_time_zone', 'Europe/Tirane');
  });
});
