import { Alert, Button, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { PortalCase } from '@portal/contracts/portal-cases';
import { formatDate } from '@/shared/lib/business-time';
import { useNow } from '@/shared/lib/use-now';

/**
 * The right to be heard (ADR 0074) on the case: the reasons of the intended rejection, the day it was sent and the
 * party's deadline; while the hearing runs and the caller may answer, how to answer (the forum or documents, then
 * submit); once answered, the day of the answer; once its period ended unanswered, that it ended and the office may
 * decide (the deadline is no longer shown as running).
 */
export function HearingNotice({ portalCase, onOpenForum }: { portalCase: PortalCase; onOpenForum: () => void }) {
  const { t } = useTranslation();
  const now = useNow(60_000);
  const hearing = portalCase.hearing;
  if (!hearing) return null;
  const open = portalCase.caseStatus === 'HEARING' && !hearing.answeredAt;
  const ended = open && now.getTime() > Date.parse(hearing.answerDueAt);
  const running = open && !ended;
  const mayAnswer = running && portalCase.allowedActions.includes('submit');
  return (
    <Alert
      type={running ? 'warning' : 'info'}
      showIcon
      title={t('portal.hearing_title', 'The customs office intends to reject the application')}
      description={
        <Flex vertical gap={8} align="flex-start">
          <span data-testid="case-hearing-dates">
            {ended
              ? t('portal.hearing_dates_ended', {
                  defaultValue:
                    'Sent on {{sent}}; the period to answer ended on {{deadline}} without an answer. The customs office may now decide.',
                  sent: formatDate(hearing.sentAt),
                  deadline: formatDate(hearing.answerDueAt),
                })
              : t('portal.hearing_dates', {
                  defaultValue: 'Sent on {{sent}}; the answer is due by {{deadline}}.',
                  sent: formatDate(hearing.sentAt),
                  deadline: formatDate(hearing.answerDueAt),
                })}
          </span>
          <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', margin: 0 }} data-testid="case-hearing-reasons">
            <Typography.Text strong>{t('portal.hearing_reasons', 'Reasons')}: </Typography.Text>
            {hearing.reasons}
          </Typography.Paragraph>
          {hearing.answeredAt ? (
            <Typography.Text data-testid="case-hearing-answered">
              {t('portal.hearing_answered_on', {
                defaultValue: 'Answered on {{day}}.',
                day: formatDate(hearing.answeredAt),
              })}
            </Typography.Text>
          ) : (
            mayAnswer && (
              <span>
                {t(
                  'portal.hearing_how_to_answer',
                  'To answer, write in the case’s forum or add documents (Edit), then submit the case again before the deadline. Without an answer the case may be rejected once the period ends.',
                )}
              </span>
            )
          )}
          <Button size="small" onClick={onOpenForum} data-testid="case-hearing-open-forum">
            {t('portal.hearing_open_forum', 'Open the forum')}
          </Button>
        </Flex>
      }
      data-testid="case-hearing-notice"
    />
  );
}
