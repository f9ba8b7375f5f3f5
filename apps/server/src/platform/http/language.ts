import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@portal/contracts/languages';
import type { FastifyRequest } from 'fastify';

/** The cookie in which the web keeps the interface language (apps/web/src/shared/i18n/language.ts). */
export const LANGUAGE_COOKIE = 'lang';

function known(code: string | null | undefined): Language | undefined {
  const normalized = (code ?? '').trim().toLowerCase();
  const value = normalized === 'gb' ? 'en' : normalized;
  return (LANGUAGES as readonly string[]).includes(value) ? (value as Language) : undefined;
}

/** A cookie's value from the request's Cookie header, undefined when absent. */
export function cookieValue(request: FastifyRequest, name: string): string | undefined {
  const header = request.headers.cookie;
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) {
      try {
        return decodeURIComponent(part.slice(eq + 1).trim());
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}

/**
 * The language of the person reading an answer: the signed-in user's language, else the language
 * cookie of the web, else Albanian (spec §1 default).
 */
export function readerLanguage(request: FastifyRequest): Language {
  return known(request.auth?.lang) ?? known(cookieValue(request, LANGUAGE_COOKIE)) ?? DEFAULT_LANGUAGE;
}

/**
 * The language a request is made in, for what a command writes in words (a new case's subject): the web's interface
 * language (its `lang` cookie, sent with every request), else the signed-in user's profile language, else Albanian.
 */
export function requestLanguage(request: FastifyRequest): Language {
  return known(cookieValue(request, LANGUAGE_COOKIE)) ?? known(request.auth?.lang) ?? DEFAULT_LANGUAGE;
}
