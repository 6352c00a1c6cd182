/**
 * @module
 * The store's contract as OpenAPI 3.1: every endpoint of the surface with
 * its payloads and errors, and the four access models as security schemes.
 * The tools' argument schemas come from the same zod schemas that check them.
 */
import { z } from 'zod';
import { GRAPHQL_PATH } from '../graphql/graphql-route.js';
import { STOREFRONT_SCOPES } from '../graphql/scopes.js';
import { MCP_PATH } from '../ucp/mcp-route.js';
import { TOOLS } from '../ucp/tool-list.js';
import { STOREFRONT_TOKENS_PATH } from '../operator-routes.js';
import { CUSTOMER_API_PATH } from '../accounts/customer-api.js';
import { OAUTH_PATH } from '../accounts/provider.js';
import { documentPaths, pagePaths } from './openapi-pages.js';

const json = (schema: object, description: string) => ({ description, content: { 'application/json': { schema } } });
const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });

const AjaxError = {
  type: 'object',
  required: ['status', 'message', 'description'],
  properties: { status: { type: 'integer' }, message: { type: 'string' }, description: { type: 'string' } },
};
const Variant = {
  type: 'object',
  required: ['id', 'title', 'price'],
  properties: {
    id: { type: 'integer' },
    title: { type: 'string' },
    price: { type: 'string', pattern: '^\\d+\\.\\d{2}$', description: 'EUR, as a decimal string.' },
    sku: { type: 'string' },
    grams: { type: 'integer' },
    available: { type: 'boolean' },
    preorder_date: { type: ['string', 'null'], format: 'date' },
  },
};
const Product = {
  type: 'object',
  required: ['title', 'handle', 'variants'],
  properties: {
    id: { type: 'integer' },
    title: { type: 'string' },
    handle: { type: 'string' },
    variants: { type: 'array', items: ref('Variant') },
  },
};
const Products = {
  type: 'object',
  required: ['products'],
  properties: { products: { type: 'array', items: ref('Product') } },
};
const Cart = {
  type: 'object',
  required: ['items', 'item_count', 'total_price', 'currency'],
  properties: {
    token: { type: ['string', 'null'] },
    item_count: { type: 'integer' },
    total_price: { type: 'integer', description: 'Cents.' },
    currency: { const: 'EUR' },
    attributes: { type: 'object' },
    items: { type: 'array', items: { type: 'object' } },
  },
};
const RpcError = {
  type: 'object',
  required: ['jsonrpc', 'id', 'error'],
  properties: {
    jsonrpc: { const: '2.0' },
    id: { type: ['string', 'integer', 'null'] },
    error: {
      type: 'object',
      required: ['code', 'message', 'data'],
      properties: {
        code: { type: 'integer' },
        message: { type: 'string' },
        data: {
          type: 'object',
          required: ['code', 'content', 'continue_url'],
          properties: {
            code: { type: 'string' },
            content: { type: 'string' },
            continue_url: { type: 'string', format: 'uri' },
          },
        },
      },
    },
  },
};
const GraphqlResponse = {
  type: 'object',
  properties: {
    data: { type: ['object', 'null'] },
    errors: {
      type: 'array',
      items: {
        type: 'object',
        required: ['message', 'extensions'],
        properties: {
          message: { type: 'string' },
          extensions: { type: 'object', required: ['code'], properties: { code: { type: 'string' } } },
        },
      },
    },
  },
};

const page = [
  { name: 'limit', in: 'query', schema: { type: 'integer', minimum: 1, maximum: 250, default: 30 } },
  { name: 'page', in: 'query', schema: { type: 'integer', minimum: 1, default: 1 } },
];
const badRequest = json(ref('AjaxError'), 'A parameter out of range.');
const ajaxWrite = (summary: string, requestSchema: object, okSchema: object) => ({
  post: {
    summary,
    security: [{}],
    requestBody: {
      required: true,
      content: {
        'application/json': { schema: requestSchema },
        'application/x-www-form-urlencoded': { schema: requestSchema },
      },
    },
    responses: {
      200: json(okSchema, 'The result.'),
      400: json(ref('AjaxError'), 'An unreadable body.'),
      413: json(ref('AjaxError'), 'A body over 16 KiB.'),
      422: json(ref('AjaxError'), 'A cart error: an unknown or sold-out variant, a bad quantity.'),
    },
  },
});

/** A read of the customer API: the bearer token must carry `scope`. */
const customerRead = (scope: string, summary: string, properties: object) => ({
  get: {
    summary,
    security: [{ customerAccount: [scope] }],
    responses: {
      200: json({ type: 'object', properties }, 'Only the token\u2019s buyer\u2019s.'),
      401: json(ref('AjaxError'), 'No token, or one expired or revoked (WWW-Authenticate says which).'),
      403: json(ref('AjaxError'), `The token lacks the ${scope} scope.`),
    },
  },
});

export function storeOpenApi(publicUrl: string) {
  const tools = TOOLS.map((tool) => ({
    name: tool.name,
    capability: tool.capability,
    arguments: z.toJSONSchema(tool.input, { io: 'input', target: 'draft-2020-12' }),
  }));
  return {
    openapi: '3.1.0',
    info: {
      title: 'Coach Store commerce surface',
      version: '1.0.0',
      description:
        'Catalogue, cart, storefront GraphQL, agent commerce over JSON-RPC (MCP with UCP tools) and customer accounts (OAuth 2.0 with PKCE). Every JSON endpoint fails with JSON, never HTML; the pages for people (tag `pages`) are HTML, their errors included.',
    },
    servers: [{ url: publicUrl }],
    security: [{}],
    paths: {
      '/products.json': {
        get: {
          summary: 'Every product and variant, page by page.',
          parameters: page,
          responses: { 200: json(ref('Products'), 'A page of products.'), 400: badRequest },
        },
      },
      '/products/{handle}.json': {
        get: {
          summary: 'One product.',
          parameters: [{ name: 'handle', in: 'path', required: true, schema: { type: 'string' } }],
          responses: {
            200: json({ type: 'object', properties: { product: ref('Product') } }, 'The product.'),
            404: { description: 'Unknown handle: no body at all.' },
          },
        },
      },
      '/products/{handle}.js': {
        get: {
          summary: 'One product as a theme reads it (prices in cents, options by name).',
          parameters: [{ name: 'handle', in: 'path', required: true, schema: { type: 'string' } }],
          responses: {
            200: json(
              {
                type: 'object',
                required: ['handle', 'variants'],
                properties: {
                  handle: { type: 'string' },
                  price_min: { type: 'integer' },
                  price_max: { type: 'integer' },
                  variants: { type: 'array', items: { type: 'object' } },
                },
              },
              'The product.',
            ),
            404: { description: 'Unknown handle: no body at all.' },
          },
        },
      },
      '/collections/{handle}/products.json': {
        get: {
          summary:
            'Products of a collection (all, protein, creatine, crema, neutre, orxata); an unknown one is an empty list.',
          parameters: [{ name: 'handle', in: 'path', required: true, schema: { type: 'string' } }, ...page],
          responses: { 200: json(ref('Products'), 'The products.'), 400: badRequest },
        },
      },
      '/search/suggest.json': {
        get: {
          summary: 'Predictive search.',
          parameters: [
            { name: 'q', in: 'query', required: true, schema: { type: 'string' } },
            { name: 'resources[type]', in: 'query', schema: { type: 'string', default: 'product' } },
          ],
          responses: {
            200: json({ type: 'object', properties: { resources: { type: 'object' } } }, 'Matching products.'),
            400: badRequest,
          },
        },
      },
      '/cart.js': {
        get: {
          summary: 'The cart of the caller\u2019s `cart` cookie.',
          responses: { 200: json(ref('Cart'), 'The cart.') },
        },
      },
      '/cart/add.js': ajaxWrite(
        'Adds variants: `{id, quantity, properties}` or `{items: [{id, quantity, properties}]}`; `sections` (a comma list) renders those sections into the answer.',
        {
          type: 'object',
          properties: {
            id: { type: ['integer', 'string'] },
            quantity: { type: 'integer', minimum: 1 },
            properties: { type: 'object', additionalProperties: { type: 'string' } },
            items: { type: 'array' },
            sections: { type: ['string', 'array'] },
          },
        },
        { type: 'object' },
      ),
      '/cart/change.js': ajaxWrite(
        'Sets one line\u2019s quantity (0 removes it), by variant `id` or 1-based `line`.',
        {
          type: 'object',
          properties: {
            id: { type: ['integer', 'string'] },
            line: { type: 'integer', minimum: 1 },
            quantity: { type: 'integer', minimum: 0 },
          },
          required: ['quantity'],
        },
        ref('Cart'),
      ),
      '/cart/update.js': ajaxWrite(
        'Sets quantities: `{updates: {"<variant id>": n}}` or `{updates: [n, …]}`; also `note` and `attributes`.',
        {
          type: 'object',
          properties: {
            updates: { type: ['object', 'array'] },
            note: { type: 'string' },
            attributes: { type: 'object' },
          },
        },
        ref('Cart'),
      ),
      '/cart/clear.js': ajaxWrite('Empties the cart.', { type: 'object' }, ref('Cart')),
      [MCP_PATH]: {
        post: {
          summary: 'Agent commerce: JSON-RPC 2.0 over streamable HTTP (MCP). `initialize`, `tools/list`, `tools/call`.',
          description: 'Every tools/call carries the agent profile at params.arguments.meta["ucp-agent"].profile.',
          security: [{ agentProfile: [] }],
          'x-tools': tools,
          requestBody: { required: true, content: { 'application/json': { schema: { type: ['object', 'array'] } } } },
          responses: {
            200: {
              description:
                'The JSON-RPC response. A tool\u2019s business outcome (not found, the buyer\u2019s approval needed) is a result with `messages`; JSON-RPC errors are for the protocol and the agent\u2019s identity.',
              content: { 'application/json': { schema: { type: 'object' } } },
            },
            400: json(ref('RpcError'), 'Not JSON (-32700).'),
            422: json(
              ref('RpcError'),
              'A missing or unfetchable agent profile (-32001, data.code invalid_profile_url).',
            ),
            429: json(ref('RpcError'), 'Rate limited; see Retry-After.'),
          },
        },
      },
      [GRAPHQL_PATH]: {
        post: {
          summary: 'Storefront GraphQL (introspectable). Failures are HTTP 200 with `errors`.',
          security: [{ storefrontAccessToken: [] }],
          requestBody: {
            required: true,
            content: {
              'application/json': {
                schema: {
                  type: 'object',
                  required: ['query'],
                  properties: {
                    query: { type: 'string' },
                    variables: { type: 'object' },
                    operationName: { type: 'string' },
                  },
                },
              },
            },
          },
          responses: {
            200: json(
              ref('GraphqlResponse'),
              'Data and/or errors (ACCESS_DENIED among the codes). Any well-formed version is served by 2026-07, named in X-Shopify-API-Version.',
            ),
            404: json(ref('GraphqlResponse'), 'A malformed API version.'),
            429: json(ref('GraphqlResponse'), 'Rate limited; see Retry-After.'),
          },
        },
      },
      [STOREFRONT_TOKENS_PATH]: {
        post: {
          summary: 'Issues a storefront access token with its scopes (operators). The token is shown this once.',
          security: [{ operatorToken: [] }],
          requestBody: {
            required: true,
            content: {
              'application/json': {
                schema: {
                  type: 'object',
                  additionalProperties: false,
                  required: ['scopes'],
                  properties: {
                    scopes: { type: 'array', minItems: 1, items: { enum: [...STOREFRONT_SCOPES] } },
                    label: { type: 'string', maxLength: 100 },
                  },
                },
              },
            },
          },
          responses: {
            201: json(
              {
                type: 'object',
                required: ['token', 'scopes'],
                properties: {
                  token: { type: 'string', pattern: '^sft_[a-f0-9]{32}$' },
                  scopes: { type: 'array', items: { type: 'string' } },
                  label: { type: 'string' },
                  created_at: { type: 'string', format: 'date-time' },
                },
              },
              'The new token.',
            ),
            400: json(ref('AjaxError'), 'Scopes missing or unknown, or another field.'),
            401: json(ref('AjaxError'), 'Another bearer token.'),
            404: json(ref('AjaxError'), 'The store has no ADMIN_TOKEN.'),
          },
        },
      },
      [`${STOREFRONT_TOKENS_PATH}/{token}`]: {
        delete: {
          summary: 'Revokes an issued storefront access token (operators); it stops working at once on every instance.',
          security: [{ operatorToken: [] }],
          parameters: [{ name: 'token', in: 'path', required: true, schema: { type: 'string' } }],
          responses: {
            204: { description: 'Revoked.' },
            401: json(ref('AjaxError'), 'Another bearer token.'),
            404: json(ref('AjaxError'), 'No such issued token, or no ADMIN_TOKEN.'),
          },
        },
      },
      [`${OAUTH_PATH}/.well-known/openid-configuration`]: {
        get: {
          summary:
            'The customer-account authorization server\u2019s metadata (OpenID Connect discovery): its endpoints, PKCE S256, the scopes.',
          responses: {
            200: json(
              { type: 'object', required: ['issuer', 'authorization_endpoint', 'token_endpoint'] },
              'The metadata.',
            ),
          },
        },
      },
      ['/.well-known/oauth-authorization-server']: {
        get: {
          summary:
            'The same metadata at RFC 8414\u2019s address for an issuer without a path: the issuer is the store\u2019s origin, the discovery base UCP\u2019s identity linking names.',
          responses: { 200: json({ type: 'object', required: ['issuer'] }, 'The metadata.') },
        },
      },
      ['/.well-known/openid-configuration']: {
        get: {
          summary: 'The same metadata at OpenID Connect discovery\u2019s address (identity linking\u2019s fallback).',
          responses: { 200: json({ type: 'object', required: ['issuer'] }, 'The metadata.') },
        },
      },
      [`/.well-known/oauth-protected-resource${CUSTOMER_API_PATH}`]: {
        get: {
          summary:
            'The customer API\u2019s protected-resource metadata (RFC 9728): its authorization server, scopes and bearer method; named in every 401 and 403 challenge.',
          responses: {
            200: json(
              { type: 'object', required: ['resource', 'authorization_servers', 'scopes_supported'] },
              'The metadata.',
            ),
          },
        },
      },
      [`${CUSTOMER_API_PATH}/orders`]: customerRead(
        'orders',
        'The buyer\u2019s placed orders, newest first: lines and totals as the checkout tools give them (`{type, amount, currency}`, amount in cents) and delivery address.',
        {
          orders: { type: 'array', items: { type: 'object', required: ['id', 'created_at', 'line_items', 'totals'] } },
        },
      ),
      ...pagePaths(),
      ...documentPaths(),
      [`${CUSTOMER_API_PATH}/me`]: {
        delete: {
          summary:
            'Deletes the buyer\u2019s store data at the buyer\u2019s request: their orders, the address the account knows, and every token and grant issued so far (as the page /account/delete does).',
          security: [{ customerAccount: ['delete_account'] }],
          responses: {
            200: json(
              {
                type: 'object',
                properties: { deleted: { type: 'object', properties: { orders: { type: 'integer' } } } },
              },
              'Deleted: how many orders.',
            ),
            401: json(ref('AjaxError'), 'No token, or one expired, revoked or issued before a deletion.'),
            403: json(ref('AjaxError'), 'The token lacks the delete_account scope.'),
          },
        },
      },
      ['/admin/buyers']: {
        delete: {
          summary: 'Deletes a buyer\u2019s store data, as the buyer can (operators).',
          security: [{ operatorToken: [] }],
          requestBody: {
            required: true,
            content: {
              'application/json': {
                schema: {
                  type: 'object',
                  required: ['email'],
                  properties: { email: { type: 'string', format: 'email' } },
                },
              },
            },
          },
          responses: {
            200: json({ type: 'object', properties: { deleted: { type: 'object' } } }, 'Deleted: how many orders.'),
            400: json(ref('AjaxError'), 'No email address in the body.'),
            401: json(ref('AjaxError'), 'Another bearer token.'),
            404: json(ref('AjaxError'), 'The store has no ADMIN_TOKEN.'),
            429: json(ref('AjaxError'), 'Too many wrong operator tokens from this address; see Retry-After.'),
          },
        },
      },
      [`${CUSTOMER_API_PATH}/addresses`]: customerRead(
        'addresses',
        'The delivery addresses of the buyer\u2019s orders, each once.',
        { addresses: { type: 'array', items: { type: 'object' } } },
      ),
    },
    components: {
      schemas: { AjaxError, Variant, Product, Products, Cart, RpcError, GraphqlResponse },
      securitySchemes: {
        agentProfile: {
          type: 'apiKey',
          in: 'header',
          name: 'UCP-Agent',
          description:
            'Not a header here: the agent\u2019s UCP profile URL, sent in each tools/call at params.arguments.meta["ucp-agent"].profile. The store fetches it and grants only the capabilities it declares.',
        },
        storefrontAccessToken: {
          type: 'apiKey',
          in: 'header',
          name: 'X-Store-Storefront-Access-Token',
          description: `A scoped key per integration with scopes among ${STOREFRONT_SCOPES.join(', ')}; issued and revoked by the store\u2019s operator (POST and DELETE ${STOREFRONT_TOKENS_PATH}). Shopify\u2019s X-Shopify-Storefront-Access-Token header is accepted too.`,
        },
        operatorToken: { type: 'http', scheme: 'bearer', description: 'The store\u2019s ADMIN_TOKEN setting.' },
        customerAccount: {
          type: 'oauth2',
          description: `Customer account OAuth 2.0: authorization code with PKCE (S256 only) for public clients, registered by dynamic client registration (${OAUTH_PATH}/reg, initial access token: the store\u2019s ADMIN_TOKEN). The buyer signs in with a code emailed to them and allows the scopes; access tokens last 10 minutes, refresh tokens (offline_access) 14 days, and revocation is at ${OAUTH_PATH}/token/revocation. The issuer is the store\u2019s origin; metadata at /.well-known/oauth-authorization-server and /.well-known/openid-configuration.`,
          flows: {
            authorizationCode: {
              authorizationUrl: `${publicUrl}${OAUTH_PATH}/auth`,
              tokenUrl: `${publicUrl}${OAUTH_PATH}/token`,
              refreshUrl: `${publicUrl}${OAUTH_PATH}/token`,
              scopes: {
                openid: 'Know it is the buyer (an account id, not the email)',
                email: 'The buyer\u2019s email address',
                offline_access: 'A refresh token, until the buyer withdraws it',
                orders: 'Read the buyer\u2019s orders',
                addresses: 'Read the delivery addresses of the buyer\u2019s orders',
                delete_account: 'Delete the buyer\u2019s store data when the buyer asks (DELETE /account/api/me)',
                'dev.ucp.shopping.order:read':
                  'UCP identity linking\u2019s scope for the buyer\u2019s orders: opens what `orders` does',
              },
            },
          },
        },
      },
    },
  };
}
