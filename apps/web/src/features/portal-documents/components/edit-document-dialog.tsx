import { Form, Input, Modal, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { localized } from '@portal/contracts/multilingual';
import { schemaRule } from '@/shared/form/schema-rule';
import {
  PORTAL_DOCUMENT_DESCRIPTION_MAX,
  editPortalDocumentQuerySchema,
  type PortalDocument,
  type PortalDocumentType,
} from '@portal/contracts/portal-documents';
import { showServerErrors } from '@/shared/form/server-errors';
import { currentLanguage } from '@/shared/i18n/language';
import { notify } from '@/shared/ui/notifications';
import { useEditDocument } from '../api/edit-document';
import { DOC_LABELS } from './labels';
import { AppForm } from '@/shared/form/app-form';

type Values = { typeId: number; description?: string | null };

/** Changes the type and the description of an outgoing document (its file is changed on its own). */
export function EditDocumentDialog({
  document,
  types,
  onClose,
}: {
  document: PortalDocument;
  types: PortalDocumentType[];
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const edit = useEditDocument(document.caseId, {
    onSuccess: () => {
      notify.success({ title: t('generic.success', 'Success'), description: t('action.saved', 'Record saved.') });
      onClose();
    },
  });
  // The document's own type stays offered even if it is no longer active.
  const options = types.some((type) => type.id === document.documentType.id)
    ? types
    : [{ ...document.documentType, groupCode: types[0]?.groupCode ?? 'AUTHORITY' }, ...types];

  const save = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    edit.mutate(
      { id: document.id, typeId: values.typeId, description: values.description?.trim() || null },
      { onError: (error) => showServerErrors(form, error, t) },
    );
  };

  return (
    <Modal
      open
      title={`${t(...DOC_LABELS.edit)} · ${document.attachment?.fileName ?? localized(document.documentType, 'label', currentLanguage)}`}
      onCancel={onClose}
      onOk={() => void save()}
      okText={t('admin.save', 'Save')}
      cancelText={t('admin.cancel', 'Cancel')}
      okButtonProps={{ loading: edit.isPending, 'data-testid': 'edit-document-ok' }}
      destroyOnHidden
      data-testid="edit-document-dialog"
    >
      <AppForm<Values>
        form={form}
        layout="vertical"
        initialValues={{ typeId: document.documentType.id, description: document.description ?? '' }}
        disabled={edit.isPending}
      >
        <Form.Item
          name="typeId"
          label={t(...DOC_LABELS.type)}
          required
          rules={[schemaRule(editPortalDocumentQuerySchema.shape.typeId, t, { emptyIsMissing: true })]}
        >
          <Select
            showSearch
            optionFilterProp="label"
            options={options.map((type) => ({ value: type.id, label: localized(type, 'label', currentLanguage) }))}
            data-testid="edit-document-type"
          />
        </Form.Item>
        <Form.Item
          name="description"
          label={t(...DOC_LABELS.description)}
          rules={[schemaRule(editPortalDocumentQuerySchema.shape.description, t, { emptyIsMissing: true })]}
        >
          <Input.TextArea
            autoSize={{ minRows: 2, maxRows: 5 }}
            maxLength={PORTAL_DOCUMENT_DESCRIPTION_MAX}
            data-testid="edit-document-description"
          />
        </Form.Item>
      </AppForm>
    </Modal>
  );
}
