// The catalog module's pure logic; the module's other files import it from here (see README.md).
export * from './types';
export * from './filters';
export * from './listing-request';
export * from './facets';
export * from './product-rules';
export * from './prices';
export * from './product-page';
export * from './home';
export * from './search';
export * from './seo';
export * from './live';
export * from './trust';
