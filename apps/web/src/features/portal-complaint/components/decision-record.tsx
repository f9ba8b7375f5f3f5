import { Alert, Button, Descriptions, Flex, Form, Skeleton } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ComplaintDecision } from '@portal/contracts/portal-records';
import { currentLanguage } from '@/shared/i18n/language';
import { QueryState } from '@/shared/ui/query-state';
import { notify } from '@/shared/ui/notifications';
import { useEditDecision } from '../api/edit-decision';
import { useDecision } from '../api/get-decision';
import { DecisionFields } from './decision-fields';
import { LABELS, optionLabel } from './labels';
import { applyServerErrors } from '@/shared/form/server-errors';
import { AppForm } from '@/shared/form/app-form';

type Values = { decisionNumber?: string; decisionTypeId?: number };

/** The decision a complaint case is about: a form while `editable`, else read-only. */
export function DecisionRecord({ caseId, editable }: { caseId: number; editable: boolean }) {
  const query = useDecision(caseId);
  if (query.isError || query.isLoading)
    return <QueryState query={query} loading={<Skeleton active paragraph={{ rows: 2 }} />} />;
  const decision = query.data ?? null;
  return editable ? (
    <DecisionForm caseId={caseId} decision={decision} key={decision?.id ?? 'new'} />
  ) : (
    <DecisionView decision={decision} />
  );
}

function DecisionView({ decision }: { decision: ComplaintDecision | null }) {
  const { t } = useTranslation();
  if (!decision) return <Alert type="info" showIcon title={t(...LABELS.noDecision)} />;
  return (
    <Descriptions size="small" column={1} bordered data-testid="complaint-decision">
      <Descriptions.Item label={t(...LABELS.decisionNumber)}>{decision.decisionNumber}</Descriptions.Item>
      <Descriptions.Item label={t(...LABELS.decisionType)}>
        {decision.decisionType ? optionLabel(decision.decisionType, currentLanguage) : '—'}
      </Descriptions.Item>
    </Descriptions>
  );
}

function DecisionForm({ caseId, decision }: { caseId: number; decision: ComplaintDecision | null }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const [problems, setProblems] = useState<string[]>([]);
  const save = useEditDecision(caseId, {
    onSuccess: () => notify.success({ title: t(...LABELS.success), description: t(...LABELS.saved) }),
  });
  const submit = (values: Values) => {
    setProblems([]);
    save.mutate(
      {
        complaintCase: { id: caseId },
        decisionNumber: values.decisionNumber ?? '',
        decisionTypeId: values.decisionTypeId ?? null,
      },
      {
        onError: (error) =>
          setProblems(
            applyServerErrors(form, error, t, (f) => (f === 'decisionNumber' || f === 'decisionTypeId' ? f : null)),
          ),
      },
    );
  };
  return (
    <AppForm<Values>
      form={form}
      layout="vertical"
      onFinish={submit}
      initialValues={{ decisionNumber: decision?.decisionNumber, decisionTypeId: decision?.decisionType?.id }}
      style={{ maxWidth: 560 }}
      data-testid="complaint-decision-form"
    >
      <DecisionFields
        party={{ complaintCase: { id: caseId } }}
        registeredType={decision?.registered ? decision.decisionType : null}
      />
      {problems.length > 0 && <Alert type="error" showIcon title={problems.join(' ')} style={{ marginBottom: 16 }} />}
      <Flex justify="end">
        <Button type="primary" htmlType="submit" loading={save.isPending} data-testid="complaint-decision-save">
          {t(...LABELS.save)}
        </Button>
      </Flex>
    </AppForm>
  );
}
