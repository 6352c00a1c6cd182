/**
 * Checks responses against the OpenAPI document the app serves, so the
 * document and the code cannot drift: a status the document does not list,
 * a content type it does not name or a body outside its schema fails.
 */
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import { expect } from 'vitest';

// ajv-formats is CommonJS; under ESM its plugin is the `default` of the module object.
const addFormats = addFormatsModule.default;

interface Operation {
  responses: Record<string, { content?: Record<string, unknown> }>;
}

export interface ContractChecker {
  document: Record<string, unknown>;
  check(path: string, method: string, res: Response): Promise<void>;
}

const pointer = (...parts: string[]) => parts.map((part) => part.replaceAll('~', '~0').replaceAll('/', '~1')).join('/');

export async function createContractChecker(app: {
  request: (path: string) => Response | Promise<Response>;
}): Promise<ContractChecker> {
  const document = (await (await app.request('/openapi.json')).json()) as Record<string, unknown>;
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats(ajv);
  ajv.addSchema(document, 'openapi.json');
  const paths = document.paths as Record<string, Record<string, Operation>>;

  const validate = (ref: string, body: unknown, where: string) => {
    const validator = ajv.getSchema(ref);
    if (!validator) throw new Error(`no schema at ${ref}`);
    if (!validator(body))
      throw new Error(
        `${where}: body does not match the contract: ${ajv.errorsText(validator.errors)}\n${JSON.stringify(body).slice(0, 500)}`,
      );
  };

  return {
    document,
    async check(rawPath, rawMethod, res) {
      // Joined rather than resolved, so a path such as `//x` stays a path (as the app sees it), not a host.
      const path = new URL(`http://x${rawPath}`).pathname;
      const method = rawMethod.toLowerCase();
      // OPTIONS is answered for every path by the CORS layer, outside the operations; its tests check `Allow`.
      if (method === 'options') return;
      const operationMethod = method === 'head' ? 'get' : method;
      const template = paths[path]
        ? path
        : Object.keys(paths).find((candidate) =>
            new RegExp(`^${candidate.replace(/\{[^}]+\}/g, '[^/]+')}$`).test(path),
          );
      const operation = template ? paths[template][operationMethod] : undefined;
      const where = `${rawMethod} ${path} -> ${res.status}`;
      if (!operation) {
        // Unknown paths and unlisted methods answer the Error envelope.
        expect(res.status, where).toBeOneOf([404, 405]);
        if (method === 'head') return expect(await res.text(), `${where}: body`).toBe('');
        validate('openapi.json#/components/schemas/Error', await res.json(), where);
        return;
      }
      const response = operation.responses[String(res.status)];
      if (!response) throw new Error(`${where}: status not documented for this operation`);
      if (method === 'head' || !response.content) {
        expect(await res.text(), `${where}: body`).toBe('');
        return;
      }
      const type = (res.headers.get('content-type') ?? '').split(';')[0].trim();
      if (!(type in response.content))
        throw new Error(`${where}: content type ${type} not documented (${Object.keys(response.content).join(', ')})`);
      if (type === 'application/json') {
        validate(
          `openapi.json#/${pointer('paths', template ?? path, operationMethod, 'responses', String(res.status), 'content', 'application/json', 'schema')}`,
          await res.json(),
          where,
        );
      }
    },
  };
}
