/**
 * @module
 * The GraphQL work of the storefront route: parsing, validation, scopes and execution over the
 * storefront schema. Loaded with the first query (`graphql-route.ts`): the graphql package and the
 * schema it builds cost a tenth of a second at start-up that most runs never need.
 */
import {
  execute,
  getOperationAST,
  GraphQLError,
  Kind,
  parse,
  validate,
  type DocumentNode,
  type SelectionSetNode,
} from 'graphql';
import type { Context } from 'hono';
import type { Translate } from '../../core/ports.js';
import { readJson } from '../body.js';
import { createRootValue, type RequestContext } from './resolvers.js';
import { failure, type GraphqlDeps } from './graphql-route.js';
import { MAX_COST, queryCost } from './query-cost.js';
import { FIELD_SCOPES, storefrontSchema } from './schema.js';

/** Most root fields (aliases included) one operation may select. */
const MAX_ROOT_FIELDS = 10;
/** Deepest selection one operation may make: a variant points back to its product, so depth is not bounded by the schema. */
const MAX_DEPTH = 12;

/** How deep a selection goes, through fragments (each named fragment counted once on a path). */
function depthOf(document: DocumentNode, selection: SelectionSetNode, seen: ReadonlySet<string> = new Set()): number {
  let deepest = 0;
  for (const node of selection.selections) {
    // Introspection (`__schema`, `__type`) nests deep in its standard query; graphql's MaxIntrospectionDepthRule bounds
    // its cycles and queryCost its aliases.
    if (node.kind === Kind.FIELD)
      deepest = node.name.value.startsWith('__')
        ? deepest
        : Math.max(deepest, 1 + (node.selectionSet ? depthOf(document, node.selectionSet, seen) : 0));
    else if (node.kind === Kind.INLINE_FRAGMENT)
      deepest = Math.max(deepest, depthOf(document, node.selectionSet, seen));
    else if (!seen.has(node.name.value)) {
      const fragment = document.definitions.find(
        (definition) => definition.kind === Kind.FRAGMENT_DEFINITION && definition.name.value === node.name.value,
      );
      if (fragment && fragment.kind === Kind.FRAGMENT_DEFINITION)
        deepest = Math.max(deepest, depthOf(document, fragment.selectionSet, new Set([...seen, node.name.value])));
    }
  }
  return deepest;
}

/** The root fields an operation selects, through fragments too. */
function rootFields(document: DocumentNode, selection: SelectionSetNode, seen = new Set<string>()): string[] {
  return selection.selections.flatMap((node) => {
    if (node.kind === Kind.FIELD) return [node.name.value];
    if (node.kind === Kind.INLINE_FRAGMENT) return rootFields(document, node.selectionSet, seen);
    if (seen.has(node.name.value)) return [];
    seen.add(node.name.value);
    const fragment = document.definitions.find(
      (definition) => definition.kind === Kind.FRAGMENT_DEFINITION && definition.name.value === node.name.value,
    );
    return fragment && fragment.kind === Kind.FRAGMENT_DEFINITION
      ? rootFields(document, fragment.selectionSet, seen)
      : [];
  });
}

/** Answers a query from a caller whose token carries `scopes`; the body is read here. */
export function createGraphqlEngine(deps: GraphqlDeps) {
  const rootValue = createRootValue(deps);
  return async function answer(c: Context, scopes: ReadonlySet<string>): Promise<Response> {
    const read = await readJson(c.req.raw, 64 * 1024);
    const body = read.ok
      ? (read.value as { query?: unknown; variables?: unknown; operationName?: unknown } | null)
      : null;
    if (!body || typeof body.query !== 'string') return failure(c, 'BAD_REQUEST', deps.t('store.graphql.body'));
    let document: DocumentNode;
    try {
      document = parse(body.query, { maxTokens: 5000 });
    } catch (error) {
      return failure(
        c,
        'GRAPHQL_PARSE_FAILED',
        error instanceof GraphQLError ? error.message : deps.t('store.graphql.body'),
      );
    }
    const invalid = validate(storefrontSchema, document);
    if (invalid.length > 0)
      return c.json({
        errors: invalid.map((error) => ({
          message: error.message,
          locations: error.locations,
          extensions: { code: 'GRAPHQL_VALIDATION_FAILED' },
        })),
      });
    const operationName = typeof body.operationName === 'string' ? body.operationName : undefined;
    const operation = getOperationAST(document, operationName);
    if (!operation) return failure(c, 'BAD_REQUEST', deps.t('store.graphql.operation'));
    const fields = rootFields(document, operation.selectionSet);
    // Aliases would let one request do unbounded work (hundreds of carts, of introspections).
    if (fields.length > MAX_ROOT_FIELDS)
      return failure(c, 'MAX_COMPLEXITY_EXCEEDED', deps.t('store.graphql.tooMany', { max: MAX_ROOT_FIELDS }));
    if (depthOf(document, operation.selectionSet) > MAX_DEPTH)
      return failure(c, 'MAX_COMPLEXITY_EXCEEDED', deps.t('store.graphql.tooDeep', { max: MAX_DEPTH }));
    const variables =
      body.variables !== null && typeof body.variables === 'object' && !Array.isArray(body.variables)
        ? (body.variables as Record<string, unknown>)
        : undefined;
    const cost = queryCost(storefrontSchema, document, operation, variables);
    if (cost > MAX_COST)
      return failure(
        c,
        'MAX_COMPLEXITY_EXCEEDED',
        Number.isFinite(cost)
          ? deps.t('store.graphql.tooCostly', { cost, max: MAX_COST })
          : deps.t('store.graphql.introspectionAliases'),
      );
    const denied = fields.flatMap((field) =>
      FIELD_SCOPES[field] && !scopes.has(FIELD_SCOPES[field]) ? [{ field, scope: FIELD_SCOPES[field] }] : [],
    );
    if (denied.length > 0) {
      return c.json({
        errors: denied.map(({ field, scope }) => ({
          message: deps.t('store.graphql.denied', { field, scope }),
          path: [field],
          extensions: { code: 'ACCESS_DENIED', requiredAccess: scope },
        })),
      });
    }
    const contextValue: RequestContext = { scopes };
    const result = await execute({
      schema: storefrontSchema,
      document,
      rootValue,
      contextValue,
      variableValues: variables,
      operationName,
    });
    return c.json({
      ...(result.data !== undefined ? { data: result.data } : {}),
      ...(result.errors ? { errors: result.errors.map((error) => executionError(error, deps.t)) } : {}),
    });
  };
}

/** A resolver's own refusal keeps its words; anything unexpected is reported without them. */
function executionError(error: GraphQLError, t: Translate) {
  const unexpected = error.originalError !== undefined && !(error.originalError instanceof GraphQLError);
  if (unexpected)
    return { message: t('store.errors.internal'), path: error.path, extensions: { code: 'INTERNAL_SERVER_ERROR' } };
  return { message: error.message, path: error.path, extensions: { code: 'BAD_USER_INPUT', ...error.extensions } };
}
