import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Alert, Form, Input, Modal, Typography, type FormRule } from 'antd';
import type { TextAreaRef } from 'antd/es/input/TextArea';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/shared/api/api-error';
import { applyServerErrors } from '@/shared/form/server-errors';
import { refusesMissing, schemaRule, type ParsingSchema } from '@/shared/form/schema-rule';
import { textOf } from '@/shared/lib/text-of';
import { AppForm } from '@/shared/form/app-form';

/** The text area of the reason (a note, a comment) that the action sends. */
export type ReasonField = {
  /** The field's name on the form and in the server's field errors; `reason` by default. */
  name?: string;
  label: ReactNode;
  /** The input's own limit (the schema's maximum). */
  maxLength: number;
  /**
   * The contracts' rule of the reason, the one the server checks the action with: whether it is required, its
   * length; its messages are translation keys.
   */
  schema: ParsingSchema;
  /** Under the field (e.g. to whom the reason is mailed). */
  help?: ReactNode;
  rows?: number;
  testId: string;
};

export type ReasonDialogProps<V extends object> = {
  /** The action, e.g. "Reject"; the title is the action and its subject. */
  title: string;
  /** What the action acts on (a user name, a code). */
  subject?: string;
  /** What follows from the action. */
  text?: ReactNode;
  /** More about the subject, above the form. */
  details?: ReactNode;
  okText: string;
  cancelText: string;
  danger?: boolean;
  /** Without it the dialog only confirms (or asks the fields given as children). */
  reason?: ReasonField;
  /** Other fields of the form, after the reason. */
  children?: ReactNode;
  initialValues?: Partial<V>;
  /**
   * Runs the action with the trimmed reason ('' without a reason field) and the form's values. It
   * resolves when done; the caller closes the dialog on success. A 400 answer's field messages are
   * shown on the fields.
   */
  onSubmit: (reason: string, values: V) => Promise<unknown>;
  onCancel: () => void;
  /** The field that shows the server's messages for fields the form does not have; the reason by default. */
  strayErrorsOn?: string;
  /** Answers that mean the subject changed meanwhile (the global handler says so): the dialog closes. */
  closeOnStatuses?: readonly number[];
  testIds: { dialog: string; ok: string; cancel?: string };
  /** Where focus goes when the dialog closes; by default what had it when the dialog opened, if still usable. */
  returnFocus?: () => HTMLElement | null;
};

const usable = (element: Element | null): element is HTMLElement =>
  element instanceof HTMLElement && element.isConnected && !(element as HTMLButtonElement).disabled;

/**
 * The one dialog of an action that asks why (reject, block, withdraw, cancel…), or only confirms:
 * the reason's rules and length, the loading OK button while the action runs, the server's field
 * errors on the fields, focus on the reason when it opens and back where the user was when it closes.
 */
export function ReasonDialog<V extends object = Record<string, unknown>>(props: ReasonDialogProps<V>) {
  const { reason, testIds, onCancel } = props;
  const { t } = useTranslation();
  const [form] = Form.useForm<V>();
  const formId = useId();
  const [pending, setPending] = useState(false);
  const [otherErrors, setOtherErrors] = useState<string[]>([]);
  const textArea = useRef<TextAreaRef>(null);
  const reasonName = reason?.name ?? 'reason';
  const strayField = props.strayErrorsOn ?? (reason ? reasonName : undefined);

  // Focus goes back when the dialog leaves the page (callers unmount it to close it).
  const [opener] = useState(() => (typeof document === 'undefined' ? null : document.activeElement));
  const returnFocus = useRef(props.returnFocus);
  useEffect(() => {
    returnFocus.current = props.returnFocus;
  });
  useEffect(
    () => () => {
      const target = returnFocus.current?.() ?? opener;
      if (usable(target)) target.focus();
    },
    [opener],
  );

  const required = reason ? refusesMissing(reason.schema) : false;
  const rules: FormRule[] = reason ? [schemaRule(reason.schema, t, { emptyIsMissing: true })] : [];

  const submit = async (values: V) => {
    setOtherErrors([]);
    const text = textOf((values as Record<string, unknown>)[reasonName]).trim();
    setPending(true);
    try {
      await props.onSubmit(text, values);
    } catch (error) {
      if (isApiError(error) && props.closeOnStatuses?.includes(error.status)) return onCancel();
      const others = applyServerErrors(form, error, t);
      if (others.length && strayField) form.setFields([{ name: strayField as never, errors: others }]);
      else setOtherErrors(others);
    } finally {
      setPending(false);
    }
  };

  return (
    <Modal
      open
      title={props.subject ? `${props.title} · ${props.subject}` : props.title}
      okText={props.okText}
      okButtonProps={{
        danger: props.danger,
        loading: pending,
        htmlType: 'submit',
        form: formId,
        'data-testid': testIds.ok,
      }}
      cancelText={props.cancelText}
      cancelButtonProps={testIds.cancel ? { 'data-testid': testIds.cancel } : undefined}
      onCancel={onCancel}
      afterOpenChange={(open) => {
        if (open && reason && !textArea.current?.resizableTextArea?.textArea.contains(document.activeElement)) {
          textArea.current?.focus();
        }
      }}
      destroyOnHidden
      mask={{ closable: false }}
      data-testid={testIds.dialog}
    >
      {props.details}
      <AppForm<V>
        id={formId}
        form={form}
        layout="vertical"
        requiredMark
        initialValues={props.initialValues}
        onFinish={(values) => void submit(values)}
      >
        {props.text && <Typography.Paragraph>{props.text}</Typography.Paragraph>}
        {reason && (
          <Form.Item name={reasonName} label={reason.label} required={required} rules={rules} extra={reason.help}>
            <Input.TextArea
              ref={textArea}
              rows={reason.rows ?? 4}
              maxLength={reason.maxLength}
              showCount
              autoFocus
              data-testid={reason.testId}
            />
          </Form.Item>
        )}
        {props.children}
        {otherErrors.length > 0 && <Alert type="error" showIcon title={otherErrors.join(' ')} />}
      </AppForm>
    </Modal>
  );
}
