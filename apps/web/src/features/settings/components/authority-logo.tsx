import { useRef, useState } from 'react';
import { DeleteOutlined, UploadOutlined } from '@ant-design/icons';
import { Button, Flex, Form, Popconfirm, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/shared/api/api-error';
import { authorityLogoUrl, setAuthority } from '@/shared/lib/authority';
import { notify } from '@/shared/ui/notifications';
import { removeAuthorityLogo } from '../api/remove-authority-logo';
import { uploadAuthorityLogo } from '../api/upload-authority-logo';

/**
 * The authority's logo (ADR 0089): its preview, an upload (PNG or SVG; the server re-encodes it as a PNG for the
 * letterheads) and its removal. Shown under the authority's settings.
 */
export function AuthorityLogo() {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const [url, setUrl] = useState(authorityLogoUrl());
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const done = (authority: unknown) => {
    setAuthority(authority);
    setUrl(authorityLogoUrl());
    setError(null);
    notify.success({ title: t('generic.success', 'Success'), description: t('action.saved', 'Record saved.') });
  };
  const failed = (err: unknown) => {
    if (isApiError(err) && err.status === 400) setError(err.body.file ?? err.key ?? 'validation.invalid_value');
    else setError('generic.record_was_not_successfully_saved');
  };
  const upload = (file: File | undefined) => {
    if (!file) return;
    setBusy(true);
    uploadAuthorityLogo(file)
      .then(done, failed)
      .finally(() => {
        setBusy(false);
        if (input.current) input.current.value = '';
      });
  };
  const remove = () => {
    setBusy(true);
    removeAuthorityLogo()
      .then(done, failed)
      .finally(() => setBusy(false));
  };

  return (
    <Form.Item
      layout="vertical"
      label={t('parameter.authority_logo', 'Logo')}
      htmlFor="authority-logo-file"
      validateStatus={error ? 'error' : undefined}
      help={error ? t(error, error) : undefined}
      extra={t('parameter.authority_logo_help', 'A PNG or SVG image up to 512 KB; it is printed on every document.')}
      style={{ marginBottom: 20 }}
      data-testid="authority-logo"
    >
      <Flex gap={16} wrap align="center">
        <div
          style={{
            width: 96,
            height: 96,
            border: '1px solid #f0f0f0',
            borderRadius: 8,
            background: '#fafafa',
            display: 'grid',
            placeItems: 'center',
          }}
        >
          {url ? (
            <img
              src={url}
              alt={t('parameter.authority_logo', 'Logo')}
              style={{ maxWidth: 80, maxHeight: 80 }}
              data-testid="authority-logo-preview"
            />
          ) : (
            <Typography.Text type="secondary">{t('parameter.authority_no_logo', 'No logo')}</Typography.Text>
          )}
        </div>
        <input
          ref={input}
          id="authority-logo-file"
          type="file"
          accept=".png,.svg,image/png,image/svg+xml"
          style={{ display: 'none' }}
          onChange={(e) => upload(e.target.files?.[0])}
        />
        <Button icon={<UploadOutlined />} loading={busy} onClick={() => input.current?.click()}>
          {t('parameter.authority_upload_logo', 'Upload a logo')}
        </Button>
        {url && (
          <Popconfirm
            title={t('parameter.authority_remove_logo_confirm', 'Remove the logo?')}
            onConfirm={remove}
            okText={t('admin.yes', 'Yes')}
            cancelText={t('admin.no', 'No')}
          >
            <Button icon={<DeleteOutlined />} disabled={busy}>
              {t('parameter.authority_remove_logo', 'Remove the logo')}
            </Button>
          </Popconfirm>
        )}
      </Flex>
    </Form.Item>
  );
}
