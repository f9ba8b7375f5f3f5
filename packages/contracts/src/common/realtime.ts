/**
 * Where browsers open the real-time socket: STOMP 1.2 over WebSocket (DESIGN.md §1). The server serves it and the web
 * client connects to it; every topic goes over this one socket.
 */
export const REALTIME_PATH = '/portal/bidding';
