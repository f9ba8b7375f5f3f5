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
import { contextOf, signedInContext } from '../../platform/http/context';
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
export const registrationRoutes: FeaturePlugin = (app, { captcha, config }) => {
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
    handler: async (request) => checkPersonalNumber(contextOf(request), request.query.personalNumber),
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
    handler: async (request) => checkCompanyUniqueNumber(contextOf(request), request.query.companyUniqueNumber),
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
      registerIndividual(contextOf(request), { captcha, publicUrl: config.publicUrl }, request.body),
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
      registerCompany(contextOf(request), { captcha, publicUrl: config.publicUrl }, request.body),
  });

  app.post('/registered_users/confirm', {
    config: { access: 'public', rateLimit: PUBLIC_POST_LIMIT },
    schema: {
      tags: ['registration'],
      summary: 'Confirm an e-mail address with the mailed code (PENDING_CONFIRMATION → PENDING_APPROVAL)',
      body: confirmRegistrationSchema,
      response: { 200: confirmRegistrationResultSchema },
    },
    handler: async (request) => confirmRegistration(contextOf(request), request.body.code),
  });

  app.post('/registered_users/manually_resend_confirmation_urls', {
    config: { access: { pages: APPROVAL_PAGES } },
    schema: {
      tags: ['registration'],
      summary: 'Staff: mail new confirmation links to users still awaiting confirmation',
      body: resendConfirmationSchema,
      response: { 200: resendConfirmationResultSchema },
    },
    handler: async (request) => resendConfirmations(signedInContext(request), config.publicUrl, request.body),
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
      await recordAccountRequest(contextOf(request), 'PASSWORD_RESET', request.body.username);
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
      await resetPassword(contextOf(request), request.body.token, request.body.password);
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
      await recordAccountRequest(contextOf(request), 'USERNAME_REMINDER', request.body.email);
      return ok;
    },
  });
};
