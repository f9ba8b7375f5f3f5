import { Alert, Button, Descriptions, Empty, Flex, Skeleton, Timeline, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { caseShowsDeadline, type PortalCase } from '@portal/contracts/portal-cases';
import { caseDeadlines, type TimelineEvent } from '@portal/contracts/portal-processing';
import { businessTimeZone, formatDateTimeWithZone } from '@/shared/lib/business-time';
import { useAuthorityName } from '@/shared/lib/authority';
import { useNow } from '@/shared/lib/use-now';
import { useCaseTimeline } from '../api/get-case-timeline';
import { EVENT_COLOR, EVENT_LABEL, L } from '../lib/labels';
import { tl } from '../lib/translate';
import { DeadlineTag } from './deadline-tag';

/**
 * Who acted: the filer's side by name, the authority by its name (ADR 0089) or, for officers, the officer by name.
 */
function actorText(t: TFunction, event: TimelineEvent, authority: string): string {
  if (event.actorRole === 'OFFICER') return event.actor ? tl(t, L.officer, { name: event.actor }) : authority;
  return event.actor ?? tl(t, L.system);
}

/**
 * The case's deadlines above its history: the decision's due time and, while the party is asked (returned, or
 * heard on an intent to reject), theirs or that it ended without an answer.
 */
function CaseDeadlines({ portalCase }: { portalCase: PortalCase }) {
  const { t } = useTranslation();
  const now = useNow(60_000);
  const state = caseDeadlines(portalCase, now, businessTimeZone());
  const hearing = portalCase.caseStatus === 'HEARING';
  const items = [
    portalCase.dueAt &&
      caseShowsDeadline(portalCase.caseStatus) && {
        key: 'due',
        label: tl(t, L.dueAt),
        children: (
          <Flex gap={8} wrap align="center">
            <span>{formatDateTimeWithZone(portalCase.dueAt)}</span>
            <DeadlineTag daysLeft={state.daysLeft} overdue={state.overdue} testId="case-due-tag" />
          </Flex>
        ),
      },
    state.correctionsDaysLeft !== null && {
      key: 'corrections',
      label: tl(t, hearing ? L.hearingDueAt : L.correctionsDueAt),
      children: (
        <Flex gap={8} wrap align="center">
          <span>
            {formatDateTimeWithZone(hearing ? (portalCase.hearing?.answerDueAt ?? null) : portalCase.correctionsDueAt)}
          </span>
          <DeadlineTag
            daysLeft={state.correctionsDaysLeft}
            overdue={state.correctionsOverdue}
            answer
            testId="case-corrections-tag"
          />
        </Flex>
      ),
    },
    portalCase.decidedAt && {
      key: 'decided',
      label: tl(t, L.decided),
      children: formatDateTimeWithZone(portalCase.decidedAt),
    },
    portalCase.protocolNumber && {
      key: 'protocol',
      label: tl(t, L.protocolNumber),
      children: <Typography.Text copyable>{portalCase.protocolNumber}</Typography.Text>,
    },
  ].filter((item) => Boolean(item)) as Array<{ key: string; label: string; children: ReactNode }>;
  if (items.length === 0) return <Typography.Text type="secondary">{tl(t, L.notDue)}</Typography.Text>;
  return <Descriptions size="small" column={1} items={items} data-testid="case-deadlines" />;
}

/**
 * A case's history (its timeline): the deadlines at the top (days left, overdue), then every event with its time
 * in the business time zone, who acted and the note (the request for information, the decision's number, the
 * protocol number).
 */
export function CaseTimeline({ portalCase }: { portalCase: PortalCase }) {
  const { t } = useTranslation();
  const timeline = useCaseTimeline(portalCase.id);
  const authority = useAuthorityName(tl(t, L.authority));
  return (
    <Flex vertical gap={16} data-testid="case-timeline">
      <CaseDeadlines portalCase={portalCase} />
      <Typography.Title level={2} style={{ fontSize: 16, margin: 0 }}>
        {tl(t, L.history)}
      </Typography.Title>
      {timeline.isPending ? (
        <Skeleton active paragraph={{ rows: 3 }} />
      ) : timeline.isError ? (
        <Alert
          type="error"
          showIcon
          title={tl(t, L.timelineFailed)}
          action={
            <Button size="small" onClick={() => void timeline.refetch()}>
              {tl(t, L.retry)}
            </Button>
          }
        />
      ) : timeline.data.length === 0 ? (
        <Empty description={tl(t, L.noEvents)} />
      ) : (
        <Timeline
          items={timeline.data.map((event) => ({
            key: event.id,
            color: EVENT_COLOR[event.kind],
            title: formatDateTimeWithZone(event.at),
            content: (
              <Flex vertical gap={2} data-testid={`case-event-${event.kind}`}>
                <Typography.Text strong>{tl(t, EVENT_LABEL[event.kind])}</Typography.Text>
                <Typography.Text type="secondary">{actorText(t, event, authority)}</Typography.Text>
                {event.note && (
                  <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', margin: 0 }}>
                    {event.note}
                  </Typography.Paragraph>
                )}
              </Flex>
            ),
          }))}
        />
      )}
    </Flex>
  );
}
