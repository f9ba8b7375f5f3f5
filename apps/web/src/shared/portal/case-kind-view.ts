import type { UseQueryResult } from '@tanstack/react-query';
import type { ComponentType, ReactNode } from 'react';
import type { TFunction } from 'i18next';
import type { CaseType, PortalCase } from '@portal/contracts/portal-cases';

/**
 * What a case kind's feature (`features/portal-<kind>`) gives the portal's case screens, which `features/portal-cases`
 * draws: the app layer (`app/routes/portal/`) hands a kind's `CaseKindView` to `KindCasePage` and its
 * `CaseKindCreation` to `CreateCaseScreen`. A kind's feature imports neither screen; the screens import no kind.
 * See docs/adr/0070-walled-portal-features.md.
 */

/** The fields every kind's case shares, as the case form sends them. */
export type CaseFieldsValues = { subTypeId: number; subject: string; description: string | null };

/** The case form (sub-type, subject, description) that `portal-cases` draws into a kind's create form. */
export type CaseFieldsRenderer = (props: {
  caseType: CaseType;
  submitText: string;
  onSubmit: (values: CaseFieldsValues) => Promise<unknown>;
  extraActions?: ReactNode;
  testId: string;
}) => ReactNode;

/** Who a new case is about, as the create bodies take it: nothing for the user themself. */
export type SubjectIds = { aboutIndividualId?: number; aboutCompanyId?: number };

/** A kind's create form, the wizard's second step. */
export type CreateFormProps = {
  subject: SubjectIds;
  /** The wizard's Back button, beside the form's submit button. */
  back: ReactNode;
  /** The case was created: the wizard says so and opens its edit page. */
  onCreated: (id: number) => void;
  renderFields: CaseFieldsRenderer;
};

/** How a kind's case is created: its form, and whether its edit page opens on the kind's records tab. */
export type CaseKindCreation = {
  caseType: CaseType;
  Form: ComponentType<CreateFormProps>;
  openRecords?: boolean;
};

/** A mutation as the case screens use it: one call with its body. */
type Mutation<T> = { mutateAsync: (body: T) => Promise<unknown> };

/** The kind's records tab, after the forum: its label and content (`subTab` from `recordsSubTab`, counted from 0). */
export type KindRecords = {
  label: (portalCase: PortalCase, t: TFunction) => string;
  Content: ComponentType<{ portalCase: PortalCase; editable: boolean; subTab: number }>;
};

/** A further tab of the kind, after its records tab (movement certificate: goods, invoices). */
export type KindTab = {
  key: string;
  label: (t: TFunction) => string;
  Content: ComponentType<{ portalCase: PortalCase; editable: boolean }>;
};

/** A kind's case screen: the case as its endpoint answers it, the save of its fields, and its own parts. */
export type CaseKindView = {
  caseType: CaseType;
  useCase: (id: number) => UseQueryResult<PortalCase>;
  useEditCase: (options: { onSuccess?: () => void }) => Mutation<{ id: number } & CaseFieldsValues>;
  /** Shown above the case tab's facts or form (IPR: the application's validity). */
  CaseTabTop?: ComponentType<{ portalCase: PortalCase }>;
  records?: KindRecords;
  /** Top-level tabs after the records tab, each its own `recordsTab` number. */
  tabs?: KindTab[];
};
