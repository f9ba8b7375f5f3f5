import { useSyncExternalStore } from 'react';
import { getConnectionState, subscribeConnection, type ConnectionState } from './stomp';

/** The shared real-time connection's state (connected, or disconnected since when and trying again when). */
export function useConnectionState(): ConnectionState {
  return useSyncExternalStore(subscribeConnection, getConnectionState, getConnectionState);
}
