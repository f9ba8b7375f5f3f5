import { LOT_ACTION_STATUSES, LOT_STATUSES, type LotAction } from '@portal/contracts/auction-status';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type Session } from '../../../test/harness';
import { lots } from '../tables';
import {
  auctionInStatus,
  buildFixture,
  createLot,
  createProduct,
  deleteRequest,
  lotBody,
  type Fixture,
} from '../test-support';
import { apiPath } from '../../../test/api-client';

describe('lots: administration', async () => {
  const t = await buildTestApp();
  let f: Fixture;
  beforeAll(async () => {
    f = await buildFixture(t);
  });

  it('creates and edits a lot, refusing bad amounts with field keys', async () => {
    const lot = await createLot(f, { products: 0 });
    expect(lot).toMatchObject({ status: 'CREATED', lotPart: 1, bidSeq: 0, highestBid: null, version: 1 });
    const edited = await f.operator.post(apiPath('/lots'), lotBody({ id: lot.id, startingPrice: 2500.5 }));
    expect(edited.json()).toMatchObject({ startingPrice: 2500.5, version: 1 });
    // Money is a JSON number: the same amount as text is refused on its field, and nothing changes.
    const asText = await f.operator.post(
      apiPath('/lots'),
      lotBody({ id: lot.id, startingPrice: '2600.50', minimumIncrementAmount: '60', guaranteeAmount: '0' }),
    );
    expect([asText.statusCode, asText.json()]).toEqual([
      400,
      {
        startingPrice: 'validation.amount_invalid',
        minimumIncrementAmount: 'validation.amount_invalid',
        guaranteeAmount: 'validation.amount_invalid',
      },
    ]);
    expect((await f.operator.get(apiPath('/lots/{id}', { id: lot.id }))).json()).toMatchObject({
      startingPrice: 2500.5,
    });
    const bad = await f.operator.post(apiPath('/lots'), {
      description: ' ',
      startingPrice: 0,
      minimumIncrementAmount: 1.234,
      guaranteeAmount: -1,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({
      description: 'generic.required',
      startingPrice: 'validation.amount_invalid',
      minimumIncrementAmount: 'validation.amount_decimals',
      guaranteeAmount: 'validation.amount_invalid',
    });
    // Amounts too small for a cent are refused, never stored as 0 (which the table's checks would refuse).
    const tiny = await f.operator.post(
      apiPath('/lots'),
      lotBody({ startingPrice: 1e-300, minimumIncrementAmount: 1e-10 }),
    );
    expect([tiny.statusCode, tiny.json()]).toEqual([
      400,
      { startingPrice: 'validation.amount_decimals', minimumIncrementAmount: 'validation.amount_decimals' },
    ]);
    const missing = await f.operator.post(apiPath('/lots'), { description: 'x' });
    expect(missing.json()).toMatchObject({ startingPrice: 'generic.required', guaranteeAmount: 'generic.required' });
    expect((await f.operator.post(apiPath('/lots'), lotBody({ id: 999999 }))).statusCode).toBe(404);
  });

  it('keeps the description in English and Serbian beside the Albanian one: missing keeps, empty clears', async () => {
    const created = await f.operator.post(
      apiPath('/lots'),
      lotBody({ descriptionEN: 'Two cars', descriptionSR: 'Dva auta' }),
    );
    expect(created.statusCode, created.body).toBe(200);
    const id = created.json().id;
    expect(created.json()).toMatchObject({
      description: 'Two cars',
      descriptionEN: 'Two cars',
      descriptionSR: 'Dva auta',
    });
    const kept = await f.operator.post(apiPath('/lots'), lotBody({ id, description: 'Dy vetura' }));
    expect(kept.json()).toMatchObject({
      description: 'Dy vetura',
      descriptionEN: 'Two cars',
      descriptionSR: 'Dva auta',
    });
    const cleared = await f.operator.post(
      apiPath('/lots'),
      lotBody({ id, description: 'Dy vetura', descriptionSR: '' }),
    );
    expect(cleared.json()).toMatchObject({ descriptionEN: 'Two cars', descriptionSR: null });
    const tooLong = await f.operator.post(apiPath('/lots'), lotBody({ id, descriptionEN: 'x'.repeat(4001) }));
    expect([tooLong.statusCode, Object.keys(tooLong.json())]).toEqual([400, ['descriptionEN']]);
  });

  it('keeps a product in one open lot and gives it back on removal, close and cancel', async () => {
    const lot = await createLot(f);
    const other = await createLot(f, { products: 0 });
    const [productId] = lot.productIds;
    const taken = await f.operator.post(apiPath('/lots/add_products'), { lotId: other.id, productIds: [productId] });
    expect([taken.statusCode, taken.json()]).toEqual([409, { _error: 'lot.product_in_other_lot', productId }]);
    const unknown = await f.operator.post(apiPath('/lots/add_products'), { lotId: other.id, productIds: [999999] });
    expect([unknown.statusCode, unknown.json()]).toEqual([400, { productIds: 'validation.not_found' }]);
    const withdrawn = await createProduct(f);
    await f.operator.post(apiPath('/products/withdraw'), { id: withdrawn, reason: 'damaged' });
    const notAvailable = await f.operator.post(apiPath('/lots/add_products'), {
      lotId: other.id,
      productIds: [withdrawn],
    });
    expect(notAvailable.json()).toEqual({ _error: 'lot.product_not_available', productId: withdrawn });
    // A product that has been in a lot is never deleted.
    expect((await deleteRequest(t, f.operator, apiPath('/products/{id}', { id: productId }))).json()).toEqual({
      _error: 'product.in_use',
    });

    const removed = await f.operator.post(apiPath('/lots/remove_product'), { lotId: lot.id, productId });
    expect(removed.json().productCount).toBe(0);
    expect((await f.operator.get(apiPath('/products/{id}', { id: productId }))).json().status).toBe('AVAILABLE');
    expect((await f.operator.post(apiPath('/lots/remove_product'), { lotId: lot.id, productId })).statusCode).toBe(404);
    const moved = await f.operator.post(apiPath('/lots/add_products'), { lotId: other.id, productIds: [productId] });
    expect(moved.json().productCount).toBe(1);

    const noReason = await f.operator.post(apiPath('/lots/close'), { id: other.id, closeReason: ' ' });
    expect(noReason.json()).toEqual({ closeReason: 'generic.required' });
    expect((await f.operator.post(apiPath('/lots/cancel'), { id: other.id })).json()).toEqual({
      cancelReason: 'generic.required',
    });
    const closed = await f.operator.post(apiPath('/lots/close'), { id: other.id, closeReason: 'No interest' });
    expect(closed.json()).toMatchObject({ status: 'CLOSED', closeReason: 'No interest' });
    expect((await f.operator.get(apiPath('/products/{id}', { id: productId }))).json()).toMatchObject({
      status: 'AVAILABLE',
      lotId: null,
    });
  });

  it('requires licence types from the vocabulary, once each, and keeps used ones in it', async () => {
    const lot = await createLot(f, { products: 0 });
    const add = (ids: number[]) =>
      f.operator.post(apiPath('/lots/add_license_types'), { lotId: lot.id, licenseTypeIds: ids });
    expect((await add([999999])).json()).toEqual({ licenseTypeIds: 'validation.not_found' });
    const inactive = await f.admin.post(apiPath('/license_types'), {
      code: 'OLD',
      labelSQ: 'V',
      labelEN: 'Old',
      labelSR: 'S',
      active: false,
    });
    expect((await add([inactive.json().id])).json()).toEqual({ licenseTypeIds: 'validation.inactive' });
    expect((await add([f.licenseTypeId])).statusCode).toBe(200);
    expect((await add([f.licenseTypeId])).statusCode).toBe(200);
    const rows = (await f.operator.get(apiPath('/lots/{id}/licensetypes', { id: lot.id }))).json();
    expect(rows).toHaveLength(1);
    const inUse = await deleteRequest(t, f.admin, apiPath('/license_types/{id}', { id: f.licenseTypeId }));
    expect(inUse.statusCode).toBe(409);
    expect(
      (await deleteRequest(t, f.operator, apiPath('/lots/remove_license_type/{id}', { id: rows[0].id }))).statusCode,
    ).toBe(200);
    expect((await f.operator.get(apiPath('/lots/{id}/licensetypes', { id: lot.id }))).json()).toEqual([]);
    expect(
      (await deleteRequest(t, f.operator, apiPath('/lots/remove_license_type/{id}', { id: rows[0].id }))).statusCode,
    ).toBe(404);
  });

  it('enables one edit of an assigned lot as a new current version and keeps the old one', async () => {
    const { lot } = await auctionInStatus(f, 'PUBLISHED');
    const refused = await f.operator.post(apiPath('/lots'), lotBody({ id: lot.id, startingPrice: 900 }));
    expect([refused.statusCode, refused.json()]).toEqual([409, { _error: 'lot.edit_not_allowed' }]);
    const enabled = await f.operator.post(apiPath('/lots/enableedit'), { id: lot.id });
    expect(enabled.json()).toMatchObject({ editEnabled: true, version: 2, status: 'ASSIGNED' });
    expect(enabled.json().fieldProperties.startingPrice.disabled).toBe(false);
    expect((await f.operator.post(apiPath('/lots/enableedit'), { id: lot.id })).statusCode).toBe(409);
    const edited = await f.operator.post(apiPath('/lots'), lotBody({ id: lot.id, startingPrice: 900 }));
    expect(edited.json()).toMatchObject({ editEnabled: false, version: 2, startingPrice: 900 });
    expect((await f.operator.post(apiPath('/lots'), lotBody({ id: lot.id, startingPrice: 800 }))).statusCode).toBe(409);
    expect((await f.operator.get(`${apiPath('/lots/current')}?id=${lot.id}`)).json()).toMatchObject({
      version: 2,
      startingPrice: 900,
    });
    const history = (await f.operator.get(`${apiPath('/lots/history')}?id=${lot.id}`)).json();
    expect(history.totalElements).toBe(1);
    expect(history.content[0]).toMatchObject({ version: 1, action: 'enable_edit' });
    expect(history.content[0].values).toMatchObject({ startingPrice: 1000, productIds: lot.productIds });
    const log = (await f.operator.get(`${apiPath('/lots/log')}?id=${lot.id}`)).json();
    expect(log.content.map((e: { action: string }) => e.action).slice(0, 2)).toEqual(['lot.update', 'lot.enable_edit']);
  });

  it('deletes only a CREATED lot and pages lots', async () => {
    const lot = await createLot(f);
    expect((await deleteRequest(t, f.operator, apiPath('/lots/{id}', { id: lot.id }))).statusCode).toBe(200);
    expect((await f.operator.get(apiPath('/lots/{id}', { id: lot.id }))).statusCode).toBe(404);
    expect((await f.operator.get(apiPath('/products/{id}', { id: lot.productIds[0] }))).json().status).toBe(
      'AVAILABLE',
    );
    const page = (
      await f.operator.get(`${apiPath('/lots/paged')}?filter[free]=true&filter[status]=CREATED&sort=code,desc`)
    ).json();
    expect(page.totalElements).toBeGreaterThan(0);
    expect(page.content.every((l: { auctionId: number | null }) => l.auctionId === null)).toBe(true);
    expect((await f.operator.get(`${apiPath('/lots/paged')}?filter[status]=NOPE`)).statusCode).toBe(400);
    const missing = { id: 999_999 };
    for (const url of [
      apiPath('/lots/{id}', missing),
      apiPath('/lots/{id}/products', missing),
      apiPath('/lots/{id}/licensetypes', missing),
      `${apiPath('/lots/dto')}?id=${missing.id}`,
    ]) {
      expect((await f.operator.get(url)).statusCode).toBe(404);
    }
  });

  it.each(LOT_STATUSES)(
    'refuses in %s every lot action the lifecycle does not allow (409 with the key)',
    async (status) => {
      const lot = await createLot(f);
      const linked = await f.operator.post(apiPath('/lots/add_license_types'), {
        lotId: lot.id,
        licenseTypeIds: [f.licenseTypeId],
      });
      expect(linked.statusCode).toBe(200);
      const [typeRow] = (await f.operator.get(apiPath('/lots/{id}/licensetypes', { id: lot.id }))).json();
      await t.platform.db.update(lots).set({ status }).where(eq(lots.id, lot.id));
      const product = await createProduct(f);
      const s: Session = f.operator;
      const calls: Array<[LotAction, () => ReturnType<Session['get']>]> = [
        ['edit', () => s.post(apiPath('/lots'), lotBody({ id: lot.id }))],
        ['delete', () => deleteRequest(t, s, apiPath('/lots/{id}', { id: lot.id }))],
        ['change_products', () => s.post(apiPath('/lots/add_products'), { lotId: lot.id, productIds: [product] })],
        [
          'change_products',
          () => s.post(apiPath('/lots/remove_product'), { lotId: lot.id, productId: lot.productIds[0] }),
        ],
        [
          'change_license_types',
          () => s.post(apiPath('/lots/add_license_types'), { lotId: lot.id, licenseTypeIds: [1] }),
        ],
        [
          'change_license_types',
          () => deleteRequest(t, s, apiPath('/lots/remove_license_type/{id}', { id: typeRow.id })),
        ],
        ['close', () => s.post(apiPath('/lots/close'), { id: lot.id, closeReason: 'r' })],
        ['cancel', () => s.post(apiPath('/lots/cancel'), { id: lot.id, cancelReason: 'r' })],
        ['enable_edit', () => s.post(apiPath('/lots/enableedit'), { id: lot.id })],
      ];
      for (const [action, call] of calls) {
        if (LOT_ACTION_STATUSES[action].includes(status)) continue;
        const res = await call();
        expect([action, res.statusCode, res.json()]).toEqual([action, 409, { _error: `lot.${action}_not_allowed` }]);
      }
      expect((await s.get(apiPath('/lots/{id}', { id: lot.id }))).json().status).toBe(status);
    },
  );
});
