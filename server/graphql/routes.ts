import type { FastifyInstance } from 'fastify';
import mercurius from 'mercurius';
import type { MercuriusContext } from 'mercurius';
import { GraphQLError, GraphQLScalarType, valueFromASTUntyped } from 'graphql';
import type { ExecutionResult } from 'graphql';
import type { ApiDeps } from '../api/deps';
import { errorEnvelope } from '../api/errors';
import { loadDocuments } from '../catalogue/documents';
import type { DocumentLoader } from '../search/documents';
import { limitRules } from './limits';
import { createResolvers } from './resolvers';
import { SCHEMA } from './schema';

/** Where the GraphQL API answers (vue-storefront-api's path). */
export const GRAPHQL_PATH = '/graphql';

const JSONScalar = new GraphQLScalarType({
  name: 'JSON',
  serialize: (value) => value,
  parseValue: (value) => value,
  parseLiteral: (ast, variables) => valueFromASTUntyped(ast, variables ?? undefined),
});

/** One error of the answer: the message, where it is, and the HTTP-style code (400 bad query, 404, 503, 500). */
interface FormattedError {
  message: string;
  locations?: readonly { line: number; column: number }[];
  path?: readonly (string | number)[];
  extensions: { code: number; reason?: string };
}

/** mercurius wraps refused queries (syntax, validation) in one error holding the graphql errors. */
function flatten(errors: readonly GraphQLError[]): GraphQLError[] {
  return errors.flatMap((error) => {
    const inner = (error.originalError as { errors?: unknown } | undefined)?.errors;
    return Array.isArray(inner) ? inner.map((e) => (e instanceof GraphQLError ? e : new GraphQLError(String((e as Error).message ?? e)))) : [error];
  });
}

/**
 * The answer of a request with errors, in GraphQL's shape (`data`, `errors`) with the API's envelope
 * `{code, result}` as its `extensions`: a refused query (syntax, unknown field, too deep, too costly, a bad filter)
 * is 400 with the reason; a server fault is 500 'Internal Server Error' without details.
 */
export function formatErrors(execution: ExecutionResult & { errors: readonly GraphQLError[] }, context: { reply?: { log: FastifyInstance['log'] } }) {
  const errors: FormattedError[] = flatten(execution.errors).map((error) => {
    const original = error.originalError as { statusCode?: number; message?: string; code?: string } | undefined;
    // Errors graphql-js found in the query itself (no original error) are the caller's: 400.
    const envelope = original && !(original instanceof GraphQLError) ? errorEnvelope(original) : { code: 400, result: error.message };
    if (envelope.code >= 500) context.reply?.log.error({ err: original ?? error }, 'GraphQL resolver failed');
    const reason = typeof error.extensions?.code === 'string' ? error.extensions.code : undefined;
    return {
      message: envelope.result,
      ...(error.locations ? { locations: error.locations } : {}),
      ...(error.path ? { path: error.path } : {}),
      extensions: { code: envelope.code, ...(reason ? { reason } : {}) },
    };
  });
  const code = Math.max(...errors.map((e) => e.extensions.code));
  const extensions = { code, result: errors.map((e) => e.message).join('; ') };
  // After resolvers ran, mercurius sends the execution result itself with the formatted data and errors.
  (execution as { extensions?: unknown }).extensions = extensions;
  return { statusCode: code, response: { data: execution.data ?? null, errors, extensions } };
}

/**
 * `POST|GET /graphql`: vue-storefront-api's GraphQL catalogue API (schema.ts) on the catalogue search of
 * `/api/catalog`, with introspection, the depth and cost limits of limits.ts, and the error answers of
 * formatErrors. The store view is `?storeCode=` (default: the default view).
 */
export function createGraphqlRoutes(documents: DocumentLoader) {
  return async function graphqlRoutes(app: FastifyInstance, deps: ApiDeps): Promise<void> {
    await app.register(mercurius, {
      schema: SCHEMA,
      resolvers: { JSON: JSONScalar, ...createResolvers(deps, documents) } as never,
      path: GRAPHQL_PATH,
      // The limits price a request with its variables, which needs rules made per request (no parsed-query cache).
      validationRules: ({ variables }) => limitRules(variables),
      cache: false,
      graphiql: false,
      errorFormatter: formatErrors as never,
      context: (_request, reply) => ({ reply }) as unknown as MercuriusContext,
    });
  };
}

/** The GraphQL routes on the full Vue Storefront documents. */
export const graphqlRoutes = createGraphqlRoutes(loadDocuments);
