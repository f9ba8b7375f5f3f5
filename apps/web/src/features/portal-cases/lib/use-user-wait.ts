import { useEffect, useState } from 'react';

/** How long the home page waits for the signed-in user before it says it could not read them (spec §2, §9). */
export const USER_WAIT_MS = 2000;

/**
 * True once `ms` have passed while `waiting` (the session's user query has not answered yet); the page shows a
 * spinner until then and initialises as soon as the user is there. Nothing sleeps: the user arriving ends it.
 */
export function useWaitExpired(waiting: boolean, ms: number = USER_WAIT_MS): boolean {
  const [expired, setExpired] = useState(false);
  useEffect(() => {
    if (!waiting) return;
    const timer = window.setTimeout(() => setExpired(true), ms);
    return () => window.clearTimeout(timer);
  }, [waiting, ms]);
  return waiting && expired;
}
