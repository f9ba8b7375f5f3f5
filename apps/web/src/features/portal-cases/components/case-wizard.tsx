import { ArrowLeftOutlined, ArrowRightOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Flex, Steps } from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { CaseType } from '@portal/contracts/portal-cases';
import { useDocumentTitle } from '@/shared/lib/use-document-title';
import { CASE_TYPE_LABEL } from '@/shared/portal/case-kinds';
import { subjectName, type CaseSubject } from '../lib/case-subject';
import { FORM_TAB, SUBJECT_TAB, firstWizardTab, moveWizardTab } from '../lib/wizard-tabs';
import { SubjectStep } from './subject-step';
import { ScreenTitle } from '@/shared/ui/screen-heading';

export type WizardFormProps = {
  subject: CaseSubject;
  /** The step back to the choice of subject (intermediaries only), to put beside the form's own buttons. */
  back: ReactNode;
};

type CaseWizardProps = {
  caseType: CaseType;
  /** Intermediaries start on tab 1 (who the case is about); others on tab 2, about themself (spec §4). */
  intermediary: boolean;
  /** The user's own name (their company's or their own): "myself". */
  ownName: string;
  /** Step 2: the kind's form, which creates the case and goes to its edit page. */
  renderForm: (props: WizardFormProps) => ReactNode;
};

/** The creation wizard (spec §2): step 1 who the case is about, step 2 the kind's form; tabs move by one. */
export function CaseWizard({ caseType, intermediary, ownName, renderForm }: CaseWizardProps) {
  const { t } = useTranslation();
  const title = t('portal.new_case_title', 'New case: {{kind}}', { kind: t(...CASE_TYPE_LABEL[caseType]) });
  useDocumentTitle(title);
  const [tab, setTab] = useState(() => firstWizardTab(intermediary));
  const [subject, setSubject] = useState<CaseSubject | null>({ kind: 'myself' });
  const move = (direction: 1 | -1) => setTab((current) => moveWizardTab(current, direction, intermediary));
  const chosen = subject ?? { kind: 'myself' as const };

  const back = intermediary ? (
    <Button icon={<ArrowLeftOutlined />} onClick={() => move(-1)} data-testid="wizard-back">
      {t('portal.wizard_back', 'Back')}
    </Button>
  ) : null;

  return (
    <Flex vertical gap={16} data-testid="case-wizard">
      <ScreenTitle>{title}</ScreenTitle>
      <Steps
        current={tab - 1}
        size="small"
        responsive
        items={[
          {
            title: t('portal.wizard_subject', 'Who the case is about'),
            disabled: !intermediary,
            content: !intermediary ? t('portal.wizard_subject_self', 'You file about yourself') : undefined,
          },
          { title: t('portal.wizard_form', 'The case') },
        ]}
        data-testid="wizard-steps"
      />
      <Card size="small" styles={{ body: { padding: 16 } }}>
        {tab === SUBJECT_TAB && (
          <Flex vertical gap={16} data-testid="wizard-tab-1">
            <SubjectStep ownName={ownName} onChange={setSubject} />
            <Flex justify="flex-end">
              <Button
                type="primary"
                icon={<ArrowRightOutlined />}
                iconPlacement="end"
                disabled={subject === null}
                onClick={() => move(1)}
                data-testid="wizard-next"
              >
                {t('portal.wizard_next', 'Next')}
              </Button>
            </Flex>
          </Flex>
        )}
        {tab === FORM_TAB && (
          <Flex vertical gap={16} data-testid="wizard-tab-2">
            <Alert
              type="info"
              showIcon
              title={t('portal.wizard_about', 'About: {{name}}', { name: subjectName(chosen, ownName) })}
              data-testid="wizard-about"
            />
            {renderForm({ subject: chosen, back })}
          </Flex>
        )}
      </Card>
    </Flex>
  );
}
