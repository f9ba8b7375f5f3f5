import { Card, Empty, Typography } from 'antd';
import { useId, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useScrollRegion } from './scroll-table';
import './chart-figure.css';

/**
 * Series colours of the dashboards' charts (ADR 0086): each at least 4.5:1 on white, and told apart by more than
 * hue (the table beside the chart holds every number).
 */
export const CHART_COLORS = ['#1d4ed8', '#b45309', '#047857', '#b91c1c', '#6d28d9', '#334155'] as const;

/**
 * A chart with its caption and its numbers in a table beside it (below on a narrow screen): the table is the
 * chart's text alternative, so the drawing itself is one image named by its caption for screen readers.
 */
export function ChartFigure({
  caption,
  description,
  chart,
  table,
  empty,
  testId,
  listOnly = false,
}: {
  caption: string;
  description?: ReactNode;
  chart: ReactNode;
  table: ReactNode;
  /** Nothing to draw: the empty state instead of the chart and the table. */
  empty?: boolean;
  testId?: string;
  /** A list without a chart: the table alone, full width. */
  listOnly?: boolean;
}) {
  const { t } = useTranslation();
  const captionId = useId();
  // On a phone a table wider than the card scrolls sideways in its box: then the box is a region the keyboard reaches.
  const tableBox = useRef<HTMLDivElement>(null);
  useScrollRegion(tableBox, caption);
  return (
    <Card size="small" className="chart-figure" data-testid={testId}>
      <figure aria-labelledby={captionId} style={{ margin: 0 }}>
        <figcaption id={captionId}>
          <Typography.Title level={2} style={{ fontSize: 16, margin: 0 }}>
            {caption}
          </Typography.Title>
          {description && (
            <Typography.Paragraph type="secondary" style={{ margin: '4px 0 0' }}>
              {description}
            </Typography.Paragraph>
          )}
        </figcaption>
        {empty ? (
          <Empty description={t('dashboard.empty', 'No figures yet.')} />
        ) : listOnly ? (
          <div className="chart-figure__list" ref={tableBox}>
            {table}
          </div>
        ) : (
          <div className="chart-figure__body">
            <div
              className="chart-figure__chart"
              role="img"
              aria-label={t('dashboard.chart_alt', '{{caption}}: chart; the table beside it holds its numbers.', {
                caption,
              })}
            >
              {chart}
            </div>
            <div className="chart-figure__table" ref={tableBox}>
              {table}
            </div>
          </div>
        )}
      </figure>
    </Card>
  );
}
