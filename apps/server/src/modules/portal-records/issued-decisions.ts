import { isAuthorityDecisionNumber, normalizeDecisionNumber } from '@portal/contracts/portal-records';
import { and, eq, sql } from 'drizzle-orm';
import { valuesList } from '../../platform/db/columns';
import type { Db } from '../../platform/db/database';
import type { CaseParty } from '../portal-cases';
import { decisionTypesByCodes } from './vocabulary-refs';
import { issuedDecisions } from './tables';

export type IssuedDecisionRow = typeof issuedDecisions.$inferSelect;

/** Whom a decision is addressed to: a company or a person (the subject of a case: exactly one is set). */
export type Addressee = { companyId: number | null; individualId: number | null };

/** The addressee a party is. */
export const addresseeOf = (party: CaseParty): Addressee =>
  party.kind === 'company' ? { companyId: party.id, individualId: null } : { companyId: null, individualId: party.id };

/**
 * The register's entry of a decision number (normalised as the filer's input is), whoever it is addressed to: for
 * the authority's own bookkeeping only (a number is registered once), never for an answer to a filer.
 */
export async function findIssuedDecision(db: Db, decisionNumber: string): Promise<IssuedDecisionRow | undefined> {
  const [row] = await db
    .select()
    .from(issuedDecisions)
    .where(eq(issuedDecisions.decisionNumber, normalizeDecisionNumber(decisionNumber)));
  return row;
}

/**
 * The register's entry of a decision number when it is addressed to `addressee`, else undefined: a number the
 * authority never issued and one addressed to someone else are the same absence. The addressee is part of the
 * query, so nothing about another party's decision is read.
 */
export async function findDecisionAddressedTo(
  db: Db,
  decisionNumber: string,
  addressee: Addressee | null,
): Promise<IssuedDecisionRow | undefined> {
  if (!addressee || (addressee.companyId === null && addressee.individualId === null)) return undefined;
  const [row] = await db
    .select()
    .from(issuedDecisions)
    .where(
      and(
        eq(issuedDecisions.decisionNumber, normalizeDecisionNumber(decisionNumber)),
        addressee.companyId !== null
          ? eq(issuedDecisions.addresseeCompanyId, addressee.companyId)
          : eq(issuedDecisions.addresseeIndividualId, addressee.individualId!),
      ),
    );
  return row;
}

/**
 * Adds a decision the authority issued to its register, inside the caller's transaction (the processing module
 * registers the portal's own decisions), addressed to a company or a person. The number must be of the authority's
 * own form (contracts `isAuthorityDecisionNumber`) and is unique: registering it twice fails.
 */
export async function registerIssuedDecision(
  tx: Db,
  values: {
    decisionNumber: string;
    decisionTypeCode: string;
    issuedOn: string;
    caseId?: number | null;
    addressee: Addressee;
  },
): Promise<IssuedDecisionRow> {
  if (!isAuthorityDecisionNumber(values.decisionNumber)) {
    throw new Error(`${values.decisionNumber} is not a decision number of the authority's form`);
  }
  if ((values.addressee.companyId === null) === (values.addressee.individualId === null)) {
    throw new Error('a decision is addressed to one company or one person');
  }
  const [type] = await decisionTypesByCodes(tx, [values.decisionTypeCode]);
  if (!type) throw new Error(`unknown decision type ${values.decisionTypeCode}`);
  const [row] = await tx
    .insert(issuedDecisions)
    .values({
      decisionNumber: normalizeDecisionNumber(values.decisionNumber),
      decisionTypeId: type.id,
      issuedOn: values.issuedOn,
      caseId: values.caseId ?? null,
      addresseeCompanyId: values.addressee.companyId,
      addresseeIndividualId: values.addressee.individualId,
    })
    .returning();
  return row;
}

/** Whom the demo's past decisions are addressed to: the demo company, the demo person, the demo customs brokers. */
export type DemoAddressees = { company: number; person: number; brokerage: number };

// Past decisions of the authority (demo data): complaints about them find their type in the register. Most are the
// demo company's; the person and the brokerage have a few of their own.
const PAST_DECISIONS: Array<[number: string, type: string, issuedOn: string, to: keyof DemoAddressees]> = [
  ['DV-2024-00871', 'DEC_VALUATION', '2024-09-12', 'company'],
  ['DV-2024-00934', 'DEC_CLASSIFICATION', '2024-10-03', 'company'],
  ['DV-2024-01012', 'DEC_PENALTY', '2024-10-28', 'company'],
  ['DV-2024-01107', 'DEC_REFUND', '2024-11-19', 'person'],
  ['DV-2024-01188', 'DEC_VALUATION', '2024-12-09', 'company'],
  ['DV-2025-00017', 'DEC_CLASSIFICATION', '2025-01-14', 'person'],
  ['DV-2025-00058', 'DEC_PENALTY', '2025-02-03', 'company'],
  ['DV-2025-00123', 'DEC_VALUATION', '2025-03-11', 'company'],
  ['DV-2025-00164', 'DEC_REFUND', '2025-03-27', 'company'],
  ['DV-2025-00209', 'DEC_CLASSIFICATION', '2025-04-15', 'company'],
  ['DV-2025-00251', 'DEC_VALUATION', '2025-05-06', 'company'],
  ['DV-2025-00302', 'DEC_PENALTY', '2025-05-29', 'company'],
  ['DV-2025-00348', 'DEC_REFUND', '2025-06-18', 'person'],
  ['DV-2025-00397', 'DEC_CLASSIFICATION', '2025-07-08', 'company'],
  ['DV-2025-00446', 'DEC_VALUATION', '2025-08-26', 'company'],
  ['DV-2025-00489', 'DEC_PENALTY', '2025-09-16', 'brokerage'],
  ['DV-2025-00533', 'DEC_VALUATION', '2025-10-07', 'company'],
  ['DV-2025-00580', 'DEC_REFUND', '2025-10-30', 'company'],
  ['DV-2025-00627', 'DEC_CLASSIFICATION', '2025-11-20', 'company'],
  ['DV-2025-00671', 'DEC_PENALTY', '2025-12-11', 'company'],
];

/**
 * Seeds the register's past decisions (demo data) addressed to the demo subjects; idempotent, skips types the
 * vocabulary lacks, and gives a past decision seeded before decisions had addressees its addressee.
 */
export async function seedIssuedDecisions(tx: Db, addressees: DemoAddressees): Promise<void> {
  const types = new Map(
    (await decisionTypesByCodes(tx, [...new Set(PAST_DECISIONS.map(([, code]) => code))])).map((t) => [t.code, t.id]),
  );
  const addressed = (to: keyof DemoAddressees): Addressee =>
    to === 'person'
      ? { companyId: null, individualId: addressees.person }
      : { companyId: addressees[to], individualId: null };
  const values = PAST_DECISIONS.filter(([, code]) => types.has(code)).map(([decisionNumber, code, issuedOn, to]) => {
    const { companyId, individualId } = addressed(to);
    return {
      decisionNumber,
      decisionTypeId: types.get(code)!,
      issuedOn,
      addresseeCompanyId: companyId,
      addresseeIndividualId: individualId,
    };
  });
  if (values.length > 0) await tx.insert(issuedDecisions).values(values).onConflictDoNothing();
  if (values.length === 0) return;
  const rows = valuesList(
    values.map((v) => [v.decisionNumber, sql`${v.addresseeCompanyId}::int`, sql`${v.addresseeIndividualId}::int`]),
  );
  await tx.execute(sql`update ${issuedDecisions}
    set addressee_company_id = a.company_id, addressee_individual_id = a.individual_id
    from ${rows} as a(decision_number, company_id, individual_id)
    where ${issuedDecisions.decisionNumber} = a.decision_number and ${issuedDecisions.caseId} is null
      and ${issuedDecisions.addresseeCompanyId} is null and ${issuedDecisions.addresseeIndividualId} is null`);
}
