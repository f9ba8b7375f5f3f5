import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { iprApplicationFieldsSchema } from '@portal/contracts/portal-ipr';
import { schemaRule } from '@/shared/form/schema-rule';

const shape = iprApplicationFieldsSchema.shape;

export type ApplicationValues = { rightHolder?: string; representative?: string; applicationDescription?: string };

/** The application's fields inside a form (right holder required; representative; what the holder asks). */
export function ApplicationFields({ testId, disabled = false }: { testId: string; disabled?: boolean }) {
  const { t } = useTranslation();
  return (
    <>
      <Form.Item
        name="rightHolder"
        label={t('portal.ipr.right_holder', 'Right holder')}
        required
        rules={[schemaRule(shape.rightHolder, t, { emptyIsMissing: true })]}
      >
        <Input maxLength={300} disabled={disabled} data-testid={`${testId}-right-holder`} />
      </Form.Item>
      <Form.Item
        name="representative"
        label={t('portal.ipr.representative', 'Representative')}
        rules={[schemaRule(shape.representative, t, { emptyIsMissing: true })]}
      >
        <Input maxLength={300} disabled={disabled} data-testid={`${testId}-representative`} />
      </Form.Item>
      <Form.Item
        name="applicationDescription"
        label={t('portal.ipr.application_description', 'What the holder asks')}
        rules={[schemaRule(shape.description, t, { emptyIsMissing: true })]}
      >
        <Input.TextArea
          rows={3}
          maxLength={4000}
          disabled={disabled}
          data-testid={`${testId}-application-description`}
        />
      </Form.Item>
    </>
  );
}
