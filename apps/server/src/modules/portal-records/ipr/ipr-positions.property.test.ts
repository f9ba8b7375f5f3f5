import { beforeAll, describe, it } from 'vitest';
import { buildTestApp, type Session } from '../../../test/harness';
import { checkPositionsFollowModel } from '../test-support';
import { buildIpr } from '../../../test/factories';
import { apiPath } from '../../../test/api-client';

/** The rights and goods of an IPR case keep the positions' model (see checkPositionsFollowModel). */
describe('IPR entries: positions through the API follow the model', async () => {
  const t = await buildTestApp();
  const db = t.platform.db;
  let trader: Session;
  beforeAll(async () => {
    trader = await t.loginAs('trader');
  });
  const newCase = () => buildIpr(db, 'trader');

  it('rights: agree with addAtPosition, editAtPosition and removeAtPosition', async () => {
    await checkPositionsFollowModel(t.app, trader, {
      newCase,
      list: (id) => apiPath('/ipr_rights/by_ipr_case_id/{id}', { id }),
      add: apiPath('/ipr_rights/add_ipr_rights_to_ipr_case'),
      save: apiPath('/ipr_rights/save_rights'),
      remove: (id) => apiPath('/ipr_rights/{id}', { id }),
      line: (id, label) => ({ iprCase: { id }, rightType: 'PATENT', rightNumber: label }),
      labelOf: (line) => line.rightNumber,
    });
  });

  it('goods: agree with addAtPosition, editAtPosition and removeAtPosition', async () => {
    await checkPositionsFollowModel(
      t.app,
      trader,
      {
        newCase,
        list: (id) => apiPath('/ipr_goods/by_ipr_case_id/{id}', { id }),
        add: apiPath('/ipr_goods/add_ipr_goods_to_ipr_case'),
        save: apiPath('/ipr_goods/save_goods'),
        remove: (id) => apiPath('/ipr_goods/{id}', { id }),
        line: (id, label) => ({ iprCase: { id }, description: label }),
        labelOf: (line) => line.description,
      },
      6,
    );
  });
});
