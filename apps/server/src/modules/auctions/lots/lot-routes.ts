import { lotDescription } from '@portal/contracts/lot-texts';
import {
  auctionLogEntrySchema,
  LOTS_PAGE_URL,
  lotCancelSchema,
  lotCloseSchema,
  lotIdSchema,
  lotInputSchema,
  lotLicenseTypeSchema,
  lotLicenseTypesSchema,
  lotProductSchema,
  lotProductsSchema,
  lotRecordSchema,
  versionEntrySchema,
} from '@portal/contracts/auctions';
import { pagedFilterQuerySchema, pagedQuerySchema, pagedSchema } from '@portal/contracts/paging';
import { lotMarkPaidSchema } from '@portal/contracts/lot-outcome';
import { productRecordSchema } from '@portal/contracts/products';
import { idParamSchema } from '@portal/contracts/input';
import { z } from 'zod';
import { signedInContext } from '../../../platform/http/context';
import type { FeaturePlugin } from '../../../platform/http/types';
import { registerProductUsage } from '../../products';
import { registerVocabularyUsage } from '../../vocabularies';
import {
  addLicenseTypes,
  addProducts,
  cancelLot,
  closeLot,
  deleteLot,
  enableLotEdit,
  getLot,
  licenseTypesInLots,
  licenseTypesOfLot,
  productsInLots,
  productsOfLot,
  removeLicenseType,
  removeProduct,
  saveLot,
} from './lot-service';
import { markLotPaid } from './lot-outcome';
import { lotHistoryPage, lotLogPage, pagedLots } from '../common/queries';
import { listExport } from '../../../platform/export/export-route';
import type { ExportColumn } from '../../../platform/export/list-export';
import type { LotRecord } from '@portal/contracts/auctions';

const id = idParamSchema;
const idParams = z.object({ id });
const okSchema = z.object({ status: z.literal('ok') });

/** `/data/rest/lots` (spec §7): CRUD, products, licence types, close, cancel, enable edit, mark paid, log, history. */
/** The lots list's columns as the administration's list shows them. */
const LOT_EXPORT: ExportColumn<LotRecord>[] = [
  { header: 'lot.code', fallback: 'Lot code', value: (row) => row.code },
  { header: 'lot.description', fallback: 'Description', value: (row, lang) => lotDescription(row, lang) },
  {
    header: 'lot.status',
    fallback: 'Status',
    value: (row) => row.status,
    label: (s) => `lot.status_${s.toLowerCase()}`,
  },
  { header: 'lot.starting_price', fallback: 'Starting price', kind: 'money', value: (row) => row.startingPrice },
  {
    header: 'lot.minimum_increment',
    fallback: 'Minimum increment',
    kind: 'money',
    value: (row) => row.minimumIncrementAmount,
  },
  { header: 'lot.guarantee_amount', fallback: 'Guarantee amount', kind: 'money', value: (row) => row.guaranteeAmount },
  { header: 'lot.product_count', fallback: 'Products', kind: 'number', value: (row) => row.productCount },
  { header: 'lot.auction', fallback: 'Auction', value: (row) => row.auctionNumber },
];

export const lotRoutes: FeaturePlugin = (app) => {
  const manage = { access: { pages: [LOTS_PAGE_URL] } } as const;
  const tags = ['lots'];
  // Products and licence types that lots refer to are never deleted.
  registerProductUsage(productsInLots);
  registerVocabularyUsage('license_types', licenseTypesInLots);

  app.get('/lots/paged', {
    config: manage,
    schema: {
      tags,
      summary: 'Lots: one page (filter[code|status|auction|free|search], sort)',
      querystring: pagedFilterQuerySchema,
      response: { 200: pagedSchema(lotRecordSchema) },
    },
    handler: (request) => pagedLots(signedInContext(request), request.query),
  });
  app.get(
    '/lots/export',
    listExport({
      config: manage,
      name: 'lots',
      tags,
      read: (request, query) => pagedLots(signedInContext(request), query),
      columns: LOT_EXPORT,
    }),
  );

  app.get('/lots/log', {
    config: manage,
    schema: {
      tags,
      summary: 'Audit log of a lot, newest first',
      querystring: pagedQuerySchema.extend({ id }),
      response: { 200: pagedSchema(auctionLogEntrySchema) },
    },
    handler: (request) => lotLogPage(signedInContext(request), request.query),
  });

  app.get('/lots/history', {
    config: manage,
    schema: {
      tags,
      summary: 'Earlier versions of a lot (kept by enable edit), newest first',
      querystring: pagedQuerySchema.extend({ id }),
      response: { 200: pagedSchema(versionEntrySchema) },
    },
    handler: (request) => lotHistoryPage(signedInContext(request), request.query),
  });

  app.get('/lots/current', {
    config: manage,
    schema: {
      tags,
      summary: 'The current version of a lot',
      querystring: z.object({ id }),
      response: { 200: lotRecordSchema },
    },
    handler: (request) => getLot(signedInContext(request), request.query.id),
  });

  app.get('/lots/:id', {
    config: manage,
    schema: { tags, summary: 'One lot', params: idParams, response: { 200: lotRecordSchema } },
    handler: (request) => getLot(signedInContext(request), request.params.id),
  });

  app.get('/lots/:id/products', {
    config: manage,
    schema: {
      tags,
      summary: 'The products of a lot',
      params: idParams,
      response: { 200: z.array(productRecordSchema) },
    },
    handler: (request) => productsOfLot(signedInContext(request), request.params.id),
  });

  app.get('/lots/:id/licensetypes', {
    config: manage,
    schema: {
      tags,
      summary: 'The licence types a bidder on the lot must hold',
      params: idParams,
      response: { 200: z.array(lotLicenseTypeSchema) },
    },
    handler: (request) => licenseTypesOfLot(signedInContext(request), request.params.id),
  });

  app.post('/lots', {
    config: manage,
    schema: {
      tags,
      summary: 'Create a lot, or change one that may be edited when the body has an id',
      body: lotInputSchema,
      response: { 200: lotRecordSchema },
    },
    handler: (request) => saveLot(signedInContext(request), request.body),
  });

  app.delete('/lots/:id', {
    config: manage,
    schema: { tags, summary: 'Delete a CREATED lot', params: idParams, response: { 200: okSchema } },
    handler: async (request) => {
      await deleteLot(signedInContext(request), request.params.id);
      return { status: 'ok' as const };
    },
  });

  app.post('/lots/add_products', {
    config: manage,
    schema: {
      tags,
      summary: 'Put available products into a lot',
      body: lotProductsSchema,
      response: { 200: lotRecordSchema },
    },
    handler: (request) => addProducts(signedInContext(request), request.body),
  });

  app.post('/lots/remove_product', {
    config: manage,
    schema: { tags, summary: 'Give a product back', body: lotProductSchema, response: { 200: lotRecordSchema } },
    handler: (request) => removeProduct(signedInContext(request), request.body),
  });

  app.post('/lots/add_license_types', {
    config: manage,
    schema: {
      tags,
      summary: 'Require licence types of bidders',
      body: lotLicenseTypesSchema,
      response: { 200: lotRecordSchema },
    },
    handler: (request) => addLicenseTypes(signedInContext(request), request.body),
  });

  app.delete('/lots/remove_license_type/:id', {
    config: manage,
    schema: {
      tags,
      summary: 'Remove a required licence type (id of the lot licence type)',
      params: idParams,
      response: { 200: lotRecordSchema },
    },
    handler: (request) => removeLicenseType(signedInContext(request), request.params.id),
  });

  app.post('/lots/close', {
    config: manage,
    schema: { tags, summary: 'Close a lot (closeReason)', body: lotCloseSchema, response: { 200: lotRecordSchema } },
    handler: (request) => closeLot(signedInContext(request), request.body),
  });

  app.post('/lots/cancel', {
    config: manage,
    schema: { tags, summary: 'Cancel a lot (cancelReason)', body: lotCancelSchema, response: { 200: lotRecordSchema } },
    handler: (request) => cancelLot(signedInContext(request), request.body),
  });

  app.post('/lots/enableedit', {
    config: manage,
    schema: {
      tags,
      summary: 'Open an assigned lot for one change (the current version goes to history)',
      body: lotIdSchema,
      response: { 200: lotRecordSchema },
    },
    handler: (request) => enableLotEdit(signedInContext(request), request.body.id),
  });

  app.post('/lots/markpaid', {
    config: manage,
    schema: {
      tags,
      summary: 'Mark a sold lot paid (paymentInformation, contractNumber)',
      body: lotMarkPaidSchema,
      response: { 200: lotRecordSchema },
    },
    handler: (request) => markLotPaid(signedInContext(request), request.body),
  });
};
