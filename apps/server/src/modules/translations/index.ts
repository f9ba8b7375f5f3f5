// The public surface of the translations module: what other modules and the app may use. Everything else is private.
export { languageRoutes, registerTranslationFiles, translationPageHead, translationRoutes } from './routes';
export { seedLanguages } from './service';
