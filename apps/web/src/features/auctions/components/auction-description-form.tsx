import { SaveOutlined } from '@ant-design/icons';
import { Button, Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { auctionDetailInputSchema, type AuctionRecord } from '@portal/contracts/auctions';
import { showServerErrors } from '@/shared/form/server-errors';
import { LazyRichTextEditor } from '@/shared/rich-text/lazy-rich-text-editor';
import { notify } from '@/shared/ui/notifications';
import { useSaveAuctionDetails } from '../api/auction-commands';
import { AUCTION_LABELS } from '../config';
import { AppForm } from '@/shared/form/app-form';

const LANGUAGES = ['EN', 'SQ', 'SR'] as const;
type Values = Record<'valueEN' | 'valueSQ' | 'valueSR', string | null>;

/** Tab 2: the instructions in English, Albanian and Serbian (rich text, sanitised on the server). */
export function AuctionDescriptionForm({ auction }: { auction: AuctionRecord }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const save = useSaveAuctionDetails({
    onSuccess: () =>
      notify.success({ title: t('generic.success', 'Success'), description: t('action.saved', 'Record saved.') }),
  });
  const editable = auction.actions.includes('edit');
  const submit = (values: Values) => {
    const parsed = auctionDetailInputSchema.safeParse({ auctionId: auction.id, ...values });
    if (!parsed.success) {
      form.setFields(
        parsed.error.issues.map((i) => ({
          name: String(i.path[0]) as keyof Values,
          errors: [t(i.message, i.message)],
        })),
      );
      return;
    }
    save.mutate(
      {
        auctionId: auction.id,
        valueEN: values.valueEN || null,
        valueSQ: values.valueSQ || null,
        valueSR: values.valueSR || null,
      },
      { onError: (error) => showServerErrors(form, error, t) },
    );
  };
  return (
    <AppForm
      form={form}
      layout="vertical"
      initialValues={{
        valueEN: auction.detail.valueEN,
        valueSQ: auction.detail.valueSQ,
        valueSR: auction.detail.valueSR,
      }}
      onFinish={submit}
      data-testid="auction-description-form"
    >
      {LANGUAGES.map((lang) => {
        const name = `value${lang}` as const;
        return (
          <Form.Item
            key={lang}
            name={name}
            label={t(...AUCTION_LABELS[name])}
            extra={
              editable
                ? undefined
                : t('auction.instructions_locked', 'Instructions change only while the auction is created.')
            }
          >
            <LazyRichTextEditor
              id={`auction-instruction-${lang}`}
              disabled={!editable}
              data-testid={`auction-instruction-${lang}`}
            />
          </Form.Item>
        );
      })}
      {editable && (
        <Button
          type="primary"
          htmlType="submit"
          icon={<SaveOutlined />}
          loading={save.isPending}
          data-testid="auction-description-save"
        >
          {t('admin.save', 'Save')}
        </Button>
      )}
    </AppForm>
  );
}
