import { CalendarOutlined, LeftOutlined, RightOutlined } from '@ant-design/icons';
import { Button, Calendar, ConfigProvider, Flex, Input, Popover, Typography, type InputProps } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatWallTime } from '@portal/contracts/dates';
import { businessTimeZone, normalizedDateInput, parseDateInput } from '../lib/business-time';

type DateInputProps = Omit<InputProps, 'value' | 'onChange'> & {
  value?: string;
  onChange?: (value: string) => void;
  withTime?: boolean;
};

/** The day a field's text names, for the calendar to open on (today when it names none). */
function shownDay(text: string | undefined): Dayjs {
  const parsed = text ? parseDateInput(text) : null;
  return parsed?.ok ? dayjs(new Date(parsed.wall.year, parsed.wall.month - 1, parsed.wall.day)) : dayjs();
}

/** The month's name and year in the interface's language (dayjs's locale, set with the language): "nëntor 2026". */
const monthTitle = (day: Dayjs) => day.locale(dayjs.locale()).format('MMMM YYYY');

/**
 * The month to pick a day in: a header of its own (the month named, buttons to the month before and after, each
 * with its name for a screen reader) and the days of the other months in a grey that keeps 4.5:1 contrast.
 */
function MonthPicker({ value, onPick }: { value: Dayjs; onPick: (day: Dayjs) => void }) {
  const { t } = useTranslation();
  return (
    <ConfigProvider theme={{ token: { colorTextDisabled: 'rgb(0 0 0 / 56%)' } }}>
      <Calendar
        fullscreen={false}
        value={value}
        onSelect={(day, { source }) => {
          if (source === 'date') onPick(day);
        }}
        headerRender={({ value: shown, onChange }) => (
          <Flex align="center" justify="space-between" style={{ padding: '4px 0 8px' }}>
            <Button
              type="text"
              size="small"
              icon={<LeftOutlined />}
              aria-label={t('date_input.previous_month', 'Previous month')}
              onClick={() => onChange(shown.subtract(1, 'month'))}
            />
            <Typography.Text strong aria-live="polite">
              {monthTitle(shown)}
            </Typography.Text>
            <Button
              type="text"
              size="small"
              icon={<RightOutlined />}
              aria-label={t('date_input.next_month', 'Next month')}
              onClick={() => onChange(shown.add(1, 'month'))}
            />
          </Flex>
        )}
      />
    </ConfigProvider>
  );
}

/**
 * A date typed as DD-MM, DD-MM-YY, DD-MM-YYYY or DD-MM-YYYY HH:mm (spec §5), or picked: the calendar button opens a
 * month to click a day in (the typed time, if any, is kept). The form keeps the text; its rule says 'Invalid Date
 * Format' when it does not parse. A valid date is shown in the display format once the field is left. Times are
 * wall-clock time in the business time zone, named in the field, whatever the browser's zone.
 */
export function DateInput({ value, onChange, withTime = false, onBlur, disabled, ...rest }: DateInputProps) {
  const { t } = useTranslation();
  const [picking, setPicking] = useState(false);
  const pick = (day: Dayjs) => {
    const parsed = value ? parseDateInput(value) : null;
    const time = withTime && parsed?.ok && parsed.hasTime ? parsed.wall : { hour: 0, minute: 0 };
    const wall = { year: day.year(), month: day.month() + 1, day: day.date(), hour: time.hour, minute: time.minute };
    onChange?.(formatWallTime(wall, withTime && parsed?.ok === true && parsed.hasTime));
    setPicking(false);
  };
  const label = t('date_input.pick', 'Choose a date in a calendar');
  return (
    <Input
      {...rest}
      disabled={disabled}
      value={value ?? ''}
      inputMode="numeric"
      autoComplete="off"
      placeholder={withTime ? 'DD-MM-YYYY HH:mm' : 'DD-MM-YYYY'}
      suffix={
        <>
          {withTime && (
            <span style={{ color: 'rgb(0 0 0 / 62%)', fontSize: 12 }} data-testid="date-input-zone">
              {businessTimeZone()}
            </span>
          )}
          <Popover
            open={picking && !disabled}
            onOpenChange={setPicking}
            trigger="click"
            placement="bottomRight"
            content={
              <div style={{ width: 280 }} data-testid="date-input-calendar">
                <MonthPicker value={shownDay(value)} onPick={pick} />
              </div>
            }
          >
            <Button
              type="text"
              size="small"
              disabled={disabled}
              icon={<CalendarOutlined />}
              aria-label={label}
              title={label}
              style={{ marginInlineEnd: -6, color: 'rgb(0 0 0 / 62%)' }}
              data-testid="date-input-pick"
            />
          </Popover>
        </>
      }
      onChange={(event) => onChange?.(event.target.value)}
      onBlur={(event) => {
        const shown = value ? normalizedDateInput(value, withTime) : null;
        if (shown !== null && shown !== value) onChange?.(shown);
        onBlur?.(event);
      }}
    />
  );
}
