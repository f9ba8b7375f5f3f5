import { useMemo, useState } from 'react';
import { AutoComplete, Input, InputNumber, Mentions, Select, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '@/shared/i18n/language';
import { LazyRichTextEditor } from '@/shared/rich-text/lazy-rich-text-editor';
import { DateInput } from './date-input';
import { MARKDOWN_ROWS, topMatches, topSuggestions } from './suggestions';
import type { FormField, Option } from './types';
import { useOptions } from './use-options';

type ControlProps = {
  field: FormField;
  record: Record<string, unknown>;
  disabled: boolean;
  maxLength?: number;
  /** Given by Form.Item. */
  value?: unknown;
  onChange?: (value: unknown) => void;
  id?: string;
};

function OptionsSelect({ field, record, disabled, value, onChange, id }: ControlProps) {
  const { t } = useTranslation();
  const extra = field.currentOption?.(record, currentLanguage) ?? null;
  const { options, loading } = useOptions(field.source, extra);
  const { selectable } = field;
  const offered = selectable
    ? options.filter((option) => option.value === record[field.name] || selectable(option.value, record))
    : options;
  return (
    <Select
      id={id}
      value={value as string | number | undefined}
      onChange={onChange}
      options={offered}
      loading={loading}
      disabled={disabled}
      allowClear
      showSearch={{ optionFilterProp: 'label' }}
      placeholder={t('admin.choose', 'Choose…')}
      data-testid={`edit-field-${field.name}`}
    />
  );
}

/** Markdown link syntax: after `[text](` the editor offers the source's addresses. */
const LINK_PREFIX = '](';
// Suggestions match the address typed so far.
const optionText = (option: Option) => String(option.value);

/** The spec's markdown editor: 20 rows, link targets suggested after `](`, at most 30 at a time. */
function MarkdownEditor({ field, disabled, maxLength, value, onChange, id }: ControlProps) {
  const { options } = useOptions(field.source);
  const [search, setSearch] = useState('');
  const suggestions = useMemo(
    () =>
      topMatches(options, search, optionText).map((option) => ({
        key: String(option.value),
        // The closing parenthesis comes with the address, so the link is complete.
        value: `${option.value})`,
        label: `${option.value} · ${option.label}`,
      })),
    [options, search],
  );
  return (
    <Mentions
      id={id}
      value={(value as string | undefined) ?? ''}
      onChange={(text) => onChange?.(text)}
      prefix={LINK_PREFIX}
      split=""
      // An address has no spaces or brackets, and text matching no address is not one: either ends the suggestions.
      validateSearch={(text) => !/[\s()[\]]/.test(text) && topMatches(options, text, optionText, 1).length > 0}
      filterOption={(typed, option) =>
        String(option.value ?? '')
          .toLowerCase()
          .includes(typed.toLowerCase())
      }
      onSearch={(text) => setSearch(text)}
      options={suggestions}
      rows={MARKDOWN_ROWS}
      disabled={disabled}
      maxLength={maxLength}
      style={{ fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace' }}
      data-testid={`edit-field-${field.name}`}
    />
  );
}

/** A text input that offers the field's words while typing (at most 30). */
function SuggestingInput({ field, disabled, maxLength, value, onChange, id }: ControlProps) {
  const { t } = useTranslation();
  const text = (value as string | undefined) ?? '';
  const options = useMemo(
    () => topSuggestions(field.suggestions ?? [], text).map((word) => ({ value: word, label: word })),
    [field.suggestions, text],
  );
  return (
    <AutoComplete
      id={id}
      value={text}
      onChange={(next: string) => onChange?.(next)}
      options={options}
      disabled={disabled}
      maxLength={maxLength}
      placeholder={field.placeholder ? t(...field.placeholder) : undefined}
      data-testid={`edit-field-${field.name}`}
    />
  );
}

/** The input of one form field by its kind. */
export function FormControl(props: ControlProps) {
  const { field, disabled, maxLength, value, onChange, id } = props;
  const { t } = useTranslation();
  const testId = `edit-field-${field.name}`;
  const placeholder = field.placeholder ? t(...field.placeholder) : undefined;
  switch (field.kind) {
    case 'switch':
      return (
        <Switch
          id={id}
          checked={value === true}
          onChange={(checked) => onChange?.(checked)}
          disabled={disabled}
          data-testid={testId}
        />
      );
    case 'select':
      return <OptionsSelect {...props} />;
    case 'markdown':
      return <MarkdownEditor {...props} />;
    case 'richText':
      return (
        <LazyRichTextEditor
          id={id}
          value={value as string | null | undefined}
          onChange={(html) => onChange?.(html)}
          disabled={disabled}
          data-testid={testId}
        />
      );
    case 'textarea':
      return (
        <Input.TextArea
          id={id}
          value={(value as string | undefined) ?? ''}
          onChange={(event) => onChange?.(event.target.value)}
          disabled={disabled}
          maxLength={maxLength}
          showCount={maxLength !== undefined && maxLength > 200}
          autoSize={{ minRows: 3, maxRows: 8 }}
          placeholder={placeholder}
          data-testid={testId}
        />
      );
    case 'number':
      return (
        <InputNumber
          id={id}
          value={value as number | undefined}
          onChange={(next) => onChange?.(next)}
          disabled={disabled}
          style={{ width: '100%' }}
          data-testid={testId}
        />
      );
    case 'date':
    case 'dateTime':
      return (
        <DateInput
          id={id}
          value={value as string | undefined}
          onChange={onChange}
          withTime={field.kind === 'dateTime'}
          disabled={disabled}
          data-testid={testId}
        />
      );
    default:
      if (field.suggestions) return <SuggestingInput {...props} />;
      return (
        <Input
          id={id}
          value={(value as string | undefined) ?? ''}
          onChange={(event) => onChange?.(field.upperCase ? event.target.value.toUpperCase() : event.target.value)}
          disabled={disabled}
          maxLength={maxLength}
          placeholder={placeholder}
          autoComplete="off"
          data-testid={testId}
        />
      );
  }
}
