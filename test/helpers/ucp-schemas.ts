/**
 * UCP 2026-04-08's own JSON Schemas (`test/fixtures/ucp-2026-04-08`, copied from the UCP repository's tag with its
 * Apache-2.0 licence), loaded into a JSON Schema 2020-12 validator by their `$id`s, so a `$ref` resolves as UCP wrote it.
 *
 * One patch, the store contract's (`store-surface.md`: every price in JSON-RPC answers is `{amount, currency}`): UCP's
 * `types/item.json` makes `item.price` a bare integer of minor units, and here it is the contract's object with that
 * integer as `amount`. Everything else is the tag's text.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';

// ajv-formats is CommonJS; under ESM its plugin is the `default` of the module object.
const addFormats = addFormatsModule.default;

export const UCP_SCHEMAS = new URL('../fixtures/ucp-2026-04-08/source/schemas/', import.meta.url).pathname;
const BASE = 'https://ucp.dev/schemas/';

interface Schema {
  $id?: string;
  properties?: Record<string, unknown>;
}

/** The contract's price: an integer of minor units, as UCP's amount, with its currency. */
const CONTRACT_PRICE = {
  type: 'object',
  required: ['amount', 'currency'],
  properties: { amount: { $ref: 'amount.json' }, currency: { type: 'string', pattern: '^[A-Z]{3}$' } },
};

function files(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? files(join(folder, entry.name))
      : entry.name.endsWith('.json')
        ? [join(folder, entry.name)]
        : [],
  );
}

/** A validator holding every schema of the tag; `validator('shopping/checkout.json')` or with a `#/$defs/…` pointer. */
export function createUcpValidator() {
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats(ajv);
  for (const file of files(UCP_SCHEMAS)) {
    const schema = JSON.parse(readFileSync(file, 'utf8')) as Schema;
    if (schema.$id === `${BASE}shopping/types/item.json` && schema.properties)
      schema.properties.price = { ...CONTRACT_PRICE, description: 'The store contract’s price object.' };
    ajv.addSchema(schema);
  }
  const compiled = new Map<string, ValidateFunction>();
  return (ref: string, value: unknown): string[] => {
    let validate = compiled.get(ref);
    if (!validate) {
      validate = ajv.getSchema(`${BASE}${ref}`);
      if (!validate) throw new Error(`no UCP schema ${ref}`);
      compiled.set(ref, validate);
    }
    return validate(value) ? [] : (validate.errors ?? []).map((error) => `${error.instancePath} ${error.message}`);
  };
}
