import { useCallback, useMemo, useState } from 'react';

/** What the screen tells screen readers: a sentence said now, or one taken back when it is no longer true. */
export type Announcer = {
  announce: (text: string) => void;
  /** Clears the region when it still holds `text` (a screen reader must not find an outdated sentence there). */
  withdraw: (text: string) => void;
};

// The same words twice in a row are announced again: a trailing no-break space makes them new.
const REPEAT_MARK = '\u00a0';

/** One polite live region for the screen: the countdown marks and "you were outbid", nothing else. */
export function useAnnouncer(): { message: string; announcer: Announcer } {
  const [message, setMessage] = useState('');
  const announce = useCallback(
    (text: string) => setMessage((previous) => (previous === text ? `${text}${REPEAT_MARK}` : text)),
    [],
  );
  const withdraw = useCallback(
    (text: string) => setMessage((previous) => (previous.replace(REPEAT_MARK, '') === text ? '' : previous)),
    [],
  );
  const announcer = useMemo(() => ({ announce, withdraw }), [announce, withdraw]);
  return { message, announcer };
}

export function AnnouncerRegion({ message }: { message: string }) {
  return (
    <div
      role="status"
      aria-live="polite"
      aria-atomic="true"
      className="visually-hidden"
      data-testid="bidding-announcer"
    >
      {message}
    </div>
  );
}
