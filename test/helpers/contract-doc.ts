/**
 * Reads the API contract as its readers do, from `docs/contracts/coach-api.md`:
 * the field tables of each resource (name, type, whether required, rule), the
 * endpoints with what their 200 returns and which statuses they list. A test
 * built on this checks the service against the prose, not against the zod
 * schemas the OpenAPI document is generated from.
 */
import { readFileSync } from 'node:fs';

export interface ContractField {
  name: string;
  /** As written: `string (uri)`, `array of ShopProduct`, `ShopOffer or null`… */
  type: string;
  required: boolean;
  /** The rule column, or `min X max Y` where the table gives bounds. */
  rule: string;
}

export interface ContractOperation {
  method: string;
  path: string;
  operationId: string;
  /** The resource a 200 answers with, when the contract names one. */
  returns?: string;
  /** Error statuses the endpoint lists, 405 included. */
  statuses: number[];
}

export interface ContractDocument {
  resources: Map<string, ContractField[]>;
  operations: ContractOperation[];
}

const cells = (line: string) =>
  line
    .trim()
    .replace(/^\||\|$/g, '')
    .split('|')
    .map((cell) => cell.trim());

/** `reply` (string, required): … -> a field; the parenthesis lists the type and `required`. */
function inlineField(line: string): ContractField | undefined {
  const match = /^`(\w+)` \(([^)]*)\)/.exec(line);
  if (!match) return undefined;
  const parts = match[2].split(',').map((part) => part.trim());
  const type = parts[0] + (parts.includes('uri') ? ' (uri)' : '');
  return { name: match[1], type, required: parts.includes('required'), rule: line.slice(match[0].length) };
}

function tableField(header: string[], row: string[]): ContractField {
  const at = (name: string) => row[header.indexOf(name)] ?? '';
  const bounds = header.includes('Min') ? `min ${at('Min')} max ${at('Max')}` : '';
  return { name: at('Field'), type: at('Type'), required: at('Required') === 'yes', rule: at('Rule') || bounds };
}

function parseResources(lines: string[]): Map<string, ContractField[]> {
  const resources = new Map<string, ContractField[]>();
  let fields: ContractField[] | undefined;
  let header: string[] | undefined;
  for (const line of lines) {
    if (line.startsWith('### ')) {
      fields = [];
      header = undefined;
      resources.set(line.slice(4).split(' ')[0], fields);
    } else if (fields && line.startsWith('| Field |')) header = cells(line);
    else if (fields && header && line.startsWith('|') && !line.startsWith('|---'))
      fields.push(tableField(header, cells(line)));
    else if (fields) {
      const field = inlineField(line);
      if (field) fields.push(field);
    }
  }
  return resources;
}

function parseOperations(lines: string[]): ContractOperation[] {
  const operations: ContractOperation[] = [];
  let text = '';
  const close = () => {
    const operation = operations.at(-1);
    if (!operation) return;
    operation.returns = /200 returns (\w+)/.exec(text)?.[1];
    const listed = /Statuses: ([^.]*)\./.exec(text)?.[1] ?? (/Only (\d{3})/.exec(text)?.[1] || '');
    // "Any method other than the listed one answers 405", for every endpoint.
    const statuses = [...listed.matchAll(/\b[45]\d\d\b/g)].map((match) => Number(match[0]));
    operation.statuses = [...new Set([...statuses, 405])];
  };
  for (const line of lines) {
    const heading = /^### (GET|POST) (\S+) \((\w+)\)/.exec(line);
    if (heading) {
      close();
      operations.push({ method: heading[1], path: heading[2], operationId: heading[3], statuses: [] });
      text = '';
    } else text += `${line}\n`;
  }
  close();
  return operations;
}

/** The section of the document under a `## ` heading, as lines. */
function section(markdown: string, title: string): string[] {
  const start = markdown.indexOf(`\n## ${title}\n`);
  if (start < 0) throw new Error(`the contract has no "## ${title}" section`);
  const end = markdown.indexOf('\n## ', start + 1);
  return markdown.slice(start, end < 0 ? undefined : end).split('\n');
}

export function parseContract(markdown: string): ContractDocument {
  return {
    resources: parseResources(section(markdown, 'Resources and their fields')),
    operations: parseOperations(section(markdown, 'Endpoints')),
  };
}

export function readContract(path = 'docs/contracts/coach-api.md'): ContractDocument {
  return parseContract(readFileSync(path, 'utf8'));
}

/** Which resource names a type refers to (`array of ShopProduct`, `ShopOffer or null`). */
export function resourcesIn(type: string, contract: ContractDocument): string[] {
  return type
    .split(' or ')
    .map((alternative) => alternative.replace(/^array of /, '').trim())
    .filter((name) => contract.resources.has(name));
}
