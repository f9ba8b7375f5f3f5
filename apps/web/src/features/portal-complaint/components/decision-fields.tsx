import { LockOutlined } from '@ant-design/icons';
import { Form, Input, Select, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  PORTAL_RECORDS_ERROR,
  decisionNumberSchema,
  isAuthorityDecisionNumber,
  type CheckDecisionNumber,
  type LabelledRef,
} from '@portal/contracts/portal-records';
import { useActiveQuery } from '@/shared/admin-kit/api/get-active';
import { schemaRule } from '@/shared/form/schema-rule';
import { currentLanguage } from '@/shared/i18n/language';
import { useCheckDecisionNumber } from '../api/check-decision-number';
import { LABELS, optionLabel } from './labels';

/** Whose decisions a number is looked up among: the complaint's party, or the subject chosen for a new one. */
export type DecisionParty = Omit<CheckDecisionNumber, 'decisionNumber'>;

/**
 * The decision number and type inside a form (fields `decisionNumber`, `decisionTypeId`). When the number is left,
 * the server is asked for it among the decisions addressed to `party` (spec §4): a registered number brings its
 * type, shown locked; a number of the authority's own form it does not know is refused on the field (the server
 * refuses it too); any other number takes the type chosen from the combo. The same check runs while the number is
 * typed (once the typing pauses) and says on the field when another open complaint of the filer is already about
 * the decision, rather than at the wizard's end.
 */
export function DecisionFields({
  party,
  registeredType: initialRegistered = null,
  disabled = false,
}: {
  party: DecisionParty;
  /** The type of a decision already known to be registered. */
  registeredType?: LabelledRef | null;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const form = Form.useFormInstance();
  const [registered, setRegistered] = useState<LabelledRef | null>(initialRegistered);
  const check = useCheckDecisionNumber();
  const types = useActiveQuery<LabelledRef>('portal_decision_types');
  const typing = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(typing.current), []);

  const lookUp = async () => {
    clearTimeout(typing.current);
    const value: unknown = form.getFieldValue('decisionNumber');
    const typed = typeof value === 'string' ? value : '';
    const parsed = decisionNumberSchema.safeParse(typed);
    if (!parsed.success) return;
    try {
      const { decisionType, duplicate } = await check.mutateAsync({ ...party, decisionNumber: parsed.data });
      // The filer typed on meanwhile: this answer is about another number.
      if ((form.getFieldValue('decisionNumber') ?? '') !== typed) return;
      if (duplicate) {
        const key = PORTAL_RECORDS_ERROR.decisionDuplicate;
        form.setFields([
          {
            name: 'decisionNumber',
            errors: [t(key, 'Another open complaint of yours is already about this decision.')],
          },
        ]);
      }
      if (decisionType) {
        form.setFieldValue('decisionTypeId', decisionType.id);
        await form.validateFields(['decisionTypeId']).catch(() => undefined);
      } else if (!duplicate && isAuthorityDecisionNumber(parsed.data)) {
        // One of the authority's numbers that is not the party's: the server would refuse it.
        const key = PORTAL_RECORDS_ERROR.decisionNotFound;
        form.setFields([
          {
            name: 'decisionNumber',
            errors: [t(key, 'No decision of the customs office with this number is addressed to this party.')],
          },
        ]);
      }
      setRegistered(decisionType);
    } catch {
      // Failed lookups leave the type to the filer; the app's error handling has said why.
      setRegistered(null);
    }
  };

  const options = (types.data ?? []).map((d) => ({ value: d.id, label: optionLabel(d, currentLanguage) }));
  // A registered type no longer offered (deactivated) is still shown.
  if (registered && !options.some((o) => o.value === registered.id)) {
    options.push({ value: registered.id, label: optionLabel(registered, currentLanguage) });
  }
  // The type is asked for whenever the number is not the register's (which then gives it); the server checks that
  // in its service, against the register (no schema of the contracts says it).
  const required = { required: true, message: t('generic.required', 'This field is required.') };
  return (
    <>
      <Form.Item
        name="decisionNumber"
        label={t(...LABELS.decisionNumber)}
        required
        rules={[schemaRule(decisionNumberSchema, t, { emptyIsMissing: true })]}
        validateFirst
      >
        <Input
          maxLength={40}
          placeholder="DV-2025-00123"
          autoComplete="off"
          disabled={disabled}
          onBlur={() => void lookUp()}
          onChange={() => {
            clearTimeout(typing.current);
            typing.current = setTimeout(() => void lookUp(), 600);
            // A registered number being changed: its type no longer applies; the filer chooses unless the new
            // number is registered too (asked once the typing pauses or the field is left).
            if (!registered) return;
            setRegistered(null);
            form.setFieldValue('decisionTypeId', undefined);
          }}
          data-testid="decision-number"
        />
      </Form.Item>
      <Form.Item
        name="decisionTypeId"
        label={t(...LABELS.decisionType)}
        rules={[required]}
        extra={
          registered && (
            <Typography.Text type="secondary" data-testid="decision-registered">
              <LockOutlined aria-hidden /> {t(...LABELS.decisionRegistered)}
            </Typography.Text>
          )
        }
      >
        <Select
          placeholder={t(...LABELS.choose)}
          loading={types.isLoading || check.isPending}
          disabled={disabled || registered !== null}
          options={options}
          data-testid="decision-type"
        />
      </Form.Item>
    </>
  );
}
