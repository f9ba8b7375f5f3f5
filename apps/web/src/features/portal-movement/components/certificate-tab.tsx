import { Alert, Button, Descriptions, Flex, Form, Input, InputNumber, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { loadDeclarationDataSchema, type MovementCertificate } from '@portal/contracts/portal-movement';
import { schemaRule } from '@/shared/form/schema-rule';
import { CenteredSpinner } from '@/shared/ui/centered-spinner';
import { useCertificate, useEditCertificate, useLoadDeclarationData } from '../api/certificate';
import { CertificateRevocation } from './certificate-revocation';
import { LABELS } from './labels';
import { formatDate } from '@/shared/lib/business-time';
import { AppForm } from '@/shared/form/app-form';

type Values = Omit<
  MovementCertificate,
  | 'id'
  | 'movementCertificateCase'
  | 'certificateNumber'
  | 'urlNumber'
  | 'issuedAt'
  | 'validUntil'
  | 'revokedAt'
  | 'revokedReason'
>;

const TEXT_FIELDS = [
  ['exporter', LABELS.exporter],
  ['consignee', LABELS.consignee],
  ['countryOfOrigin', LABELS.countryOfOrigin],
  ['countryOfDestination', LABELS.countryOfDestination],
  ['transportDetails', LABELS.transportDetails],
  ['remarks', LABELS.remarks],
] as const;

/** The certificate: a form while editable (with the fill from a declaration), its facts and its issue when viewed. */
export function CertificateTab({
  caseId,
  caseNumber,
  editable,
  canRevoke,
  onSaved,
}: {
  caseId: number;
  caseNumber: string;
  editable: boolean;
  /** The case offers the officer `revoke_certificate`. */
  canRevoke: boolean;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const query = useCertificate(caseId);
  const [form] = Form.useForm<Values>();
  const edit = useEditCertificate(caseId, { onSuccess: onSaved });
  const load = useLoadDeclarationData(caseId, { onSuccess: onSaved });
  if (query.isPending) return <CenteredSpinner />;
  if (query.isError) return <Alert type="error" message={t('portal.movement.load_failed', 'Could not load.')} />;
  const certificate = query.data;

  if (!editable) {
    return (
      <Flex vertical gap={12}>
        {certificate && (
          <CertificateRevocation
            caseId={caseId}
            caseNumber={caseNumber}
            certificate={certificate}
            canRevoke={canRevoke}
          />
        )}
        <Descriptions column={1} size="small" bordered data-testid="movement-certificate-view">
          <Descriptions.Item label={t(...LABELS.certificateNumber)}>
            {certificate?.certificateNumber ?? '—'}
          </Descriptions.Item>
          <Descriptions.Item label={t(...LABELS.validUntil)}>
            {certificate?.validUntil ? formatDate(certificate.validUntil) : '—'}
          </Descriptions.Item>
          <Descriptions.Item label={t(...LABELS.declaration)}>
            {certificate?.declarationNumber
              ? `${certificate.declarationOffice ?? ''} / ${certificate.declarationYear ?? ''} / ${certificate.declarationNumber}`
              : '—'}
          </Descriptions.Item>
          {TEXT_FIELDS.map(([name, label]) => (
            <Descriptions.Item key={name} label={t(...label)}>
              {certificate?.[name] ?? '—'}
            </Descriptions.Item>
          ))}
        </Descriptions>
      </Flex>
    );
  }

  const fillFromDeclaration = async () => {
    const values = await form.validateFields(['declarationNumber', 'declarationOffice', 'declarationYear']);
    const answer = await load.mutateAsync({
      movementCertificateCase: { id: caseId },
      declaration: {
        declarationNumber: values.declarationNumber ?? '',
        declarationOffice: values.declarationOffice ?? '',
        declarationYear: values.declarationYear ?? 0,
      },
    });
    form.setFieldsValue(answer.movementCertificate);
  };
  // The declaration the certificate is filled from: the rules of the server's declaration look-up.
  const declaration = loadDeclarationDataSchema.shape.declaration.shape;
  const rules = (field: keyof typeof declaration) => [schemaRule(declaration[field], t, { emptyIsMissing: true })];
  return (
    <AppForm
      form={form}
      layout="vertical"
      initialValues={certificate ?? {}}
      onFinish={(values) => edit.mutateAsync({ movementCertificateCase: { id: caseId }, ...values })}
      data-testid="movement-certificate-form"
      style={{ maxWidth: 720 }}
    >
      <Flex gap={12} wrap>
        <Form.Item
          name="declarationNumber"
          label={t(...LABELS.declarationNumber)}
          required
          rules={rules('declarationNumber')}
        >
          <Input maxLength={40} data-testid="movement-declaration-number" />
        </Form.Item>
        <Form.Item
          name="declarationOffice"
          label={t(...LABELS.declarationOffice)}
          required
          rules={rules('declarationOffice')}
        >
          <Input maxLength={4} inputMode="numeric" data-testid="movement-declaration-office" />
        </Form.Item>
        <Form.Item
          name="declarationYear"
          label={t(...LABELS.declarationYear)}
          required
          rules={rules('declarationYear')}
        >
          <InputNumber min={2000} max={2100} data-testid="movement-declaration-year" />
        </Form.Item>
      </Flex>
      <Flex vertical gap={4} style={{ marginBottom: 16 }}>
        <Typography.Text type="secondary">{t(...LABELS.loadDeclarationHelp)}</Typography.Text>
        <div>
          <Button
            onClick={() => void fillFromDeclaration().catch(() => undefined)}
            loading={load.isPending}
            data-testid="movement-load-declaration"
          >
            {t(...LABELS.loadDeclaration)}
          </Button>
        </div>
      </Flex>
      {TEXT_FIELDS.map(([name, label]) => (
        <Form.Item key={name} name={name} label={t(...label)}>
          {name === 'remarks' || name === 'exporter' || name === 'consignee' ? (
            <Input.TextArea autoSize={{ minRows: 1, maxRows: 4 }} maxLength={1000} data-testid={`movement-${name}`} />
          ) : (
            <Input maxLength={500} data-testid={`movement-${name}`} />
          )}
        </Form.Item>
      ))}
      <Button type="primary" htmlType="submit" loading={edit.isPending} data-testid="movement-certificate-save">
        {t(...LABELS.saveCertificate)}
      </Button>
    </AppForm>
  );
}
