import type { Paged } from '@portal/contracts/paging';
import type { PortalCase } from '@portal/contracts/portal-cases';
import fc from 'fast-check';
import { inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type Session } from '../../test/harness';
import { apiPath } from '../../test/api-client';
import { buildAccount } from '../../test/factories';
import { findUserByUsername } from '../users/service';
import { isPartyOfCase, ownsCase, type CaseCaller } from './access';
import { portalCases } from './tables';

/**
 * My cases counts its total as the sum of disjoint parts (`callerCasesParts`, ADR 0104). Against the rule itself
 * (`ownsCase` or `isPartyOfCase` on every stored case), for cases of every mix of filer, filer's company, revoked
 * representation, submission and whom they are about, and for a company user, a person and an intermediary.
 */
describe("My cases: the total counted in parts is the number of the caller's cases", async () => {
  const t = await buildTestApp();
  const db = t.platform.db;
  const callers: Array<{
    name: string;
    session: Session;
    auth: Pick<CaseCaller, 'userId' | 'companyId' | 'individualId'>;
  }> = [];
  const filers: number[] = [];
  const companies: Array<number | null> = [null];
  const subjects: Array<{ aboutCompanyId: number | null; aboutIndividualId: number | null }> = [];

  beforeAll(async () => {
    for (const name of ['trader', 'person', 'broker']) {
      const user = (await findUserByUsername(db, name))!;
      callers.push({
        name,
        session: await t.loginAs(name),
        auth: { userId: user.id, companyId: user.companyId, individualId: user.individualId },
      });
      filers.push(user.id);
      if (user.companyId !== null) {
        companies.push(user.companyId);
        subjects.push({ aboutCompanyId: user.companyId, aboutIndividualId: null });
      }
      if (user.individualId !== null) subjects.push({ aboutCompanyId: null, aboutIndividualId: user.individualId });
    }
    const other = await buildAccount(db, { kind: 'company', status: 'APPROVED' });
    const otherPerson = await buildAccount(db, { kind: 'individual', status: 'APPROVED' });
    filers.push(other.user.id);
    companies.push(other.company!.id);
    subjects.push(
      { aboutCompanyId: other.company!.id, aboutIndividualId: null },
      { aboutCompanyId: null, aboutIndividualId: otherPerson.individual!.id },
    );
  });

  const caseArbitrary = () =>
    fc.record({
      filerUserId: fc.constantFrom(...filers),
      filerCompanyId: fc.constantFrom(...companies),
      revoked: fc.boolean(),
      submitted: fc.boolean(),
      status: fc.constantFrom('DRAFT' as const, 'SUBMITTED' as const, 'APPROVED' as const),
      about: fc.constantFrom(...subjects),
    });

  it('for every mix of cases, with and without a filter', async () => {
    let seq = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(caseArbitrary(), { maxLength: 12 }), async (drawn) => {
        const inserted = drawn.length
          ? await db
              .insert(portalCases)
              .values(
                drawn.map((c) => ({
                  number: `CNT-${Date.now().toString(36)}-${++seq}`,
                  caseType: 'GENERAL' as const,
                  status: c.status,
                  subject: 'Counted',
                  filerUserId: c.filerUserId,
                  filerCompanyId: c.filerCompanyId,
                  representationRevokedAt: c.revoked ? new Date() : null,
                  submittedAt: c.submitted ? new Date() : null,
                  ...c.about,
                })),
              )
              .returning({ id: portalCases.id })
          : [];
        try {
          const stored = await db.select().from(portalCases);
          for (const { name, session, auth } of callers) {
            const theirs = stored.filter((row) => ownsCase(row, auth) || isPartyOfCase(row, auth));
            for (const [filter, expected] of [
              ['', theirs.length],
              ['&filter[status]=SUBMITTED', theirs.filter((row) => row.status === 'SUBMITTED').length],
            ] as const) {
              const res = await session.get(`${apiPath('/cases/by_registered_user')}?count=100${filter}`);
              expect(res.statusCode, res.body).toBe(200);
              const page = res.json<Paged<PortalCase>>();
              expect(page.totalElements, `${name}${filter}`).toBe(expected);
              expect(page.content.length, `${name}${filter}`).toBe(Math.min(expected, 100));
            }
          }
        } finally {
          if (inserted.length) {
            await db.delete(portalCases).where(
              inArray(
                portalCases.id,
                inserted.map(({ id }) => id),
              ),
            );
          }
        }
      }),
      { numRuns: 30 },
    );
  });
});
