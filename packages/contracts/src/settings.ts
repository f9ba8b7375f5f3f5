/** Application parameters: code, type, default and bounds (one definition for server and admin screens). */
export const APPLICATION_PARAMETERS = {
  password_max_age_days: { type: 'integer', default: 90, min: 0, max: 3650 },
  captcha_failed_attempts: { type: 'integer', default: 3, min: 1, max: 100 },
  login_failure_window_minutes: { type: 'integer', default: 60, min: 1, max: 1440 },
  session_idle_minutes_staff: { type: 'integer', default: 30, min: 5, max: 1440 },
  session_idle_minutes_user: { type: 'integer', default: 120, min: 5, max: 10080 },
  session_remember_me_days: { type: 'integer', default: 30, min: 1, max: 365 },
  session_absolute_hours: { type: 'integer', default: 12, min: 1, max: 720 },
  upload_extensions: { type: 'string', default: 'pdf,jpg,jpeg,png,doc,docx,xls,xlsx,odt,ods' },
  upload_max_size_mb: { type: 'integer', default: 10, min: 1, max: 512 },
  anti_sniping_minutes: { type: 'integer', default: 3, min: 0, max: 60 },
  lot_part_interval_minutes: { type: 'integer', default: 10, min: 0, max: 1440 },
  business_time_zone: { type: 'string', default: 'Europe/Tirane' },
} as const;

export type ParameterCode = keyof typeof APPLICATION_PARAMETERS;
export type ParameterValue<C extends ParameterCode> = (typeof APPLICATION_PARAMETERS)[C]['type'] extends 'integer'
  ? number
  : string;
