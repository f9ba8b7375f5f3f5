import { beforeAll, describe, expect, it } from 'vitest';
import { pdfText } from '../../../platform/pdf/test-support';
import { buildTestAppWithFiles } from '../../../test/harness';
import { setParameter } from '../../settings/service';
import { buildFixture, type Fixture } from '../test-support';
import { apiPath } from '../../../test/api-client';

// Dates travel as ISO 8601 with an offset (what the web app sends) or as the spec's DD.MM.YYYY HH:mm, read as
// wall-clock time in the business time zone; screens and documents show them in that zone and name it.
describe('auction dates and the business time zone', async () => {
  const t = await buildTestAppWithFiles('auction-dates');
  let f: Fixture;
  beforeAll(async () => {
    f = await buildFixture(t);
  });

  const save = (body: Record<string, unknown>) => f.operator.post(apiPath('/auctions'), body);

  it('reads DD.MM.YYYY HH:mm as Tirane wall-clock time and ISO with an offset as the instant it names', async () => {
    const wall = await save({ startDate: '21.11.2030 10:00', endDate: '01.07.2031 10:00' });
    expect(wall.statusCode, wall.body).toBe(200);
    expect(wall.json()).toMatchObject({ startDate: '2030-11-21T09:00:00.000Z', endDate: '2031-07-01T08:00:00.000Z' });

    const iso = await save({ startDate: '2030-11-21T10:00:00+01:00', endDate: '2031-07-01T10:00:00+02:00' });
    expect(iso.json()).toMatchObject({ startDate: '2030-11-21T09:00:00.000Z', endDate: '2031-07-01T08:00:00.000Z' });
  });

  it('keeps the dates when the answer is sent back unchanged, again and again', async () => {
    const created = (
      await save({ startDate: '2030-11-21T10:00:00+01:00', endDate: '2030-11-22T15:30:00+01:00' })
    ).json();
    let current = created;
    for (let n = 0; n < 2; n++) {
      const res = await save({ id: current.id, startDate: current.startDate, endDate: current.endDate, notes: '' });
      expect(res.statusCode, res.body).toBe(200);
      current = res.json();
    }
    expect([current.startDate, current.endDate]).toEqual([created.startDate, created.endDate]);
  });

  it('answers 400 with the field key for a date it cannot read, never a 500', async () => {
    for (const bad of ['31.02.2030 10:00', 'tomorrow', '2030-13-01T10:00:00Z', '21.11.2030 25:00']) {
      const res = await save({ startDate: bad, endDate: '01.12.2030 10:00' });
      expect([res.statusCode, res.json()], bad).toEqual([400, { startDate: 'validation.invalid_date' }]);
    }
    // 02:30 on the last Sunday of March does not exist in Tirane (the clocks go from 02:00 to 03:00).
    const skipped = await save({ startDate: '01.03.2030 10:00', endDate: '31.03.2030 02:30' });
    expect([skipped.statusCode, skipped.json()]).toEqual([400, { endDate: 'validation.invalid_date' }]);
  });

  it('shows the dates in the announcement as Tirane time and names the zone', async () => {
    const { id } = (
      await save({ startDate: '2030-11-21T10:00:00+01:00', endDate: '2030-11-22T15:30:00+01:00' })
    ).json();
    const res = await f.operator.get(`${apiPath('/auctions/{id}/pdf', { id })}?lang=en`);
    expect(res.statusCode, res.body).toBe(200);
    const { text } = await pdfText(res.rawPayload);
    expect(text).toContain('21.11.2030 10:00');
    expect(text).toContain('22.11.2030 15:30');
    expect(text).toContain('Europe/Tirane');
  });

  it('tells every visitor the business time zone, and follows the setting', async () => {
    const anonymous = () => t.app.inject({ method: 'GET', url: apiPath('/public_settings') });
    expect([(await anonymous()).statusCode, (await anonymous()).json()]).toMatchObject([
      200,
      { businessTimeZone: 'Europe/Tirane' },
    ]);
    await setParameter(t.platform.db, 'business_time_zone', 'America/New_York');
    try {
      expect((await anonymous()).json()).toMatchObject({ businessTimeZone: 'America/New_York' });
      const wall = await save({ startDate: '21.11.2030 10:00', endDate: '22.11.2030 10:00' });
      expect(wall.json()).toMatchObject({ startDate: '2030-11-21T15:00:00.000Z' });
      // A zone this runtime does not know (set behind the settings screen's back) falls back to the default.
      await setParameter(t.platform.db, 'business_time_zone', 'Not/AZone');
      expect((await anonymous()).json()).toMatchObject({ businessTimeZone: 'Europe/Tirane' });
      // Every reader of the zone falls back with it: a form's dates and a list's date filter, never a 500.
      const fallback = await save({ startDate: '21.11.2030 10:00', endDate: '22.11.2030 10:00' });
      expect([fallback.statusCode, fallback.json()]).toMatchObject([200, { startDate: '2030-11-21T09:00:00.000Z' }]);
      const filtered = await f.operator.get(`${apiPath('/auctions/paged')}?page=1&count=5&startFrom=21.11.2030 09:00`);
      expect(filtered.statusCode, filtered.body).toBe(200);
    } finally {
      await setParameter(t.platform.db, 'business_time_zone', 'Europe/Tirane');
    }
  });
});
