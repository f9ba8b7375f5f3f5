import type { AuthContext } from '../http/access';

/** Who may subscribe to a destination: anyone, or a signed-in user. */
export type TopicAccess = 'public' | 'authenticated';

export type TopicRule = { pattern: RegExp; access: TopicAccess };

// Destinations are matched only up to this length, so a pattern never runs on huge input.
export const MAX_DESTINATION_LENGTH = 256;

export type TopicRegistry = {
  /**
   * Opens destinations matching `pattern` (anchored with ^…$, no g/y/m flag) to subscribers.
   * When several rules match, the strictest wins, so a later 'authenticated' rule cannot be
   * widened by an earlier public one.
   */
  allow(pattern: RegExp, access: TopicAccess): void;
  /** The access a destination requires, or null when no rule opens it (fail closed). */
  accessOf(destination: string): TopicAccess | null;
  /** Whether this caller may subscribe; a user whose password expired counts as signed out. */
  maySubscribe(destination: string, auth: AuthContext | null): boolean;
  rules(): readonly TopicRule[];
};

export function createTopicRegistry(): TopicRegistry {
  const rules: TopicRule[] = [];
  const accessOf = (destination: string): TopicAccess | null => {
    if (destination.length === 0 || destination.length > MAX_DESTINATION_LENGTH) return null;
    let found: TopicAccess | null = null;
    for (const rule of rules) {
      if (!rule.pattern.test(destination)) continue;
      if (rule.access === 'authenticated') return 'authenticated';
      found = 'public';
    }
    return found;
  };
  return {
    allow(pattern, access) {
      // A stateful regex (g/y) alternates results, m lets $ match before a newline, and an
      // unanchored pattern would open every destination that merely contains a match.
      if (pattern.global || pattern.sticky || pattern.multiline)
        throw new Error(`Topic pattern ${pattern} must not use the g, y or m flag`);
      if (!pattern.source.startsWith('^') || !pattern.source.endsWith('$')) {
        throw new Error(`Topic pattern ${pattern} must be anchored with ^ and $`);
      }
      rules.push({ pattern, access });
    },
    accessOf,
    maySubscribe(destination, auth) {
      const access = accessOf(destination);
      if (access === 'public') return true;
      return access === 'authenticated' && auth !== null && !auth.passwordExpired;
    },
    rules: () => rules,
  };
}

/** The process-wide registry the STOMP endpoint consults; feature modules add their topics. */
export const topics = createTopicRegistry();

/** Opens a destination pattern on the shared registry (see TopicRegistry.allow). */
export function allowTopic(pattern: RegExp, access: TopicAccess): void {
  topics.allow(pattern, access);
}

// Bids and auction statuses are shown on public screens (DESIGN.md §5 "Bidding").
allowTopic(/^\/topic\/auction\/all$/, 'public');
allowTopic(/^\/topic\/bid\/\d+$/, 'public');
