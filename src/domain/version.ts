/** The product's version (spec §1). */
export const APP_VERSION = '1.4.2';
