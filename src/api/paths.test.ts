import { describe, expect, it } from 'vitest';
import { createTestApi } from '../../test/helpers/api.js';
import { matchPath, PATH_TEMPLATES, PATHS } from './paths.js';

describe('the path rules', () => {
  it('cover every route the app serves, and serve no path without a route', async () => {
    const { app } = await createTestApi();
    // Hono's patterns as the contract writes them (`:id` as `{id}`); middleware (`*`) is not a route.
    const served = new Set(
      app.routes
        .filter((route) => !route.path.includes('*') && route.method !== 'ALL')
        .map((route) => route.path.replace(/:(\w+)/g, '{$1}')),
    );
    const ruled = new Set([...Object.keys(PATHS), ...PATH_TEMPLATES.map((entry) => entry.template)]);
    expect([...served].filter((path) => !ruled.has(path))).toEqual([]);
    expect([...ruled].filter((path) => !served.has(path))).toEqual([]);
    expect(matchPath('/api/meal-images/abc')?.template).toBe('/api/meal-images/{id}');
  });
});
