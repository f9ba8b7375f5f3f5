import { Alert, Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PARTICIPATION_REASON_MAX, type ParticipationRequest } from '@portal/contracts/participation-requests';
import { isApiError } from '@/shared/api/api-error';
import { applyServerErrors } from '@/shared/form/server-errors';
import { notify } from '@/shared/ui/notifications';
import { useDecideRequest } from '../api/decide-request';
import { LABELS } from './labels';

/** Rejecting asks the reason (required: it is mailed to the user) and shows the REJECTED toast. */
export function RejectDialog({ request, onClose }: { request: ParticipationRequest; onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ rejectReason: string }>();
  const [otherErrors, setOtherErrors] = useState<string[]>([]);
  const decide = useDecideRequest({
    onSuccess: () => {
      notify.success({ title: t('generic.success', 'Success'), description: t('REJECTED', 'Rejected') });
      onClose();
    },
  });

  const submit = ({ rejectReason }: { rejectReason: string }) => {
    setOtherErrors([]);
    decide.mutate(
      { id: request.id, decision: 'reject', rejectReason: rejectReason.trim() },
      {
        onError: (error) => {
          // Decided meanwhile by someone else: the app's toast says so; the list shows the new status.
          if (isApiError(error) && (error.status === 409 || error.status === 404)) onClose();
          else setOtherErrors(applyServerErrors(form, error, t));
        },
      },
    );
  };

  return (
    <Modal
      open
      title={`${t(...LABELS.reject)} · ${request.user.username} · ${request.lot.code}`}
      onCancel={onClose}
      okText={t(...LABELS.reject)}
      okButtonProps={{
        danger: true,
        loading: decide.isPending,
        htmlType: 'submit',
        form: 'participation-reject',
        'data-testid': 'participation-reject-confirm',
      }}
      cancelText={t('admin.cancel', 'Cancel')}
      destroyOnHidden
      data-testid="participation-reject-dialog"
    >
      <Form form={form} id="participation-reject" layout="vertical" requiredMark onFinish={submit}>
        <Form.Item
          name="rejectReason"
          label={t(...LABELS.rejectReason)}
          required
          extra={t('participation.reason_help', 'The reason is sent to the user by e-mail.')}
          rules={[{ required: true, whitespace: true, message: t('generic.required', 'This field is required.') }]}
        >
          <Input.TextArea
            autoFocus
            maxLength={PARTICIPATION_REASON_MAX}
            showCount
            autoSize={{ minRows: 3, maxRows: 8 }}
            data-testid="participation-reject-reason"
          />
        </Form.Item>
        {otherErrors.length > 0 && <Alert type="error" showIcon title={otherErrors.join(' ')} />}
      </Form>
    </Modal>
  );
}
