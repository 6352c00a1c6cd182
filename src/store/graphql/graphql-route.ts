/**
 * @module
 * `POST /api/2026-07/graphql.json`: the storefront subset, introspectable,
 * behind `X-Store-Storefront-Access-Token`. Each root field needs its
 * `unauthenticated_*` scope. Failures come as HTTP 200 with `errors`, each
 * with `extensions.code` (ACCESS_DENIED, BAD_REQUEST, GRAPHQL_PARSE_FAILED,
 * GRAPHQL_VALIDATION_FAILED); rate limiting is HTTP 429 with `Retry-After`.
 */
import { execute, getOperationAST, GraphQLError, Kind, parse, validate, type DocumentNode, type SelectionSetNode } from 'graphql';
import type { Context, Hono } from 'hono';
import type { Translate } from '../../core/ports.js';
import { readJson } from '../body.js';
import { spend, type AgentLimits } from '../rate-limit.js';
import { createRootValue, type ResolverDeps } from './resolvers.js';
import { FIELD_SCOPES, storefrontSchema } from './schema.js';

export const GRAPHQL_VERSION = '2026-07';
export const GRAPHQL_PATH = `/api/${GRAPHQL_VERSION}/graphql.json`;

/** Most root fields (aliases included) one operation may select. */
const MAX_ROOT_FIELDS = 10;

export interface GraphqlDeps extends ResolverDeps {
  /** Storefront tokens and the scopes each carries. */
  tokens: ReadonlyMap<string, ReadonlySet<string>>;
  limits?: AgentLimits;
  t: Translate;
}

const failure = (c: Context, code: string, message: string, status: 200 | 404 | 405 | 429 = 200) => c.json({ errors: [{ message, extensions: { code } }] }, status);

/** The root fields an operation selects, through fragments too. */
function rootFields(document: DocumentNode, selection: SelectionSetNode, seen = new Set<string>()): string[] {
  return selection.selections.flatMap((node) => {
    if (node.kind === Kind.FIELD) return [node.name.value];
    if (node.kind === Kind.INLINE_FRAGMENT) return rootFields(document, node.selectionSet, seen);
    if (seen.has(node.name.value)) return [];
    seen.add(node.name.value);
    const fragment = document.definitions.find((definition) => definition.kind === Kind.FRAGMENT_DEFINITION && definition.name.value === node.name.value);
    return fragment && fragment.kind === Kind.FRAGMENT_DEFINITION ? rootFields(document, fragment.selectionSet, seen) : [];
  });
}

export function registerGraphql(app: Hono, deps: GraphqlDeps): void {
  const rootValue = createRootValue(deps);

  app.on(['GET', 'PUT', 'DELETE', 'PATCH'], '/api/:version/graphql.json', (c) => {
    c.header('allow', 'POST');
    return failure(c, 'METHOD_NOT_ALLOWED', deps.t('store.graphql.postOnly'), 405);
  });

  app.post('/api/:version/graphql.json', async (c) => {
    if (c.req.param('version') !== GRAPHQL_VERSION) return failure(c, 'NOT_FOUND', deps.t('store.graphql.version', { version: GRAPHQL_VERSION }), 404);
    const token = c.req.header('x-store-storefront-access-token');
    const wait = await spend(deps.limits, c, token);
    if (wait !== undefined) {
      c.header('retry-after', String(wait));
      return failure(c, 'THROTTLED', deps.t('store.errors.rateLimited', { seconds: wait }), 429);
    }
    const scopes = token ? deps.tokens.get(token) : undefined;
    if (!scopes) return failure(c, 'ACCESS_DENIED', deps.t('store.graphql.token'));
    const read = await readJson(c.req.raw, 64 * 1024);
    const body = read.ok ? (read.value as { query?: unknown; variables?: unknown; operationName?: unknown } | null) : null;
    if (!body || typeof body.query !== 'string') return failure(c, 'BAD_REQUEST', deps.t('store.graphql.body'));
    let document: DocumentNode;
    try {
      document = parse(body.query, { maxTokens: 5000 });
    } catch (error) {
      return failure(c, 'GRAPHQL_PARSE_FAILED', error instanceof GraphQLError ? error.message : deps.t('store.graphql.body'));
    }
    const invalid = validate(storefrontSchema, document);
    if (invalid.length > 0) return c.json({ errors: invalid.map((error) => ({ message: error.message, locations: error.locations, extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } })) });
    const operationName = typeof body.operationName === 'string' ? body.operationName : undefined;
    const operation = getOperationAST(document, operationName);
    if (!operation) return failure(c, 'BAD_REQUEST', deps.t('store.graphql.operation'));
    const fields = rootFields(document, operation.selectionSet);
    // Aliases would let one request do unbounded work (hundreds of carts, of introspections).
    if (fields.length > MAX_ROOT_FIELDS) return failure(c, 'MAX_COMPLEXITY_EXCEEDED', deps.t('store.graphql.tooMany', { max: MAX_ROOT_FIELDS }));
    const denied = fields.flatMap((field) => (FIELD_SCOPES[field] && !scopes.has(FIELD_SCOPES[field]) ? [{ field, scope: FIELD_SCOPES[field] }] : []));
    if (denied.length > 0) {
      return c.json({ errors: denied.map(({ field, scope }) => ({ message: deps.t('store.graphql.denied', { field, scope }), path: [field], extensions: { code: 'ACCESS_DENIED', requiredAccess: scope } })) });
    }
    const variables = body.variables !== null && typeof body.variables === 'object' && !Array.isArray(body.variables) ? (body.variables as Record<string, unknown>) : undefined;
    const result = await execute({ schema: storefrontSchema, document, rootValue, variableValues: variables, operationName });
    return c.json({
      ...(result.data !== undefined ? { data: result.data } : {}),
      ...(result.errors ? { errors: result.errors.map((error) => executionError(error, deps.t)) } : {}),
    });
  });
}

/** A resolver's own refusal keeps its words; anything unexpected is reported without them. */
function executionError(error: GraphQLError, t: Translate) {
  const unexpected = error.originalError !== undefined && !(error.originalError instanceof GraphQLError);
  if (unexpected) return { message: t('store.errors.internal'), path: error.path, extensions: { code: 'INTERNAL_SERVER_ERROR' } };
  return { message: error.message, path: error.path, extensions: { code: 'BAD_USER_INPUT', ...error.extensions } };
}
