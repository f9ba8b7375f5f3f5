import { Button, Flex, Form, Input, Typography } from 'antd';
import { SafetyCertificateOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { normalizeVerificationCode } from '@portal/contracts/document-verification';
import { isApiError } from '@/shared/api/api-error';
import { AppForm } from '@/shared/form/app-form';
import { useDocumentTitle } from '@/shared/lib/use-document-title';
import { CenteredSpinner } from '@/shared/ui/centered-spinner';
import { FailedResult, NotFoundResult } from '@/shared/ui/query-state';
import { documentVerificationQuery } from '../api/get-document-verification';
import { FileCompare } from '../components/file-compare';
import { LABELS } from '../components/labels';
import { VerificationCard } from '../components/verification-card';
import { ScreenTitle } from '@/shared/ui/screen-heading';

type FormValues = { code: string };

/**
 * `/verify?code=…` (public, the QR code's address on every official PDF; ADR 0091): the code typed or from the
 * address is looked up; the answer says what the document is and whether it is valid, with its SHA-256, and the
 * visitor can drop their copy to have the browser compare it (nothing is uploaded).
 */
export function VerifyPage() {
  const { t } = useTranslation();
  useDocumentTitle(t(...LABELS.title));
  const [params, setParams] = useSearchParams();
  const given = params.get('code') ?? '';
  const code = normalizeVerificationCode(given) ?? '';
  const query = useQuery(documentVerificationQuery(code));

  const result = () => {
    if (given === '') return null;
    // A malformed code in the address is answered as the server answers it: not found.
    if (code === '') return <NotFound />;
    if (query.isPending) return <CenteredSpinner />;
    if (query.isError) {
      if (isApiError(query.error) && query.error.status === 404) return <NotFound />;
      const tooMany = isApiError(query.error) && query.error.status === 429;
      return (
        <FailedResult
          title={t(...LABELS.failed)}
          subTitle={tooMany ? t(...LABELS.tooMany) : undefined}
          onRetry={() => void query.refetch()}
          testId="verify-failed"
        />
      );
    }
    return (
      <Flex vertical gap={24}>
        <VerificationCard document={query.data} />
        <FileCompare key={query.data.code} expected={query.data.sha256} />
      </Flex>
    );
  };

  return (
    <Flex vertical gap={16} style={{ maxWidth: 860 }} data-testid="verify-page">
      <ScreenTitle>{t(...LABELS.title)}</ScreenTitle>
      <Typography.Paragraph style={{ margin: 0 }}>{t(...LABELS.intro)}</Typography.Paragraph>
      <AppForm<FormValues>
        guard={false}
        key={given}
        layout="vertical"
        initialValues={{ code: code || given }}
        onFinish={(values) => setParams({ code: normalizeVerificationCode(values.code) ?? values.code.trim() })}
        data-testid="verify-form"
      >
        <Flex gap="0 12px" wrap align="flex-start">
          <Form.Item
            name="code"
            label={t(...LABELS.code)}
            extra={t(...LABELS.codeHelp)}
            required
            style={{ flex: '1 1 240px', marginBottom: 8 }}
            rules={[
              {
                validator: (_, value: string | undefined) =>
                  normalizeVerificationCode(value ?? '') === null
                    ? Promise.reject(new Error(t(...LABELS.codeInvalid)))
                    : Promise.resolve(),
              },
            ]}
          >
            <Input
              autoComplete="off"
              spellCheck={false}
              maxLength={40}
              style={{ fontFamily: 'monospace', textTransform: 'uppercase' }}
              data-testid="verify-code"
            />
          </Form.Item>
          <Form.Item label=" " colon={false} style={{ marginBottom: 8 }}>
            <Button
              type="primary"
              htmlType="submit"
              icon={<SafetyCertificateOutlined aria-hidden />}
              data-testid="verify-submit"
            >
              {t(...LABELS.check)}
            </Button>
          </Form.Item>
        </Flex>
      </AppForm>
      {result()}
    </Flex>
  );
}

function NotFound() {
  const { t } = useTranslation();
  return (
    <NotFoundResult title={t(...LABELS.notFound)} subTitle={t(...LABELS.notFoundText)} testId="verify-not-found" />
  );
}
