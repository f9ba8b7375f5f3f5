import { useTranslation } from 'react-i18next';
import type { PortalCase } from '@portal/contracts/portal-cases';
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
>;

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
