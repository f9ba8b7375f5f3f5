// The property every kind of positioned lines keeps (see positioned-lines.ts), checked through a kind's routes.
import { addAtPosition, editAtPosition, removeAtPosition } from '@portal/contracts/positions';
import fc from 'fast-check';
import { expect } from 'vitest';
import type { Session, TestApp } from '../../test/harness';

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
