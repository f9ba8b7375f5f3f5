// The public surface of the bank-guarantees module: what other modules and the app may use. Everything else is private.
export { bankGuaranteeRoutes } from './routes';
export { listGuaranteesOfUser } from './service';
