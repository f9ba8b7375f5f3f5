import type { Language } from '@portal/contracts/languages';
import { normalizeLanguage } from '@portal/contracts/multilingual';
import { publicSettingsSchema, type PublicSettings } from '@portal/contracts/public-settings';
import { useTranslation } from 'react-i18next';
import { API_BASE } from '@/shared/api/base';

/**
 * The authority that runs the portal (ADR 0089), as the server's settings give it at start (`GET /public_settings`):
 * its name in each language, address, contact and logo. Until it is read (or when it cannot be), no name: callers
 * fall back to their translated wording.
 */
export type Authority = PublicSettings['authority'];

let authority: Authority | null = null;

export const currentAuthority = (): Authority | null => authority;

/** The app sets it once at start from the server (and tests at will); anything not of the schema is ignored. */
export function setAuthority(value: unknown): void {
  const parsed = publicSettingsSchema.shape.authority.safeParse(value);
  if (parsed.success) authority = parsed.data;
}

/** The authority's name in a language, or null before it is known. */
export function authorityName(lang: Language): string | null {
  return authority?.names[lang] || null;
}

/** The address of the logo, or null when none was uploaded. */
export function authorityLogoUrl(): string | null {
  return authority?.logoUrl ? `${API_BASE}${authority.logoUrl}` : null;
}

/** The authority's name in the screen's language; `fallback` (translated) before the settings are known. */
export function useAuthorityName(fallback: string): string {
  const { i18n } = useTranslation();
  return authorityName(normalizeLanguage(i18n.language)) ?? fallback;
}
