import type { FeaturePlugin } from '../../platform/http/types';
import { vocabularyRouteOptions } from './type-routes';

/** `/data/rest/{type}` for every generic vocabulary: the same routes for each type, each path written out. */
export const vocabularyRoutes: FeaturePlugin = (app) => {
  const units = vocabularyRouteOptions('measurement_units');
  app.get('/measurement_units/paged', units.paged);
  app.get('/measurement_units/active', units.active);
  app.get('/measurement_units/new', units.blank);
  app.get('/measurement_units/log', units.log);
  app.get('/measurement_units/:id', units.one);
  app.post('/measurement_units', units.save);
  app.delete('/measurement_units/:id', units.remove);
  app.post('/measurement_units/import', units.import);

  const licenseTypes = vocabularyRouteOptions('license_types');
  app.get('/license_types/paged', licenseTypes.paged);
  app.get('/license_types/active', licenseTypes.active);
  app.get('/license_types/new', licenseTypes.blank);
  app.get('/license_types/log', licenseTypes.log);
  app.get('/license_types/:id', licenseTypes.one);
  app.post('/license_types', licenseTypes.save);
  app.delete('/license_types/:id', licenseTypes.remove);
  app.post('/license_types/import', licenseTypes.import);

  const categories = vocabularyRouteOptions('product_categories');
  app.get('/product_categories/paged', categories.paged);
  app.get('/product_categories/active', categories.active);
  app.get('/product_categories/new', categories.blank);
  app.get('/product_categories/log', categories.log);
  app.get('/product_categories/:id', categories.one);
  app.post('/product_categories', categories.save);
  app.delete('/product_categories/:id', categories.remove);
  app.post('/product_categories/import', categories.import);

  const subcategories = vocabularyRouteOptions('product_subcategories');
  app.get('/product_subcategories/paged', subcategories.paged);
  app.get('/product_subcategories/active', subcategories.active);
  app.get('/product_subcategories/new', subcategories.blank);
  app.get('/product_subcategories/log', subcategories.log);
  app.get('/product_subcategories/:id', subcategories.one);
  app.post('/product_subcategories', subcategories.save);
  app.delete('/product_subcategories/:id', subcategories.remove);
  app.post('/product_subcategories/import', subcategories.import);

  const qualityTypes = vocabularyRouteOptions('quality_types');
  app.get('/quality_types/paged', qualityTypes.paged);
  app.get('/quality_types/active', qualityTypes.active);
  app.get('/quality_types/new', qualityTypes.blank);
  app.get('/quality_types/log', qualityTypes.log);
  app.get('/quality_types/:id', qualityTypes.one);
  app.post('/quality_types', qualityTypes.save);
  app.delete('/quality_types/:id', qualityTypes.remove);
  app.post('/quality_types/import', qualityTypes.import);

  const banks = vocabularyRouteOptions('banks');
  app.get('/banks/paged', banks.paged);
  app.get('/banks/active', banks.active);
  app.get('/banks/new', banks.blank);
  app.get('/banks/log', banks.log);
  app.get('/banks/:id', banks.one);
  app.post('/banks', banks.save);
  app.delete('/banks/:id', banks.remove);
  app.post('/banks/import', banks.import);

  // The customs portal's (managed under /web_portal_administration/{type})
  const subTypes = vocabularyRouteOptions('case_sub_types');
  app.get('/case_sub_types/paged', subTypes.paged);
  app.get('/case_sub_types/active', subTypes.active);
  app.get('/case_sub_types/new', subTypes.blank);
  app.get('/case_sub_types/log', subTypes.log);
  app.get('/case_sub_types/:id', subTypes.one);
  app.post('/case_sub_types', subTypes.save);
  app.delete('/case_sub_types/:id', subTypes.remove);
  app.post('/case_sub_types/import', subTypes.import);

  const documentTypes = vocabularyRouteOptions('portal_document_types');
  app.get('/portal_document_types/paged', documentTypes.paged);
  app.get('/portal_document_types/active', documentTypes.active);
  app.get('/portal_document_types/new', documentTypes.blank);
  app.get('/portal_document_types/log', documentTypes.log);
  app.get('/portal_document_types/:id', documentTypes.one);
  app.post('/portal_document_types', documentTypes.save);
  app.delete('/portal_document_types/:id', documentTypes.remove);
  app.post('/portal_document_types/import', documentTypes.import);

  const authorizationTypes = vocabularyRouteOptions('portal_authorization_types');
  app.get('/portal_authorization_types/paged', authorizationTypes.paged);
  app.get('/portal_authorization_types/active', authorizationTypes.active);
  app.get('/portal_authorization_types/new', authorizationTypes.blank);
  app.get('/portal_authorization_types/log', authorizationTypes.log);
  app.get('/portal_authorization_types/:id', authorizationTypes.one);
  app.post('/portal_authorization_types', authorizationTypes.save);
  app.delete('/portal_authorization_types/:id', authorizationTypes.remove);
  app.post('/portal_authorization_types/import', authorizationTypes.import);

  const decisionTypes = vocabularyRouteOptions('portal_decision_types');
  app.get('/portal_decision_types/paged', decisionTypes.paged);
  app.get('/portal_decision_types/active', decisionTypes.active);
  app.get('/portal_decision_types/new', decisionTypes.blank);
  app.get('/portal_decision_types/log', decisionTypes.log);
  app.get('/portal_decision_types/:id', decisionTypes.one);
  app.post('/portal_decision_types', decisionTypes.save);
  app.delete('/portal_decision_types/:id', decisionTypes.remove);
  app.post('/portal_decision_types/import', decisionTypes.import);

  const tariffTypes = vocabularyRouteOptions('portal_tariff_types');
  app.get('/portal_tariff_types/paged', tariffTypes.paged);
  app.get('/portal_tariff_types/active', tariffTypes.active);
  app.get('/portal_tariff_types/new', tariffTypes.blank);
  app.get('/portal_tariff_types/log', tariffTypes.log);
  app.get('/portal_tariff_types/:id', tariffTypes.one);
  app.post('/portal_tariff_types', tariffTypes.save);
  app.delete('/portal_tariff_types/:id', tariffTypes.remove);
  app.post('/portal_tariff_types/import', tariffTypes.import);

  const goodsTypes = vocabularyRouteOptions('portal_goods_types');
  app.get('/portal_goods_types/paged', goodsTypes.paged);
  app.get('/portal_goods_types/active', goodsTypes.active);
  app.get('/portal_goods_types/new', goodsTypes.blank);
  app.get('/portal_goods_types/log', goodsTypes.log);
  app.get('/portal_goods_types/:id', goodsTypes.one);
  app.post('/portal_goods_types', goodsTypes.save);
  app.delete('/portal_goods_types/:id', goodsTypes.remove);
  app.post('/portal_goods_types/import', goodsTypes.import);

  const offices = vocabularyRouteOptions('office_locations');
  app.get('/office_locations/paged', offices.paged);
  app.get('/office_locations/active', offices.active);
  app.get('/office_locations/new', offices.blank);
  app.get('/office_locations/log', offices.log);
  app.get('/office_locations/:id', offices.one);
  app.post('/office_locations', offices.save);
  app.delete('/office_locations/:id', offices.remove);
  app.post('/office_locations/import', offices.import);

  // The customs tariff (`GET tariffs/search` and `tariffs/by_code` are portal-records').
  const tariffEntries = vocabularyRouteOptions('tariffs');
  app.get('/tariffs/paged', tariffEntries.paged);
  app.get('/tariffs/active', tariffEntries.active);
  app.get('/tariffs/new', tariffEntries.blank);
  app.get('/tariffs/log', tariffEntries.log);
  app.get('/tariffs/:id', tariffEntries.one);
  app.post('/tariffs', tariffEntries.save);
  app.delete('/tariffs/:id', tariffEntries.remove);
  app.post('/tariffs/import', tariffEntries.import);
};
