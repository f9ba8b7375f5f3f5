import { ClearOutlined } from '@ant-design/icons';
import { Button, Flex, Input, InputNumber, Segmented, Select, Switch, Tag } from 'antd';
import { useId, useState, type FocusEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CASE_STATUSES, CASE_TYPES } from '@portal/contracts/portal-cases';
import { QUEUE_ASSIGNEES, parseAgeingFilter, type QueueAssignee } from '@portal/contracts/portal-processing';
import { CASE_STATUS_LABEL, CASE_TYPE_LABEL } from '@/shared/portal/case-kinds';
import { DayRangeFilter } from '@/shared/portal/day-range-filter';
import type { QueueFilters } from '@/shared/portal/query-keys';
import { ASSIGNEE_LABEL } from '../lib/labels';
import { AGEING_BUCKET_LABEL, AGEING_CLOCK_LABEL } from '../lib/dashboard-labels';
import { tl } from '../lib/translate';

/** A labelled control of the bar (the label names it for screen readers). */
function Field({
  label,
  children,
  width = 200,
}: {
  label: string;
  children: (id: string) => ReactNode;
  width?: number;
}) {
  const id = useId();
  return (
    <Flex vertical gap={4} style={{ flex: `1 1 ${width}px`, minWidth: 0, maxWidth: width + 80 }}>
      <label htmlFor={id} style={{ fontSize: 12 }}>
        {label}
      </label>
      {children(id)}
    </Flex>
  );
}

/**
 * Whether leaving a text field takes the focus to a link (a case of the list, a menu entry): the user follows it and
 * leaves the page. Applying the typed text then would redraw the list under the pointer between its press and its
 * release, and the click would open nothing.
 */
const followsLink = (event: FocusEvent) =>
  event.relatedTarget instanceof Element && event.relatedTarget.closest('a[href]') !== null;

/**
 * The queue's filters: kind, status (the open ones by default, or all), whose cases (everyone's, mine, not
 * taken), submitted at least N days ago, overdue only, a case or protocol number, a search of subjects and filers,
 * and the days of submission. Each applies at once (a text when the user presses Enter or leaves the field, unless
 * for a link; a day once whole).
 */
export function QueueFiltersBar({
  filters,
  onChange,
}: {
  filters: QueueFilters;
  onChange: (next: QueueFilters) => void;
}) {
  const { t } = useTranslation();
  const [number, setNumber] = useState(filters.number ?? '');
  const [search, setSearch] = useState(filters.search ?? '');
  const set = (name: keyof QueueFilters, value: string | undefined) =>
    onChange({ ...filters, [name]: value || undefined });
  /** Leaving a text field applies its text when it changed, unless the focus goes to a link (`followsLink`). */
  const applyOnLeave = (name: 'number' | 'search', text: string) => (event: FocusEvent) => {
    if (!followsLink(event) && text.trim() !== (filters[name] ?? '')) set(name, text.trim());
  };
  const statuses = CASE_STATUSES.filter((s) => s !== 'DRAFT');
  const active = Object.values(filters).some(Boolean);
  return (
    <Flex gap={12} wrap align="flex-end" data-testid="queue-filters">
      <Field label={t('portal.case_kind', 'Kind')}>
        {(id) => (
          <Select
            id={id}
            value={filters.kind}
            allowClear
            placeholder={t('admin.all', 'All')}
            options={CASE_TYPES.map((type) => ({ value: type, label: t(...CASE_TYPE_LABEL[type]) }))}
            onChange={(value: string | undefined) => set('kind', value)}
            data-testid="queue-filter-kind"
          />
        )}
      </Field>
      <Field label={t('portal.status', 'Status')}>
        {(id) => (
          <Select
            id={id}
            value={filters.status}
            allowClear
            placeholder={t('portal.processing.status_open', 'Open (to be processed)')}
            options={[
              ...statuses.map((s) => ({ value: s, label: t(...CASE_STATUS_LABEL[s]) })),
              { value: 'ALL', label: t('admin.all', 'All') },
            ]}
            onChange={(value: string | undefined) => set('status', value)}
            data-testid="queue-filter-status"
          />
        )}
      </Field>
      <Field label={t('portal.processing.assignee', 'Taken by')} width={260}>
        {(id) => (
          <Segmented<QueueAssignee>
            id={id}
            value={(filters.assignee as QueueAssignee | undefined) ?? 'all'}
            options={QUEUE_ASSIGNEES.map((a) => ({ value: a, label: tl(t, ASSIGNEE_LABEL[a]) }))}
            onChange={(value) => set('assignee', value === 'all' ? undefined : value)}
            data-testid="queue-filter-assignee"
          />
        )}
      </Field>
      <Field label={t('portal.processing.min_age_days', 'Submitted at least (days ago)')} width={200}>
        {(id) => (
          <InputNumber<number>
            id={id}
            min={0}
            max={9999}
            precision={0}
            value={filters.minAgeDays ? Number(filters.minAgeDays) : null}
            onChange={(value) => set('minAgeDays', value === null ? undefined : String(value))}
            style={{ width: '100%' }}
            data-testid="queue-filter-age"
          />
        )}
      </Field>
      <Field label={t('portal.processing.overdue_only', 'Overdue only')} width={120}>
        {(id) => (
          <Switch
            id={id}
            checked={filters.overdue === 'true'}
            onChange={(checked) => set('overdue', checked ? 'true' : undefined)}
            // The field's column stretches its children; a switch keeps its own size.
            style={{ alignSelf: 'flex-start', marginBlock: 5 }}
            data-testid="queue-filter-overdue"
          />
        )}
      </Field>
      <Field label={t('portal.processing.number_filter', 'Case or protocol number')}>
        {(id) => (
          <Input.Search
            id={id}
            value={number}
            maxLength={60}
            onChange={(event) => setNumber(event.target.value)}
            onSearch={(value) => set('number', value.trim())}
            onBlur={applyOnLeave('number', number)}
            data-testid="queue-filter-number"
          />
        )}
      </Field>
      <Field
        label={t('portal.processing.search_filter', 'Subject or filer (name, personal or business number)')}
        width={260}
      >
        {(id) => (
          <Input.Search
            id={id}
            value={search}
            maxLength={100}
            onChange={(event) => setSearch(event.target.value)}
            onSearch={(value) => set('search', value.trim())}
            onBlur={applyOnLeave('search', search)}
            data-testid="queue-filter-search"
          />
        )}
      </Field>
      <DayRangeFilter
        fromLabel={t('portal.submitted_from', 'Submitted from')}
        toLabel={t('portal.submitted_to', 'Submitted to')}
        from={filters.submittedFrom}
        to={filters.submittedTo}
        onChange={(end, value) => set(end === 'from' ? 'submittedFrom' : 'submittedTo', value)}
        testId="queue-filter-submitted"
      />
      <DashboardFilters filters={filters} onChange={onChange} />
      {active && (
        <Button
          icon={<ClearOutlined />}
          onClick={() => {
            setNumber('');
            setSearch('');
            onChange({});
          }}
          data-testid="queue-filters-clear"
        >
          {t('portal.processing.clear_filters', 'Clear filters')}
        </Button>
      )}
    </Flex>
  );
}

/** The filters a dashboard figure opens the queue with (ageing, days of the decision), each shown and removable. */
function DashboardFilters({ filters, onChange }: { filters: QueueFilters; onChange: (next: QueueFilters) => void }) {
  const { t } = useTranslation();
  const ageing = filters.ageing ? parseAgeingFilter(filters.ageing) : null;
  const decided = filters.decidedFrom || filters.decidedTo;
  if (!ageing && !decided) return null;
  return (
    <Flex gap={8} wrap align="center" data-testid="queue-dashboard-filters">
      {ageing && (
        <Tag closable onClose={() => onChange({ ...filters, ageing: undefined })} data-testid="queue-filter-ageing">
          {t(...AGEING_CLOCK_LABEL[ageing.clock])}: {t(...AGEING_BUCKET_LABEL[ageing.bucket])}
        </Tag>
      )}
      {decided && (
        <Tag
          closable
          onClose={() => onChange({ ...filters, decidedFrom: undefined, decidedTo: undefined })}
          data-testid="queue-filter-decided"
        >
          {t('dashboard.decided_between', 'Decided {{from}} – {{to}}', {
            from: filters.decidedFrom ?? '…',
            to: filters.decidedTo ?? '…',
          })}
        </Tag>
      )}
    </Flex>
  );
}
