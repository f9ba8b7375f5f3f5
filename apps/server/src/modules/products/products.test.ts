import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type Session } from '../../test/harness';
import { changeProductStatus } from './service';
import { anonymousGet, createReferences, deleteAs, productBody, type Refs } from './test-support';
import { apiPath } from '../../test/api-client';

describe('products: create, edit, history, log, withdraw, delete', async () => {
  const t = await buildTestApp();
  let admin: Session;
  let operator: Session;
  let trader: Session;
  let refs: Refs;
  const create = async (extra: Record<string, unknown> = {}) => {
    const res = await operator.post(apiPath('/products'), productBody(refs, extra));
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };

  beforeAll(async () => {
    admin = await t.loginAs('admin');
    operator = await t.loginAs('operator');
    trader = await t.loginAs('trader');
    refs = await createReferences(admin);
  });

  it('creates with a generated readable code, labels and field locks', async () => {
    const product = await create();
    expect(product.code).toMatch(new RegExp(`^P-${new Date().getUTCFullYear()}-0*${product.id}$`));
    expect(product).toMatchObject({
      status: 'AVAILABLE',
      version: 1,
      quantity: 2.5,
      descriptionEN: null,
      descriptionSR: null,
      lotId: null,
      firstPhotoId: null,
      qualityType: { id: refs.qualityTypeId, labelEN: 'EN NEW' },
      measurementUnit: { id: refs.measurementUnitId, symbol: 'pcs' },
      subcategory: { id: refs.subcategoryId },
    });
    expect(product.fieldProperties.code.disabled).toBe(true);
    expect(product.fieldProperties.quantity.disabled).toBe(false);
    const draft = await operator.get(apiPath('/products/new'));
    expect(draft.statusCode).toBe(200);
    expect(draft.json().fieldProperties.code.disabled).toBe(false);
    expect((await operator.get(apiPath('/products/{id}', { id: product.id }))).json().id).toBe(product.id);
  });

  it('takes an entered code in upper case, once', async () => {
    expect((await create({ code: 'abc-1' })).code).toBe('ABC-1');
    const again = await operator.post(apiPath('/products'), productBody(refs, { code: 'ABC-1' }));
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ code: 'product.code_exists' });
    const reserved = await operator.post(apiPath('/products'), productBody(refs, { code: 'P-2026-000999' }));
    expect(reserved.json()).toEqual({ code: 'product.code_reserved' });
  });

  it('refuses bad input with field keys', async () => {
    const res = await operator.post(apiPath('/products'), {
      ...productBody(refs),
      nameSQ: ' ',
      quantity: 0,
      location: '',
      code: 'bad code!',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      nameSQ: 'generic.required',
      quantity: 'validation.positive',
      location: 'generic.required',
      code: 'validation.code_format',
    });
    const decimals = await operator.post(apiPath('/products'), productBody(refs, { quantity: 1.2345 }));
    expect(decimals.json()).toEqual({ quantity: 'validation.decimals_3' });
    const missing = await operator.post(apiPath('/products'), { nameSQ: 'x' });
    expect(missing.json()).toMatchObject({ subcategoryId: 'generic.required', quantity: 'generic.required' });
  });

  it('refuses an unknown subcategory and an inactive quality type', async () => {
    const unknown = await operator.post(apiPath('/products'), productBody(refs, { subcategoryId: 999999 }));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({ subcategoryId: 'validation.not_found' });
    const inactive = await admin.post(apiPath('/quality_types'), {
      code: 'OLD',
      labelSQ: 'e vjetër',
      labelEN: 'old',
      labelSR: 'staro',
      active: false,
    });
    const res = await operator.post(apiPath('/products'), productBody(refs, { qualityTypeId: inactive.json().id }));
    expect(res.json()).toEqual({ qualityTypeId: 'validation.inactive' });
  });

  it('lets only holders of the products page manage products', async () => {
    expect((await trader.post(apiPath('/products'), productBody(refs))).statusCode).toBe(403);
    expect((await trader.get(apiPath('/products/paged'))).statusCode).toBe(403);
    expect((await anonymousGet(t, apiPath('/products/paged'))).statusCode).toBe(401);
    const product = await create();
    expect((await trader.post(apiPath('/products/withdraw'), { id: product.id, reason: 'x' })).statusCode).toBe(403);
    expect((await trader.post(apiPath('/products/delete_photos'), { id: product.id })).statusCode).toBe(403);
    expect((await deleteAs(t, trader, apiPath('/products/{id}', { id: product.id }))).statusCode).toBe(403);
    expect((await trader.get(`${apiPath('/products/history')}?id=${product.id}`)).statusCode).toBe(403);
  });

  it('keeps every earlier version and logs every change', async () => {
    const product = await create();
    const edited = await operator.post(apiPath('/products'), {
      ...productBody(refs),
      id: product.id,
      code: product.code,
      nameEN: 'Blue car',
      quantity: 3,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ version: 2, nameEN: 'Blue car', quantity: 3 });
    // Saving the same values changes nothing and keeps no version.
    const same = await operator.post(apiPath('/products'), {
      ...productBody(refs),
      id: product.id,
      nameEN: 'Blue car',
      quantity: 3,
    });
    expect(same.json().version).toBe(2);

    const history = (await operator.get(`${apiPath('/products/history')}?id=${product.id}`)).json();
    expect(history.totalElements).toBe(1);
    expect(history.content[0]).toMatchObject({ version: 1, action: 'update', changedBy: 'operator' });
    expect(history.content[0].values).toMatchObject({ nameEN: 'Car', quantity: 2.5 });

    const log = (await operator.get(`${apiPath('/products/log')}?id=${product.id}`)).json();
    expect(log.content.map((e: { action: string }) => e.action)).toEqual(['product.update', 'product.create']);
    expect(log.content[0].actorUsername).toBe('operator');

    const codeChange = await operator.post(apiPath('/products'), {
      ...productBody(refs),
      id: product.id,
      code: 'OTHER',
    });
    expect(codeChange.json()).toEqual({ code: 'validation.read_only' });
    expect((await operator.post(apiPath('/products'), { ...productBody(refs), id: 999999 })).statusCode).toBe(404);
  });

  it('withdraws an available product once; a withdrawn one cannot change', async () => {
    const product = await create();
    expect((await operator.post(apiPath('/products/withdraw'), { id: product.id, reason: ' ' })).json()).toEqual({
      reason: 'generic.required',
    });
    const withdrawn = await operator.post(apiPath('/products/withdraw'), {
      id: product.id,
      reason: 'Returned to owner',
    });
    expect(withdrawn.statusCode).toBe(200);
    expect(withdrawn.json()).toMatchObject({ status: 'WITHDRAWN', withdrawReason: 'Returned to owner', version: 2 });
    expect(Object.values(withdrawn.json().fieldProperties).every((p) => (p as { disabled: boolean }).disabled)).toBe(
      true,
    );

    const twice = await operator.post(apiPath('/products/withdraw'), { id: product.id, reason: 'again' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toEqual({ _error: 'product.not_available' });
    const edit = await operator.post(apiPath('/products'), { ...productBody(refs), id: product.id, nameEN: 'x' });
    expect(edit.statusCode).toBe(409);
    expect(edit.json()).toEqual({ _error: 'product.not_editable' });
    expect((await operator.post(apiPath('/products/delete_photos'), { id: product.id })).statusCode).toBe(409);
    expect((await operator.post(apiPath('/products/withdraw'), { id: 999999, reason: 'x' })).statusCode).toBe(404);
    // Never in a lot: it can still be deleted.
    expect((await deleteAs(t, operator, apiPath('/products/{id}', { id: product.id }))).statusCode).toBe(200);
    expect((await operator.get(apiPath('/products/{id}', { id: product.id }))).statusCode).toBe(404);
  });

  it('in a lot: only wording and place change; not withdrawn; never deleted once used', async () => {
    const product = await create();
    const actor = { actorId: null, actorUsername: 'lots', ip: null };
    await t.platform.db.transaction((tx) => changeProductStatus(tx, product.id, 'IN_LOT', { lotId: 77 }, actor));
    const record = (await operator.get(apiPath('/products/{id}', { id: product.id }))).json();
    expect(record).toMatchObject({ status: 'IN_LOT', lotId: 77 });
    expect(record.fieldProperties.quantity.disabled).toBe(true);
    expect(record.fieldProperties.location.disabled).toBe(false);

    const quantity = await operator.post(apiPath('/products'), { ...productBody(refs), id: product.id, quantity: 9 });
    expect(quantity.statusCode).toBe(400);
    expect(quantity.json()).toEqual({ quantity: 'validation.read_only' });
    const wording = await operator.post(apiPath('/products'), {
      ...productBody(refs),
      id: product.id,
      location: 'Vlorë',
    });
    expect(wording.json()).toMatchObject({ location: 'Vlorë', status: 'IN_LOT' });
    expect((await operator.post(apiPath('/products/withdraw'), { id: product.id, reason: 'x' })).statusCode).toBe(409);
    expect((await deleteAs(t, operator, apiPath('/products/{id}', { id: product.id }))).json()).toEqual({
      _error: 'product.in_use',
    });

    await expect(
      t.platform.db.transaction((tx) => changeProductStatus(tx, product.id, 'WITHDRAWN', {}, actor)),
    ).rejects.toMatchObject({ statusCode: 409 });
    await t.platform.db.transaction((tx) => changeProductStatus(tx, product.id, 'AVAILABLE', {}, actor));
    expect((await operator.get(apiPath('/products/{id}', { id: product.id }))).json()).toMatchObject({
      status: 'AVAILABLE',
      lotId: null,
    });
    // It was in a lot once: kept for the record.
    expect((await deleteAs(t, operator, apiPath('/products/{id}', { id: product.id }))).statusCode).toBe(409);
  });

  it('keeps vocabulary records that products use', async () => {
    const res = await deleteAs(t, admin, apiPath('/quality_types/{id}', { id: refs.qualityTypeId }));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ _error: 'vocabulary.in_use' });
  });
});
