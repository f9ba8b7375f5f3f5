import type { Session, TestApp } from '../../test/harness';
import { multipart, PNG } from '../attachments/test-files';
import { apiPath } from '../../test/api-client';

export type Refs = {
  subcategoryId: number;
  otherSubcategoryId: number;
  qualityTypeId: number;
  measurementUnitId: number;
};

/**
 * A unit, a quality type and two subcategories of different categories for test products. The codes
 * carry a suffix: on PostgreSQL the demo seed (a stored database) already holds `PCS` and `NEW`.
 */
export async function createReferences(admin: Session, suffix = '.T'): Promise<Refs> {
  const labels = (code: string) => ({
    code: `${code}${suffix}`,
    labelSQ: `SQ ${code}`,
    labelEN: `EN ${code}`,
    labelSR: `SR ${code}`,
    active: true,
  });
  const unit = await admin.post(apiPath('/measurement_units'), { ...labels('PCS'), symbol: 'pcs' });
  const quality = await admin.post(apiPath('/quality_types'), labels('NEW'));
  if (unit.statusCode !== 200 || quality.statusCode !== 200)
    throw new Error(`references: ${unit.body} ${quality.body}`);
  const subcategories = (await admin.get(apiPath('/product_subcategories/active'))).json<
    Array<{
      id: number;
      categoryId: number;
    }>
  >();
  const first = subcategories[0];
  const other = subcategories.find((s) => s.categoryId !== first.categoryId)!;
  return {
    subcategoryId: first.id,
    otherSubcategoryId: other.id,
    qualityTypeId: quality.json().id,
    measurementUnitId: unit.json().id,
  };
}

export function productBody(refs: Refs, extra: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    code: '',
    nameSQ: 'Veturë',
    nameEN: 'Car',
    nameSR: 'Vozilo',
    descriptionSQ: 'Përshkrim',
    descriptionEN: '',
    descriptionSR: null,
    subcategoryId: refs.subcategoryId,
    qualityTypeId: refs.qualityTypeId,
    measurementUnitId: refs.measurementUnitId,
    quantity: 2.5,
    location: 'Durrës',
    ...extra,
  };
}

export async function uploadPhotos(
  t: TestApp,
  session: Session | null,
  productId: number,
  count = 2,
  file: { name: string; content: Buffer } | null = null,
) {
  const body = multipart(Array.from({ length: count }, (_, i) => file ?? { name: `photo-${i + 1}.png`, content: PNG }));
  return t.app.inject({
    method: 'POST',
    url: apiPath('/attachments/{bean}/{objectId}', { bean: 'product_picture', objectId: productId }),
    headers: { ...body.headers, ...(session ? { 'x-auth-token': session.token } : {}) },
    payload: body.payload,
  });
}

export function anonymousGet(t: TestApp, url: string) {
  return t.app.inject({ method: 'GET', url });
}

export function deleteAs(t: TestApp, session: Session, url: string) {
  return t.app.inject({ method: 'DELETE', url, headers: { 'x-auth-token': session.token } });
}
