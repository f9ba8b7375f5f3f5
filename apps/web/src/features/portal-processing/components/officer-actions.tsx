import {
  AuditOutlined,
  CheckOutlined,
  CloseOutlined,
  ExclamationCircleOutlined,
  QuestionCircleOutlined,
  RollbackOutlined,
  UserAddOutlined,
  UserSwitchOutlined,
} from '@ant-design/icons';
import { Alert, Button, Flex, Form, Input, InputNumber, Select } from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { localized } from '@portal/contracts/multilingual';
import { BTI_JUSTIFICATION_MAX, btiDecisionSchema } from '@portal/contracts/portal-bti';
import type { PortalCase } from '@portal/contracts/portal-cases';
import {
  caseDecisionSchema,
  caseIntentSchema,
  DECISION_REASONING_MAX,
  INFORMATION_DAYS_MAX,
  INFORMATION_DAYS_MIN,
  INFORMATION_REQUEST_MAX,
  INTENT_REASONS_MAX,
  integrateCaseSchema,
  isOfficerAction,
  requestInformationSchema,
  type OfficerAction,
} from '@portal/contracts/portal-processing';
import type { LabelledRef } from '@portal/contracts/portal-records';
import { useActiveQuery } from '@/shared/admin-kit/api/get-active';
import { formatDate } from '@/shared/lib/business-time';
import { schemaRule } from '@/shared/form/schema-rule';
import { currentLanguage } from '@/shared/i18n/language';
import { notify } from '@/shared/ui/notifications';
import { ReasonDialog } from '@/shared/ui/reason-dialog';
import { useDecideCase, type CaseOutcome } from '../api/decide-case';
import { useIntegrateCase } from '../api/integrate-case';
import { useRequestInformation } from '../api/request-information';
import { useSendIntent } from '../api/send-intent';
import { useResumeCase } from '../api/resume-case';
import { useTakeCase } from '../api/take-case';
import { useTakeOverCase } from '../api/take-over-case';
import { L } from '../lib/labels';
import { tl } from '../lib/translate';

type Dialog = 'take' | 'take_over' | 'return' | 'intent' | 'resume' | CaseOutcome | 'integrate';
type DialogProps = { portalCase: PortalCase; onClose: () => void };

function useSaved() {
  const { t } = useTranslation();
  return () => notify.success({ title: tl(t, L.success), description: tl(t, L.done) });
}

function TakeDialog({ portalCase, onClose }: DialogProps) {
  const { t } = useTranslation();
  const take = useTakeCase();
  const saved = useSaved();
  return (
    <ReasonDialog
      title={tl(t, L.take)}
      subject={portalCase.number}
      text={tl(t, L.takeText)}
      okText={tl(t, L.take)}
      cancelText={tl(t, L.back)}
      closeOnStatuses={[404, 409]}
      onCancel={onClose}
      onSubmit={async () => {
        await take.mutateAsync({ portalCase });
        saved();
        onClose();
      }}
      testIds={{ dialog: 'officer-take-dialog', ok: 'officer-take-confirm', cancel: 'officer-take-back' }}
    />
  );
}

/** Taking over a case another officer holds: they are told (a notice). */
function TakeOverDialog({ portalCase, onClose }: DialogProps) {
  const { t } = useTranslation();
  const takeOver = useTakeOverCase();
  const saved = useSaved();
  return (
    <ReasonDialog
      title={tl(t, L.takeOver)}
      subject={portalCase.number}
      text={tl(t, L.takeOverText, { username: portalCase.assignedOfficer?.username ?? '' })}
      okText={tl(t, L.takeOver)}
      cancelText={tl(t, L.back)}
      closeOnStatuses={[404, 409]}
      onCancel={onClose}
      onSubmit={async () => {
        await takeOver.mutateAsync({ portalCase });
        saved();
        onClose();
      }}
      testIds={{
        dialog: 'officer-take-over-dialog',
        ok: 'officer-take-over-confirm',
        cancel: 'officer-take-over-back',
      }}
    />
  );
}

/** Taking back a case whose request for information went unanswered once the filer's period ended. */
function ResumeDialog({ portalCase, onClose }: DialogProps) {
  const { t } = useTranslation();
  const resume = useResumeCase();
  const saved = useSaved();
  return (
    <ReasonDialog
      title={tl(t, L.resume)}
      subject={portalCase.number}
      text={tl(t, L.resumeText)}
      okText={tl(t, L.resume)}
      cancelText={tl(t, L.back)}
      closeOnStatuses={[404, 409]}
      onCancel={onClose}
      onSubmit={async () => {
        await resume.mutateAsync({ portalCase });
        saved();
        onClose();
      }}
      testIds={{ dialog: 'officer-resume-dialog', ok: 'officer-resume-confirm', cancel: 'officer-resume-back' }}
    />
  );
}

function RequestInformationDialog({ portalCase, onClose }: DialogProps) {
  const { t } = useTranslation();
  const request = useRequestInformation();
  const saved = useSaved();
  return (
    <ReasonDialog<{ text: string; deadlineDays?: number | null }>
      title={tl(t, L.requestInformation)}
      subject={portalCase.number}
      okText={tl(t, L.requestInformation)}
      cancelText={tl(t, L.back)}
      reason={{
        name: 'text',
        label: tl(t, L.requestText),
        schema: requestInformationSchema.shape.text,
        maxLength: INFORMATION_REQUEST_MAX,
        help: tl(t, L.requestHelp),
        rows: 6,
        testId: 'officer-request-text',
      }}
      closeOnStatuses={[404, 409]}
      onCancel={onClose}
      onSubmit={async (text, values) => {
        await request.mutateAsync({
          portalCase,
          input: { id: portalCase.id, text, deadlineDays: values.deadlineDays ?? null },
        });
        saved();
        onClose();
      }}
      testIds={{ dialog: 'officer-request-dialog', ok: 'officer-request-confirm', cancel: 'officer-request-back' }}
    >
      <Form.Item name="deadlineDays" label={tl(t, L.deadlineDays)} extra={tl(t, L.deadlineDaysHelp)}>
        <InputNumber
          min={INFORMATION_DAYS_MIN}
          max={INFORMATION_DAYS_MAX}
          precision={0}
          style={{ width: 140 }}
          data-testid="officer-request-days"
        />
      </Form.Item>
    </ReasonDialog>
  );
}

/**
 * The intent to reject (ADR 0074): the reasons go to the party, who has the days of the hearing setting to answer
 * (the case tells the officer how many, `hearingDays`); the deadline the server set is said once sent.
 */
function IntentDialog({ portalCase, onClose }: DialogProps) {
  const { t } = useTranslation();
  const send = useSendIntent();
  return (
    <ReasonDialog<{ reasons: string }>
      title={tl(t, L.intent)}
      subject={portalCase.number}
      text={
        portalCase.hearingDays === undefined
          ? tl(t, L.intentText)
          : tl(t, L.intentTextDays, { days: portalCase.hearingDays })
      }
      okText={tl(t, L.intentSend)}
      cancelText={tl(t, L.back)}
      danger
      reason={{
        name: 'reasons',
        label: tl(t, L.intentReasons),
        schema: caseIntentSchema.shape.reasons,
        maxLength: INTENT_REASONS_MAX,
        help: tl(t, L.intentReasonsHelp),
        rows: 8,
        testId: 'officer-intent-reasons',
      }}
      closeOnStatuses={[404, 409]}
      onCancel={onClose}
      onSubmit={async (reasons) => {
        const sent = await send.mutateAsync({ portalCase, input: { id: portalCase.id, reasons } });
        const due = sent.hearing?.answerDueAt;
        notify.success({
          title: tl(t, L.success),
          description: due ? tl(t, L.intentSent, { deadline: formatDate(due) }) : tl(t, L.done),
        });
        onClose();
      }}
      testIds={{ dialog: 'officer-intent-dialog', ok: 'officer-intent-confirm', cancel: 'officer-intent-back' }}
    />
  );
}

/** The BTI decision's fields of the approve dialog, named as the server's 400 names them. */
const BTI_CODE = 'bti.decidedTariffCode';
const BTI_JUSTIFICATION = 'bti.classificationJustification';
type DecisionValues = {
  reasoning: string;
  decisionTypeId?: number | null;
  [BTI_CODE]?: string;
  [BTI_JUSTIFICATION]?: string;
};

/**
 * Approving a BTI case decides its BTI: the decided tariff code (required; it may differ from the proposed one, the
 * server checks it against the tariff) and the classification justification (required).
 */
function BtiDecisionFields() {
  const { t } = useTranslation();
  const rule = { emptyIsMissing: true, blankIsEmpty: true };
  return (
    <>
      <Form.Item
        name={BTI_CODE}
        label={tl(t, L.btiDecidedCode)}
        extra={tl(t, L.btiDecidedCodeHelp)}
        required
        rules={[schemaRule(btiDecisionSchema.shape.decidedTariffCode, t, rule)]}
        validateFirst
      >
        <Input inputMode="numeric" maxLength={20} autoComplete="off" data-testid="officer-bti-decided-code" />
      </Form.Item>
      <Form.Item
        name={BTI_JUSTIFICATION}
        label={tl(t, L.btiJustification)}
        required
        rules={[schemaRule(btiDecisionSchema.shape.classificationJustification, t, rule)]}
        validateFirst
      >
        <Input.TextArea rows={5} maxLength={BTI_JUSTIFICATION_MAX} showCount data-testid="officer-bti-justification" />
      </Form.Item>
    </>
  );
}

function DecisionDialog({ portalCase, onClose, outcome }: DialogProps & { outcome: CaseOutcome }) {
  const { t } = useTranslation();
  const decide = useDecideCase(outcome);
  const saved = useSaved();
  const types = useActiveQuery<LabelledRef>('portal_decision_types');
  const label = outcome === 'approve' ? L.approve : L.reject;
  const decidesBti = outcome === 'approve' && portalCase.caseType === 'BTI';
  return (
    <ReasonDialog<DecisionValues>
      title={tl(t, label)}
      subject={portalCase.number}
      text={tl(t, outcome === 'approve' ? L.approveText : L.rejectText)}
      okText={tl(t, label)}
      cancelText={tl(t, L.back)}
      danger={outcome === 'reject'}
      reason={{
        name: 'reasoning',
        label: tl(t, L.reasoning),
        schema: caseDecisionSchema.shape.reasoning,
        maxLength: DECISION_REASONING_MAX,
        help: tl(t, L.reasoningHelp),
        rows: 8,
        testId: 'officer-decision-reasoning',
      }}
      closeOnStatuses={[404, 409]}
      onCancel={onClose}
      onSubmit={async (reasoning, values) => {
        await decide.mutateAsync({
          portalCase,
          input: {
            id: portalCase.id,
            reasoning,
            decisionTypeId: values.decisionTypeId ?? null,
            ...(decidesBti
              ? {
                  bti: {
                    decidedTariffCode: values[BTI_CODE] ?? '',
                    classificationJustification: (values[BTI_JUSTIFICATION] ?? '').trim(),
                  },
                }
              : {}),
          },
        });
        saved();
        onClose();
      }}
      testIds={{
        dialog: `officer-${outcome}-dialog`,
        ok: `officer-${outcome}-confirm`,
        cancel: `officer-${outcome}-back`,
      }}
    >
      <Form.Item name="decisionTypeId" label={tl(t, L.decisionType)} extra={tl(t, L.decisionTypeHelp)}>
        <Select
          allowClear
          loading={types.isPending}
          options={(types.data ?? []).map((type) => ({
            value: type.id,
            label: localized(type, 'label', currentLanguage),
          }))}
          data-testid="officer-decision-type"
        />
      </Form.Item>
      {decidesBti && <BtiDecisionFields />}
    </ReasonDialog>
  );
}

function IntegrateDialog({ portalCase, onClose }: DialogProps) {
  const { t } = useTranslation();
  const integrate = useIntegrateCase();
  const saved = useSaved();
  return (
    <ReasonDialog<{ protocolNumber: string }>
      title={tl(t, L.integrate)}
      subject={portalCase.number}
      text={tl(t, L.integrateText)}
      okText={tl(t, L.integrate)}
      cancelText={tl(t, L.back)}
      strayErrorsOn="protocolNumber"
      closeOnStatuses={[404]}
      onCancel={onClose}
      onSubmit={async (_none, values) => {
        const protocolNumber = values.protocolNumber.trim();
        await integrate.mutateAsync({ portalCase, input: { id: portalCase.id, protocolNumber } });
        saved();
        onClose();
      }}
      testIds={{
        dialog: 'officer-integrate-dialog',
        ok: 'officer-integrate-confirm',
        cancel: 'officer-integrate-back',
      }}
    >
      <Form.Item
        name="protocolNumber"
        label={tl(t, L.protocolNumber)}
        extra={tl(t, L.protocolHelp)}
        required
        rules={[schemaRule(integrateCaseSchema.shape.protocolNumber, t, { emptyIsMissing: true, blankIsEmpty: true })]}
        validateFirst
      >
        <Input maxLength={40} autoComplete="off" autoFocus data-testid="officer-protocol-number" />
      </Form.Item>
    </ReasonDialog>
  );
}

const BUTTONS: Array<{ action: OfficerAction; dialog: Dialog; label: readonly [string, string]; icon: ReactNode }> = [
  { action: 'take', dialog: 'take', label: L.take, icon: <UserAddOutlined /> },
  { action: 'take_over', dialog: 'take_over', label: L.takeOver, icon: <UserSwitchOutlined /> },
  { action: 'return', dialog: 'return', label: L.requestInformation, icon: <QuestionCircleOutlined /> },
  { action: 'resume', dialog: 'resume', label: L.resume, icon: <RollbackOutlined /> },
  { action: 'approve', dialog: 'approve', label: L.approve, icon: <CheckOutlined /> },
  { action: 'intent', dialog: 'intent', label: L.intent, icon: <ExclamationCircleOutlined /> },
  { action: 'reject', dialog: 'reject', label: L.reject, icon: <CloseOutlined /> },
  { action: 'integrate', dialog: 'integrate', label: L.integrate, icon: <AuditOutlined /> },
];

/**
 * The officer's actions on a case's view page: nothing unless the server allows the caller an officer action;
 * then who has the case, and the buttons of what they may do now — take it (or take it over from another officer), ask for information (the text and
 * the days to answer), send an intent to reject (the reasons the party is heard on), approve or reject (the reasoning, the decision type), register it in the registry (the
 * protocol number, once).
 */
export function OfficerActions({ portalCase }: { portalCase: PortalCase }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<Dialog | null>(null);
  const allowed = portalCase.allowedActions.filter(isOfficerAction);
  // A case already registered is not registered again.
  const visible = BUTTONS.filter(
    (b) => allowed.includes(b.action) && !(b.action === 'integrate' && portalCase.protocolNumber !== null),
  );
  if (visible.length === 0) return null;
  const officer = portalCase.assignedOfficer;
  const close = () => setOpen(null);
  return (
    <>
      <Alert
        type="info"
        showIcon
        icon={<AuditOutlined />}
        title={tl(t, L.actions)}
        description={
          <Flex vertical gap={8}>
            {officer && (
              <span data-testid="officer-assignee">{tl(t, L.assignedTo, { username: officer.username })}</span>
            )}
            <Flex gap={8} wrap>
              {visible.map((b) => (
                <Button
                  key={b.action}
                  icon={b.icon}
                  type={b.action === 'approve' || b.action === 'take' ? 'primary' : 'default'}
                  danger={b.action === 'reject' || b.action === 'intent'}
                  onClick={() => setOpen(b.dialog)}
                  data-testid={`officer-${b.action}`}
                >
                  {tl(t, b.label)}
                </Button>
              ))}
            </Flex>
          </Flex>
        }
        data-testid="officer-actions"
      />
      {open === 'take' && <TakeDialog portalCase={portalCase} onClose={close} />}
      {open === 'take_over' && <TakeOverDialog portalCase={portalCase} onClose={close} />}
      {open === 'return' && <RequestInformationDialog portalCase={portalCase} onClose={close} />}
      {open === 'intent' && <IntentDialog portalCase={portalCase} onClose={close} />}
      {open === 'resume' && <ResumeDialog portalCase={portalCase} onClose={close} />}
      {(open === 'approve' || open === 'reject') && (
        <DecisionDialog portalCase={portalCase} onClose={close} outcome={open} />
      )}
      {open === 'integrate' && <IntegrateDialog portalCase={portalCase} onClose={close} />}
    </>
  );
}
