import { buildTestAppWithFiles, type Session, type TestApp } from '../../../test/harness';
import { buildOfficer, grantOfficerPage, seedBtiTariffs } from '../../../test/factories';
import { apiPath } from '../../../test/api-client';
import { tariffs } from '../tables';

// What the BTI test files share: the goods, the officer's decision, and an app with the tariffs and the sessions.

export const GOODS = { goodsDescription: 'Wrist watch with a heart-rate sensor', commercialName: 'PulseWatch 3' };
/** The code the officer decides, another than the proposed one. */
export const DECIDED_TARIFF = '99887722';
export const JUSTIFICATION = 'Measures the pulse: an instrument of heading 9988, not a watch.';
export const BTI_DECISION = { decidedTariffCode: DECIDED_TARIFF, classificationJustification: JUSTIFICATION };

export type BtiSessions = { trader: Session; person: Session; other: Session; officer: Session };

/** The app of a BTI test file, and (after `ready`) the tariffs it codes against and its sessions. */
export async function btiTestApp(name: string): Promise<{ t: TestApp; ready: () => Promise<BtiSessions> }> {
  const t = await buildTestAppWithFiles(name);
  const ready = async (): Promise<BtiSessions> => {
    const db = t.platform.db;
    await seedBtiTariffs(db);
    await db
      .insert(tariffs)
      .values({
        code: DECIDED_TARIFF,
        labelSQ: 'Instrumente kardiake',
        labelEN: 'Cardiac instruments',
        labelSR: 'Srčani instrumenti',
        active: true,
      })
      .onConflictDoNothing();
    await grantOfficerPage(db, 'officer');
    const [trader, person, officer] = await Promise.all(['trader', 'person', 'officer'].map((u) => t.loginAs(u)));
    return { trader, person, officer, other: (await buildOfficer(t)).session };
  };
  return { t, ready };
}

/** The BTI of a case as the session reads it. */
export const btiOf = async (session: Session, id: number) =>
  (await session.get(apiPath('/bti/by_bti_case_id/{id}', { id }))).json();
