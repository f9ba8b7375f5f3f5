import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { L } from '../lib/labels';
import { tl } from '../lib/translate';

/**
 * Days to a deadline as a tag: overdue in red, today or within five days in orange, else plain. The party's period
 * to answer (`answer`) is not overdue once past: it ended without an answer and the officer goes on (ADR 0074).
 */
export function DeadlineTag({
  daysLeft,
  overdue,
  answer = false,
  testId,
}: {
  daysLeft: number | null;
  overdue: boolean;
  answer?: boolean;
  testId?: string;
}) {
  const { t } = useTranslation();
  if (daysLeft === null) return null;
  if (overdue && answer) {
    return (
      <Tag color="default" data-testid={testId}>
        {tl(t, L.answerPeriodEnded)}
      </Tag>
    );
  }
  if (overdue) {
    const late = Math.max(1, -daysLeft);
    return (
      <Tag color="error" data-testid={testId}>
        {daysLeft < 0 ? tl(t, L.overdueBy, { count: late }) : tl(t, L.overdue)}
      </Tag>
    );
  }
  if (daysLeft === 0) {
    return (
      <Tag color="warning" data-testid={testId}>
        {tl(t, L.dueToday)}
      </Tag>
    );
  }
  return (
    <Tag color={daysLeft <= 5 ? 'warning' : 'default'} data-testid={testId}>
      {tl(t, L.daysLeft, { count: daysLeft })}
    </Tag>
  );
}
