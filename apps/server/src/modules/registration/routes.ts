import {
  checkCompanyResultSchema,
  checkCompanyUniqueNumberQuerySchema,
  checkIndividualResultSchema,
  checkPersonalNumberQuerySchema,
  confirmRegistrationResultSchema,
  confirmRegistrationSchema,
  registerCompanySchema,
  registerIndividualSchema,
  registrationResultSchema,
  remindUsernameSchema,
  renewPasswordSchema,
  resendConfirmationResultSchema,
  resendConfirmationSchema,
  resetPasswordSchema,
  statusOkSchema,
} from '@portal/contracts';
import { actorOf } from '../../platform/audit/audit';
import type { FeaturePlugin } from '../../platform/http/types';
import {
  checkCompanyUniqueNumber,
  checkPersonalNumber,
  confirmRegistration,
  registerCompany,
  registerIndividual,
  resendConfirmations,
  resetPassword,
} from './service';
import { recordAccountRequest } from './recovery';

const APPROVAL_PAGES = ['/admin/auth/companies_for_approval', '/admin/auth/individuals_for_approval'];
export const registrationRoutes: FeaturePlugin = (app, { db, captcha, config }) => {
  // Per address, like sign-in: enough for a person filling in a form, few enough against enumeration and mail floods.
  const PUBLIC_POST_LIMIT = { max: config.loginRateLimit, timeWindow: '1 minute' };
  const CHECK_LIMIT = { max: config.loginRateLimit * 2, timeWindow: '1 minute' };
  const ok = { status: 'ok' as const };

  app.get('/registered_users/check_personal_number', {
    // The answer may carry the record on file (to its readers), to prefill the form.
    config: { access: 'public', noStore: true, rateLimit: CHECK_LIMIT },
    schema: {
      tags: ['registration'],
      summary:
        'Whether a person with this personal number may register; the record on file to prefill, for staff and the intermediary who entered it',
      querystring: checkPersonalNumberQuerySchema,
      response: { 200: checkIndividualResultSchema },
    },
    handler: async (request) => checkPersonalNumber(db, request.auth, request.query.personalNumber),
  });

  app.get('/registered_users/check_company_unique_number', {
    // The answer may carry the record on file (to its readers), to prefill the form.
    config: { access: 'public', noStore: true, rateLimit: CHECK_LIMIT },
    schema: {
      tags: ['registration'],
      summary:
        'Whether a company with this unique number may register; the record on file to prefill, for staff and the intermediary who entered it',
      querystring: checkCompanyUniqueNumberQuerySchema,
      response: { 200: checkCompanyResultSchema },
    },
    handler: async (request) => checkCompanyUniqueNumber(db, request.auth, request.query.companyUniqueNumber),
  });

  app.post('/registered_users/register_individual', {
    config: { access: 'public', rateLimit: PUBLIC_POST_LIMIT },
    schema: {
      tags: ['registration'],
      summary: 'Register a person (captcha required); a confirmation link is mailed',
      body: registerIndividualSchema,
      response: { 200: registrationResultSchema },
    },
    handler: async (request) =>
      registerIndividual(db, { captcha, publicUrl: config.publicUrl, ip: request.ip }, request.body),
  });

  app.post('/registered_users/register_company', {
    config: { access: 'public', rateLimit: PUBLIC_POST_LIMIT },
    schema: {
      tags: ['registration'],
      summary: 'Register a company and its administrator (captcha required); a confirmation link is mailed',
      body: registerCompanySchema,
      response: { 200: registrationResultSchema },
    },
    handler: async (request) =>
      registerCompany(db, { captcha, publicUrl: config.publicUrl, ip: request.ip }, request.body),
  });

  app.post('/registered_users/confirm', {
    config: { access: 'public', rateLimit: PUBLIC_POST_LIMIT },
    schema: {
      tags: ['registration'],
      summary: 'Confirm an e-mail address with the mailed code (PENDING_CONFIRMATION → PENDING_APPROVAL)',
      body: confirmRegistrationSchema,
      response: { 200: confirmRegistrationResultSchema },
    },
    handler: async (request) => confirmRegistration(db, request.body.code, request.ip),
  });

  app.post('/registered_users/manually_resend_confirmation_urls', {
    config: { access: { pages: APPROVAL_PAGES } },
    schema: {
      tags: ['registration'],
      summary: 'Staff: mail new confirmation links to users still awaiting confirmation',
      body: resendConfirmationSchema,
      response: { 200: resendConfirmationResultSchema },
    },
    handler: async (request) => resendConfirmations(db, config.publicUrl, request.body, actorOf(request)),
  });

  app.post('/user/renew_password', {
    config: { access: 'public', rateLimit: PUBLIC_POST_LIMIT },
    schema: {
      tags: ['registration'],
      summary:
        'Ask for a password-reset link (mailed by the account_requests job); the same answer, work and time whether or not the account exists',
      body: renewPasswordSchema,
      response: { 200: statusOkSchema },
    },
    handler: async (request) => {
      await recordAccountRequest(db, 'PASSWORD_RESET', request.body.username, request.ip);
      return ok;
    },
  });

  app.post('/user/reset_password', {
    config: { access: 'public', rateLimit: PUBLIC_POST_LIMIT },
    schema: {
      tags: ['registration'],
      summary: 'Set a new password with a mailed reset token; every session of the user ends',
      body: resetPasswordSchema,
      response: { 200: statusOkSchema },
    },
    handler: async (request) => {
      await resetPassword(db, request.body.token, request.body.password, request.ip);
      return ok;
    },
  });

  app.post('/user/remind_username', {
    config: { access: 'public', rateLimit: PUBLIC_POST_LIMIT },
    schema: {
      tags: ['registration'],
      summary:
        'Ask for the usernames of an e-mail address (mailed by the account_requests job); the same answer, work and time whether or not there are any',
      body: remindUsernameSchema,
      response: { 200: statusOkSchema },
    },
    handler: async (request) => {
      await recordAccountRequest(db, 'USERNAME_REMINDER', request.body.email, request.ip);
      return ok;
    },
  });
};
