export { forEachDatabase, openTestDatabase, testDatabaseKinds } from './databases';
export type { DatabaseContext, TestDatabase, TestDatabaseOptions } from './databases';
export { openPgliteFromTemplate, pgliteTemplate, pruneTemplates, templateCacheDir, templateKey } from './template';
export type { TemplateSpec } from './template';
export { openPostgresSchema, testDatabaseUrl, uniqueSchemaName } from './postgres-schema';
export { demoCatalogue } from './demo-catalogue';
export { testServerConfig } from './server-config';
export { useRenderedPages } from './rendered-pages';
export type { RenderedPage, RenderedPages } from './rendered-pages';
