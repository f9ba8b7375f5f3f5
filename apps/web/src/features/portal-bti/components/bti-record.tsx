import { LockOutlined } from '@ant-design/icons';
import { Alert, Button, Descriptions, Flex, Form, Input, Skeleton, Tag, Tooltip } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiPath } from '@portal/contracts/api-paths';
import { localized } from '@portal/contracts/multilingual';
import { BTI_COMMERCIAL_NAME_MAX, BTI_GOODS_DESCRIPTION_MAX, type Bti } from '@portal/contracts/portal-bti';
import { applyServerErrors } from '@/shared/form/server-errors';
import { TariffCodeInput } from '@/shared/tariff/tariff-code-input';
import { currentLanguage } from '@/shared/i18n/language';
import { QueryState } from '@/shared/ui/query-state';
import { notify } from '@/shared/ui/notifications';
import { useEditBti } from '../api/edit-bti';
import { useBti } from '../api/get-bti';
import { LABELS } from './labels';
import { formatDate } from '@/shared/lib/business-time';
import { AppForm } from '@/shared/form/app-form';

type Values = { goodsDescription?: string; commercialName?: string; proposedTariffCode?: string };
const FIELDS = ['goodsDescription', 'commercialName', 'proposedTariffCode'] as const;

/** The BTI of a case: a form while `editable`, else read-only with what the approval granted. */
export function BtiRecord({ caseId, editable }: { caseId: number; editable: boolean }) {
  const query = useBti(caseId);
  if (query.isError || !query.data)
    return <QueryState query={query} loading={<Skeleton active paragraph={{ rows: 3 }} />} />;
  return editable ? <BtiForm caseId={caseId} bti={query.data} key={query.data.id} /> : <BtiView bti={query.data} />;
}

const tariffText = (code: string, tariff: Bti['tariff']) =>
  tariff ? `${code} — ${localized(tariff, 'label', currentLanguage)}` : code;

function BtiView({ bti }: { bti: Bti }) {
  const { t } = useTranslation();
  const none = t(...LABELS.notSet);
  return (
    <Descriptions size="small" column={1} bordered data-testid="bti-view">
      {bti.reference && <Descriptions.Item label={t(...LABELS.reference)}>{bti.reference}</Descriptions.Item>}
      {bti.decidedTariffCode && (
        <Descriptions.Item label={t(...LABELS.decidedTariffCode)}>
          <span data-testid="bti-decided-code">{tariffText(bti.decidedTariffCode, bti.decidedTariff)}</span>
        </Descriptions.Item>
      )}
      <Descriptions.Item label={t(...LABELS.proposedTariffCode)}>
        <span data-testid="bti-proposed-code-view">
          {bti.proposedTariffCode ? tariffText(bti.proposedTariffCode, bti.tariff) : none}
        </span>
      </Descriptions.Item>
      {bti.classificationJustification && (
        <Descriptions.Item label={t(...LABELS.justification)}>
          <span style={{ whiteSpace: 'pre-wrap' }} data-testid="bti-justification">
            {bti.classificationJustification}
          </span>
        </Descriptions.Item>
      )}
      {bti.validFrom && (
        <Descriptions.Item label={t(...LABELS.validFrom)}>{formatDate(bti.validFrom)}</Descriptions.Item>
      )}
      {bti.validTo && (
        <Descriptions.Item label={t(...LABELS.validTo)}>
          <span data-testid="bti-valid-to">{formatDate(bti.validTo)}</span>
        </Descriptions.Item>
      )}
      <Descriptions.Item label={t(...LABELS.goodsDescription)}>
        <span style={{ whiteSpace: 'pre-wrap' }}>{bti.goodsDescription ?? none}</span>
      </Descriptions.Item>
      <Descriptions.Item label={t(...LABELS.commercialName)}>
        <Flex gap={8} wrap align="center">
          <span data-testid="bti-commercial-name-view">{bti.commercialName ?? none}</span>
          <Tooltip title={t(...LABELS.confidentialHelp)}>
            <Tag icon={<LockOutlined />} data-testid="bti-confidential">
              {t(...LABELS.confidential)}
            </Tag>
          </Tooltip>
        </Flex>
      </Descriptions.Item>
      {bti.images.length > 0 && (
        <Descriptions.Item label={t(...LABELS.images)}>
          <Flex gap={8} wrap data-testid="bti-images">
            {bti.images.map((image) => (
              <a
                key={image.attachmentId}
                href={apiPath('/portal_attachments/get/{id}', { id: image.attachmentId })}
                target="_blank"
                rel="noreferrer"
              >
                <img
                  src={apiPath('/portal_attachments/get/{id}', { id: image.attachmentId })}
                  alt={image.fileName}
                  width={96}
                  height={96}
                  style={{ objectFit: 'contain', border: '1px solid #f0f0f0', borderRadius: 4, background: '#fafafa' }}
                />
              </a>
            ))}
          </Flex>
        </Descriptions.Item>
      )}
    </Descriptions>
  );
}

function BtiForm({ caseId, bti }: { caseId: number; bti: Bti }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const [problems, setProblems] = useState<string[]>([]);
  const save = useEditBti(caseId, {
    onSuccess: () => notify.success({ title: t(...LABELS.success), description: t(...LABELS.saved) }),
  });
  const submit = (values: Values) => {
    setProblems([]);
    save.mutate(
      {
        btiCase: { id: caseId },
        goodsDescription: values.goodsDescription ?? null,
        commercialName: values.commercialName ?? null,
        proposedTariffCode: values.proposedTariffCode ?? null,
      },
      {
        onError: (error) =>
          setProblems(applyServerErrors(form, error, t, (f) => ((FIELDS as readonly string[]).includes(f) ? f : null))),
      },
    );
  };
  return (
    <AppForm<Values>
      form={form}
      layout="vertical"
      onFinish={submit}
      initialValues={{
        goodsDescription: bti.goodsDescription ?? undefined,
        commercialName: bti.commercialName ?? undefined,
        proposedTariffCode: bti.proposedTariffCode ?? undefined,
      }}
      style={{ maxWidth: 640 }}
      data-testid="bti-form"
    >
      <Alert type="info" showIcon title={t(...LABELS.documentsNote)} style={{ marginBottom: 16 }} />
      <Form.Item name="goodsDescription" label={t(...LABELS.goodsDescription)}>
        <Input.TextArea rows={4} maxLength={BTI_GOODS_DESCRIPTION_MAX} showCount data-testid="bti-goods-description" />
      </Form.Item>
      <Form.Item name="commercialName" label={t(...LABELS.commercialName)} extra={t(...LABELS.confidentialHelp)}>
        <Input maxLength={BTI_COMMERCIAL_NAME_MAX} data-testid="bti-commercial-name" />
      </Form.Item>
      <Form.Item
        name="proposedTariffCode"
        label={t(...LABELS.proposedTariffCode)}
        extra={
          bti.tariff
            ? `${t(...LABELS.tariff)}: ${localized(bti.tariff, 'label', currentLanguage)}`
            : t(...LABELS.proposedTariffHelp)
        }
      >
        <TariffCodeInput aria-label={t(...LABELS.proposedTariffCode)} data-testid="bti-proposed-code" />
      </Form.Item>
      {problems.length > 0 && <Alert type="error" showIcon title={problems.join(' ')} style={{ marginBottom: 16 }} />}
      <Flex justify="end">
        <Button type="primary" htmlType="submit" loading={save.isPending} data-testid="bti-save">
          {t(...LABELS.save)}
        </Button>
      </Flex>
    </AppForm>
  );
}
