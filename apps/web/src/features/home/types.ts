/** A product category of the visitor's navigation with its subcategory pages, as the home page lists them. */
export type HomeCategory = {
  key: string;
  /** The category's code (`VEHICLES`), stable across databases. */
  code: string;
  label: string;
  icon: string | null;
  subcategories: Array<{ key: string; url: string; label: string }>;
};
