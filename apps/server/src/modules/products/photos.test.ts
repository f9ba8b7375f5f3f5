import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestAppWithFiles, type Session } from '../../test/harness';
import { filesUnder, PDF } from '../attachments/test-files';
import { seedDemoProducts } from './seed';
import { anonymousGet, createReferences, deleteAs, productBody, uploadPhotos, type Refs } from './test-support';
import { apiPath } from '../../test/api-client';

describe('products: photos and the public views', async () => {
  // Its own storage folder: the test counts the files under it, and removes it afterwards.
  const t = await buildTestAppWithFiles('photos');
  const root = t.storageRoot;
  let admin: Session;
  let operator: Session;
  let trader: Session;
  let refs: Refs;
  const create = async (extra: Record<string, unknown> = {}) =>
    (await operator.post(apiPath('/products'), productBody(refs, extra))).json();

  beforeAll(async () => {
    admin = await t.loginAs('admin');
    operator = await t.loginAs('operator');
    trader = await t.loginAs('trader');
    refs = await createReferences(admin);
  });

  it('staff upload photos; visitors list and download those of available products', async () => {
    const product = await create();
    expect((await uploadPhotos(t, trader, product.id)).statusCode).toBe(403);
    expect((await uploadPhotos(t, null, product.id)).statusCode).toBe(401);
    const uploaded = await uploadPhotos(t, operator, product.id, 2);
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const [first] = uploaded.json();

    const pictures = await anonymousGet(t, `${apiPath('/products/product_pictures')}?id=${product.id}`);
    expect(pictures.statusCode).toBe(200);
    expect(pictures.json().map((p: { fileName: string }) => p.fileName)).toEqual(['photo-1.png', 'photo-2.png']);
    expect((await anonymousGet(t, apiPath('/attachments/{id}', { id: first.id }))).statusCode).toBe(200);
    expect((await operator.get(apiPath('/products/{id}', { id: product.id }))).json().firstPhotoId).toBe(first.id);
    expect((await anonymousGet(t, `${apiPath('/products/product_pictures')}?id=999999`)).statusCode).toBe(404);
    const pdf = await uploadPhotos(t, operator, product.id, 1, { name: 'offer.pdf', content: PDF });
    expect(pdf.statusCode).toBe(400);
    expect(pdf.json()).toEqual({ file: 'action.invalid_extension' });
  });

  it('hides a withdrawn product’s photos from everyone but staff', async () => {
    const product = await create();
    const [photo] = (await uploadPhotos(t, operator, product.id, 1)).json();
    await operator.post(apiPath('/products/withdraw'), { id: product.id, reason: 'Destroyed' });
    expect((await anonymousGet(t, `${apiPath('/products/product_pictures')}?id=${product.id}`)).statusCode).toBe(404);
    expect((await anonymousGet(t, apiPath('/attachments/{id}', { id: photo.id }))).statusCode).toBe(404);
    expect((await trader.get(`${apiPath('/products/product_pictures')}?id=${product.id}`)).statusCode).toBe(404);
    expect((await operator.get(`${apiPath('/products/product_pictures')}?id=${product.id}`)).json()).toHaveLength(1);
    // Staff may not add photos to a withdrawn product either.
    expect((await uploadPhotos(t, operator, product.id, 1)).statusCode).toBe(403);
  });

  it('deletes all photos of a product, and the photos of a deleted product', async () => {
    const before = filesUnder(root).length;
    const product = await create();
    await uploadPhotos(t, operator, product.id, 2);
    expect(filesUnder(root).length).toBe(before + 2);
    const res = await operator.post(apiPath('/products/delete_photos'), { id: product.id });
    expect(res.json()).toEqual({ deleted: 2 });
    expect((await operator.get(`${apiPath('/products/product_pictures')}?id=${product.id}`)).json()).toEqual([]);
    expect(filesUnder(root).length).toBe(before);
    const log = (await operator.get(`${apiPath('/products/log')}?id=${product.id}`)).json();
    expect(log.content[0]).toMatchObject({ action: 'product.delete_photos', after: { deleted: 2 } });
    expect((await operator.post(apiPath('/products/delete_photos'), { id: 999999 })).statusCode).toBe(404);

    await uploadPhotos(t, operator, product.id, 1);
    expect((await deleteAs(t, operator, apiPath('/products/{id}', { id: product.id }))).statusCode).toBe(200);
    expect(filesUnder(root).length).toBe(before);
  });

  it('products_view: available products only, 3 a page, with the first photo; filters', async () => {
    await create({ nameEN: 'Another car' });
    const other = await create({ nameEN: 'Laptop', subcategoryId: refs.otherSubcategoryId });
    const withdrawn = await create({ nameEN: 'Gone' });
    await operator.post(apiPath('/products/withdraw'), { id: withdrawn.id, reason: 'x' });
    const view = await anonymousGet(t, `${apiPath('/products/products_view')}?page=1&count=3`);
    expect(view.statusCode).toBe(200);
    const body = view.json();
    expect(body.content).toHaveLength(3);
    expect(body.content.every((p: { status: string }) => p.status === 'AVAILABLE')).toBe(true);
    expect(body.content[0]).not.toHaveProperty('fieldProperties');
    const all = (await anonymousGet(t, `${apiPath('/products/products_view')}?count=100`)).json();
    expect(all.totalElements).toBe(all.content.length);
    expect(all.content.some((p: { id: number }) => p.id === withdrawn.id)).toBe(false);
    expect(all.content.find((p: { firstPhotoId: number | null }) => p.firstPhotoId !== null)).toBeTruthy();

    const bySubcategory = (
      await anonymousGet(t, `${apiPath('/products/products_view')}?filter[subcategory]=${refs.otherSubcategoryId}`)
    ).json();
    expect(bySubcategory.content.map((p: { id: number }) => p.id)).toEqual([other.id]);
    const categoryId = other.subcategory.categoryId;
    const byCategory = (
      await anonymousGet(t, `${apiPath('/products/products_view')}?filter[category]=${categoryId}`)
    ).json();
    expect(byCategory.content.map((p: { id: number }) => p.id)).toEqual([other.id]);
    const bySearch = (await anonymousGet(t, `${apiPath('/products/products_view')}?filter[search]=lapt`)).json();
    expect(bySearch.content.map((p: { id: number }) => p.id)).toEqual([other.id]);
    expect((await anonymousGet(t, `${apiPath('/products/products_view')}?filter[status]=WITHDRAWN`)).statusCode).toBe(
      400,
    );
    expect((await anonymousGet(t, `${apiPath('/products/products_view')}?filter[category]=abc`)).statusCode).toBe(400);
  });

  it('seeds demo units, quality types and products with photos once', async () => {
    const log = { warn: () => undefined } as never;
    await seedDemoProducts({ db: t.platform.db, storage: t.platform.storage }, log);
    await seedDemoProducts({ db: t.platform.db, storage: t.platform.storage }, log);
    const demo = (await operator.get(`${apiPath('/products/paged')}?filter[code]=DEMO-&count=100`)).json();
    expect(demo.totalElements).toBe(4);
    for (const product of demo.content) {
      const photos = (await anonymousGet(t, `${apiPath('/products/product_pictures')}?id=${product.id}`)).json();
      expect(photos.length).toBeGreaterThan(0);
      expect(photos.every((p: { contentType: string; size: number }) => p.contentType === 'image/png')).toBe(true);
      expect(photos.every((p: { size: number }) => p.size < 30 * 1024)).toBe(true);
    }
  });
});
