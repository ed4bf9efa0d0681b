import { GraphQLError, Kind, valueFromASTUntyped } from 'graphql';
import type { ASTVisitor, FieldNode, FragmentDefinitionNode, SelectionSetNode, ValidationContext } from 'graphql';

/**
 * What one GraphQL request may ask for. Catalogue documents are JSON values, so an honest query is shallow
 * (`products { page_info { page_size } }` is 2 levels; the storefront's deepest is 3); the cost bounds how
 * much searching one request can make the database do (aliases can repeat a search many times).
 */
export const GRAPHQL_LIMITS = {
  /** Levels of nested selections (introspection fields are not counted: GraphiQL's own query is 13 deep). */
  depth: 8,
  /** Points per request: each catalogue search 10 plus 1 per 10 documents asked (pageSize), each other field 1. */
  cost: 1000,
} as const;

/** Points of one catalogue search, before its page size. */
export const SEARCH_COST = 10;

/** The Query fields that run a catalogue search, with their default page sizes. */
const SEARCH_FIELDS: Readonly<Record<string, number>> = {
  products: 20,
  categories: 20,
  customAttributeMetadata: 150,
  taxrule: 20,
  reviews: 20,
  cmsPages: 20,
  cmsBlocks: 20,
  cmsHierarchies: 20,
};

/** The message of a query over the depth limit. */
export const tooDeep = (depth: number) => `The query is ${depth} levels deep; at most ${GRAPHQL_LIMITS.depth} are allowed`;
/** The message of a query over the cost limit. */
export const tooCostly = (cost: number) => `The query costs ${cost} points; at most ${GRAPHQL_LIMITS.cost} are allowed (a search costs ${SEARCH_COST} plus 1 per 10 documents of its pageSize)`;

type Visit = (field: FieldNode, depth: number) => void;

/** Walks every field of a selection set (fragments expanded once per path), skipping introspection. */
function walk(context: ValidationContext, set: SelectionSetNode, depth: number, visit: Visit, seen: ReadonlySet<string> = new Set()): void {
  for (const selection of set.selections) {
    if (selection.kind === Kind.FIELD) {
      if (selection.name.value.startsWith('__')) continue;
      visit(selection, depth);
      if (selection.selectionSet) walk(context, selection.selectionSet, depth + 1, visit, seen);
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      walk(context, selection.selectionSet, depth, visit, seen);
    } else {
      const name = selection.name.value;
      const fragment: FragmentDefinitionNode | null | undefined = context.getFragment(name);
      // A fragment spread cycle is reported by graphql's own rule; do not follow it here.
      if (fragment && !seen.has(name)) walk(context, fragment.selectionSet, depth, visit, new Set([...seen, name]));
    }
  }
}

/** The page size a search field asks for (a literal or a variable; the field's default otherwise). */
function pageSizeOf(field: FieldNode, variables: Record<string, unknown>): number {
  const arg = field.arguments?.find((a) => a.name.value === 'pageSize');
  const value: unknown = arg ? valueFromASTUntyped(arg.value, variables) : undefined;
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : (SEARCH_FIELDS[field.name.value] ?? 20);
}

/**
 * Validation rules for the depth and cost limits (the variables of the request price a `pageSize: $size`).
 * Over a limit the request is refused before any resolver runs, with a GraphQL error naming the limit.
 */
export function limitRules(variables: Record<string, unknown> | null | undefined) {
  const values = variables ?? {};
  const rule = (context: ValidationContext): ASTVisitor => ({
    OperationDefinition(operation) {
      let deepest = 0;
      let cost = 0;
      walk(context, operation.selectionSet, 1, (field, depth) => {
        deepest = Math.max(deepest, depth);
        cost += depth === 1 && field.name.value in SEARCH_FIELDS ? SEARCH_COST + Math.ceil(pageSizeOf(field, values) / 10) : 1;
      });
      if (deepest > GRAPHQL_LIMITS.depth) context.reportError(new GraphQLError(tooDeep(deepest), { nodes: [operation], extensions: { code: 'QUERY_TOO_DEEP' } }));
      if (cost > GRAPHQL_LIMITS.cost) context.reportError(new GraphQLError(tooCostly(cost), { nodes: [operation], extensions: { code: 'QUERY_TOO_COSTLY' } }));
      return false;
    },
  });
  return [rule];
}
