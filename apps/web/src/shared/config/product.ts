/** The product's name (not translated: it is a name) and the application version of the spec (§9). */
export const PRODUCT_NAME = 'e-Ankand & e-Sportel';
export const APP_VERSION = '2';
