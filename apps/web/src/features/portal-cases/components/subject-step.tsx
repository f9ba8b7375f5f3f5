import { EditOutlined, SearchOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Descriptions, Flex, Form, Input, Radio, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Company, Individual } from '@portal/contracts';
import {
  caseCompanyInputSchema,
  caseIndividualInputSchema,
  findCompanyQuerySchema,
  findIndividualQuerySchema,
} from '@portal/contracts/portal-cases';
import { toFormValues, toPayload } from '@/shared/admin-kit/field-rules';
import { isApiError } from '@/shared/api/api-error';
import { applyServerErrors } from '@/shared/form/server-errors';
import { formatDate } from '@/shared/lib/business-time';
import { textOf } from '@/shared/lib/text-of';
import { COMPANY_FIELDS, INDIVIDUAL_FIELDS } from '@/shared/party/party-fields';
import { PartyFormItems } from '@/shared/party/party-form-items';
import { useFindCompany, useFindIndividual } from '../api/find-subject';
import { useSaveCaseCompany, useSaveCaseIndividual } from '../api/save-subject';
import type { CaseSubject } from '../lib/case-subject';
import { AppForm } from '@/shared/form/app-form';

type Mode = CaseSubject['kind'];
type Party = 'individual' | 'company';

const PARTY = {
  individual: {
    numberField: 'personalNumber',
    numberLabel: ['party.personal_number', 'Personal number'] as [string, string],
    numberSchema: findIndividualQuerySchema.shape.personalNumber,
    fields: INDIVIDUAL_FIELDS.filter((f) => f.name !== 'personalNumber'),
    schema: caseIndividualInputSchema,
  },
  company: {
    numberField: 'companyUniqueNumber',
    numberLabel: ['party.company_unique_number', 'Company unique number (NUIS)'] as [string, string],
    numberSchema: findCompanyQuerySchema.shape.companyUniqueNumber,
    fields: COMPANY_FIELDS.filter((f) => f.name !== 'companyUniqueNumber' && f.name !== 'isIntermediary'),
    schema: caseCompanyInputSchema,
  },
} as const;

const nameOf = (party: Party, record: Individual | Company) =>
  party === 'company'
    ? (record as Company).companyName
    : `${(record as Individual).firstName} ${(record as Individual).lastName}`.trim();

type Found = { record: Individual | Company; hasUser: boolean } | 'unknown' | null;

/** Finds an individual or a company by its number; shows the one on file, or a form to record one not on file. */
function SubjectFinder({ party, onChosen }: { party: Party; onChosen: (subject: CaseSubject | null) => void }) {
  const { t } = useTranslation();
  const spec = PARTY[party];
  const [number, setNumber] = useState('');
  const [numberError, setNumberError] = useState<string | null>(null);
  const [found, setFound] = useState<Found>(null);
  const [otherErrors, setOtherErrors] = useState<string[]>([]);
  const [editing, setEditing] = useState(false);
  const [form] = Form.useForm<Record<string, unknown>>();
  const findIndividual = useFindIndividual();
  const findCompany = useFindCompany();
  const choose = (record: Individual | Company, hasUser: boolean) => {
    setFound({ record, hasUser });
    setEditing(false);
    onChosen(
      party === 'company'
        ? { kind: 'company', company: record as Company, hasUser }
        : { kind: 'individual', individual: record as Individual, hasUser },
    );
  };
  const saveIndividual = useSaveCaseIndividual({ onSuccess: (saved) => choose(saved, false) });
  const saveCompany = useSaveCaseCompany({ onSuccess: (saved) => choose(saved, false) });
  const searching = findIndividual.isPending || findCompany.isPending;
  const saving = saveIndividual.isPending || saveCompany.isPending;

  const search = async () => {
    const value = number.trim();
    const parsed = spec.numberSchema.safeParse(value);
    setFound(null);
    setEditing(false);
    onChosen(null);
    if (!parsed.success) {
      const key = parsed.error.issues[0]?.message ?? 'validation.invalid';
      setNumberError(t(key, key));
      return;
    }
    setNumberError(null);
    try {
      if (party === 'company') {
        const answer = await findCompany.mutateAsync(value);
        if (answer.company) choose(answer.company, answer.hasUser);
        else setFound('unknown');
      } else {
        const answer = await findIndividual.mutateAsync(value);
        if (answer.individual) choose(answer.individual, answer.hasUser);
        else setFound('unknown');
      }
    } catch (error) {
      if (isApiError(error) && error.status === 400) setNumberError(t('validation.invalid', 'The value is not valid.'));
    }
  };

  const save = async (values: Record<string, unknown>) => {
    setOtherErrors([]);
    const body = { ...toPayload(values, spec.fields), [spec.numberField]: number.trim() };
    try {
      if (party === 'company') await saveCompany.mutateAsync(body as never);
      else await saveIndividual.mutateAsync(body as never);
    } catch (error) {
      setOtherErrors(applyServerErrors(form, error, t));
    }
  };

  // A record no account holds may be edited (spec: only one a user holds is locked); what the caller may not read
  // of it comes empty and stays as it is on file when left empty.
  const startEditing = (record: Individual | Company) => {
    setOtherErrors([]);
    form.resetFields();
    form.setFieldsValue(toFormValues(record, [...spec.fields]));
    setEditing(true);
  };

  const numberId = `subject-${party}-number`;
  return (
    <Flex vertical gap={16}>
      <AppForm layout="vertical" component="div" guard={false}>
        <Form.Item
          label={<label htmlFor={numberId}>{t(...spec.numberLabel)}</label>}
          validateStatus={numberError ? 'error' : undefined}
          help={numberError ?? undefined}
          style={{ marginBottom: 0 }}
        >
          <Space.Compact style={{ width: '100%', maxWidth: 420 }}>
            <Input
              id={numberId}
              value={number}
              onChange={(e) => setNumber(e.target.value.toUpperCase())}
              onPressEnter={() => void search()}
              maxLength={20}
              autoComplete="off"
              data-testid={`subject-${party}-number`}
            />
            <Button
              type="primary"
              icon={<SearchOutlined />}
              loading={searching}
              onClick={() => void search()}
              data-testid={`subject-${party}-search`}
            >
              {t('portal.subject_search', 'Find')}
            </Button>
          </Space.Compact>
        </Form.Item>
      </AppForm>
      {found && found !== 'unknown' && (
        <Card size="small" data-testid={`subject-${party}-found`}>
          <Flex vertical gap={8}>
            <Flex gap={8} align="center" wrap>
              <Typography.Text strong>{nameOf(party, found.record)}</Typography.Text>
              {found.hasUser ? (
                <Tag color="blue" data-testid="subject-has-user">
                  {t('portal.subject_has_account', 'Registered user: the record is locked')}
                </Tag>
              ) : (
                !editing && (
                  <Button
                    size="small"
                    icon={<EditOutlined />}
                    onClick={() => startEditing(found.record)}
                    data-testid={`subject-${party}-edit`}
                  >
                    {t('portal.subject_edit', 'Edit details')}
                  </Button>
                )
              )}
            </Flex>
            <Descriptions
              size="small"
              column={{ xs: 1, sm: 2 }}
              items={spec.fields
                .filter((f) => textOf((found.record as Record<string, unknown>)[f.name]).trim() !== '')
                .map((f) => {
                  const value = textOf((found.record as Record<string, unknown>)[f.name]);
                  // A day (`YYYY-MM-DD`) as the portal writes days, DD.MM.YYYY.
                  return { key: f.name, label: t(...f.label), children: f.kind === 'date' ? formatDate(value) : value };
                })}
            />
            {editing && (
              <AppForm form={form} layout="vertical" onFinish={save} data-testid={`subject-${party}-edit-form`}>
                <Alert
                  type="info"
                  showIcon
                  title={t('portal.subject_edit_hint', 'Fields left empty keep what is on file.')}
                  style={{ marginBottom: 16 }}
                />
                <PartyFormItems fields={[...spec.fields]} schema={spec.schema} />
                {otherErrors.length > 0 && (
                  <Alert type="error" showIcon title={otherErrors.join(' ')} style={{ marginBottom: 16 }} />
                )}
                <Space wrap>
                  <Button type="primary" htmlType="submit" loading={saving} data-testid={`subject-${party}-save`}>
                    {t('portal.subject_save_changes', 'Save the changes')}
                  </Button>
                  <Button onClick={() => setEditing(false)}>{t('generic.cancel', 'Cancel')}</Button>
                </Space>
              </AppForm>
            )}
          </Flex>
        </Card>
      )}
      {found === 'unknown' && (
        <Card
          size="small"
          title={t('portal.subject_not_on_file', 'Not on file: enter the details to record it')}
          data-testid={`subject-${party}-new`}
        >
          <AppForm form={form} layout="vertical" onFinish={save}>
            <PartyFormItems fields={[...spec.fields]} schema={spec.schema} />
            {otherErrors.length > 0 && (
              <Alert type="error" showIcon title={otherErrors.join(' ')} style={{ marginBottom: 16 }} />
            )}
            <Button type="primary" htmlType="submit" loading={saving} data-testid={`subject-${party}-save`}>
              {t('portal.subject_save', 'Save and choose')}
            </Button>
          </AppForm>
        </Card>
      )}
    </Flex>
  );
}

/**
 * The wizard's first step (spec §2): the case is about the user themself, an individual found by personal number,
 * or a company found by unique number. One on file is shown (locked when a registered user holds it); one not on
 * file is entered and recorded. `onChange` gets the chosen subject, or null while none is.
 */
export function SubjectStep({
  ownName,
  onChange,
}: {
  ownName: string;
  onChange: (subject: CaseSubject | null) => void;
}) {
  const { t } = useTranslation();
  const [mode, setMode] = useState<Mode>('myself');
  const pick = (next: Mode) => {
    setMode(next);
    onChange(next === 'myself' ? { kind: 'myself' } : null);
  };
  return (
    <Flex vertical gap={16} data-testid="subject-step">
      <Radio.Group
        value={mode}
        onChange={(e) => pick(e.target.value as Mode)}
        aria-label={t('portal.subject_who', 'Who is the case about?')}
        options={[
          { value: 'myself', label: t('portal.subject_myself', 'Myself ({{name}})', { name: ownName }) },
          { value: 'individual', label: t('portal.subject_individual', 'An individual') },
          { value: 'company', label: t('portal.subject_company', 'A company') },
        ]}
        data-testid="subject-mode"
      />
      {mode !== 'myself' && (
        <Alert
          type="info"
          showIcon
          title={t(
            'portal.power_of_attorney_hint',
            'To submit a case for another party you need their power of attorney: add a "Power of attorney" document to the case, or the party names you among the representations in their profile.',
          )}
          data-testid="subject-power-of-attorney-hint"
        />
      )}
      {mode !== 'myself' && <SubjectFinder key={mode} party={mode} onChosen={onChange} />}
    </Flex>
  );
}
