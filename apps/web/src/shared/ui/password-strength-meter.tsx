import {
  passwordStrengthLevel,
  passwordStrengthScore,
  type PasswordStrengthLevel,
} from '@portal/contracts/password-strength';
import { Progress, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

const LEVEL_COLOURS: Record<PasswordStrengthLevel, string> = {
  1: '#cf1322',
  2: '#d4380d',
  3: '#d48806',
  4: '#7cb305',
  5: '#389e0d',
};

const LEVEL_DEFAULTS: Record<PasswordStrengthLevel, string> = {
  1: 'Very weak',
  2: 'Weak',
  3: 'Fair',
  4: 'Good',
  5: 'Strong',
};

/** The spec's display-only strength meter (§5): no minimum is enforced from it. */
export function PasswordStrengthMeter({ password }: { password: string | undefined }) {
  const { t } = useTranslation();
  const value = password ?? '';
  const level = passwordStrengthLevel(passwordStrengthScore(value));
  const label = value === '' ? '' : t(`password.strength_${level}`, LEVEL_DEFAULTS[level]);
  return (
    <div data-testid="password-strength" data-level={value === '' ? 0 : level} aria-live="polite">
      <Progress
        percent={value === '' ? 0 : level * 20}
        size="small"
        strokeColor={LEVEL_COLOURS[level]}
        showInfo={false}
        aria-label={t('password.strength', 'Password strength')}
      />
      <Typography.Text type="secondary" style={{ fontSize: 12, display: 'block', minHeight: 20 }}>
        {value === ''
          ? t('password.strength_hint', 'Use upper and lower case letters, digits and symbols.')
          : `${t('password.strength', 'Password strength')}: ${label}`}
      </Typography.Text>
    </div>
  );
}
