import type { ReactNode } from 'react';
import type { FieldProperties } from '@portal/contracts/paging';
import type { ActiveResource } from '@portal/contracts/api-paths';

/** A translation key and the text shown when the key is missing. */
export type Text = readonly [key: string, fallback: string];

/** What every record on an admin screen has; `fieldProperties` says which fields are locked. */
export type AdminRecord = { id: number; fieldProperties?: FieldProperties } & Record<string, unknown>;

export type Option = { value: string | number; label: string };

/**
 * Where a select gets its options: fixed ones, or the `GET /{resource}/active` list of a
 * vocabulary (label in the interface language unless `label` says otherwise).
 */
export type OptionsSource =
  | { options: Option[] }
  | {
      resource: ActiveResource;
      query?: Record<string, string | number>;
      label?: (item: Record<string, unknown>, lang: string) => string;
    };

/** A column of the list. `sortable` columns sort on the server by `field`. */
export type ListColumn<T extends AdminRecord = AdminRecord> = {
  field: string;
  title: Text;
  sortable?: boolean;
  /** `boolean` shows yes/no; `date`/`dateTime` format ISO values. */
  kind?: 'text' | 'boolean' | 'date' | 'dateTime';
  width?: number | string;
  ellipsis?: boolean;
  render?: (record: T, lang: string) => ReactNode;
};

/** A filter above the table; its value goes to the URL and to the server as `filter[name]`. */
export type ListFilter = {
  name: string;
  label: Text;
  kind: 'text' | 'boolean' | 'select';
  source?: OptionsSource;
};

/**
 * A field of the edit form; its rules come from the contracts' zod schema. `markdown` is the
 * spec's markdown editor (20 rows); its `source` lists link targets offered after `](`.
 * `richText` is the spec's rich text editor (HTML, loaded lazily, sanitised by the server).
 */
export type FormField = {
  name: string;
  label: Text;
  kind: 'text' | 'textarea' | 'markdown' | 'richText' | 'switch' | 'select' | 'date' | 'dateTime' | 'number';
  source?: OptionsSource;
  /** Shown in the select when the record's value is not among the options (an inactive category). */
  currentOption?: (record: Record<string, unknown>, lang: string) => Option | null;
  placeholder?: Text;
  help?: Text;
  upperCase?: boolean;
  /** Words a text field offers while typing (at most `MAX_SUGGESTIONS` are shown). */
  suggestions?: readonly string[];
  /** Says why the field is locked when the server disables it (a general sentence by default). */
  lockedHelp?: Text;
  /** The reason a record's own state locks the field (before `lockedHelp`); undefined when it says nothing. */
  lockedReason?: (record: Record<string, unknown>) => Text | undefined;
  /** The select's options a record may take (the record's own value is always offered). */
  selectable?: (value: Option['value'], record: Record<string, unknown>) => boolean;
  /**
   * Shown under the field and kept up to date with the form's values (e.g. the text it replaces);
   * `record` is the record as loaded.
   */
  note?: (values: Record<string, unknown>, record: Record<string, unknown>) => ReactNode;
};

/** An action of a row beside edit and delete. */
export type RowAction<T extends AdminRecord = AdminRecord> = {
  key: string;
  label: Text;
  icon?: ReactNode;
  onClick: (record: T) => void;
  hidden?: (record: T) => boolean;
};

/**
 * The part of a zod object schema the kit reads: its fields' schemas and parsing. The schema is
 * given by the feature from `@portal/contracts`, so the web app never depends on zod itself.
 */
export type FieldSchema = {
  safeParse(value: unknown): { success: true; data?: unknown } | { success: false; error: { issues: Issue[] } };
  maxLength?: number | null;
};
export type Issue = { message: string; path: PropertyKey[] };
export type ObjectSchema = {
  shape: Record<string, FieldSchema>;
  safeParse(value: unknown): { success: true; data: unknown } | { success: false; error: { issues: Issue[] } };
};
