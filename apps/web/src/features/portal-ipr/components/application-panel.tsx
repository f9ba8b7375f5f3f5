import { Alert, Button, Descriptions, Form, Skeleton } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@portal/contracts/dates';
import type { IprApplication } from '@portal/contracts/portal-ipr';
import { applyServerErrors } from '@/shared/form/server-errors';
import { useEditIprApplication } from '../api/edit-ipr-application';
import { useIprApplication } from '../api/get-ipr-application';
import { ApplicationFields, type ApplicationValues } from './application-fields';
import { AppForm } from '@/shared/form/app-form';

/** The application number and validity of an approved application, or nothing before approval. */
export function IprValidity({ application }: { application: IprApplication | null | undefined }) {
  const { t } = useTranslation();
  if (!application?.applicationNumber) return null;
  return (
    <Alert
      type="success"
      showIcon
      data-testid="ipr-validity"
      title={t('portal.ipr.approved', 'Application {{number}} is approved', { number: application.applicationNumber })}
      description={t('portal.ipr.valid_period', 'Valid from {{from}} to {{to}}', {
        from: formatDate(application.validFrom),
        to: formatDate(application.validTo),
      })}
    />
  );
}

/** The application for action: its form while editable, its facts (and number and validity) otherwise. */
export function ApplicationPanel({ caseId, editable }: { caseId: number; editable: boolean }) {
  const { t } = useTranslation();
  const query = useIprApplication(caseId);
  const [form] = Form.useForm<ApplicationValues>();
  const [problems, setProblems] = useState<string[]>([]);
  const [saved, setSaved] = useState(false);
  const edit = useEditIprApplication(caseId, { onSuccess: () => setSaved(true) });
  if (query.isLoading) return <Skeleton active />;
  const application = query.data ?? null;
  if (!editable) {
    return (
      <>
        <IprValidity application={application} />
        <Descriptions column={1} size="small" style={{ marginTop: 12 }} data-testid="ipr-application-view">
          <Descriptions.Item label={t('portal.ipr.right_holder', 'Right holder')}>
            {application?.rightHolder ?? '—'}
          </Descriptions.Item>
          <Descriptions.Item label={t('portal.ipr.representative', 'Representative')}>
            {application?.representative ?? '—'}
          </Descriptions.Item>
          <Descriptions.Item label={t('portal.ipr.application_description', 'What the holder asks')}>
            {application?.description ?? '—'}
          </Descriptions.Item>
        </Descriptions>
      </>
    );
  }
  const submit = (values: ApplicationValues) => {
    setProblems([]);
    setSaved(false);
    edit.mutate(
      {
        iprCase: { id: caseId },
        rightHolder: values.rightHolder ?? '',
        representative: values.representative || null,
        description: values.applicationDescription || null,
      },
      { onError: (error) => setProblems(applyServerErrors(form, error, t)) },
    );
  };
  return (
    <AppForm<ApplicationValues>
      form={form}
      layout="vertical"
      onFinish={submit}
      onValuesChange={() => setSaved(false)}
      initialValues={{
        rightHolder: application?.rightHolder ?? '',
        representative: application?.representative ?? '',
        applicationDescription: application?.description ?? '',
      }}
      style={{ maxWidth: 720 }}
      data-testid="ipr-application-form"
    >
      <ApplicationFields testId="ipr-application" />
      {problems.length > 0 && <Alert type="error" showIcon title={problems.join(' ')} role="alert" />}
      {saved && <Alert type="success" showIcon title={t('action.saved', 'Record saved.')} role="status" />}
      <Button
        type="primary"
        htmlType="submit"
        loading={edit.isPending}
        style={{ marginTop: 8 }}
        data-testid="ipr-application-save"
      >
        {t('portal.save', 'Save')}
      </Button>
    </AppForm>
  );
}
