import { Alert, Button, Divider, Flex, Form, Input, Select, Typography } from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CASE_DESCRIPTION_MAX, CASE_SUBJECT_MAX } from '@portal/contracts/portal-cases';
import { complaintCaseCreateSchema, type DeclarationFields, type LabelledRef } from '@portal/contracts/portal-records';
import { schemaRule } from '@/shared/form/schema-rule';
import { useActiveQuery } from '@/shared/admin-kit/api/get-active';
import { currentLanguage } from '@/shared/i18n/language';
import { KindSwitch } from '@/shared/portal/kind-switch';
import { useCreateComplaint } from '../api/create-complaint-case';
import { DecisionFields } from './decision-fields';
import { DeclarationEntry } from './declaration-entry';
import { DeclarationsTable } from './declarations-table';
import { LABELS, optionLabel } from './labels';
import { applyServerErrors } from '@/shared/form/server-errors';
import { AppForm } from '@/shared/form/app-form';

type Kind = 'declarations' | 'decision';
type Values = {
  subTypeId?: number;
  subject?: string;
  description?: string;
  decisionNumber?: string;
  decisionTypeId?: number;
};

/** Who the complaint is about, from the wizard's first step: an individual, a company, or nothing for the filer. */
export type ComplaintSubject = { aboutIndividualId?: number; aboutCompanyId?: number };

const CASE_FIELDS = new Set(['subTypeId', 'subject', 'description']);
/** The form's field of a server field path (`complaintCase.subject`, `decision.decisionTypeId`), if it has one. */
function formFieldOf(path: string): string | null {
  const [group, field] = path.split('.');
  if (group === 'complaintCase' && CASE_FIELDS.has(field)) return field;
  if (group === 'decision' && (field === 'decisionNumber' || field === 'decisionTypeId')) return field;
  return null;
}

/**
 * Step 2 of the complaint wizard (spec §2 "Creation wizard", §3 "Complaint creation payloads"): the switch between
 * customs declarations (SAD) and a decision, the sub-type, subject and description, then the declarations (each
 * added only when the server says it may be) or the decision (its type locked when the register knows the number).
 * Creates the case in one call and hands its id to `onCreated`.
 */
export function ComplaintCreateForm({
  subject: about,
  onCreated,
  extraActions,
}: {
  subject: ComplaintSubject;
  onCreated: (id: number) => void;
  /** Beside the create button (the wizard's step back). */
  extraActions?: ReactNode;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const [kind, setKind] = useState<Kind>('declarations');
  const [declarations, setDeclarations] = useState<DeclarationFields[]>([]);
  const [listError, setListError] = useState(false);
  const [problems, setProblems] = useState<string[]>([]);
  const subTypes = useActiveQuery<LabelledRef>('case_sub_types', { caseType: 'COMPLAINT' });
  const offices = useActiveQuery<LabelledRef>('office_locations');
  const create = useCreateComplaint({ onSuccess: (created) => onCreated(created.id) });

  const officeLabel = (code: string) => {
    const office = offices.data?.find((o) => o.code === code);
    return office ? optionLabel(office, currentLanguage, true) : code;
  };

  const submit = (values: Values) => {
    setProblems([]);
    const complaintCase = {
      aboutIndividualId: about.aboutIndividualId ?? null,
      aboutCompanyId: about.aboutCompanyId ?? null,
      subTypeId: values.subTypeId!,
      subject: values.subject ?? '',
      description: values.description ?? null,
    };
    if (kind === 'declarations' && declarations.length === 0) {
      setListError(true);
      return;
    }
    create.mutate(
      kind === 'declarations'
        ? { kind, body: { complaintCase: { ...complaintCase, customsDeclarationDecision: true }, declarations } }
        : {
            kind,
            body: {
              complaintCase: { ...complaintCase, customsDeclarationDecision: false },
              decision: { decisionNumber: values.decisionNumber ?? '', decisionTypeId: values.decisionTypeId ?? null },
            },
          },
      { onError: (error) => setProblems(applyServerErrors(form, error, t, formFieldOf)) },
    );
  };

  // The case's fields with the rules of the server's complaint case (both creation payloads share them).
  const rule = (field: 'subTypeId' | 'subject' | 'description') =>
    schemaRule(complaintCaseCreateSchema.shape[field], t, { emptyIsMissing: true });
  return (
    <AppForm<Values> form={form} layout="vertical" onFinish={submit} data-testid="complaint-create-form">
      <KindSwitch<Kind>
        label={t(...LABELS.kind)}
        value={kind}
        onChange={setKind}
        options={[
          { value: 'declarations', label: t(...LABELS.kindDeclarations) },
          { value: 'decision', label: t(...LABELS.kindDecision) },
        ]}
        testId="complaint-kind"
      />
      <Form.Item name="subTypeId" label={t(...LABELS.subType)} required rules={[rule('subTypeId')]}>
        <Select
          placeholder={t(...LABELS.choose)}
          loading={subTypes.isLoading}
          options={(subTypes.data ?? []).map((s) => ({ value: s.id, label: optionLabel(s, currentLanguage) }))}
          data-testid="complaint-sub-type"
        />
      </Form.Item>
      <Form.Item name="subject" label={t(...LABELS.subject)} required rules={[rule('subject')]}>
        <Input maxLength={CASE_SUBJECT_MAX} data-testid="complaint-subject" />
      </Form.Item>
      <Form.Item name="description" label={t(...LABELS.description)} rules={[rule('description')]}>
        <Input.TextArea rows={4} maxLength={CASE_DESCRIPTION_MAX} showCount data-testid="complaint-description" />
      </Form.Item>

      <Divider titlePlacement="start">
        {kind === 'declarations' ? t(...LABELS.declarations) : t(...LABELS.decision)}
      </Divider>
      {kind === 'declarations' ? (
        <Flex vertical gap={12}>
          <DeclarationEntry
            taken={declarations}
            onAdd={(added) => {
              setDeclarations((list) => [...list, added]);
              setListError(false);
            }}
          />
          <DeclarationsTable
            rows={declarations.map((d, i) => ({ ...d, key: i, officeLabel: officeLabel(d.declarationOffice) }))}
            onRemove={(row) => setDeclarations((list) => list.filter((_, i) => i !== row.key))}
          />
          {listError && (
            <Typography.Text type="danger" role="alert" data-testid="declarations-required">
              {t(...LABELS.declarationsRequired)}
            </Typography.Text>
          )}
        </Flex>
      ) : (
        <DecisionFields
          party={{ aboutIndividualId: about.aboutIndividualId ?? null, aboutCompanyId: about.aboutCompanyId ?? null }}
        />
      )}

      {problems.length > 0 && (
        <Alert
          type="error"
          showIcon
          style={{ marginTop: 16 }}
          title={t(...LABELS.notSaved)}
          description={problems.map((p) => (
            <div key={p}>{p}</div>
          ))}
          data-testid="complaint-create-problems"
        />
      )}
      <Flex justify="end" gap={8} wrap style={{ marginTop: 16 }}>
        {extraActions}
        <Button type="primary" htmlType="submit" loading={create.isPending} data-testid="complaint-create">
          {t(...LABELS.create)}
        </Button>
      </Flex>
    </AppForm>
  );
}
