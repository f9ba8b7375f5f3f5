// The public surface of the vocabularies module: what other modules and the app may use. Everything else is private.
export { registerVocabularyUsage, vocabularyDefinition, type UsageCheck } from './registry';
export { vocabularyRoutes } from './routes';
export { vocabularyTemplateRoutes } from './template-routes';
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
// Its tables, for the foreign keys of other modules' tables.
export {
  banks,
  caseSubTypes,
  licenseTypes,
  measurementUnits,
  portalAuthorizationTypes,
  portalDecisionTypes,
  portalDocumentTypes,
  portalGoodsTypes,
  productSubcategories,
  qualityTypes,
  tariffs,
} from './tables';
