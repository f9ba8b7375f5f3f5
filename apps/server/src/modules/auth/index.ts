// The public surface of the auth module: what other modules and the app may use. Everything else is private.
export { AUTH_JOBS } from './jobs';
export { hashNewPassword, isPasswordTooCommon } from './password-policy';
export { hashPassword, verifyPassword } from './passwords';
export { authRoutes } from './routes';
export { resolveSession, revokeUserSessions } from './sessions';
