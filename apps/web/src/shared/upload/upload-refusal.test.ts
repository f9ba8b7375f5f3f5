import { describe, expect, it } from 'vitest';
import { uploadRefusal } from './upload-refusal';

describe('uploadRefusal', () => {
  it('reads a quota refusal (409) with its limit, as a count and as a size', () => {
    expect(uploadRefusal({ _error: 'attachment.too_many_files', limit: 20 })).toEqual({
      key: 'attachment.too_many_files',
      values: { limit: 20, size: '20 B' },
    });
    expect(uploadRefusal({ _error: 'attachment.daily_quota_exceeded', limit: 200 * 1024 * 1024 })).toEqual({
      key: 'attachment.daily_quota_exceeded',
      values: { limit: 200 * 1024 * 1024, size: '200.0 MB' },
    });
  });

  it('prefers the field message of a 400 and has nothing to say about an empty body', () => {
    expect(uploadRefusal({ file: 'validation.file_content_mismatch' })).toEqual({
      key: 'validation.file_content_mismatch',
      values: {},
    });
    expect(uploadRefusal({})).toBeNull();
  });
});
