// The public surface of the vocabularies module: what other modules and the app may use. Everything else is private.
export { registerVocabularyUsage, vocabularyDefinition } from './registry';
export { vocabularyRoutes } from './routes';
export { seedDemoBanks, seedProductCategories } from './seed';
export { seedPortalVocabularies } from './portal-seed';
export {
  activeCategoriesWithSubcategories,
  activeVocabulary,
  findVocabularyRef,
  rowsByCode,
  saveVocabulary,
  vocabularyRecordsByIds,
} from './service';
