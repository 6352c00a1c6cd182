import { Validator } from '@seriousme/openapi-schema-validator';
import { parse } from 'yaml';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from '../../../test/helpers/api.js';

type Document = {
  openapi: string;
  info: { version: string };
  paths: Record<string, Record<string, { operationId: string; security?: unknown }>>;
  components: { securitySchemes?: unknown };
  security?: unknown;
};

const SPEC_OPERATIONS = {
  getServiceHealth: 'get /api/health',
  getShopOffers: 'get /api/shop',
  searchFoods: 'get /api/foods',
  estimateBasketCost: 'post /api/basket-prices',
  generateDailyMeals: 'post /api/daily-meals',
  askCoach: 'post /api/coach-chat',
  generateMealImage: 'post /api/meal-image',
  analyseRestaurantMealPhoto: 'post /api/meal-photo',
  emailCoachPlan: 'post /api/store-email',
  recordCoachEvent: 'post /api/events',
  getOpenApiDocument: 'get /openapi.json',
};

describe('the contract document', () => {
  let api: TestApi;
  let document: Document;
  beforeAll(async () => {
    api = await createTestApi();
    document = (await (await api.call('/openapi.json')).json()) as Document;
  });

  it('passes a maintained OpenAPI 3.1 validator', async () => {
    const validator = new Validator();
    const result = await validator.validate(document);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
  });

  it('holds the eleven operations of the spec at their paths', () => {
    const found = Object.fromEntries(
      Object.entries(document.paths).flatMap(([path, item]) =>
        Object.entries(item).map(([method, operation]) => [operation.operationId, `${method} ${path}`]),
      ),
    );
    expect(found).toMatchObject(SPEC_OPERATIONS);
  });

  it('is version 1.1.0 and needs no credentials but on the operator endpoints', () => {
    expect(document.openapi).toBe('3.1.0');
    expect(document.info.version).toBe('1.1.0');
    expect(document.components.securitySchemes).toEqual({
      adminToken: expect.objectContaining({ type: 'http', scheme: 'bearer' }) as unknown,
    });
    expect(document.security).toBeUndefined();
    const secured = Object.entries(document.paths).flatMap(([path, item]) =>
      Object.values(item as Record<string, { security?: unknown }>)
        .filter((operation) => operation.security)
        .map(() => path),
    );
    expect(secured).toEqual(['/api/events/summary', '/metrics', '/admin/whatsapp/qr']);
  });

  it('documents the bounds the schemas enforce', () => {
    const schemas = (
      document as unknown as {
        components: { schemas: Record<string, { properties: Record<string, Record<string, unknown>> }> };
      }
    ).components.schemas;
    expect(schemas.NutritionTarget.properties.calories).toMatchObject({ minimum: 1000, maximum: 6000 });
    expect(schemas.ChatMessage.properties.text).toMatchObject({ maxLength: 1400 });
    expect(schemas.Error.properties.code.enum).toEqual([
      'invalid_request',
      'method_not_allowed',
      'not_found',
      'not_acceptable',
      'forbidden',
      'service_not_configured',
      'upstream_unavailable',
      'unauthorized',
      'rate_limited',
    ]);
  });

  it('serves the same contract as YAML', async () => {
    const res = await api.call('/api/openapi.yaml');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/yaml/);
    expect(parse(await res.text())).toEqual(document);
  });

  it('serves the API reference as Markdown when asked', async () => {
    const res = await api.call('/openapi.json', { headers: { accept: 'text/markdown' } });
    expect(res.headers.get('content-type')).toMatch(/^text\/markdown/);
    expect(await res.text()).toContain('## POST /api/basket-prices');
  });

  it('answers 406 to an Accept it cannot serve', async () => {
    expect((await api.call('/api/openapi.yaml', { headers: { accept: 'text/html' } })).status).toBe(406);
  });
});
