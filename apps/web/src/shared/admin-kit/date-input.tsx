import { CalendarOutlined } from '@ant-design/icons';
import { Input, type InputProps } from 'antd';
import { businessTimeZone, normalizedDateInput } from '../lib/business-time';

type DateInputProps = Omit<InputProps, 'value' | 'onChange'> & {
  value?: string;
  onChange?: (value: string) => void;
  withTime?: boolean;
};

/**
 * A date typed as DD-MM, DD-MM-YY, DD-MM-YYYY or DD-MM-YYYY HH:mm (spec §5). The form keeps the
 * text; its rule says 'Invalid Date Format' when it does not parse. A valid date is shown in the
 * display format once the field is left. Times are wall-clock time in the business time zone,
 * named in the field, whatever the browser's zone.
 */
export function DateInput({ value, onChange, withTime = false, onBlur, ...rest }: DateInputProps) {
  return (
    <Input
      {...rest}
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
          <CalendarOutlined aria-hidden style={{ color: 'rgb(0 0 0 / 45%)' }} />
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
