import type { AuthContext } from '../http/access';

/** Who may subscribe to a destination: anyone, or a signed-in user. */
export type TopicAccess = 'public' | 'authenticated';

export type TopicRule = { pattern: RegExp; access: TopicAccess };

/**
 * A topic a module publishes on, as the module declares it (its `topics` in `modules/registry.ts`): the destination as
 * the spec writes it, where each `{name}` stands for one whole number (an id), and who may subscribe to it.
 */
export type TopicDefinition = { destination: string; access: TopicAccess };

// Destinations are matched only up to this length, so a pattern never runs on huge input.
export const MAX_DESTINATION_LENGTH = 256;

const PLACEHOLDER = /\{[A-Za-z][A-Za-z0-9]*\}/g;

/**
 * The anchored pattern of a declared destination: its literal parts as they are, each `{name}` one or more digits.
 * A destination that is not an absolute path of plain segments is refused, so a typo cannot open more than it names.
 */
export function topicPattern(destination: string): RegExp {
  if (!/^(\/([A-Za-z0-9_.-]+|\{[A-Za-z][A-Za-z0-9]*\}))+$/.test(destination)) {
    throw new Error(`Topic destination ${destination} must be /segments of letters, digits, _.- or {name}`);
  }
  const literal = destination.split(PLACEHOLDER).map((part) => part.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&'));
  return new RegExp(`^${literal.join('\\d+')}$`);
}

export type TopicRegistry = {
  /** Opens a module's declared topic (see TopicDefinition) to the subscribers its access names. */
  register(topic: TopicDefinition): void;
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

/** A registry of the destinations subscribers may ask for, opened by the topics given and any registered later. */
export function createTopicRegistry(topics: readonly TopicDefinition[] = []): TopicRegistry {
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
  const allow = (pattern: RegExp, access: TopicAccess) => {
    // A stateful regex (g/y) alternates results, m lets $ match before a newline, and an
    // unanchored pattern would open every destination that merely contains a match.
    if (pattern.global || pattern.sticky || pattern.multiline)
      throw new Error(`Topic pattern ${pattern} must not use the g, y or m flag`);
    if (!pattern.source.startsWith('^') || !pattern.source.endsWith('$')) {
      throw new Error(`Topic pattern ${pattern} must be anchored with ^ and $`);
    }
    rules.push({ pattern, access });
  };
  const registry: TopicRegistry = {
    register: (topic) => allow(topicPattern(topic.destination), topic.access),
    allow,
    accessOf,
    maySubscribe(destination, auth) {
      const access = accessOf(destination);
      if (access === 'public') return true;
      return access === 'authenticated' && auth !== null && !auth.passwordExpired;
    },
    rules: () => rules,
  };
  for (const topic of topics) registry.register(topic);
  return registry;
}
