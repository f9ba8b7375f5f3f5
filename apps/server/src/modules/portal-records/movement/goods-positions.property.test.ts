import { beforeAll, describe, it } from 'vitest';
import { buildTestApp, type Session } from '../../../test/harness';
import { checkPositionsFollowModel } from '../test-support';
import { buildMovementCase } from '../../../test/factories';
import { apiPath } from '../../../test/api-client';

/** The goods lines and invoices of a movement certificate case keep the positions' model (see checkPositionsFollowModel). */
describe('movement certificate lines: positions through the API follow the model', async () => {
  const t = await buildTestApp();
  const db = t.platform.db;
  let trader: Session;
  beforeAll(async () => {
    trader = await t.loginAs('trader');
  });
  const newCase = () => buildMovementCase(db, 'trader');
  const caseRef = (id: number) => ({ movementCertificateCase: { id } });

  it('goods: agree with addAtPosition, editAtPosition and removeAtPosition', async () => {
    await checkPositionsFollowModel(t.app, trader, {
      newCase,
      list: (id) => apiPath('/movement_certificate_goods/by_movement_certificate_case_id/{id}', { id }),
      add: apiPath('/movement_certificate_goods/add_movement_certificate_goods_to_movement_certificate_case'),
      save: apiPath('/movement_certificate_goods/save_goods'),
      remove: (id) => apiPath('/movement_certificate_goods/{id}', { id }),
      line: (id, label) => ({ ...caseRef(id), description: label }),
      labelOf: (line) => line.description,
    });
  });

  it('invoices: agree with addAtPosition, editAtPosition and removeAtPosition', async () => {
    await checkPositionsFollowModel(
      t.app,
      trader,
      {
        newCase,
        list: (id) => apiPath('/movement_certificate_invoices/by_movement_certificate_case_id/{id}', { id }),
        add: apiPath('/movement_certificate_invoices/add_movement_certificate_invoices_to_movement_certificate_case'),
        save: apiPath('/movement_certificate_invoices/save_invoices'),
        remove: (id) => apiPath('/movement_certificate_invoices/{id}', { id }),
        line: (id, label) => ({ ...caseRef(id), invoiceNumber: label }),
        labelOf: (line) => line.invoiceNumber,
      },
      6,
    );
  });
});
