import { documentVerificationSchema, verificationCodePathSchema } from '@portal/contracts/document-verification';
import { contextOf } from '../../platform/http/context';
import type { FeaturePlugin } from '../../platform/http/types';
import { configureVerificationAddress, verifyDocument } from './service';

/** As the movement certificate's public display (ADR 0072): per address, 30 a minute. */
const lookup = { access: 'public', noStore: true, rateLimit: { max: 30, timeWindow: '1 minute' } } as const;

export const documentVerificationRoutes: FeaturePlugin = (app, { config }) => {
  // The QR codes of the PDFs this app issues point to its public address.
  configureVerificationAddress(config.publicUrl);

  app.get('/document_verifications/:code', {
    config: lookup,
    schema: {
      tags: ['document verification'],
      summary:
        'Public: an official PDF’s kind, number, issue date, status, SHA-256 and seal by its verification code; unknown and malformed codes are the same 404 (rate limited)',
      params: verificationCodePathSchema,
      response: { 200: documentVerificationSchema },
    },
    handler: (request) => verifyDocument(contextOf(request), request.params.code),
  });
};
