import type { TraderLicense } from '@portal/contracts/companies';
import { TRADER_LICENSE_ATTACHMENT_BEAN, traderLicenseFieldsSchema } from '@portal/contracts/companies';
import { localized } from '@portal/contracts/multilingual';
import { Alert, Form, Modal, Select, Steps } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateInput } from '@/shared/admin-kit/date-input';
import { dateInputToTransport, formatDate } from '@/shared/lib/business-time';
import { fieldRule } from '@/shared/admin-kit/field-rules';
import type { FormField } from '@/shared/admin-kit/types';
import { useOptions } from '@/shared/admin-kit/use-options';
import { showServerErrors } from '@/shared/form/server-errors';
import { currentLanguage } from '@/shared/i18n/language';
import { notify } from '@/shared/ui/notifications';
import { UploadPanel } from '@/shared/upload/upload-panel';
import { useSaveLicence } from '../api/licences';
import { AppForm } from '@/shared/form/app-form';

type Values = { licenseType?: number; validFrom?: string; validTo?: string };

const SOURCE = { resource: 'license_types' } as const;

/** The fields as the server's schema names them: the days are typed as the spec's date input takes them. */
const FIELDS = {
  licenseType: { name: 'licenseType', kind: 'select', label: ['companies.licence_type', 'Licence type'] },
  validFrom: { name: 'validFrom', kind: 'date', label: ['companies.valid_from', 'Valid from'] },
  validTo: { name: 'validTo', kind: 'date', label: ['companies.valid_to', 'Valid to'] },
} as const satisfies Record<string, FormField>;

/**
 * Adds or changes a licence: type and validity first, then its document (the document needs the
 * saved licence, so a new licence is saved before the upload step).
 */
export function LicenceFormModal({
  companyId,
  licence,
  onClose,
}: {
  companyId: number;
  licence: TraderLicense | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const [saved, setSaved] = useState<TraderLicense | null>(licence);
  const [step, setStep] = useState(0);
  // An inactive type of an existing licence stays selectable for it.
  const current = useMemo(
    () =>
      licence
        ? { value: licence.licenseType.id, label: localized(licence.licenseType, 'label', currentLanguage) }
        : null,
    [licence],
  );
  const types = useOptions(SOURCE, current);
  const save = useSaveLicence(companyId, {
    onSuccess: (result) => {
      notify.success({ title: t('generic.success', 'Success'), description: t('action.saved', 'Record saved.') });
      setSaved(result);
      setStep(1);
    },
  });

  const transport = (value: string | undefined) => {
    // A validity day is a calendar day: DD.MM.YYYY, in no zone.
    return (value ? dateInputToTransport(value, false) : null) ?? value ?? '';
  };

  const submit = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    save.mutate(
      {
        id: saved?.id,
        fields: {
          licenseType: values.licenseType!,
          validFrom: transport(values.validFrom),
          validTo: transport(values.validTo),
        },
      },
      { onError: (error) => showServerErrors(form, error, t) },
    );
  };

  return (
    <Modal
      open
      title={licence ? t('companies.edit_licence', 'Edit licence') : t('companies.add_licence', 'Add a licence')}
      onCancel={onClose}
      onOk={() => (step === 0 ? void submit() : onClose())}
      okText={step === 0 ? t('admin.save', 'Save') : t('admin.close', 'Close')}
      cancelText={t('admin.cancel', 'Cancel')}
      confirmLoading={save.isPending}
      okButtonProps={{ 'data-testid': 'licence-save' }}
      width={640}
    >
      <Steps
        size="small"
        current={step}
        onChange={(next) => saved && setStep(next)}
        style={{ marginBottom: 24 }}
        items={[
          { title: t('companies.licence_details', 'Type and validity') },
          { title: t('companies.licence_document', 'Document'), disabled: !saved },
        ]}
      />
      {step === 0 ? (
        <AppForm<Values>
          form={form}
          layout="vertical"
          requiredMark
          initialValues={
            licence
              ? {
                  licenseType: licence.licenseType.id,
                  validFrom: formatDate(licence.validFrom),
                  validTo: formatDate(licence.validTo),
                }
              : {}
          }
          onFinish={() => void submit()}
          data-testid="licence-form"
        >
          {types.error && (
            <Alert type="error" showIcon title={t('admin.load_failed', 'The records could not be loaded.')} />
          )}
          <Form.Item
            name="licenseType"
            label={t(...FIELDS.licenseType.label)}
            required
            rules={[fieldRule(traderLicenseFieldsSchema, FIELDS.licenseType, t)]}
          >
            <Select
              options={types.options}
              loading={types.loading}
              showSearch={{ optionFilterProp: 'label' }}
              placeholder={t('admin.choose', 'Choose…')}
              data-testid="licence-type"
            />
          </Form.Item>
          <Form.Item
            name="validFrom"
            label={t(...FIELDS.validFrom.label)}
            required
            rules={[fieldRule(traderLicenseFieldsSchema, FIELDS.validFrom, t)]}
          >
            <DateInput data-testid="licence-valid-from" />
          </Form.Item>
          <Form.Item
            name="validTo"
            label={t(...FIELDS.validTo.label)}
            required
            rules={[fieldRule(traderLicenseFieldsSchema, FIELDS.validTo, t)]}
          >
            <DateInput data-testid="licence-valid-to" />
          </Form.Item>
          <button type="submit" hidden />
        </AppForm>
      ) : (
        <UploadPanel bean={TRADER_LICENSE_ATTACHMENT_BEAN} objectId={saved?.id} />
      )}
    </Modal>
  );
}
