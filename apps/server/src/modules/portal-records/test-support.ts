// Factories of complaint cases with their records, for this module's tests and other modules' (processing), and
// the property every kind of positioned lines keeps.
import { PORTAL_OFFICER_PAGE, type CaseStatus } from '@portal/contracts/portal-cases';
import { addAtPosition, editAtPosition, removeAtPosition } from '@portal/contracts/positions';
import type { DeclarationFields } from '@portal/contracts/portal-records';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { expect } from 'vitest';
import type { Db } from '../../platform/db/database';
import type { Session, TestApp } from '../../test/harness';
import { pages, userPages } from '../navigation/tables';
import { portalCases } from '../portal-cases/tables';
import { fileCaseAs, submittedAtCreation } from '../portal-cases/test-support';
import { findUserByUsername } from '../users/service';
import { complaintDecisions, customsDeclarations } from './tables';

let seq = 0;

/** A declaration nobody else has (the number is unique per run). */
export function freshDeclaration(over: Partial<DeclarationFields> = {}): DeclarationFields {
  seq++;
  return {
    declarationNumber: `C${(Date.now() % 1_000_000) * 100 + seq}`,
    declarationOffice: '1011',
    declarationYear: 2025,
    ...over,
  };
}

/**
 * A complaint case filed by `username` about their own company (else their individual record) and shared with
 * their company, or about `aboutIndividualId` and theirs alone; in `status` (submitted at creation when past DRAFT,
 * so officers see it), with one declaration (or those given) or the given decision.
 */
export async function buildComplaint(
  db: Db,
  username: string,
  options: {
    kind: 'declarations' | 'decision';
    status?: CaseStatus;
    declarations?: DeclarationFields[];
    decision?: { decisionNumber: string; decisionTypeId: number | null };
    aboutIndividualId?: number;
  },
) {
  const row = await fileCaseAs(
    db,
    username,
    {
      caseType: 'COMPLAINT',
      subject: `Complaint of ${username}`,
      customsDeclarationDecision: options.kind === 'declarations',
    },
    options.aboutIndividualId,
  );
  const declarations =
    options.kind === 'declarations' ? (options.declarations ?? [freshDeclaration()]) : ([] as DeclarationFields[]);
  if (declarations.length > 0) {
    await db.insert(customsDeclarations).values(declarations.map((d) => ({ ...d, caseId: row.id })));
  }
  if (options.decision) await db.insert(complaintDecisions).values({ ...options.decision, caseId: row.id });
  const status = options.status ?? 'DRAFT';
  await submittedAtCreation(db, row.id, status);
  return { ...row, status, declarations };
}

/** Sets a case's status (and its submission time, so officers see it). */
export async function setCaseStatus(db: Db, caseId: number, status: CaseStatus): Promise<void> {
  await db
    .update(portalCases)
    .set({ status, submittedAt: status === 'DRAFT' ? null : new Date() })
    .where(eq(portalCases.id, caseId));
}

/**
 * Makes sure `username` holds the officers' processing page (granted directly, the page made if the catalogue
 * lacks it), so officer reads are tested whatever the roles grant. Call it before signing the user in.
 */
export async function grantOfficerPage(db: Db, username: string): Promise<void> {
  await db
    .insert(pages)
    .values({ url: PORTAL_OFFICER_PAGE, name: 'case_queue', label: 'Case queue', system: 'COUNTER' })
    .onConflictDoNothing();
  const [page] = await db.select({ id: pages.id }).from(pages).where(eq(pages.url, PORTAL_OFFICER_PAGE));
  const user = (await findUserByUsername(db, username))!;
  await db.insert(userPages).values({ userId: user.id, pageId: page.id }).onConflictDoNothing();
}

/**
 * One kind of positioned lines seen through its routes (see positioned-lines.ts): a new case of its kind, the
 * routes' paths, the body of a line labelled `label`, and how a listed line shows its label.
 */
export type PositionedLinesDriver = {
  newCase: () => Promise<{ id: number }>;
  list: (caseId: number) => string;
  add: string;
  save: string;
  remove: (lineId: number) => string;
  line: (caseId: number, label: string) => Record<string, unknown>;
  labelOf: (line: Record<string, unknown>) => unknown;
};

type PositionsModel = Array<{ itemNumber: number; label: string }>;
type PositionsCommand =
  | { op: 'add'; at: number | null; label: string }
  | { op: 'save'; at: number; label: string }
  | { op: 'remove'; at: number };

const positionLabel = fc.constantFrom('A', 'B', 'C', 'D', 'E');
const positionAt = fc.integer({ min: 1, max: 4 });
// Adds weigh most, so lists grow long enough for a removal in the middle; positions reach past the end too.
const positionsCommand: fc.Arbitrary<PositionsCommand> = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.record({
      op: fc.constant('add' as const),
      at: fc.option(positionAt, { nil: null, freq: 2 }),
      label: positionLabel,
    }),
  },
  { weight: 1, arbitrary: fc.record({ op: fc.constant('save' as const), at: positionAt, label: positionLabel }) },
  { weight: 2, arbitrary: fc.record({ op: fc.constant('remove' as const), at: positionAt }) },
);

/**
 * The property of positioned lines, against the contracts' position functions on a plain array (the reference
 * model): after any sequence of add (append or replace a slot), save and remove through the routes, the case's
 * lines are the model's, at 1..n, and a position the model refuses is 409 `portal.error` with nothing changed.
 */
export async function checkPositionsFollowModel(
  app: { inject: TestApp['app']['inject'] },
  filer: Session,
  driver: PositionedLinesDriver,
  numRuns = 12,
): Promise<void> {
  const listed = async (caseId: number) =>
    (await filer.get(driver.list(caseId))).json<Array<Record<string, unknown> & { id: number; itemNumber: number }>>();
  await fc.assert(
    fc.asyncProperty(fc.array(positionsCommand, { maxLength: 9 }), async (commands) => {
      const c = await driver.newCase();
      let model: PositionsModel = [];
      for (const cmd of commands) {
        let next: PositionsModel | null;
        let res;
        if (cmd.op === 'add') {
          next = addAtPosition(model, { label: cmd.label }, cmd.at);
          res = await filer.post(driver.add, { ...driver.line(c.id, cmd.label), itemNumber: cmd.at });
        } else if (cmd.op === 'save') {
          next = editAtPosition(model, cmd.at, { label: cmd.label });
          res = await filer.post(driver.save, { ...driver.line(c.id, cmd.label), itemNumber: cmd.at });
        } else {
          next = removeAtPosition(model, cmd.at);
          const target = (await listed(c.id)).find((r) => r.itemNumber === cmd.at);
          if (!target) {
            expect(next).toBeNull();
            continue;
          }
          res = await app.inject({
            method: 'DELETE',
            url: driver.remove(target.id),
            headers: { 'x-auth-token': filer.token },
          });
        }
        if (next === null) {
          expect([res.statusCode, res.json()]).toEqual([409, { _error: 'portal.error' }]);
        } else {
          expect(res.statusCode, res.body).toBe(200);
          model = next;
        }
        const lines = await listed(c.id);
        expect(lines.map((r) => [r.itemNumber, driver.labelOf(r)])).toEqual(model.map((r) => [r.itemNumber, r.label]));
      }
    }),
    { numRuns },
  );
}
