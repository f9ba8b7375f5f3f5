import { Flex } from 'antd';
import { useId, useState } from 'react';
import { DateInput } from '@/shared/admin-kit/date-input';
import { normalizedDateInput } from '@/shared/lib/business-time';

/** A day typed in full (`DD.MM.YYYY`) that is a calendar day, or empty. */
const settled = (text: string) =>
  text === '' || (/^\d{2}\.\d{2}\.\d{4}$/.test(text) && normalizedDateInput(text, false) !== null);

/** One day of a range: applies once the day is whole (typed, picked, or completed on leaving the field) or cleared. */
function DayField({
  label,
  value,
  onChange,
  testId,
  narrow = false,
}: {
  label: string;
  value: string | undefined;
  onChange: (value: string | undefined) => void;
  testId: string;
  /** A narrow screen: the field takes the whole line. */
  narrow?: boolean;
}) {
  const id = useId();
  const [text, setText] = useState(value ?? '');
  // A new value from outside (the address, a reset) replaces what is typed: adjusted while rendering, not in an effect.
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    setText(value ?? '');
  }
  return (
    <Flex vertical gap={4} style={narrow ? { flex: '1 1 100%' } : { flex: '1 1 140px', minWidth: 0, maxWidth: 200 }}>
      <label htmlFor={id} style={{ fontSize: 12 }}>
        {label}
      </label>
      <DateInput
        id={id}
        value={text}
        onChange={(next) => {
          setText(next);
          if (settled(next) && next !== (value ?? '')) onChange(next || undefined);
        }}
        data-testid={testId}
      />
    </Flex>
  );
}

/** A "from … to …" pair of day filters (both days included; the server reads them in the business time zone). */
export function DayRangeFilter({
  fromLabel,
  toLabel,
  from,
  to,
  onChange,
  testId,
  narrow,
}: {
  fromLabel: string;
  toLabel: string;
  from: string | undefined;
  to: string | undefined;
  onChange: (end: 'from' | 'to', value: string | undefined) => void;
  testId: string;
  narrow?: boolean;
}) {
  return (
    <>
      <DayField
        label={fromLabel}
        value={from}
        onChange={(v) => onChange('from', v)}
        testId={`${testId}-from`}
        narrow={narrow}
      />
      <DayField
        label={toLabel}
        value={to}
        onChange={(v) => onChange('to', v)}
        testId={`${testId}-to`}
        narrow={narrow}
      />
    </>
  );
}

/** A table's sort as the API takes it (`key,asc|desc`) and back, for Ant Design's `sortOrder`. */
export function sortOrderOf(sort: string | undefined, key: string): 'ascend' | 'descend' | null {
  if (!sort) return null;
  const [field, direction] = sort.split(',');
  if (field !== key) return null;
  return direction === 'desc' ? 'descend' : 'ascend';
}

export function sortParamOf(key: unknown, order: 'ascend' | 'descend' | null | undefined): string | undefined {
  return typeof key === 'string' && order ? `${key},${order === 'descend' ? 'desc' : 'asc'}` : undefined;
}
