/** Bounds of the STOMP endpoint (DESIGN.md §6 "WebSocket"); every one protects the whole server. */

/** Open sockets on this instance; more upgrades are refused with 503 before the handshake. */
export const MAX_CONNECTIONS = 10_000;
/** Open sockets per client address; more are refused with 429 before the handshake. */
export const MAX_CONNECTIONS_PER_ADDRESS = 50;
export const MAX_SUBSCRIPTIONS_PER_CONNECTION = 200;
/** One STOMP frame, command line through the terminating NUL. */
export const MAX_FRAME_BYTES = 64 * 1024;
export const MAX_HEADERS_PER_FRAME = 256;
/**
 * One WebSocket message (ws `maxPayload`). Twice a frame, so a frame just over its limit still
 * gets a STOMP ERROR that says why instead of a bare close 1009 from `ws`.
 */
export const MAX_MESSAGE_BYTES = 2 * MAX_FRAME_BYTES;
/** Frames a client may queue behind its CONNECT while the token is being checked. */
export const MAX_PENDING_FRAMES = 100;
/**
 * Unsent bytes a connection may hold (`ws`'s bufferedAmount, looked at before each write): a client reading slower
 * than pushes come is terminated past it, not buffered without bound, and reconnects and reads what it missed
 * (docs/adr/0098-push-encoded-once-slow-consumers.md).
 */
export const MAX_BUFFERED_BYTES = 1024 * 1024;
/** A socket must send CONNECT within this time. */
export const CONNECT_TIMEOUT_MS = 10_000;
/** What the server offers in heart-beat negotiation: it can send, and wants to hear, every 10 s. */
export const SERVER_HEART_BEAT = { canSend: 10_000, wantsToReceive: 10_000 } as const;
/** How often timeouts and heart-beats are checked, for all connections at once. */
export const SWEEP_INTERVAL_MS = 1_000;
/** How long shutdown waits for clients to answer the close before cutting them off. */
export const SHUTDOWN_GRACE_MS = 1_000;

export type StompLimits = {
  maxSubscriptions: number;
  maxFrameBytes: number;
  maxHeaders: number;
  maxPendingFrames: number;
  maxBufferedBytes: number;
  connectTimeoutMs: number;
  heartBeat: { canSend: number; wantsToReceive: number };
  sweepIntervalMs: number;
};

export const CONNECTION_LIMITS: StompLimits = {
  maxSubscriptions: MAX_SUBSCRIPTIONS_PER_CONNECTION,
  maxFrameBytes: MAX_FRAME_BYTES,
  maxHeaders: MAX_HEADERS_PER_FRAME,
  maxPendingFrames: MAX_PENDING_FRAMES,
  maxBufferedBytes: MAX_BUFFERED_BYTES,
  connectTimeoutMs: CONNECT_TIMEOUT_MS,
  heartBeat: SERVER_HEART_BEAT,
  sweepIntervalMs: SWEEP_INTERVAL_MS,
};
