import { useEffect, useRef, useState } from 'react';
import type { RegistrationResult } from '@portal/contracts';
import { Alert, Button, Col, Form, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { ApiError, isApiError } from '@/shared/api/api-error';
import { toFormValues } from '@/shared/admin-kit/field-rules';
import CaptchaWidget, { type CaptchaHandle } from '@/shared/captcha/captcha-widget';
import { applyServerErrors } from '@/shared/form/server-errors';
import { currentLanguage } from '@/shared/i18n/language';
import { textOf } from '@/shared/lib/text-of';
import { PartyFormItems } from '@/shared/party/party-form-items';
import { notify } from '@/shared/ui/notifications';
import { useCheckNumber } from '../api/check-number';
import { useRegister } from '../api/register';
import type { RegistrationKind } from '../lib/registration-kinds';
import { flatFieldErrors, issueFieldErrors, registrationBody, type FormValues } from '../lib/registration-payload';
import { AccountFields } from './account-fields';
import { NumberField } from './number-field';
import { AppForm } from '@/shared/form/app-form';

const SECTION_STYLE = { fontSize: 18, fontWeight: 600, margin: '8px 0 16px' } as const;

type NumberState = { number: string; status: 'refused' | 'prefilled' };

type RegistrationFormProps = {
  kind: RegistrationKind;
  /** The heading of the record's part ("Person", "Company"). */
  recordTitle: string;
  onRegistered: (result: RegistrationResult, email: string) => void;
};

/**
 * The registration form (spec §5): the record with its number checked when left (a record on
 * file prefills the form and is used as it is), the registered user, the captcha; the contracts'
 * schema checks everything before sending and the server's field messages come back on the fields.
 */
export function RegistrationForm({ kind, recordTitle, onRegistered }: RegistrationFormProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<FormValues>();
  const captcha = useRef<CaptchaHandle>(null);
  const [numberState, setNumberState] = useState<NumberState | null>(null);
  const [otherErrors, setOtherErrors] = useState<string[]>([]);
  const lastChecked = useRef<string | null>(null);
  const check = useCheckNumber(kind.record);
  const register = useRegister(kind.record);
  const prefilled = numberState?.status === 'prefilled';

  // The number's rule reads the refused number: check the field again once it is known.
  useEffect(() => {
    if (numberState?.status === 'refused') void form.validateFields([kind.numberField]).catch(() => undefined);
  }, [numberState, form, kind.numberField]);

  const onNumberLeft = (number: string) => {
    if (number === lastChecked.current) return;
    if (!kind.recordSchema.shape[kind.numberField].safeParse(number).success) return;
    lastChecked.current = number;
    check.mutate(number, {
      onSuccess: (answer) => {
        const current: unknown = form.getFieldValue(kind.numberField);
        if (typeof current !== 'string' || current.trim() !== number) return;
        if (!answer.allowCreate) {
          setNumberState({ number, status: 'refused' });
        } else if (answer.record) {
          form.setFieldsValue({ ...toFormValues(answer.record, kind.fields), [kind.numberField]: number });
          setNumberState({ number, status: 'prefilled' });
          notify.info({
            title: t('info', 'Information'),
            description: t('registration.prefilled', 'We found your record on file and filled the form from it.'),
          });
        } else {
          setNumberState(null);
        }
      },
      onError: () => {
        lastChecked.current = null;
      },
    });
  };

  const onValuesChange = (changed: FormValues) => {
    if (kind.numberField in changed && numberState && changed[kind.numberField] !== numberState.number) {
      setNumberState(null);
      lastChecked.current = null;
    }
  };

  const showFieldErrors = (fields: Record<string, string>) => {
    setOtherErrors(applyServerErrors(form, new ApiError(400, fields), t));
  };

  const onFinish = async (values: FormValues) => {
    setOtherErrors([]);
    const altcha = await captcha.current?.ensureSolved();
    if (!altcha) {
      notify.error({ title: t('error', 'Error'), description: t('captcha_error', 'The security check failed.') });
      return;
    }
    const body = registrationBody(kind, values, altcha);
    // The same schema the server uses: email = confirmEmail, password = confirmPassword, formats, past dates.
    const parsed = kind.bodySchema.safeParse(body);
    if (!parsed.success) {
      showFieldErrors(issueFieldErrors(parsed.error.issues));
      return;
    }
    register.mutate(body, {
      onSuccess: (result) => onRegistered(result, textOf(values.email).trim()),
      onError: (error) => {
        // The server takes each solution once.
        captcha.current?.reset();
        if (!isApiError(error)) return;
        if (error.status === 409) {
          setNumberState({ number: textOf(values[kind.numberField]).trim(), status: 'refused' });
        } else if (error.status === 400) {
          showFieldErrors(
            flatFieldErrors(
              Object.entries(error.body).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
            ),
          );
        }
      },
    });
  };

  const otherFields = kind.fields.filter((field) => field.name !== kind.numberField);
  return (
    <AppForm<FormValues>
      form={form}
      layout="vertical"
      requiredMark
      initialValues={{ lang: currentLanguage, isIntermediary: false }}
      onValuesChange={onValuesChange}
      onFinish={(values) => void onFinish(values)}
      scrollToFirstError
      data-testid="registration-form"
    >
      <h2 style={SECTION_STYLE}>{recordTitle}</h2>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <NumberField
            kind={kind}
            refusedNumber={numberState?.status === 'refused' ? numberState.number : null}
            checking={check.isPending}
            onLeave={onNumberLeft}
          />
        </Col>
      </Row>
      {prefilled && (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 16 }}
          data-testid="registration-prefilled"
          title={t('registration.prefilled', 'We found your record on file and filled the form from it.')}
          description={t(
            'registration.prefilled_explanation',
            'These details are used as they are on file. After your account is approved you can correct them in your profile.',
          )}
        />
      )}
      <PartyFormItems fields={otherFields} schema={kind.recordSchema} disabled={prefilled} />
      <h2 style={SECTION_STYLE}>{t('registration.account', 'Your account')}</h2>
      <AccountFields />
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item label={t('captcha.label', 'Security check')} required>
            <CaptchaWidget ref={captcha} />
          </Form.Item>
        </Col>
      </Row>
      {otherErrors.length > 0 && (
        <Alert
          type="error"
          showIcon
          style={{ marginBottom: 16 }}
          title={otherErrors.join(' ')}
          data-testid="registration-errors"
        />
      )}
      <Button
        type="primary"
        htmlType="submit"
        size="large"
        loading={register.isPending}
        data-testid="registration-submit"
      >
        {t('registration.submit', 'Register')}
      </Button>
    </AppForm>
  );
}
