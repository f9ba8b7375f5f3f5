import { normalizeDecisionNumber } from '@portal/contracts/portal-records';
import { eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { decisionTypesByCodes } from './vocabulary-refs';
import { issuedDecisions } from './tables';

export type IssuedDecisionRow = typeof issuedDecisions.$inferSelect;

/** The register's entry of a decision number (normalised as the filer's input is), if the authority issued it. */
export async function findIssuedDecision(db: Db, decisionNumber: string): Promise<IssuedDecisionRow | undefined> {
  const [row] = await db
    .select()
    .from(issuedDecisions)
    .where(eq(issuedDecisions.decisionNumber, normalizeDecisionNumber(decisionNumber)));
  return row;
}

/**
 * Adds a decision the authority issued to its register, inside the caller's transaction (the processing module
 * registers the portal's own decisions). The number is unique: registering it twice fails.
 */
export async function registerIssuedDecision(
  tx: Db,
  values: { decisionNumber: string; decisionTypeCode: string; issuedOn: string; caseId?: number | null },
): Promise<IssuedDecisionRow> {
  const [type] = await decisionTypesByCodes(tx, [values.decisionTypeCode]);
  if (!type) throw new Error(`unknown decision type ${values.decisionTypeCode}`);
  const [row] = await tx
    .insert(issuedDecisions)
    .values({
      decisionNumber: normalizeDecisionNumber(values.decisionNumber),
      decisionTypeId: type.id,
      issuedOn: values.issuedOn,
      caseId: values.caseId ?? null,
    })
    .returning();
  return row;
}

// Past decisions of the authority (demo data): complaints about them find their type in the register.
const PAST_DECISIONS: Array<[number: string, type: string, issuedOn: string]> = [
  ['DV-2024-00871', 'DEC_VALUATION', '2024-09-12'],
  ['DV-2024-00934', 'DEC_CLASSIFICATION', '2024-10-03'],
  ['DV-2024-01012', 'DEC_PENALTY', '2024-10-28'],
  ['DV-2024-01107', 'DEC_REFUND', '2024-11-19'],
  ['DV-2024-01188', 'DEC_VALUATION', '2024-12-09'],
  ['DV-2025-00017', 'DEC_CLASSIFICATION', '2025-01-14'],
  ['DV-2025-00058', 'DEC_PENALTY', '2025-02-03'],
  ['DV-2025-00123', 'DEC_VALUATION', '2025-03-11'],
  ['DV-2025-00164', 'DEC_REFUND', '2025-03-27'],
  ['DV-2025-00209', 'DEC_CLASSIFICATION', '2025-04-15'],
  ['DV-2025-00251', 'DEC_VALUATION', '2025-05-06'],
  ['DV-2025-00302', 'DEC_PENALTY', '2025-05-29'],
  ['DV-2025-00348', 'DEC_REFUND', '2025-06-18'],
  ['DV-2025-00397', 'DEC_CLASSIFICATION', '2025-07-08'],
  ['DV-2025-00446', 'DEC_VALUATION', '2025-08-26'],
  ['DV-2025-00489', 'DEC_PENALTY', '2025-09-16'],
  ['DV-2025-00533', 'DEC_VALUATION', '2025-10-07'],
  ['DV-2025-00580', 'DEC_REFUND', '2025-10-30'],
  ['DV-2025-00627', 'DEC_CLASSIFICATION', '2025-11-20'],
  ['DV-2025-00671', 'DEC_PENALTY', '2025-12-11'],
];

/** Seeds the register's past decisions (demo data); idempotent, and skips types the vocabulary lacks. */
export async function seedIssuedDecisions(tx: Db): Promise<void> {
  const types = new Map(
    (await decisionTypesByCodes(tx, [...new Set(PAST_DECISIONS.map(([, code]) => code))])).map((t) => [t.code, t.id]),
  );
  const values = PAST_DECISIONS.filter(([, code]) => types.has(code)).map(([decisionNumber, code, issuedOn]) => ({
    decisionNumber,
    decisionTypeId: types.get(code)!,
    issuedOn,
  }));
  if (values.length > 0) await tx.insert(issuedDecisions).values(values).onConflictDoNothing();
}
