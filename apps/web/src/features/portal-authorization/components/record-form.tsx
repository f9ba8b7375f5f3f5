import { Alert, Button, Descriptions, Flex, Form, Input, Select, Skeleton, Tag } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiPath } from '@portal/contracts/api-paths';
import { formatDate } from '@portal/contracts/dates';
import { localized } from '@portal/contracts/multilingual';
import {
  editAuthorizationSchema,
  editPortalLicenceSchema,
  type Authorization,
  type PortalLicence,
} from '@portal/contracts/portal-authorization';
import type { LabelledRef } from '@portal/contracts/portal-records';
import { useActiveQuery } from '@/shared/admin-kit/api/get-active';
import { DateInput } from '@/shared/admin-kit/date-input';
import { fieldRule } from '@/shared/admin-kit/field-rules';
import { API_BASE } from '@/shared/api/client';
import { applyServerErrors } from '@/shared/form/server-errors';
import { currentLanguage } from '@/shared/i18n/language';
import { dateInputToTransport } from '@/shared/lib/business-time';
import { notify } from '@/shared/ui/notifications';
import { useEditAuthorization } from '../api/edit-authorization';
import { useEditLicence } from '../api/edit-licence';
import { useAuthorization } from '../api/get-authorization';
import { useLicence } from '../api/get-licence';
import { LABELS } from './labels';
import { AppForm } from '@/shared/form/app-form';

type Values = {
  typeId?: number | null;
  description?: string;
  location?: string;
  requestedFrom?: string;
  requestedTo?: string;
};

const day = (value: string | null) => (value ? formatDate(value) : '—');

/** What was granted on approval: the number and validity, or that nothing is granted yet. */
function Granted({ number, from, to }: { number: string | null; from: string | null; to: string | null }) {
  const { t } = useTranslation();
  if (!number) return <Tag>{t(...LABELS.notGranted)}</Tag>;
  return (
    <span data-testid="granted">
      <Tag color="green">{t(...LABELS.granted)}</Tag> <strong data-testid="granted-number">{number}</strong> ·{' '}
      {t(...LABELS.validFrom)} {day(from)} · {t(...LABELS.validTo)} {day(to)}
    </span>
  );
}

function TemplateLink({ type }: { type: Authorization['authorizationType'] }) {
  const { t } = useTranslation();
  if (!type?.hasTemplate) return null;
  return (
    <a
      href={`${API_BASE}${apiPath('/get_authorization_type_template/{id}', { id: type.id })}`}
      download
      data-testid="authorization-template"
    >
      <DownloadOutlined aria-hidden /> {t(...LABELS.downloadTemplate)}: {localized(type, 'label', currentLanguage)}
    </a>
  );
}

export type RecordKind = 'authorization' | 'licence';

/**
 * The authorization (or licence) a case asks for: a form while editable (type, description, location for an
 * authorization, the requested period), the facts read-only otherwise; the number and validity once granted.
 */
export function RecordForm({ caseId, kind, editable }: { caseId: number; kind: RecordKind; editable: boolean }) {
  const authorization = useAuthorization(caseId);
  const licence = useLicence(caseId);
  const query = kind === 'authorization' ? authorization : licence;
  const { t } = useTranslation();
  if (query.isError) {
    return (
      <Alert
        type="error"
        title={t(...LABELS.loadFailed)}
        action={<Button onClick={() => void query.refetch()}>{t(...LABELS.retry)}</Button>}
      />
    );
  }
  if (!query.data) return <Skeleton active />;
  const record = query.data;
  return editable ? (
    <EditableRecord caseId={caseId} kind={kind} record={record} />
  ) : (
    <ReadOnlyRecord kind={kind} record={record} />
  );
}

function ReadOnlyRecord({ kind, record }: { kind: RecordKind; record: Authorization | PortalLicence }) {
  const { t } = useTranslation();
  const isAuthorization = kind === 'authorization';
  const auth = record as Authorization;
  const lic = record as PortalLicence;
  const type = isAuthorization ? auth.authorizationType : lic.goodsType;
  return (
    <Descriptions
      bordered
      size="small"
      column={1}
      data-testid={`${kind}-view`}
      items={[
        {
          key: 'granted',
          label: t(...LABELS.number),
          children: (
            <Granted
              number={isAuthorization ? auth.authorizationNumber : lic.licenceNumber}
              from={record.validFrom}
              to={record.validTo}
            />
          ),
        },
        {
          key: 'type',
          label: t(...(isAuthorization ? LABELS.type : LABELS.goodsType)),
          children: type ? localized(type, 'label', currentLanguage) : '—',
        },
        ...(isAuthorization
          ? [
              // Only a type with a template has this row: an empty row would read as a missing file.
              ...(auth.authorizationType?.hasTemplate
                ? [
                    {
                      key: 'template',
                      label: t(...LABELS.template),
                      children: <TemplateLink type={auth.authorizationType} />,
                    },
                  ]
                : []),
              { key: 'location', label: t(...LABELS.location), children: auth.location ?? '—' },
            ]
          : []),
        { key: 'description', label: t(...LABELS.description), children: record.description ?? '—' },
        { key: 'from', label: t(...LABELS.requestedFrom), children: day(record.requestedFrom) },
        { key: 'to', label: t(...LABELS.requestedTo), children: day(record.requestedTo) },
      ]}
    />
  );
}

function EditableRecord({
  caseId,
  kind,
  record,
}: {
  caseId: number;
  kind: RecordKind;
  record: Authorization | PortalLicence;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const [problems, setProblems] = useState<string[]>([]);
  const isAuthorization = kind === 'authorization';
  const auth = record as Authorization;
  const lic = record as PortalLicence;
  const types = useActiveQuery<LabelledRef & { template?: unknown }>(
    isAuthorization ? 'portal_authorization_types' : 'portal_goods_types',
  );
  const saved = () => notify.success({ title: t(...LABELS.success), description: t(...LABELS.saved) });
  const editAuthorization = useEditAuthorization(caseId, { onSuccess: saved });
  const editLicence = useEditLicence(caseId, { onSuccess: saved });
  const pending = editAuthorization.isPending || editLicence.isPending;
  const current = isAuthorization ? auth.authorizationType : lic.goodsType;
  const options = [
    ...(current && !(types.data ?? []).some((o) => o.id === current.id) ? [current] : []),
    ...(types.data ?? []),
  ].map((o) => ({ value: o.id, label: localized(o, 'label', currentLanguage) }));
  // The template of the type being chosen, before it is saved.
  const chosenTypeId = Form.useWatch('typeId', form) as number | undefined;
  const chosenType = (types.data ?? []).find((o) => o.id === chosenTypeId);
  const templateType =
    chosenType !== undefined
      ? { ...chosenType, hasTemplate: Boolean(chosenType.template) }
      : chosenTypeId === auth.authorizationType?.id
        ? auth.authorizationType
        : null;

  // The requested period is typed as the portal's other days (DD-MM-YYYY) and sent as DD.MM.YYYY; whether a day is
  // asked for is the record's schema's answer.
  const schema = kind === 'authorization' ? editAuthorizationSchema : editPortalLicenceSchema;
  const dayRule = (name: 'requestedFrom' | 'requestedTo') =>
    fieldRule(schema, { name, kind: 'date', label: LABELS[name] }, t);
  const periodDay = (value: string | undefined) => (value ? (dateInputToTransport(value, false) ?? value) : null);

  const submit = (values: Values) => {
    setProblems([]);
    const common = {
      authorizationCase: { id: caseId },
      description: values.description ?? null,
      requestedFrom: periodDay(values.requestedFrom),
      requestedTo: periodDay(values.requestedTo),
    };
    const onError = (error: unknown) => setProblems(applyServerErrors(form, error, t));
    if (isAuthorization) {
      editAuthorization.mutate(
        { ...common, authorizationTypeId: values.typeId ?? null, location: values.location ?? null },
        { onError },
      );
    } else {
      editLicence.mutate({ ...common, goodsTypeId: values.typeId ?? null }, { onError });
    }
  };

  return (
    <AppForm<Values>
      form={form}
      layout="vertical"
      onFinish={submit}
      initialValues={{
        typeId: current?.id,
        description: record.description ?? '',
        location: isAuthorization ? (auth.location ?? '') : undefined,
        requestedFrom: record.requestedFrom ? formatDate(record.requestedFrom) : '',
        requestedTo: record.requestedTo ? formatDate(record.requestedTo) : '',
      }}
      data-testid={`${kind}-form`}
    >
      <Form.Item name="typeId" label={t(...(isAuthorization ? LABELS.type : LABELS.goodsType))}>
        <Select
          allowClear
          placeholder={t(...LABELS.choose)}
          loading={types.isLoading}
          options={options}
          aria-label={t(...(isAuthorization ? LABELS.type : LABELS.goodsType))}
          data-testid={`${kind}-type`}
        />
      </Form.Item>
      {isAuthorization && templateType?.hasTemplate && (
        <Form.Item label={t(...LABELS.template)}>
          <TemplateLink type={templateType} />
        </Form.Item>
      )}
      <Form.Item name="description" label={t(...LABELS.description)}>
        <Input.TextArea rows={3} maxLength={4000} data-testid={`${kind}-description`} />
      </Form.Item>
      {isAuthorization && (
        <Form.Item name="location" label={t(...LABELS.location)}>
          <Input maxLength={400} data-testid="authorization-location" />
        </Form.Item>
      )}
      <Flex gap={16} wrap>
        <Form.Item
          name="requestedFrom"
          label={t(...LABELS.requestedFrom)}
          style={{ minWidth: 180 }}
          rules={[dayRule('requestedFrom')]}
        >
          <DateInput data-testid={`${kind}-requested-from`} />
        </Form.Item>
        <Form.Item
          name="requestedTo"
          label={t(...LABELS.requestedTo)}
          style={{ minWidth: 180 }}
          rules={[dayRule('requestedTo')]}
        >
          <DateInput data-testid={`${kind}-requested-to`} />
        </Form.Item>
      </Flex>
      {problems.length > 0 && (
        <Alert type="error" showIcon title={problems.join(' ')} style={{ marginBottom: 12 }} role="alert" />
      )}
      <Flex justify="end">
        <Button type="primary" htmlType="submit" loading={pending} data-testid={`${kind}-save`}>
          {t(...LABELS.save)}
        </Button>
      </Flex>
    </AppForm>
  );
}
