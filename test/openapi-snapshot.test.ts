/**
 * The served OpenAPI documents, coach and store, against copies committed in `test/snapshots/`: any
 * change to what clients are promised fails here until it is reviewed and the copy is rewritten with
 * `UPDATE_SNAPSHOTS=1 npx vitest run test/openapi-snapshot.test.ts` (the diff then shows in review).
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createTestApi } from './helpers/api.js';
import { createTestStore } from './helpers/store.js';

const SNAPSHOTS = new URL('snapshots/', import.meta.url);

async function compare(name: string, served: unknown) {
  const file = new URL(name, SNAPSHOTS);
  const text = `${JSON.stringify(served, null, 2)}\n`;
  if (process.env.UPDATE_SNAPSHOTS === '1') writeFileSync(file, text);
  expect(existsSync(file), `${name} is missing: write it with UPDATE_SNAPSHOTS=1`).toBe(true);
  expect(text, `${name} changed: review the change, then rewrite it with UPDATE_SNAPSHOTS=1`).toBe(
    readFileSync(file, 'utf8'),
  );
}

describe('the OpenAPI documents, as reviewed', () => {
  it('the coach API serves the reviewed document', async () => {
    const api = await createTestApi();
    await compare('coach-openapi.json', await (await api.call('/openapi.json')).json());
  });

  it('the store serves the reviewed document', async () => {
    const store = createTestStore({ publicUrl: 'https://store.example' });
    await compare('store-openapi.json', await (await store.request('/openapi.json')).json());
  });
});
