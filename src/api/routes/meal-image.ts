import { createRoute, z, type OpenAPIHono } from '@hono/zod-openapi';
import { CoachError } from '../../core/errors.js';
import { isChartId } from '../../core/images/meal-images.js';
import type { ApiDeps } from '../deps.js';
import type { AppEnv } from '../env.js';
import { errorResponses } from '../schemas/error.js';
import { MealImageRequestSchema, MealImageResponseSchema } from '../schemas/images.js';
import { KB, read, type PathRules, type TemplateRule, write } from '../path-rules.js';

/** The rules of the paths this module serves, checked before any handler (`paths.ts`). */
export const rules: PathRules = { '/api/meal-image': write('restricted', 400, 16 * KB) };

/** The hosted images, by id. */
export const templates: readonly TemplateRule[] = [
  {
    template: '/api/meal-images/{id}',
    pattern: /^\/api\/meal-images\/[^/]+$/,
    policy: read(['image/png', 'image/jpeg', 'image/webp'], 400),
  },
];

const route = createRoute({
  method: 'post',
  path: '/api/meal-image',
  operationId: 'generateMealImage',
  tags: ['Meals'],
  summary: 'Illustrate a meal',
  description: 'The title is the only input; no personal data goes to the image provider.',
  request: { body: { required: true, content: { 'application/json': { schema: MealImageRequestSchema } } } },
  responses: {
    200: { description: 'The illustration.', content: { 'application/json': { schema: MealImageResponseSchema } } },
    ...errorResponses(400, 405, 406, 429, 502, 503),
  },
});

export function registerMealImage(app: OpenAPIHono<AppEnv>, deps: ApiDeps): void {
  app.openapi(route, async (c) => c.json(await deps.coach.generateMealImage(c.req.valid('json')), 200));
}

const fileRoute = createRoute({
  method: 'get',
  path: '/api/meal-images/{id}',
  operationId: 'getMealImage',
  tags: ['Meals'],
  summary: 'A generated meal illustration (the `imageUrl` of generateMealImage)',
  description: 'Kept for 24 hours after it was generated; then 404.',
  request: { params: z.object({ id: z.string().openapi({ param: { name: 'id', in: 'path' } }) }) },
  responses: {
    200: {
      description: 'The image.',
      content: Object.fromEntries(
        ['image/png', 'image/jpeg', 'image/webp'].map((type) => [
          type,
          { schema: { type: 'string', format: 'binary' } },
        ]),
      ),
    },
    ...errorResponses(404, 405, 406),
  },
});

export function registerMealImageFiles(app: OpenAPIHono<AppEnv>, deps: ApiDeps): void {
  app.openapi(fileRoute, async (c) => {
    const image = await deps.coach.readMealImage(c.req.valid('param').id);
    if (!image) return deps.errors.respond(c, new CoachError('not_found', { vars: { path: c.req.path } }));
    c.header('Content-Type', image.mediaType);
    // A dish's picture is the same for everyone; a chart is one person's, and is redrawn in place.
    c.header(
      'Cache-Control',
      isChartId(c.req.valid('param').id) ? 'private, no-store' : 'public, max-age=86400, immutable',
    );
    return c.body(new Uint8Array(image.bytes), 200);
  });
}
