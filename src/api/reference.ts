/**
 * @module
 * The API reference, written from the served OpenAPI document so the page
 * and the contract cannot drift apart.
 */

type Schema = Record<string, unknown>;
interface Document {
  info: { title: string; version: string; description?: string };
  paths?: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, Schema> };
}
interface Operation {
  operationId?: string;
  summary?: string;
  description?: string;
  parameters?: { name: string; in: string; required?: boolean; description?: string; schema?: Schema }[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
  responses?: Record<string, { description?: string }>;
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

/** Markdown of every operation: parameters, body fields and statuses. */
export function renderReferenceMarkdown(contract: object, baseUrl: string): string {
  const document = contract as Document;
  const out = [
    `# ${document.info.title} — API reference`,
    '',
    `Contract version ${document.info.version}, served at ${baseUrl}. The machine-readable contract is [/openapi.json](/openapi.json) (YAML: [/api/openapi.yaml](/api/openapi.yaml)).`,
    '',
  ];
  if (document.info.description) out.push(document.info.description, '');
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    for (const method of METHODS) {
      const operation = item[method];
      if (operation) out.push(...renderOperation(document, method.toUpperCase(), path, operation));
    }
  }
  out.push('## Schemas', '');
  for (const [name, schema] of Object.entries(document.components?.schemas ?? {})) {
    if (schema.properties) out.push(`### ${name}`, '', ...renderFields(document, schema, 'Field'), '');
  }
  return out.join('\n');
}

function renderOperation(document: Document, method: string, path: string, operation: Operation): string[] {
  const out = [`## ${method} ${path}`, ''];
  if (operation.summary) out.push(`**${operation.summary}** (\`${operation.operationId ?? ''}\`)`, '');
  if (operation.description) out.push(operation.description, '');
  if (operation.parameters?.length) {
    out.push('| Parameter | In | Type | Required | Description |', '|---|---|---|---|---|');
    for (const parameter of operation.parameters) {
      out.push(
        `| \`${parameter.name}\` | ${parameter.in} | ${describe(document, parameter.schema ?? {})} | ${parameter.required ? 'yes' : 'no'} | ${oneLine(parameter.description ?? text(parameter.schema?.description))} |`,
      );
    }
    out.push('');
  }
  const body = operation.requestBody?.content?.['application/json']?.schema;
  if (body) out.push(...renderFields(document, resolve(document, body)), '');
  const responses = Object.entries(operation.responses ?? {});
  if (responses.length) {
    out.push('| Status | Meaning |', '|---|---|');
    for (const [status, response] of responses) out.push(`| ${status} | ${oneLine(response.description ?? '')} |`);
    out.push('');
  }
  return out;
}

function renderFields(document: Document, schema: Schema, heading = 'Body field'): string[] {
  const properties = (schema.properties ?? {}) as Record<string, Schema>;
  const required = new Set((schema.required ?? []) as string[]);
  const out = [`| ${heading} | Type | Required | Description |`, '|---|---|---|---|'];
  for (const [name, property] of Object.entries(properties)) {
    out.push(
      `| \`${name}\` | ${describe(document, property)} | ${required.has(name) ? 'yes' : 'no'} | ${oneLine(text(resolve(document, property).description ?? property.description))} |`,
    );
  }
  return out;
}

function resolve(document: Document, schema: Schema): Schema {
  const ref = schema.$ref;
  if (typeof ref !== 'string') return schema;
  return document.components?.schemas?.[ref.split('/').pop() ?? ''] ?? schema;
}

/** `number, 1 to 300, default 28` and the like. */
function describe(document: Document, schema: Schema): string {
  if (typeof schema.$ref === 'string') return `[${schema.$ref.split('/').pop()}]`;
  const parts: string[] = [];
  if (Array.isArray(schema.enum)) parts.push(`one of ${schema.enum.map((value) => `\`${String(value)}\``).join(', ')}`);
  else if ('const' in schema) parts.push(`\`${String(schema.const)}\``);
  else if (Array.isArray(schema.anyOf))
    parts.push((schema.anyOf as Schema[]).map((option) => describe(document, option)).join(' or '));
  else if (schema.type === 'array') parts.push(`array of ${describe(document, (schema.items ?? {}) as Schema)}`);
  else parts.push(Array.isArray(schema.type) ? schema.type.join(' or ') : text(schema.type ?? 'any'));
  if (typeof schema.format === 'string') parts.push(schema.format);
  const bound = (min: unknown, max: unknown, unit: string) => {
    if (min !== undefined && max !== undefined) parts.push(`${text(min)} to ${text(max)}${unit}`);
    else if (min !== undefined) parts.push(`at least ${text(min)}${unit}`);
    else if (max !== undefined) parts.push(`at most ${text(max)}${unit}`);
  };
  bound(schema.minimum, schema.maximum, '');
  bound(schema.minLength, schema.maxLength, ' characters');
  bound(schema.minItems, schema.maxItems, ' entries');
  if (schema.default !== undefined) parts.push(`default \`${text(schema.default)}\``);
  return parts.join(', ');
}

function text(value: unknown): string {
  if (value === undefined || value === null) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return `${value}`;
  return JSON.stringify(value) ?? '';
}

function oneLine(value: string): string {
  return value.replace(/\s+/g, ' ').replace(/\|/g, '\\|').trim();
}
