import { expect, type APIRequestContext } from '@playwright/test';
import { authHeaders } from './support';

/** Available products made through the API as the operator; answers their names and ids. */
export async function createProducts(
  request: APIRequestContext,
  stamp: string,
  count = 2,
): Promise<Array<{ id: number; name: string }>> {
  const headers = await authHeaders(request, 'operator');
  const first = async (resource: string) =>
    ((await (await request.get(`/data/rest/${resource}/active`, { headers })).json()) as Array<{ id: number }>)[0].id;
  const [subcategoryId, qualityTypeId, measurementUnitId] = await Promise.all([
    first('product_subcategories'),
    first('quality_types'),
    first('measurement_units'),
  ]);
  const products: Array<{ id: number; name: string }> = [];
  for (let n = 1; n <= count; n++) {
    const name = `Produkt ankandi ${stamp}-${n}`;
    const response = await request.post('/data/rest/products', {
      headers,
      data: {
        nameSQ: name,
        nameEN: `Auction product ${n}`,
        nameSR: `Proizvod aukcije ${n}`,
        subcategoryId,
        qualityTypeId,
        measurementUnitId,
        quantity: 1,
        location: 'Terminali Durrës',
      },
    });
    expect(response.status()).toBe(200);
    products.push({ id: ((await response.json()) as { id: number }).id, name });
  }
  return products;
}

/** An ISO instant `days` from now, on the minute. */
const inDays = (days: number) => new Date(Math.floor((Date.now() + days * 86_400_000) / 60_000) * 60_000).toISOString();

export type PublishedAuction = { auction: { id: number; auctionNumber: string }; lot: { id: number; code: string } };

/** A PUBLISHED auction with one lot of one product (requiring `licenseTypeIds`), built through the API as the operator. */
export async function createPublishedAuction(
  request: APIRequestContext,
  stamp: string,
  options: { licenseTypeIds?: number[] } = {},
): Promise<PublishedAuction> {
  const headers = await authHeaders(request, 'operator');
  const post = async <T>(path: string, data: unknown): Promise<T> => {
    const response = await request.post(`/data/rest/${path}`, { headers, data });
    expect(response.status(), await response.text()).toBe(200);
    return (await response.json()) as T;
  };
  const [product] = await createProducts(request, stamp, 1);
  const lot = await post<{ id: number; code: string }>('lots', {
    description: `Lot për kërkesa ${stamp}`,
    startingPrice: 1000,
    minimumIncrementAmount: 50,
    guaranteeAmount: 100,
  });
  await post('lots/add_products', { lotId: lot.id, productIds: [product.id] });
  if (options.licenseTypeIds?.length)
    await post('lots/add_license_types', { lotId: lot.id, licenseTypeIds: options.licenseTypeIds });
  const auction = await post<{ id: number; auctionNumber: string }>('auctions', {
    startDate: inDays(2),
    endDate: inDays(3),
  });
  await post('auctions/add_lots', { auctionNumber: auction.auctionNumber, lots: [lot.id] });
  await post('auctions/publish', { id: auction.id });
  return { auction: { id: auction.id, auctionNumber: auction.auctionNumber }, lot: { id: lot.id, code: lot.code } };
}

/** A licence type (as the administrator) and a licence of it for the demo trader's company, valid for years. */
export async function licenceTypeHeldByTrader(request: APIRequestContext, stamp: string) {
  const code = `LR${stamp.slice(-6)}`;
  const label = `Licencë regjistrimi ${code}`;
  const created = await request.post('/data/rest/license_types', {
    headers: await authHeaders(request),
    data: { code, labelSQ: label, labelEN: `Registration licence ${code}`, labelSR: `Licenca ${code}`, active: true },
  });
  expect(created.status(), await created.text()).toBe(200);
  const type = (await created.json()) as { id: number };
  const licence = await request.post('/data/rest/trader_license_types', {
    headers: await authHeaders(request, 'trader'),
    data: { licenseType: { id: type.id }, validFrom: '01.01.2025', validTo: '31.12.2099' },
  });
  expect(licence.status(), await licence.text()).toBe(200);
  return { id: type.id, label, licenceId: ((await licence.json()) as { id: number }).id };
}
