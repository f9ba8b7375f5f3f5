import { useTranslation } from 'react-i18next';
import type { PortalCase } from '@portal/contracts/portal-cases';
import { WITHDRAWAL_REASON_MAX, withdrawCaseSchema } from '@portal/contracts/portal-processing';
import { ReasonDialog } from '@/shared/ui/reason-dialog';
import { notify } from '@/shared/ui/notifications';

export type CaseConfirmAction = 'submit' | 'cancel';

/**
 * The submit and the cancel of a case (the processing feature's hooks, handed in by the app layer; a test hands
 * stand-ins). Each is the same hook on every render.
 */
export type CaseSteps = Record<
  'useSubmitCase' | 'useCancelCase',
  () => { mutateAsync: (variables: { portalCase: PortalCase }) => Promise<unknown> }
> & {
  /** The withdrawal of a submitted case, with its reason (the button shows where it is handed in). */
  useWithdrawCase?: () => { mutateAsync: (variables: { portalCase: PortalCase; reason: string }) => Promise<unknown> };
  /** The party's withdrawal of the authority of the intermediary who filed the case for them. */
  useRevokeRepresentation?: () => { mutateAsync: (variables: { portalCase: PortalCase }) => Promise<unknown> };
};

type CaseConfirmDialogProps = {
  action: CaseConfirmAction;
  portalCase: PortalCase;
  /** After the action succeeded (the dialog is closed by the caller). */
  onDone: () => void;
  onClose: () => void;
  steps: CaseSteps;
};

/**
 * The confirmation of a submit or a cancel (spec §2: submit asks first; cancel too, since it cannot be undone).
 * A refused action (409: the status changed, a required document is missing) is said by the global handler and
 * the dialog closes.
 */
export function CaseConfirmDialog({ action, portalCase, onDone, onClose, steps }: CaseConfirmDialogProps) {
  const { t } = useTranslation();
  const submit = steps.useSubmitCase();
  const cancel = steps.useCancelCase();
  const texts =
    action === 'submit'
      ? {
          title: t('portal.submit_title', 'Submit the case'),
          text: t(
            'portal.submit_text',
            'The case goes to the customs office. You can no longer change it unless the office returns it to you for corrections.',
          ),
          ok: t('portal.submit', 'Submit'),
        }
      : {
          title: t('portal.cancel_title', 'Cancel the case'),
          text: t('portal.cancel_text', 'The case is withdrawn and can no longer be changed or submitted.'),
          ok: t('portal.cancel_case', 'Cancel the case'),
        };
  return (
    <ReasonDialog
      title={texts.title}
      subject={portalCase.number}
      text={texts.text}
      okText={texts.ok}
      cancelText={t('portal.keep', 'Back')}
      danger={action === 'cancel'}
      closeOnStatuses={[404, 409]}
      onCancel={onClose}
      onSubmit={async () => {
        await (action === 'submit' ? submit : cancel).mutateAsync({ portalCase });
        notify.success({ title: t('generic.success', 'Success'), description: t('action.saved', 'Record saved.') });
        onDone();
      }}
      testIds={{ dialog: `case-${action}-dialog`, ok: `case-${action}-confirm`, cancel: `case-${action}-back` }}
    />
  );
}

type WithdrawDialogProps = Omit<CaseConfirmDialogProps, 'action' | 'steps'> & {
  useWithdrawCase: NonNullable<CaseSteps['useWithdrawCase']>;
};

/**
 * The withdrawal of a submitted application (before a decision): the reason is required and mailed to the officer
 * who took the case; the case is closed for good.
 */
export function WithdrawCaseDialog({ portalCase, onDone, onClose, useWithdrawCase }: WithdrawDialogProps) {
  const { t } = useTranslation();
  const withdraw = useWithdrawCase();
  return (
    <ReasonDialog
      title={t('portal.withdraw_title', 'Withdraw the application')}
      subject={portalCase.number}
      text={t(
        'portal.withdraw_text',
        'The application is withdrawn before a decision and the case is closed for good. The customs office is told why.',
      )}
      okText={t('portal.withdraw', 'Withdraw')}
      cancelText={t('portal.keep', 'Back')}
      danger
      closeOnStatuses={[404, 409]}
      reason={{
        label: t('portal.withdraw_reason', 'Reason'),
        schema: withdrawCaseSchema.shape.reason,
        maxLength: WITHDRAWAL_REASON_MAX,
        rows: 4,
        testId: 'case-withdraw-reason',
      }}
      onCancel={onClose}
      onSubmit={async (reason) => {
        await withdraw.mutateAsync({ portalCase, reason });
        notify.success({ title: t('generic.success', 'Success'), description: t('action.saved', 'Record saved.') });
        onDone();
      }}
      testIds={{ dialog: 'case-withdraw-dialog', ok: 'case-withdraw-confirm', cancel: 'case-withdraw-back' }}
    />
  );
}

type RevokeDialogProps = Omit<CaseConfirmDialogProps, 'action' | 'steps'> & {
  useRevokeRepresentation: NonNullable<CaseSteps['useRevokeRepresentation']>;
};

/** The party withdraws the authority of the intermediary who filed the case for them (the case goes on). */
export function RevokeRepresentationDialog({
  portalCase,
  onDone,
  onClose,
  useRevokeRepresentation,
}: RevokeDialogProps) {
  const { t } = useTranslation();
  const revoke = useRevokeRepresentation();
  return (
    <ReasonDialog
      title={t('portal.revoke_representation_title', 'Withdraw the authority of the intermediary')}
      subject={portalCase.number}
      text={t('portal.revoke_representation_text', {
        defaultValue:
          '{{name}} will no longer see or act on this case. The case itself goes on and stays visible to you.',
        name: portalCase.filer.name,
      })}
      okText={t('portal.revoke_representation', 'Withdraw the authority')}
      cancelText={t('portal.keep', 'Back')}
      danger
      closeOnStatuses={[404, 409]}
      onCancel={onClose}
      onSubmit={async () => {
        await revoke.mutateAsync({ portalCase });
        notify.success({ title: t('generic.success', 'Success'), description: t('action.saved', 'Record saved.') });
        onDone();
      }}
      testIds={{ dialog: 'case-revoke-dialog', ok: 'case-revoke-confirm', cancel: 'case-revoke-back' }}
    />
  );
}
