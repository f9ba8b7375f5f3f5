import { companySchema } from '@portal/contracts';
import { attachmentSchema } from '@portal/contracts/attachments';
import {
  COMPANY_IMAGE_EXTENSIONS,
  COMPANY_SIGNATURE_BEAN,
  COMPANY_STAMP_BEAN,
  TRADER_LICENSE_ATTACHMENT_BEAN,
  createTraderLicenseSchema,
  temporaryCompanySchema,
  traderLicenseFieldsSchema,
  traderLicenseListQuerySchema,
  traderLicenseSchema,
} from '@portal/contracts/companies';
import type { FastifyRequest } from 'fastify';
import { idParamSchema } from '@portal/contracts/input';
import { z } from 'zod';
import { forbidden, notFound, unauthorized } from '../../platform/errors';
import { requireAuth } from '../../platform/http/access';
import type { FeaturePlugin } from '../../platform/http/types';
import { registerAttachmentBean } from '../attachments';
import { attachmentsOfObjects, removeStoredFiles } from '../attachments';
import { registerVocabularyUsage } from '../vocabularies';
import { COMPANY_STAFF_PAGES, companyReadPermission, companyWritePermission, type CompanyActor } from './access';
import { companyUserRoutes } from './company-users-routes';
import {
  createLicence,
  deleteLicence,
  licenceFilePermission,
  licencesForCaller,
  licenseTypesInUse,
  updateLicence,
} from './licences-service';
import { createTemporaryCompany } from './temporary-companies';

const companyParams = z.object({ companyId: idParamSchema });
const idParams = z.object({ id: idParamSchema });
const ok = z.object({ status: z.literal('ok') });
const actorOf = (request: FastifyRequest): CompanyActor => ({ auth: requireAuth(request), ip: request.ip });
/** The portal's case pages: the intermediaries who file cases for others hold them. */
const CASE_FILER_PAGE = '/web_portal/web_portal_home_page';

/**
 * Company users, the company's signature and stamp (one current image each, object = company id)
 * and its licences (attachment object = licence id).
 */
export const companyRoutes: FeaturePlugin = async (app, platform) => {
  const { db, storage } = platform;
  for (const bean of [COMPANY_SIGNATURE_BEAN, COMPANY_STAMP_BEAN]) {
    registerAttachmentBean(bean, {
      canRead: async ({ auth }, companyId) => companyReadPermission(auth, companyId, COMPANY_STAFF_PAGES),
      canWrite: async ({ auth }, companyId) => companyWritePermission(auth, companyId),
      extensions: COMPANY_IMAGE_EXTENSIONS,
      single: true,
    });
  }
  registerAttachmentBean(TRADER_LICENSE_ATTACHMENT_BEAN, {
    canRead: async ({ db, auth }, id) => licenceFilePermission(db, auth, id, 'read'),
    canWrite: async ({ db, auth }, id) => licenceFilePermission(db, auth, id, 'write'),
    single: true,
  });
  registerVocabularyUsage('license_types', licenseTypesInUse);

  await companyUserRoutes(app, platform);

  for (const [name, bean] of [
    ['signature', COMPANY_SIGNATURE_BEAN],
    ['stamp', COMPANY_STAMP_BEAN],
  ] as const) {
    app.get(`/companies/get_company_${name}/:companyId`, {
      config: { access: 'authenticated' },
      schema: {
        tags: ['companies'],
        summary: `The company's current ${name} image (download it with GET /attachments/{id}); 404 when there is none`,
        params: companyParams,
        response: { 200: attachmentSchema },
      },
      handler: async (request) => {
        const { companyId } = request.params;
        const permission = companyReadPermission(request.auth, companyId, COMPANY_STAFF_PAGES);
        if (permission === 'not_found') throw notFound();
        if (permission !== true) throw request.auth ? forbidden() : unauthorized();
        const files = await attachmentsOfObjects(db, bean, [companyId]);
        const current = files.at(-1);
        if (!current) throw notFound();
        return current;
      },
    });
  }

  app.post('/temporary_companies', {
    config: { access: { pages: [CASE_FILER_PAGE] } },
    schema: {
      tags: ['companies'],
      summary: 'Intermediary: record the company a case is about when it is not on file (a company without account)',
      body: temporaryCompanySchema,
      response: { 200: companySchema },
    },
    handler: (request) => db.transaction((tx) => createTemporaryCompany(tx, actorOf(request), request.body)),
  });

  app.get('/trader_license_types', {
    config: { access: 'authenticated' },
    schema: {
      tags: ['companies'],
      summary: 'Licences of a company (the caller’s own by default; staff may name any companyId)',
      querystring: traderLicenseListQuerySchema,
      response: { 200: z.array(traderLicenseSchema) },
    },
    handler: (request) => licencesForCaller(db, requireAuth(request), request.query.companyId),
  });

  app.post('/trader_license_types', {
    config: { access: 'authenticated' },
    schema: {
      tags: ['companies'],
      summary: 'Company administrator: record a licence of the company (licenseType, validFrom, validTo)',
      body: createTraderLicenseSchema,
      response: { 200: traderLicenseSchema },
    },
    handler: (request) => db.transaction((tx) => createLicence(tx, actorOf(request), request.body)),
  });

  app.post(`/attachments/${TRADER_LICENSE_ATTACHMENT_BEAN}/:id/update`, {
    config: { access: 'authenticated' },
    schema: {
      tags: ['companies'],
      summary:
        'Company administrator: change a licence (licenseType, validFrom, validTo); its document is uploaded to ' +
        `POST /attachments/${TRADER_LICENSE_ATTACHMENT_BEAN}/{id}`,
      params: idParams,
      body: traderLicenseFieldsSchema,
      response: { 200: traderLicenseSchema },
    },
    handler: (request) => db.transaction((tx) => updateLicence(tx, actorOf(request), request.params.id, request.body)),
  });

  app.delete('/trader_license_types/:id', {
    config: { access: 'authenticated' },
    schema: {
      tags: ['companies'],
      summary: 'Company administrator: delete a licence and its document',
      params: idParams,
      response: { 200: ok },
    },
    handler: async (request) => {
      const keys = await db.transaction((tx) => deleteLicence(tx, actorOf(request), request.params.id));
      await removeStoredFiles(storage, keys);
      return { status: 'ok' as const };
    },
  });
};
