import { EditOutlined, EyeOutlined, RollbackOutlined, SendOutlined, StopOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Flex, Tag, Typography } from 'antd';
import { AppTabs } from '@/shared/ui/app-tabs';
import { useState, type ComponentType, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { CASE_KIND_OF_TYPE, type PortalCase, type PortalDocumentDirection } from '@portal/contracts/portal-cases';
import { paths } from '@/shared/config/paths';
import { formatDateTimeWithZone } from '@/shared/lib/business-time';
import { useDocumentTitle } from '@/shared/lib/use-document-title';
import { useNow } from '@/shared/lib/use-now';
import { LinkButton } from '@/shared/ui/link-button';
import { tabIndexFromParam, tabParam } from '@/shared/lib/tab-param';
import {
  aboutName,
  CASE_TYPE_LABEL,
  DOCUMENT_TAB_PARAM,
  kindOf,
  SUB_TAB_PARAM,
  TAB_PARAM,
} from '@/shared/portal/case-kinds';
import {
  CaseConfirmDialog,
  RevokeRepresentationDialog,
  WithdrawCaseDialog,
  type CaseConfirmAction,
  type CaseSteps,
} from './case-confirm-dialog';
import { CaseStatusTag } from '@/shared/portal/case-status-tag';
import { HearingNotice } from './hearing-notice';
import { ScreenTitle } from '@/shared/ui/screen-heading';

const DIRECTIONS: PortalDocumentDirection[] = ['OUTGOING', 'INCOMING'];

/**
 * The parts of a case screen that the portal's other features draw (documents, forum, history, the officer's
 * actions, submit and cancel): the app layer hands the real ones (`app/routes/portal/case-parts.tsx`), a test
 * hands stand-ins.
 */
export type CaseParts = {
  Documents: ComponentType<{
    portalCase: PortalCase;
    editable: boolean;
    activeDirection: PortalDocumentDirection;
    onDirectionChange: (direction: PortalDocumentDirection) => void;
  }>;
  Forum: ComponentType<{ portalCase: PortalCase }>;
  Timeline: ComponentType<{ portalCase: PortalCase }>;
  OfficerActions: ComponentType<{ portalCase: PortalCase }>;
  steps: CaseSteps;
};

type CaseScreenProps = {
  parts: CaseParts;
  portalCase: PortalCase;
  mode: 'edit' | 'view';
  /** The first tab: the case's own form (edit) or its facts (view). */
  caseTab: ReactNode;
  /** The kind's records (complaint: declarations or the decision); a tab after the forum when given. */
  records?: { label: string; content: (subTab: number) => ReactNode };
  /** The kind's further tabs, after its records (movement certificate: goods, invoices). */
  moreTabs?: { key: string; label: string; content: ReactNode }[];
};

/**
 * The frame of every case screen (spec §2 "Case screens"): the case's number, kind, status and subject, the submit
 * and cancel buttons while the owner may use them (edit), the withdrawal of a submitted application, the officer's
 * actions (view), and the tabs — the case, its documents (outgoing and incoming), its forum, its records (and the
 * kind's further tabs), its history. `recordsTab`, `recordsSubTab` and
 * `recordsDocumentTab` (from 1) pick the tabs and follow the user's choice.
 */
export function CaseScreen({ parts, portalCase, mode, caseTab, records, moreTabs = [] }: CaseScreenProps) {
  const { t } = useTranslation();
  const { Documents: CaseDocuments, Forum: CaseForum, Timeline: CaseTimeline, OfficerActions } = parts;
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const [confirming, setConfirming] = useState<CaseConfirmAction | 'withdraw' | 'revoke' | null>(null);
  const setParam = (name: string, value: string) => {
    const next = new URLSearchParams(params);
    next.set(name, value);
    setParams(next, { replace: true });
  };
  const kind = kindOf(portalCase.caseType);
  const editable = mode === 'edit' && portalCase.allowedActions.includes('edit');
  const heading = `${t(...CASE_TYPE_LABEL[portalCase.caseType])} ${portalCase.number}`;
  useDocumentTitle(heading);

  const tabs = [
    { key: 'case', label: t('portal.tab_case', 'Case'), children: caseTab },
    {
      key: 'documents',
      label: t('portal.tab_documents', 'Documents'),
      children: (
        <CaseDocuments
          portalCase={portalCase}
          editable={editable}
          activeDirection={DIRECTIONS[tabIndexFromParam(params.get(DOCUMENT_TAB_PARAM), DIRECTIONS.length)]}
          onDirectionChange={(direction) => setParam(DOCUMENT_TAB_PARAM, tabParam(DIRECTIONS.indexOf(direction)))}
        />
      ),
    },
    { key: 'forum', label: t('portal.tab_forum', 'Forum'), children: <CaseForum portalCase={portalCase} /> },
    ...(records
      ? [
          {
            key: 'records',
            label: records.label,
            children: records.content(tabIndexFromParam(params.get(SUB_TAB_PARAM), 9)),
          },
        ]
      : []),
    ...moreTabs.map((tab) => ({ key: `kind-${tab.key}`, label: tab.label, children: tab.content })),
    { key: 'history', label: t('portal.tab_history', 'History'), children: <CaseTimeline portalCase={portalCase} /> },
  ];
  const active = tabs[tabIndexFromParam(params.get(TAB_PARAM), tabs.length)].key;
  const selectTab = (key: string) => setParam(TAB_PARAM, tabParam(tabs.findIndex((tab) => tab.key === key)));

  const can = (action: 'submit' | 'cancel') => mode === 'edit' && portalCase.allowedActions.includes(action);
  // A submitted application is withdrawn from its read-only view (RETURNED_FOR_CORRECTIONS: from either screen).
  const withdrawStep = parts.steps.useWithdrawCase;
  const canWithdraw = !!withdrawStep && portalCase.allowedActions.includes('withdraw');
  const revokeStep = parts.steps.useRevokeRepresentation;
  // The filer's case came back with a request: said above the tabs, with the deadline and the way to the request.
  const returnedToFiler =
    portalCase.caseStatus === 'RETURNED_FOR_CORRECTIONS' && portalCase.allowedActions.includes('submit');
  // Its period to answer ended without an answer: no longer said as a running deadline (ADR 0074).
  const now = useNow(60_000);
  const returnedEnded = portalCase.correctionsDueAt !== null && now.getTime() > Date.parse(portalCase.correctionsDueAt);
  return (
    <Flex vertical gap={16} data-testid={`case-screen-${mode}`}>
      <Flex justify="space-between" align="flex-start" wrap gap={12}>
        <Flex vertical gap={4} style={{ minWidth: 0 }}>
          <Flex align="center" gap={8} wrap>
            <ScreenTitle>
              {/* The number is not broken at its hyphens on a narrow screen. */}
              {t(...CASE_TYPE_LABEL[portalCase.caseType])}{' '}
              <span style={{ whiteSpace: 'nowrap' }}>{portalCase.number}</span>
            </ScreenTitle>
            <CaseStatusTag status={portalCase.caseStatus} />
            {portalCase.answered && (
              <Tag color="blue" data-testid="case-answered">
                {t('portal.processing.answered', 'Answered')}
              </Tag>
            )}
          </Flex>
          <Typography.Text type="secondary" style={{ overflowWrap: 'anywhere' }}>
            {portalCase.subject} · {aboutName(portalCase)}
          </Typography.Text>
          {portalCase.linkedCase && (
            <Typography.Text data-testid="case-linked">
              {portalCase.linkedCase.link === 'AMEND'
                ? t('portal.case_amends', 'Amends')
                : portalCase.linkedCase.link === 'RENEW'
                  ? t('portal.case_renews', 'Renews')
                  : t('portal.case_complains_against', 'Complaint against the decision of')}{' '}
              <Link
                to={paths.portalViewCase(CASE_KIND_OF_TYPE[portalCase.linkedCase.caseType], portalCase.linkedCase.id)}
                // Underlined: told from the sentence around it by more than its colour (axe link-in-text-block).
                style={{ whiteSpace: 'nowrap', textDecoration: 'underline' }}
                data-testid="case-linked-link"
              >
                {portalCase.linkedCase.number}
              </Link>
            </Typography.Text>
          )}
        </Flex>
        <Flex gap={8} wrap>
          {mode === 'view' && portalCase.allowedActions.includes('edit') && (
            <LinkButton
              to={paths.portalEditCase(kind, portalCase.id)}
              icon={<EditOutlined />}
              data-testid="case-open-edit"
            >
              {t('portal.edit', 'Edit')}
            </LinkButton>
          )}
          {mode === 'edit' && (
            <LinkButton
              to={paths.portalViewCase(kind, portalCase.id)}
              icon={<EyeOutlined />}
              data-testid="case-open-view"
            >
              {t('portal.view', 'View')}
            </LinkButton>
          )}
          {canWithdraw && (
            <Button
              danger
              icon={<RollbackOutlined />}
              onClick={() => setConfirming('withdraw')}
              data-testid="case-withdraw"
            >
              {t('portal.withdraw', 'Withdraw')}
            </Button>
          )}
          {can('cancel') && (
            <Button danger icon={<StopOutlined />} onClick={() => setConfirming('cancel')} data-testid="case-cancel">
              {t('portal.cancel_case', 'Cancel the case')}
            </Button>
          )}
          {can('submit') && (
            <Button
              type="primary"
              icon={<SendOutlined />}
              onClick={() => setConfirming('submit')}
              data-testid="case-submit"
            >
              {t('portal.submit', 'Submit')}
            </Button>
          )}
        </Flex>
      </Flex>
      {returnedToFiler && portalCase.correctionsDueAt && (
        <Alert
          type="warning"
          showIcon
          title={t('portal.returned_title', 'The customs office asked for more information')}
          description={
            // The button under the text, not beside it: on a phone the text keeps the alert's width.
            <Flex vertical gap={8} align="flex-start">
              <span data-testid="case-returned-text">
                {returnedEnded
                  ? t('portal.returned_text_ended', {
                      defaultValue:
                        "The period to answer ended on {{deadline}} without an answer. You may still complete the case and submit it again. The request is in the case's forum and among its incoming documents.",
                      deadline: formatDateTimeWithZone(portalCase.correctionsDueAt),
                    })
                  : t('portal.returned_text', {
                      defaultValue:
                        "Complete the case and submit it again by {{deadline}}. The request is in the case's forum and among its incoming documents.",
                      deadline: formatDateTimeWithZone(portalCase.correctionsDueAt),
                    })}
              </span>
              <Button size="small" onClick={() => selectTab('forum')} data-testid="case-returned-open-forum">
                {t('portal.returned_open_forum', 'See the request')}
              </Button>
            </Flex>
          }
          data-testid="case-returned-notice"
        />
      )}
      <HearingNotice portalCase={portalCase} onOpenForum={() => selectTab('forum')} />
      {portalCase.forAnotherParty && can('submit') && (
        <Alert
          type="info"
          showIcon
          title={t('portal.power_of_attorney_title', {
            defaultValue: 'You file this case for {{party}}: a power of attorney is needed',
            party: aboutName(portalCase),
          })}
          description={
            <Flex vertical gap={8} align="flex-start">
              <span>
                {t(
                  'portal.power_of_attorney_text',
                  'Before submitting, add a "Power of attorney" document to the case, or ask the party to name you among the representations in their profile (valid on the day you submit).',
                )}
              </span>
              <Button
                size="small"
                onClick={() => selectTab('documents')}
                data-testid="case-power-of-attorney-documents"
              >
                {t('portal.power_of_attorney_open_documents', 'Go to the documents')}
              </Button>
            </Flex>
          }
          data-testid="case-power-of-attorney-notice"
        />
      )}
      {portalCase.filedForYou && (
        <Alert
          type="info"
          showIcon
          title={t('portal.filed_for_you_by', {
            defaultValue: 'Filed for you by {{name}}',
            name: portalCase.filer.name,
          })}
          description={
            <Flex vertical gap={8} align="flex-start">
              <span>
                {portalCase.representationRevokedAt
                  ? t('portal.representation_revoked', 'You withdrew the authority of the intermediary for this case.')
                  : t('portal.filed_for_you_text', 'You see this case read-only; the intermediary acts on it.')}
              </span>
              {revokeStep && !portalCase.representationRevokedAt && (
                <Button size="small" danger onClick={() => setConfirming('revoke')} data-testid="case-revoke">
                  {t('portal.revoke_representation', 'Withdraw the authority')}
                </Button>
              )}
            </Flex>
          }
          data-testid="case-filed-for-you"
        />
      )}
      {mode === 'view' && <OfficerActions portalCase={portalCase} />}
      <Card size="small" styles={{ body: { padding: '0 16px 16px' } }}>
        <AppTabs activeKey={active} onChange={selectTab} items={tabs} data-testid="case-tabs" />
      </Card>
      {confirming === 'withdraw' && withdrawStep && (
        <WithdrawCaseDialog
          portalCase={portalCase}
          useWithdrawCase={withdrawStep}
          onClose={() => setConfirming(null)}
          onDone={() => {
            setConfirming(null);
            void navigate(paths.portalViewCase(kind, portalCase.id), { replace: true });
          }}
        />
      )}
      {confirming === 'revoke' && revokeStep && (
        <RevokeRepresentationDialog
          portalCase={portalCase}
          useRevokeRepresentation={revokeStep}
          onClose={() => setConfirming(null)}
          onDone={() => setConfirming(null)}
        />
      )}
      {confirming && confirming !== 'withdraw' && confirming !== 'revoke' && (
        <CaseConfirmDialog
          action={confirming}
          portalCase={portalCase}
          steps={parts.steps}
          onClose={() => setConfirming(null)}
          onDone={() => {
            setConfirming(null);
            // After a submit or a cancel the case is no longer editable: its view page (spec §4).
            void navigate(paths.portalViewCase(kind, portalCase.id), { replace: true });
          }}
        />
      )}
    </Flex>
  );
}
