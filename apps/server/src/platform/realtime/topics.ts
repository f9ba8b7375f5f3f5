import type { AuthContext } from '../http/access';

/**
 * Who may subscribe to a destination: anyone, a signed-in user, or only the user the destination names (`owner`: a
 * destination with a `{userId}`, which must be the subscriber's own id — a per-user destination).
 */
export type TopicAccess = 'public' | 'authenticated' | 'owner';

/** A rule of the registry; an `owner` rule's pattern captures the destination's user id as the group `userId`. */
export type TopicRule = { pattern: RegExp; access: TopicAccess };

/** Strictness of each access: when several rules match a destination, the strictest decides. */
const STRICTNESS: Record<TopicAccess, number> = { public: 0, authenticated: 1, owner: 2 };

/**
 * A topic a module publishes on, as the module declares it (its `topics` in `modules/registry.ts`): the destination as
 * the spec writes it, where each `{name}` stands for one whole number (an id), and who may subscribe to it.
 */
export type TopicDefinition = { destination: string; access: TopicAccess };

// Destinations are matched only up to this length, so a pattern never runs on huge input.
export const MAX_DESTINATION_LENGTH = 256;

/** A `{name}` of a destination, kept by `split` (the group). */
const PLACEHOLDER = /(\{[A-Za-z][A-Za-z0-9]*\})/;

/**
 * The anchored pattern of a declared destination: its literal parts as they are, each `{name}` one or more digits
 * (the one named `capture`, if given, captured as a group of that name). A destination that is not an absolute path of plain segments is refused, so a typo cannot open more than it names.
 */
export function topicPattern(destination: string, capture?: string): RegExp {
  if (!/^(\/([A-Za-z0-9_.-]+|\{[A-Za-z][A-Za-z0-9]*\}))+$/.test(destination)) {
    throw new Error(`Topic destination ${destination} must be /segments of letters, digits, _.- or {name}`);
  }
  const escape = (part: string) => part.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  const parts = destination.split(PLACEHOLDER);
  const source = parts
    .map((part, i) => (i % 2 === 0 ? escape(part) : part === `{${capture}}` ? `(?<${capture}>\\d+)` : '\\d+'))
    .join('');
  return new RegExp(`^${source}$`);
}

/** The placeholder an `owner` destination names its user by. */
const OWNER_PLACEHOLDER = 'userId';

export type TopicRegistry = {
  /** Opens a module's declared topic (see TopicDefinition) to the subscribers its access names. */
  register(topic: TopicDefinition): void;
  /**
   * Opens destinations matching `pattern` (anchored with ^…$, no g/y/m flag) to subscribers.
   * When several rules match, the strictest wins (public < authenticated < owner), so a later stricter rule cannot
   * be widened by an earlier one. An `owner` pattern must capture the user id as the named group `userId`.
   */
  allow(pattern: RegExp, access: TopicAccess): void;
  /** The access a destination requires, or null when no rule opens it (fail closed). */
  accessOf(destination: string): TopicAccess | null;
  /**
   * Whether this caller may subscribe; a user whose password expired counts as signed out. An `owner` destination
   * only to the user every matching owner rule names.
   */
  maySubscribe(destination: string, auth: AuthContext | null): boolean;
  rules(): readonly TopicRule[];
};

/** A registry of the destinations subscribers may ask for, opened by the topics given and any registered later. */
export function createTopicRegistry(topics: readonly TopicDefinition[] = []): TopicRegistry {
  const rules: TopicRule[] = [];
  const matching = (destination: string): TopicRule[] =>
    destination.length === 0 || destination.length > MAX_DESTINATION_LENGTH
      ? []
      : rules.filter((rule) => rule.pattern.test(destination));
  const accessOf = (destination: string): TopicAccess | null => {
    let found: TopicAccess | null = null;
    for (const rule of matching(destination)) {
      if (found === null || STRICTNESS[rule.access] > STRICTNESS[found]) found = rule.access;
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
    if (access === 'owner' && !pattern.source.includes(`(?<${OWNER_PLACEHOLDER}>`)) {
      throw new Error(`Owner topic pattern ${pattern} must capture the group ${OWNER_PLACEHOLDER}`);
    }
    rules.push({ pattern, access });
  };
  /** The owner's id of every owner rule a destination matches agrees with the caller's (none matching: false). */
  const ownedBy = (destination: string, userId: number): boolean => {
    const owners = matching(destination).filter((rule) => rule.access === 'owner');
    return (
      owners.length > 0 &&
      owners.every((rule) => {
        const id = rule.pattern.exec(destination)?.groups?.[OWNER_PLACEHOLDER];
        return id !== undefined && /^[1-9]\d{0,15}$/.test(id) && Number(id) === userId;
      })
    );
  };
  const registry: TopicRegistry = {
    register: (topic) =>
      allow(topicPattern(topic.destination, topic.access === 'owner' ? OWNER_PLACEHOLDER : undefined), topic.access),
    allow,
    accessOf,
    maySubscribe(destination, auth) {
      const access = accessOf(destination);
      if (access === 'public') return true;
      if (access === null || auth === null || auth.passwordExpired) return false;
      return access === 'authenticated' || ownedBy(destination, auth.userId);
    },
    rules: () => rules,
  };
  for (const topic of topics) registry.register(topic);
  return registry;
}
