import { CalendarOutlined } from '@ant-design/icons';
import { Input, type InputProps } from 'antd';
import { formatDate, formatDateTime, parseDateInput } from '@portal/contracts/dates';

type DateInputProps = Omit<InputProps, 'value' | 'onChange'> & {
  value?: string;
  onChange?: (value: string) => void;
  withTime?: boolean;
};

/**
 * A date typed as DD-MM, DD-MM-YY, DD-MM-YYYY or DD-MM-YYYY HH:mm (spec §5). The form keeps the
 * text; its rule says 'Invalid Date Format' when it does not parse. A valid date is shown in the
 * display format once the field is left.
 */
export function DateInput({ value, onChange, withTime = false, onBlur, ...rest }: DateInputProps) {
  return (
    <Input
      {...rest}
      value={value ?? ''}
      inputMode="numeric"
      autoComplete="off"
      placeholder={withTime ? 'DD-MM-YYYY HH:mm' : 'DD-MM-YYYY'}
      suffix={<CalendarOutlined aria-hidden style={{ color: 'rgb(0 0 0 / 45%)' }} />}
      onChange={(event) => onChange?.(event.target.value)}
      onBlur={(event) => {
        const parsed = value ? parseDateInput(value) : null;
        if (parsed?.ok) {
          const shown = withTime ? formatDateTime(parsed.date) : formatDate(parsed.date);
          if (shown !== value) onChange?.(shown);
        }
        onBlur?.(event);
      }}
    />
  );
}
