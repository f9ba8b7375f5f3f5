import { useTranslation } from 'react-i18next';
import { productWithdrawSchema, type ProductRecord } from '@portal/contracts/products';
import { notify } from '@/shared/ui/notifications';
import { ReasonDialog } from '@/shared/ui/reason-dialog';
import { useWithdrawProduct } from '../api/product-actions';

/** Asks the reason, then withdraws the product (only an available one; the server says 409 otherwise). */
export function ProductWithdrawDialog({ product, onClose }: { product: ProductRecord; onClose: () => void }) {
  const { t } = useTranslation();
  const withdraw = useWithdrawProduct({
    onSuccess: () => {
      notify.success({
        title: t('generic.success', 'Success'),
        description: t('product.status_withdrawn', 'Withdrawn'),
      });
      onClose();
    },
  });
  return (
    <ReasonDialog
      title={t('product.withdraw', 'Withdraw')}
      subject={product.code}
      text={t(
        'product.withdraw_text',
        'The product is taken off offer for good: it cannot be changed or put into a lot afterwards.',
      )}
      okText={t('product.withdraw', 'Withdraw')}
      cancelText={t('admin.cancel', 'Cancel')}
      danger
      reason={{
        label: t('product.reason', 'Reason'),
        schema: productWithdrawSchema.shape.reason,
        maxLength: 1000,
        testId: 'withdraw-reason',
      }}
      onSubmit={(reason) => withdraw.mutateAsync({ id: product.id, reason })}
      onCancel={onClose}
      testIds={{ dialog: 'product-withdraw-dialog', ok: 'withdraw-ok' }}
    />
  );
}
