import { addAtPosition, editAtPosition, removeAtPosition } from '@portal/contracts/positions';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type Session } from '../../../test/harness';
import { buildMovementCase } from './test-support';
import { apiPath } from '../../../test/api-client';

type Model = Array<{ itemNumber: number; description: string }>;
type Command =
  | { op: 'add'; at: number | null; label: string }
  | { op: 'save'; at: number; label: string }
  | { op: 'remove'; at: number };

const label = fc.constantFrom('A', 'B', 'C', 'D', 'E');
const at = fc.integer({ min: 1, max: 5 });
const command: fc.Arbitrary<Command> = fc.oneof(
  fc.record({ op: fc.constant('add' as const), at: fc.option(at, { nil: null }), label }),
  fc.record({ op: fc.constant('save' as const), at, label }),
  fc.record({ op: fc.constant('remove' as const), at }),
);

/**
 * The goods lines of a movement certificate case through the API against the contracts' position functions on a plain array: after any
 * sequence of add (append or replace a slot), save and remove, the list is the model's, at 1..n, and a position the
 * model refuses is 409 `portal.error` with nothing changed.
 */
describe('movement certificate goods: positions through the API follow the model', async () => {
  const t = await buildTestApp();
  const db = t.platform.db;
  let trader: Session;
  beforeAll(async () => {
    trader = await t.loginAs('trader');
  });

  it('agrees with addAtPosition, editAtPosition and removeAtPosition', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(command, { maxLength: 7 }), async (commands) => {
        const c = await buildMovementCase(db, 'trader');
        let model: Model = [];
        for (const cmd of commands) {
          const body = { movementCertificateCase: { id: c.id } };
          let next: Model | null;
          let res;
          if (cmd.op === 'add') {
            next = addAtPosition(model, { description: cmd.label }, cmd.at);
            res = await trader.post(
              apiPath('/movement_certificate_goods/add_movement_certificate_goods_to_movement_certificate_case'),
              {
                ...body,
                description: cmd.label,
                itemNumber: cmd.at,
              },
            );
          } else if (cmd.op === 'save') {
            next = editAtPosition(model, cmd.at, { description: cmd.label });
            res = await trader.post(apiPath('/movement_certificate_goods/save_goods'), {
              ...body,
              description: cmd.label,
              itemNumber: cmd.at,
            });
          } else {
            next = removeAtPosition(model, cmd.at);
            const list = (
              await trader.get(
                apiPath('/movement_certificate_goods/by_movement_certificate_case_id/{id}', { id: c.id }),
              )
            ).json<Array<{ id: number; itemNumber: number }>>();
            const target = list.find((r) => r.itemNumber === cmd.at);
            if (!target) {
              expect(next).toBeNull();
              continue;
            }
            res = await t.app.inject({
              method: 'DELETE',
              url: apiPath('/movement_certificate_goods/{id}', { id: target.id }),
              headers: { 'x-auth-token': trader.token },
            });
          }
          if (next === null) {
            expect([res.statusCode, res.json()]).toEqual([409, { _error: 'portal.error' }]);
          } else {
            expect(res.statusCode, res.body).toBe(200);
            model = next;
          }
          const list = (
            await trader.get(apiPath('/movement_certificate_goods/by_movement_certificate_case_id/{id}', { id: c.id }))
          ).json<Model>();
          expect(list.map((r) => [r.itemNumber, r.description])).toEqual(
            model.map((r) => [r.itemNumber, r.description]),
          );
        }
      }),
      { numRuns: 12 },
    );
  });
});
