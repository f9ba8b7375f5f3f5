import type { FeaturePlugin } from '../../platform/http/types';
import { vocabularyRouteOptions } from './type-routes';

/** `/data/rest/{type}` for every generic vocabulary: the same routes for each type, each path written out. */
export const vocabularyRoutes: FeaturePlugin = (app, { db }) => {
  const units = vocabularyRouteOptions(db, 'measurement_units');
  app.get('/measurement_units/paged', units.paged);
  app.get('/measurement_units/active', units.active);
  app.get('/measurement_units/new', units.blank);
  app.get('/measurement_units/:id', units.one);
  app.post('/measurement_units', units.save);
  app.delete('/measurement_units/:id', units.remove);
  app.post('/measurement_units/import', units.import);

  const licenseTypes = vocabularyRouteOptions(db, 'license_types');
  app.get('/license_types/paged', licenseTypes.paged);
  app.get('/license_types/active', licenseTypes.active);
  app.get('/license_types/new', licenseTypes.blank);
  app.get('/license_types/:id', licenseTypes.one);
  app.post('/license_types', licenseTypes.save);
  app.delete('/license_types/:id', licenseTypes.remove);
  app.post('/license_types/import', licenseTypes.import);

  const categories = vocabularyRouteOptions(db, 'product_categories');
  app.get('/product_categories/paged', categories.paged);
  app.get('/product_categories/active', categories.active);
  app.get('/product_categories/new', categories.blank);
  app.get('/product_categories/:id', categories.one);
  app.post('/product_categories', categories.save);
  app.delete('/product_categories/:id', categories.remove);
  app.post('/product_categories/import', categories.import);

  const subcategories = vocabularyRouteOptions(db, 'product_subcategories');
  app.get('/product_subcategories/paged', subcategories.paged);
  app.get('/product_subcategories/active', subcategories.active);
  app.get('/product_subcategories/new', subcategories.blank);
  app.get('/product_subcategories/:id', subcategories.one);
  app.post('/product_subcategories', subcategories.save);
  app.delete('/product_subcategories/:id', subcategories.remove);
  app.post('/product_subcategories/import', subcategories.import);

  const qualityTypes = vocabularyRouteOptions(db, 'quality_types');
  app.get('/quality_types/paged', qualityTypes.paged);
  app.get('/quality_types/active', qualityTypes.active);
  app.get('/quality_types/new', qualityTypes.blank);
  app.get('/quality_types/:id', qualityTypes.one);
  app.post('/quality_types', qualityTypes.save);
  app.delete('/quality_types/:id', qualityTypes.remove);
  app.post('/quality_types/import', qualityTypes.import);

  const banks = vocabularyRouteOptions(db, 'banks');
  app.get('/banks/paged', banks.paged);
  app.get('/banks/active', banks.active);
  app.get('/banks/new', banks.blank);
  app.get('/banks/:id', banks.one);
  app.post('/banks', banks.save);
  app.delete('/banks/:id', banks.remove);
  app.post('/banks/import', banks.import);
};
