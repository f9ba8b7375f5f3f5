import { useEffect, useRef } from 'react';
import { subscribeTopic } from './stomp';

/**
 * Calls `onMessage` with each message body (parsed JSON, or text) of a STOMP topic while the
 * component is mounted. `destination` null means "not now".
 */
export function useTopic<T = unknown>(destination: string | null, onMessage: (body: T) => void): void {
  const latest = useRef(onMessage);
  useEffect(() => {
    latest.current = onMessage;
  });
  useEffect(() => {
    if (!destination) return undefined;
    return subscribeTopic(destination, (body) => latest.current(body as T));
  }, [destination]);
}
