import {
  AuditOutlined,
  CheckCircleOutlined,
  FileAddOutlined,
  MessageOutlined,
  QuestionCircleOutlined,
  SendOutlined,
} from '@ant-design/icons';
import { Card, Col, Flex, Row, Steps, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { CaseType } from '@portal/contracts/portal-cases';
import { paths } from '@/shared/config/paths';
import { useDocumentTitle } from '@/shared/lib/use-document-title';
import { LinkButton } from '@/shared/ui/link-button';
import { AVAILABLE_CASE_TYPES, CASE_TYPE_LABEL, isAvailableCaseType, kindOf } from '@/shared/portal/case-kinds';
import { ScreenTitle } from '@/shared/ui/screen-heading';

/** What each kind is for, in a sentence. */
const KIND_TEXT: Record<CaseType, [string, string]> = {
  GENERAL: [
    'portal.kind_text.GENERAL',
    'A question or request to the customs office: tariff, valuation, origin or anything else.',
  ],
  COMPLAINT: [
    'portal.kind_text.COMPLAINT',
    'An appeal against customs declarations (SAD) or against a decision of the customs office.',
  ],
  AUTHORIZATION: ['portal.kind_text.AUTHORIZATION', 'An application for an authorization or a licence.'],
  MOVEMENT_CERTIFICATE: [
    'portal.kind_text.MOVEMENT_CERTIFICATE',
    'A certificate of the origin of goods for their movement.',
  ],
  BTI: ['portal.kind_text.BTI', 'A binding decision on the tariff classification of goods.'],
  IPR: ['portal.kind_text.IPR', 'An application for the customs to protect intellectual property rights.'],
};
const ORDER: CaseType[] = [
  ...new Set<CaseType>([...AVAILABLE_CASE_TYPES, 'AUTHORIZATION', 'MOVEMENT_CERTIFICATE', 'BTI', 'IPR']),
];

/**
 * `/web_portal/web_portal_welcome_page`: what the portal is for — the kinds of case (those available now with a
 * link to start one) — and how a case is processed: draft, submit, the officer, a request for information with
 * its deadline, the decision.
 */
export function WelcomeScreen() {
  const { t } = useTranslation();
  const title = t('portal.welcome_title', 'Welcome to the customs portal');
  useDocumentTitle(title);
  const steps = [
    {
      icon: <FileAddOutlined />,
      title: t('portal.how_draft', 'Prepare a draft'),
      content: t(
        'portal.how_draft_text',
        'Say who the case is about (yourself, or as an intermediary a person or a company), fill in the case and attach its documents. A draft is yours alone to change.',
      ),
    },
    {
      icon: <SendOutlined />,
      title: t('portal.how_submit', 'Submit it'),
      content: t(
        'portal.how_submit_text',
        'Once submitted, the case goes to the customs office with a receipt, and a deadline for the decision starts.',
      ),
    },
    {
      icon: <AuditOutlined />,
      title: t('portal.how_officer', 'An officer processes it'),
      content: t(
        'portal.how_officer_text',
        'A customs officer takes the case, reads it and its documents and may write to you in the case’s forum.',
      ),
    },
    {
      icon: <QuestionCircleOutlined />,
      title: t('portal.how_request', 'Request for information'),
      content: t(
        'portal.how_request_text',
        'If something is missing, the officer returns the case to you with a request and a deadline: correct it, add the documents and submit it again before the deadline.',
      ),
    },
    {
      icon: <CheckCircleOutlined />,
      title: t('portal.how_decision', 'Decision'),
      content: t(
        'portal.how_decision_text',
        'The office approves or rejects the case and issues its decision as a document of the case. You are told by e-mail at each step.',
      ),
    },
  ];
  return (
    <Flex vertical gap={24} data-testid="portal-welcome">
      <div>
        <ScreenTitle>{title}</ScreenTitle>
        <Typography.Paragraph type="secondary" style={{ marginTop: 8 }}>
          {t(
            'portal.welcome_text',
            'Here you file cases with the customs administration and follow them until the decision: each case has its documents, a forum to write with the office and its history.',
          )}
        </Typography.Paragraph>
        <LinkButton to={paths.portalHome} type="primary">
          {t('portal.to_my_cases', 'Go to my cases')}
        </LinkButton>
      </div>
      <section aria-labelledby="welcome-kinds">
        <Typography.Title level={2} id="welcome-kinds" style={{ fontSize: 18 }}>
          {t('portal.welcome_kinds', 'Kinds of case')}
        </Typography.Title>
        <Row gutter={[16, 16]}>
          {ORDER.map((type) => (
            <Col key={type} xs={24} md={12} xl={8}>
              <Card
                size="small"
                title={t(...CASE_TYPE_LABEL[type])}
                style={{ height: '100%' }}
                data-testid={`welcome-kind-${type}`}
              >
                <Flex vertical gap={12} align="flex-start">
                  <Typography.Text>{t(...KIND_TEXT[type])}</Typography.Text>
                  {isAvailableCaseType(type) ? (
                    <LinkButton
                      to={paths.portalCreateCase(kindOf(type))}
                      data-testid={`welcome-create-${kindOf(type)}`}
                    >
                      {t('portal.start_case', 'Start: {{kind}}', { kind: t(...CASE_TYPE_LABEL[type]) })}
                    </LinkButton>
                  ) : (
                    <Typography.Text type="secondary">
                      {t('portal.kind_soon', 'Coming soon to the portal.')}
                    </Typography.Text>
                  )}
                </Flex>
              </Card>
            </Col>
          ))}
        </Row>
      </section>
      <section aria-labelledby="welcome-how">
        <Typography.Title level={2} id="welcome-how" style={{ fontSize: 18 }}>
          {t('portal.welcome_how', 'How a case is processed')}
        </Typography.Title>
        <Card size="small">
          {/* Every step is described, none is "waiting": each is shown in full colour, not greyed out. */}
          <Steps
            orientation="vertical"
            current={-1}
            items={steps.map((step) => ({ ...step, status: 'process' as const }))}
          />
        </Card>
        <Typography.Paragraph type="secondary" style={{ marginTop: 12 }}>
          <MessageOutlined />{' '}
          {t(
            'portal.welcome_forum',
            'Questions about a case? Write in its forum: the officer answers there, and the exchange stays with the case.',
          )}
        </Typography.Paragraph>
      </section>
    </Flex>
  );
}
