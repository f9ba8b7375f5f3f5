// The public surface of the document-templates module: what other modules and the app may use. Everything else is private.
export { documentTemplateRoutes } from './routes';
export { seedDocumentTemplateGroups } from './seed';
