import { Form, Input, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { productWithdrawSchema, type ProductRecord } from '@portal/contracts/products';
import { applyServerErrors } from '@/shared/form/server-errors';
import { schemaRule } from '@/shared/form/schema-rule';
import { notify } from '@/shared/ui/notifications';
import { useWithdrawProduct } from '../api/product-actions';

const reasonSchema = productWithdrawSchema.shape.reason;

/** Asks the reason, then withdraws the product (only an available one; the server says 409 otherwise). */
export function ProductWithdrawDialog({ product, onClose }: { product: ProductRecord; onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ reason: string }>();
  const withdraw = useWithdrawProduct({
    onSuccess: () => {
      notify.success({
        title: t('generic.success', 'Success'),
        description: t('product.status_withdrawn', 'Withdrawn'),
      });
      onClose();
    },
  });
  const submit = ({ reason }: { reason: string }) =>
    withdraw.mutate(
      { id: product.id, reason: reason.trim() },
      {
        onError: (error) => {
          const others = applyServerErrors(form, error, t);
          if (others.length) form.setFields([{ name: 'reason', errors: others }]);
        },
      },
    );
  return (
    <Modal
      open
      title={`${t('product.withdraw', 'Withdraw')} · ${product.code}`}
      okText={t('product.withdraw', 'Withdraw')}
      okButtonProps={{
        danger: true,
        loading: withdraw.isPending,
        htmlType: 'submit',
        form: 'product-withdraw-form',
        'data-testid': 'withdraw-ok',
      }}
      cancelText={t('admin.cancel', 'Cancel')}
      onCancel={onClose}
      destroyOnHidden
      mask={{ closable: false }}
      data-testid="product-withdraw-dialog"
    >
      <Form id="product-withdraw-form" form={form} layout="vertical" requiredMark onFinish={submit}>
        <Typography.Paragraph>
          {t(
            'product.withdraw_text',
            'The product is taken off offer for good: it cannot be changed or put into a lot afterwards.',
          )}
        </Typography.Paragraph>
        <Form.Item name="reason" label={t('product.reason', 'Reason')} required rules={[schemaRule(reasonSchema, t)]}>
          <Input.TextArea rows={4} maxLength={1000} showCount autoFocus data-testid="withdraw-reason" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
