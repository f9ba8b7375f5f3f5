// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/shared/api/api-error';
import { missingDocumentsMessage } from './submit-case';

const refusal = (body: Record<string, unknown>) => new ApiError(409, body as never);

describe('missingDocumentsMessage', () => {
  it('names the missing documents in the user’s language', () => {
    const error = refusal({
      _error: 'portal.required_documents_missing',
      missing: ['GEN_REQUEST', 'CMP_POWER_OF_ATTORNEY'],
      missingTypes: [
        { code: 'GEN_REQUEST', labelSQ: 'Kërkesa', labelEN: 'Request', labelSR: 'Zahtev' },
        { code: 'CMP_POWER_OF_ATTORNEY', labelSQ: 'Autorizimi', labelEN: 'Power of attorney', labelSR: 'Punomoćje' },
      ],
    });
    expect(missingDocumentsMessage(error, 'en')).toBe(
      'Add the required documents before submitting: Request, Power of attorney.',
    );
    expect(missingDocumentsMessage(error, 'sq')).toContain('Kërkesa, Autorizimi.');
  });

  it('falls back to the codes, and is null for any other refusal', () => {
    expect(
      missingDocumentsMessage(refusal({ _error: 'portal.required_documents_missing', missing: ['GEN_REQUEST'] }), 'en'),
    ).toContain('GEN_REQUEST.');
    expect(missingDocumentsMessage(refusal({ _error: 'portal.case_status_forbids' }), 'en')).toBeNull();
    expect(missingDocumentsMessage(new Error('x'), 'en')).toBeNull();
  });
});
