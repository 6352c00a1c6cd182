/**
 * @module
 * The part of the store's OpenAPI document for what people and crawlers read: the pages (HTML, in
 * Catalan or English by `Accept-Language` or `?lang=`; their errors are pages too) and the discovery
 * documents. Tagged `pages` and `discovery`, beside the JSON surfaces that fail with JSON.
 */
import { SIGN_IN_PATH } from '../accounts/provider.js';

const html = (description: string) => ({ description, content: { 'text/html': { schema: { type: 'string' } } } });
const lang = {
  name: 'lang',
  in: 'query',
  schema: { enum: ['ca', 'en'] },
  description:
    'The page\u2019s language; else the browser\u2019s Accept-Language (Catalan when it comes first), else English.',
};
const pathParameter = (name: string) => ({ name, in: 'path', required: true, schema: { type: 'string' } });
const form = (properties: Record<string, object>) => ({
  required: true,
  content: { 'application/x-www-form-urlencoded': { schema: { type: 'object', properties } } },
});
const page = (summary: string, responses: Record<number, object>, extra: object = {}) => ({
  tags: ['pages'],
  summary,
  security: [{}],
  parameters: [lang],
  responses,
  ...extra,
});
const seeOther = (where: string) => ({
  description: `See other: ${where}.`,
  headers: { location: { schema: { type: 'string' } } },
});
const text = (type: string, summary: string) => ({
  get: {
    tags: ['discovery'],
    summary,
    security: [{}],
    responses: {
      200: {
        description: summary,
        content: { [type]: { schema: { type: type.includes('json') ? 'object' : 'string' } } },
      },
    },
  },
});

export function pagePaths() {
  return {
    '/cart': {
      get: page(
        'The cart page: lines named in the page\u2019s language, the total and the way on to checkout. With `sections`, those theme sections as JSON instead.',
        { 200: html('The page.') },
      ),
    },
    '/cart/{spec}': {
      get: {
        ...page(
          'A permalink (`variant:quantity,…`) fills the cart, keeping `ref`, `utm_*`, `note`, `attributes[…]` and `discount` as the cart\u2019s, then lands on /cart. Opened from another site\u2019s page while the cart holds something, it asks first.',
          { 303: seeOther('/cart'), 200: html('The question: replace the cart, or keep it.') },
        ),
        parameters: [pathParameter('spec'), lang],
      },
      post: {
        ...page(
          'The answer to that question: fills the cart as the permalink would, from the store\u2019s own page only.',
          {
            303: seeOther('/cart'),
            403: html('Sent from another site\u2019s page.'),
          },
        ),
        parameters: [pathParameter('spec'), lang],
      },
    },
    '/checkout': {
      get: page('The checkout form: email and delivery address. No payment is taken.', { 200: html('The form.') }),
      post: page(
        'Starts the order from the cart.',
        { 303: seeOther('/checkouts/{id}'), 422: html('The form again, with what to check.') },
        {
          requestBody: form({
            email: { type: 'string', format: 'email' },
            name: { type: 'string' },
            street: { type: 'string' },
            locality: { type: 'string' },
            postalCode: { type: 'string' },
            country: { type: 'string', pattern: '^[A-Za-z]{2}$' },
          }),
        },
      ),
    },
    '/checkouts/{id}': {
      get: {
        ...page(
          'The order as it stands (a person\u2019s, or an agent\u2019s continue_url), with a button to approve it.',
          { 200: html('The order.'), 404: html('No such checkout.') },
        ),
        parameters: [pathParameter('id'), lang],
      },
    },
    '/checkouts/{id}/approve': {
      post: {
        ...page('Approves this version of the order: a code goes to the buyer\u2019s email, never to the page.', {
          200: html('Where to enter the code.'),
          409: html('Not ready to approve.'),
          503: html('No email delivery: nothing can be approved.'),
        }),
        parameters: [pathParameter('id'), lang],
      },
    },
    '/checkouts/{id}/complete': {
      post: {
        ...page(
          'Places the order with the emailed code.',
          { 200: html('The confirmation.'), 422: html('A wrong or expired code.') },
          { requestBody: form({ code: { type: 'string' } }) },
        ),
        parameters: [pathParameter('id'), lang],
      },
    },
    [`${SIGN_IN_PATH}/{uid}`]: {
      get: {
        ...page(
          'Customer-account sign-in and consent, where the authorization server sends the buyer: the email form, the code form, or the scopes asked.',
          {
            200: html('The step the sign-in is at.'),
            400: html('An expired sign-in.'),
            503: html('No email delivery.'),
          },
        ),
        parameters: [pathParameter('uid'), lang],
      },
    },
    [`${SIGN_IN_PATH}/{uid}/email`]: {
      post: {
        ...page(
          'Emails a six-digit code (10 minutes, five tries).',
          { 303: seeOther('the code form') },
          { requestBody: form({ email: { type: 'string', format: 'email' } }) },
        ),
        parameters: [pathParameter('uid'), lang],
      },
    },
    [`${SIGN_IN_PATH}/{uid}/code`]: {
      post: {
        ...page(
          'Signs the buyer in with the code.',
          { 303: seeOther('the consent screen, or the code form again') },
          { requestBody: form({ code: { type: 'string' } }) },
        ),
        parameters: [pathParameter('uid'), lang],
      },
    },
    [`${SIGN_IN_PATH}/{uid}/restart`]: {
      post: {
        ...page('Drops the code sent, to give another address.', { 303: seeOther('the email form') }),
        parameters: [pathParameter('uid'), lang],
      },
    },
    [`${SIGN_IN_PATH}/{uid}/consent`]: {
      post: {
        ...page(
          'Allows (`decision=allow`) exactly the scopes shown, or not.',
          { 303: seeOther('the app\u2019s redirect URI, with a code or access_denied') },
          { requestBody: form({ decision: { enum: ['allow', 'deny'] } }) },
        ),
        parameters: [pathParameter('uid'), lang],
      },
    },
    '/account/delete': {
      get: page('The buyer deletes their store data: the email form.', { 200: html('The page.') }),
      post: page(
        'Emails a code to the address given (at most 5 an hour per address, shared with sign-in).',
        { 303: seeOther('the code page'), 429: html('Too many codes for this address.') },
        { requestBody: form({ email: { type: 'string' } }) },
      ),
    },
    '/account/delete/{uid}': {
      get: {
        ...page('The code page, with what entering the code deletes.', {
          200: html('The page.'),
          400: html('No code pending: expired or tried too often.'),
        }),
        parameters: [pathParameter('uid'), lang],
      },
      post: {
        ...page(
          'Deletes the orders, the address the account knows and every app\u2019s access, when the code is right.',
          { 200: html('Deleted.'), 303: seeOther('the code page, saying the code was wrong'), 400: html('Expired.') },
          { requestBody: form({ code: { type: 'string' } }) },
        ),
        parameters: [pathParameter('uid'), lang],
      },
    },
    '/policies/terms-of-service': {
      get: page('The terms of service, which every checkout links (`links`, type `terms_of_service`).', {
        200: html('The page.'),
      }),
    },
    '/policies/privacy-policy': {
      get: page('The privacy policy: what is kept, and for how long. Every checkout links it (`privacy_policy`).', {
        200: html('The page.'),
      }),
    },
    '/policies/refund-policy': {
      get: page(
        'The refund policy: no payment is taken, so nothing is refunded. Every checkout links it (`refund_policy`).',
        {
          200: html('The page.'),
        },
      ),
    },
    ...Object.fromEntries(
      ['terms-of-service', 'privacy-policy', 'refund-policy'].map((name) => [
        `/policies/${name}.md`,
        {
          get: page('The same policy in Markdown, for an agent that shows it in a chat.', {
            200: {
              description: 'The policy.',
              content: { 'text/markdown': { schema: { type: 'string' } } },
            },
          }),
        },
      ]),
    ),
    '/pricing': { get: page('The price list, with schema.org offer markup.', { 200: html('The page.') }) },
    '/products/{handle}': {
      get: {
        ...page('A product page, with schema.org offer markup.', {
          200: html('The page.'),
          404: { description: 'Unknown handle.' },
        }),
        parameters: [pathParameter('handle'), lang],
      },
    },
  };
}

export function documentPaths() {
  return {
    '/openapi.json': text('application/json', 'This document.'),
    '/api/openapi.yaml': text('application/yaml', 'This document, in YAML.'),
    '/mcp.json': text('application/json', 'The MCP server\u2019s manifest: endpoint, transport and tools.'),
    '/.well-known/ucp': text(
      'application/json',
      'The business\u2019s UCP profile: services, capabilities and the MCP endpoint.',
    ),
    '/agents.md': text('text/markdown', 'How an agent uses the store.'),
    '/llms.txt': text('text/plain', 'An index for language models.'),
    '/llms-full.txt': text('text/plain', 'Everything an agent needs, with each tool\u2019s arguments.'),
    '/sitemap.xml': text('application/xml', 'The pages to crawl.'),
  };
}
