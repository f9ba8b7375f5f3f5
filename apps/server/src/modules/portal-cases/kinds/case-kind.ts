import type { Language } from '@portal/contracts/languages';
import type { TextInEveryLanguage } from '@portal/contracts/multilingual';
import type { CaseSubjectChoice, CaseType, PortalCase } from '@portal/contracts/portal-cases';
import type { CaseDecisionInput } from '@portal/contracts/portal-processing';
import type { Actor } from '../../../platform/audit/audit';
import type { Db } from '../../../platform/db/database';
import type { AuthContext } from '../../../platform/http/access';
import type { PdfLetterhead } from '../../../platform/pdf/document';
import type { FileStorage } from '../../../platform/storage/storage';
import type { CaseRow } from '../access';

/**
 * Adds a document the authority issues (a generated PDF) to a case, inside the command's transaction: what a kind's
 * approval step gets to issue its grant, certificate or BTI (the processing module's `issue`).
 */
export type IssueDocument = (
  caseId: number,
  input: {
    typeCode: string;
    /** Its description in every interface language (`inEveryLanguage`), ADR 0077. */
    descriptions: TextInEveryLanguage;
    /** The language its PDF is written in. */
    fileLanguage: Language;
    fileName: string;
    bytes: Buffer;
  },
) => Promise<unknown>;

/**
 * Who issues a case's documents: the authority (its letterhead in the document's language, ADR 0089) and the
 * officer whose command issues them, with their role in that language (the signature block).
 */
export type DocumentIssuer = {
  issuer: PdfLetterhead;
  signer: { officer: string; role: string };
};

/**
 * What a kind's approval step gets: the approved case (its row and as documents print it), the time, the language,
 * and the officer's decision as sent (a kind reads its own part, e.g. a BTI's decided code).
 */
export type ApprovalContext = DocumentIssuer & {
  row: CaseRow;
  decision: CaseDecisionInput;
  portalCase: PortalCase;
  lang: Language;
  timeZone: string;
  decidedAt: Date;
  /** Where links in issued documents point (the public display of a movement certificate). */
  publicUrl: string;
  /** The file storage, to read the case's files an issued document prints (a BTI's images of the goods). */
  storage: FileStorage;
};

/**
 * A kind's own work when its case is approved, inside the approval's transaction: numbers and validity of what is
 * granted (an authorization or licence, a certificate, a BTI, an application for action) and the documents it
 * issues (`issue`: an incoming document of the case, its PDF rendered by the kind). Throws to refuse the approval
 * (its 409 reaches the officer).
 */
export type ApprovalStep = (tx: Db, issue: IssueDocument, context: ApprovalContext) => Promise<void>;

/** A part of a decision a kind prints (what a complaint contests, an application's rights): heading and lines. */
export type DecisionSection = { title: string; lines: string[] };
/** What a kind's decision part gets: the case, the decision's language, zone and time, and its outcome. */
export type DecisionContext = { row: CaseRow; lang: Language; timeZone: string; decidedAt: Date; approved: boolean };

/** A kind's own condition for a submit (beyond the required documents): throws its 409 when unmet. */
export type SubmitCheck = (tx: Db, row: CaseRow) => Promise<void>;

/** The case's own fields every creation form carries: who it is about, the sub-type, the subject, the description. */
export type CaseFieldsInput = CaseSubjectChoice & {
  subTypeId: number;
  subject: string;
  description?: string | null;
};

/** What a kind's record creation gets: the caller, the actor of the audit rows and the case just inserted. */
export type NewCaseContext = { auth: AuthContext; actor: Actor; row: CaseRow };

/**
 * A case kind, described once: the one creation, edit, submit and approval path of the portal reads it. `Records`
 * is what the kind's creation form carries beyond the case's own fields (a BTI's goods, an IPR application, a
 * complaint's declarations or decision); `void` for a kind made with empty records or none. `Code` is the kind's
 * code as a literal, so the registry can check each kind sits under its own code.
 */
export type CaseKind<Records = void, Code extends CaseType = CaseType> = {
  /** The kind's code (contracts `CASE_TYPES`): the case number's prefix and the sub-types' kind. */
  code: Code;
  /**
   * The sub-type check: the body field a sub-type that is not an active one of this kind is refused on
   * (400 `{ [field]: 'portal.sub_type_invalid' }`), on creation and on edit.
   */
  subTypeField: { create: string; edit: string };
  /** The case's own columns a kind sets from its creation input (a licence, a complaint about a decision). */
  caseColumns?: (records: Records) => { licence?: boolean; customsDeclarationDecision?: boolean | null };
  /** The kind's records made with the case, in its transaction (after the case row; a refusal undoes both). */
  createRecords?: (tx: Db, made: NewCaseContext, records: Records) => Promise<void>;
  /** The kind's own submit conditions (beyond the required documents). */
  submitCheck?: SubmitCheck;
  /** The kind's parts of the decision PDF, in its language, printed after the operative part. */
  decisionSections?: (tx: Db, context: DecisionContext) => Promise<DecisionSection[]>;
  /** The kind's approval step: what is granted and the document it issues. */
  approve?: ApprovalStep;
  /**
   * The register's decision type a decision on a case of this kind implies when neither the officer nor the
   * case's sub-type names one (a vocabulary code of `portal_decision_types`); absent: the officer chooses.
   */
  decisionTypeCode?: string;
};

/** Any kind, whatever its creation input: what the submit and approval paths read. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the records type is the kind's own; these paths never read it
export type AnyCaseKind = CaseKind<any>;
