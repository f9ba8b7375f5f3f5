import { attachmentSchema } from '@portal/contracts/attachments';
import { pagedFilterQuerySchema, pagedQuerySchema, pagedSchema } from '@portal/contracts/paging';
import {
  PRODUCT_PICTURE_BEAN,
  PRODUCTS_PAGE_URL,
  productDraftSchema,
  productHistoryEntrySchema,
  productIdSchema,
  productInputSchema,
  productLogEntrySchema,
  productRecordSchema,
  productViewSchema,
  productWithdrawSchema,
} from '@portal/contracts/products';
import { idParamSchema } from '@portal/contracts/input';
import { z } from 'zod';
import { contextOf, signedInContext } from '../../platform/http/context';
import type { FeaturePlugin } from '../../platform/http/types';
import { startStep } from '../../platform/start-timing';
import { listAttachments } from '../attachments';
import { registerVocabularyUsage } from '../vocabularies';
import { registerProductPictures } from './photos';
import { pagedProducts, productHistoryPage, productLogPage, productsView } from './queries';
import { seedDemoProducts } from './seed';
import {
  deleteProduct,
  deleteProductPhotos,
  getProduct,
  newProduct,
  saveProduct,
  VOCABULARY_USAGE,
  withdrawProduct,
} from './service';

const id = idParamSchema;
const idParams = z.object({ id });
const idQuery = z.object({ id });
const okSchema = z.object({ status: z.literal('ok') });

/** `/data/rest/products` (spec §7): CRUD, withdraw, history, log, delete_photos, product_pictures, products_view. */
export const productRoutes: FeaturePlugin = async (app, { db, storage, config }) => {
  const manage = { access: { pages: [PRODUCTS_PAGE_URL] } } as const;
  const tags = ['products'];
  registerProductPictures();
  for (const [type, check] of Object.entries(VOCABULARY_USAGE)) {
    registerVocabularyUsage(type as keyof typeof VOCABULARY_USAGE, check);
  }
  // Demo products with photos; tests (in-memory databases) build their own.
  if (config.demoSeed && config.demoFiles) {
    await seedDemoProducts({ db, storage }, app.log);
    startStep('demo products');
  }

  app.get('/products/paged', {
    config: manage,
    schema: {
      tags,
      summary: 'Products: one page (page, count, sort, filter[code|name|search|subcategory|category|status|…])',
      querystring: pagedFilterQuerySchema,
      response: { 200: pagedSchema(productRecordSchema) },
    },
    handler: (request) => pagedProducts(signedInContext(request), request.query),
  });

  app.get('/products/products_view', {
    config: { access: 'public', publicCache: { tags: ['products'] } },
    schema: {
      tags,
      summary: 'Available products for visitors (page, count, filter[subcategory|category|search])',
      querystring: pagedFilterQuerySchema,
      response: { 200: pagedSchema(productViewSchema) },
    },
    handler: (request) => productsView(contextOf(request), request.query),
  });

  app.get('/products/product_pictures', {
    // The owner of the bean decides: photos of products on offer are public.
    config: { access: 'public' },
    schema: {
      tags,
      summary: 'The photos of a product',
      querystring: idQuery,
      response: { 200: z.array(attachmentSchema) },
    },
    handler: (request) =>
      listAttachments(
        { db, storage },
        { auth: request.auth, ip: request.ip },
        { bean: PRODUCT_PICTURE_BEAN, objectId: request.query.id },
      ),
  });

  app.get('/products/new', {
    config: manage,
    schema: { tags, summary: 'A blank product', response: { 200: productDraftSchema } },
    handler: () => newProduct(),
  });

  app.get('/products/history', {
    config: manage,
    schema: {
      tags,
      summary: 'Earlier versions of a product, newest first',
      querystring: pagedQuerySchema.extend({ id }),
      response: { 200: pagedSchema(productHistoryEntrySchema) },
    },
    handler: (request) => productHistoryPage(signedInContext(request), request.query.id, request.query),
  });

  app.get('/products/log', {
    config: manage,
    schema: {
      tags,
      summary: 'Audit log of a product, newest first',
      querystring: pagedQuerySchema.extend({ id }),
      response: { 200: pagedSchema(productLogEntrySchema) },
    },
    handler: (request) => productLogPage(signedInContext(request), request.query.id, request.query),
  });

  app.get('/products/:id', {
    config: manage,
    schema: { tags, summary: 'One product', params: idParams, response: { 200: productRecordSchema } },
    handler: (request) => getProduct(signedInContext(request).db, request.params.id),
  });

  app.post('/products', {
    config: manage,
    schema: {
      tags,
      summary: 'Create a product, or update it when the body has an id',
      body: productInputSchema,
      response: { 200: productRecordSchema },
    },
    handler: (request) => saveProduct(signedInContext(request), request.body),
  });

  app.post('/products/withdraw', {
    config: manage,
    schema: {
      tags,
      summary: 'Withdraw an available product (reason required)',
      body: productWithdrawSchema,
      response: { 200: productRecordSchema },
    },
    handler: (request) => withdrawProduct(signedInContext(request), request.body.id, request.body.reason),
  });

  app.post('/products/delete_photos', {
    config: manage,
    schema: {
      tags,
      summary: 'Delete every photo of a product',
      body: productIdSchema,
      response: { 200: z.object({ deleted: z.number().int() }) },
    },
    handler: async (request) => ({
      deleted: await deleteProductPhotos(signedInContext(request), request.body.id),
    }),
  });

  app.delete('/products/:id', {
    config: manage,
    schema: { tags, summary: 'Delete a product never used', params: idParams, response: { 200: okSchema } },
    handler: async (request) => {
      await deleteProduct(signedInContext(request), request.params.id);
      return { status: 'ok' as const };
    },
  });
};
