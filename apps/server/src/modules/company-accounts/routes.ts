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
import { idParamSchema, idPathSchema } from '@portal/contracts/input';
import { z } from 'zod';
import type { AuthContext } from '../../platform/http/access';
import { signedInContext } from '../../platform/http/context';
import type { FeaturePlugin } from '../../platform/http/types';
import { registerAttachmentBean } from '../attachments';
import { registerVocabularyUsage } from '../vocabularies';
import { COMPANY_STAFF_PAGES, companyReadPermission, companyWritePermission } from './access';
import { currentCompanyImage } from './company-images';
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
const ok = z.object({ status: z.literal('ok') });
/** The portal's case pages: the intermediaries who file cases for others hold them. */
const CASE_FILER_PAGE = '/web_portal/web_portal_home_page';
/** The schema of `GET /get_company_{signature|stamp}/{companyId}` (spec §7 "Downloads"). */
const companyImageSchema = (name: 'signature' | 'stamp') => ({
  tags: ['companies'],
  summary: `The company's current ${name} image (download it with GET /attachments/{id}); 404 when there is none`,
  params: companyParams,
  response: { 200: attachmentSchema },
});

/**
 * Company users, the company's signature and stamp (one current image each, object = company id)
 * and its licences (attachment object = licence id).
 */
export const companyRoutes: FeaturePlugin = async (app, platform) => {
  // The signature and the stamp: one current image each, object = company id.
  const companyImage = {
    canRead: ({ auth }: { auth: AuthContext | null }, companyId: number) =>
      Promise.resolve(companyReadPermission(auth, companyId, COMPANY_STAFF_PAGES)),
    canWrite: ({ auth }: { auth: AuthContext | null }, companyId: number) =>
      Promise.resolve(companyWritePermission(auth, companyId)),
    extensions: COMPANY_IMAGE_EXTENSIONS,
    single: true,
  };
  registerAttachmentBean(COMPANY_SIGNATURE_BEAN, companyImage);
  registerAttachmentBean(COMPANY_STAMP_BEAN, companyImage);
  registerAttachmentBean(TRADER_LICENSE_ATTACHMENT_BEAN, {
    canRead: async ({ db, auth }, id) => licenceFilePermission(db, auth, id, 'read'),
    canWrite: async ({ db, auth }, id) => licenceFilePermission(db, auth, id, 'write'),
    single: true,
  });
  registerVocabularyUsage('license_types', licenseTypesInUse);

  await companyUserRoutes(app, platform);

  app.get('/get_company_signature/:companyId', {
    config: { access: 'authenticated' },
    schema: companyImageSchema('signature'),
    handler: (request) =>
      currentCompanyImage(signedInContext(request), COMPANY_SIGNATURE_BEAN, request.params.companyId),
  });

  app.get('/get_company_stamp/:companyId', {
    config: { access: 'authenticated' },
    schema: companyImageSchema('stamp'),
    handler: (request) => currentCompanyImage(signedInContext(request), COMPANY_STAMP_BEAN, request.params.companyId),
  });

  app.post('/temporary_companies', {
    config: { access: { pages: [CASE_FILER_PAGE] } },
    schema: {
      tags: ['companies'],
      summary: 'Intermediary: record the company a case is about when it is not on file (a company without account)',
      body: temporaryCompanySchema,
      response: { 200: companySchema },
    },
    handler: (request) => createTemporaryCompany(signedInContext(request), request.body),
  });

  app.get('/trader_license_types', {
    config: { access: 'authenticated' },
    schema: {
      tags: ['companies'],
      summary: 'Licences of a company (the caller’s own by default; staff may name any companyId)',
      querystring: traderLicenseListQuerySchema,
      response: { 200: z.array(traderLicenseSchema) },
    },
    handler: (request) => licencesForCaller(signedInContext(request), request.query.companyId),
  });

  app.post('/trader_license_types', {
    config: { access: 'authenticated' },
    schema: {
      tags: ['companies'],
      summary: 'Company administrator: record a licence of the company (licenseType, validFrom, validTo)',
      body: createTraderLicenseSchema,
      response: { 200: traderLicenseSchema },
    },
    handler: (request) => createLicence(signedInContext(request), request.body),
  });

  app.post('/attachments/trader_license_type_attachment/:id/update', {
    config: { access: 'authenticated' },
    schema: {
      tags: ['companies'],
      summary:
        'Company administrator: change a licence (licenseType, validFrom, validTo); its document is uploaded to ' +
        'POST /attachments/trader_license_type_attachment/{id}',
      params: idPathSchema,
      body: traderLicenseFieldsSchema,
      response: { 200: traderLicenseSchema },
    },
    handler: (request) => updateLicence(signedInContext(request), request.params.id, request.body),
  });

  app.delete('/trader_license_types/:id', {
    config: { access: 'authenticated' },
    schema: {
      tags: ['companies'],
      summary: 'Company administrator: delete a licence and its document',
      params: idPathSchema,
      response: { 200: ok },
    },
    handler: async (request) => {
      await deleteLicence(signedInContext(request), request.params.id);
      return { status: 'ok' as const };
    },
  });
};
