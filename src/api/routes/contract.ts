/**
 * @module
 * The contract itself: the OpenAPI 3.1 document generated from the same zod
 * schemas that validate requests, as JSON and as YAML.
 */
import type { OpenAPIHono } from '@hono/zod-openapi';
import type { ApiDeps } from '../deps.js';
import { API_VERSION } from '../deps.js';
import type { AppEnv } from '../env.js';
import { renderReferenceMarkdown } from '../reference.js';
import { errorResponses } from '../schemas/error.js';
import { type PathRules, read } from '../path-rules.js';

/** The rules of the paths this module serves, checked before any handler (`paths.ts`). */
export const rules: PathRules = {
  '/openapi.json': read(),
  '/api/openapi.yaml': read(['application/yaml', 'text/yaml', 'application/x-yaml', 'text/markdown']),
};

type OpenApiDocument = ReturnType<OpenAPIHono['getOpenAPI31Document']>;

/** The generated document, built once on first use (after every route is registered). */
export interface ContractSource {
  document(): OpenApiDocument;
  /** The document as YAML; the YAML writer loads on the first call (a tenth of a second less at start-up). */
  yaml(): Promise<string>;
}

export function createContractSource(app: OpenAPIHono<AppEnv>, deps: ApiDeps): ContractSource {
  let document: OpenApiDocument | undefined;
  let yaml: Promise<string> | undefined;
  const build = () =>
    (document ??= app.getOpenAPI31Document({
      openapi: '3.1.0',
      info: {
        title: 'Nutrition Coach API',
        version: API_VERSION,
        description:
          'A nutrition coach for general wellbeing (not medical advice): daily targets, Catalan and Mediterranean meals, a costed basket, milkshake offers, chat, photo analysis, plan email and anonymous events. No endpoint needs credentials. Every failure uses the Error envelope.',
      },
      servers: [{ url: deps.publicUrl }],
      tags: ['Service', 'Shop', 'Foods', 'Groceries', 'Meals', 'Chat', 'Email', 'Events', 'Contract', 'Discovery'].map(
        (name) => ({ name }),
      ),
    }));
  return {
    document: build,
    yaml: () => (yaml ??= import('yaml').then(({ stringify }) => stringify(build(), { aliasDuplicateObjects: false }))),
  };
}

export function registerContract(app: OpenAPIHono<AppEnv>, deps: ApiDeps, contract: ContractSource): void {
  app.openAPIRegistry.registerPath({
    method: 'get',
    path: '/openapi.json',
    operationId: 'getOpenApiDocument',
    tags: ['Contract'],
    summary: 'The contract as OpenAPI 3.1 JSON',
    responses: {
      200: {
        description: 'The full contract (the API reference as Markdown with `Accept: text/markdown`).',
        content: {
          'application/json': { schema: { type: 'object' } },
          'text/markdown': { schema: { type: 'string' } },
        },
      },
      ...errorResponses(405, 406),
    },
  });
  app.openAPIRegistry.registerPath({
    method: 'get',
    path: '/api/openapi.yaml',
    operationId: 'getOpenApiYaml',
    tags: ['Contract'],
    summary: 'The contract as OpenAPI 3.1 YAML',
    responses: {
      200: {
        description: 'The same contract as YAML.',
        content: Object.fromEntries(
          ['application/yaml', 'text/yaml', 'application/x-yaml', 'text/markdown'].map((type) => [
            type,
            { schema: { type: 'string' } },
          ]),
        ),
      },
      ...errorResponses(405, 406),
    },
  });
  const reference = (c: { header: (name: string, value: string) => void; body: (text: string) => Response }) => {
    c.header('Content-Type', 'text/markdown; charset=utf-8');
    return c.body(renderReferenceMarkdown(contract.document(), deps.publicUrl));
  };
  app.get('/openapi.json', (c) => {
    c.header('Vary', 'Accept');
    return c.get('representation') === 'text/markdown' ? reference(c) : c.json(contract.document());
  });
  app.get('/api/openapi.yaml', async (c) => {
    c.header('Vary', 'Accept');
    const type = c.get('representation');
    if (type === 'text/markdown') return reference(c);
    c.header('Content-Type', `${type}; charset=utf-8`);
    return c.body(await contract.yaml());
  });
}
