/** Namespaces of message keys this project's own server already sends ready to translate. */
export const KNOWN_MESSAGE_NAMESPACES = [
  'generic.',
  'validation.',
  'eauction.',
  'portal.',
  'action.',
  'profile.',
  'login.',
  'registration.',
  'vocabulary.',
  'translation.',
  'language.',
  'page.',
  'page_group.',
  'role.',
  'mail.',
  'attachment.',
  'product.',
  'bank_guarantee.',
  'user.',
  'companies.',
  'document_template.',
  'auction.',
  'lot.',
  'participation.',
  'news.',
] as const;

/** Reduces a message containing a dot to 'validation.' plus the part before the first dot; other messages are kept. */
export function reduceValidationMessage(message: string): string {
  const dot = message.indexOf('.');
  return dot === -1 ? message : `validation.${message.slice(0, dot)}`;
}

/** Returns the translation key of a field message: known-namespace keys unchanged, anything else reduced. */
export function fieldErrorKey(message: string): string {
  return KNOWN_MESSAGE_NAMESPACES.some((namespace) => message.startsWith(namespace))
    ? message
    : reduceValidationMessage(message);
}

export type SplitErrorBody = { general?: string; fields: Record<string, string> };

/** Splits a 400 body into the general `_error` message and the string-valued field messages as translation keys. */
export function splitErrorBody(body: Record<string, unknown>): SplitErrorBody {
  const fields: Record<string, string> = {};
  for (const [field, message] of Object.entries(body)) {
    if (field !== '_error' && typeof message === 'string') fields[field] = fieldErrorKey(message);
  }
  const general = body._error;
  return typeof general === 'string' ? { general, fields } : { fields };
}
