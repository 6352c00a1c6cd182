/**
 * Checks a value against a resource of the contract as the prose states it:
 * required fields present, each field of its written type, and the rules a
 * reader can check (enum, one of, always, min, max length, exactly / at most
 * so many entries, a range). Returns what disagrees, one sentence each.
 */
import { type ContractDocument, type ContractField } from './contract-doc.js';

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function ofType(type: string, value: unknown, contract: ContractDocument, at: string, found: string[]): boolean {
  const alternatives = type.split(' or ').map((alternative) => alternative.trim());
  for (const alternative of alternatives) {
    const trial: string[] = [];
    if (matches(alternative, value, contract, at, trial)) {
      found.push(...trial);
      return true;
    }
  }
  found.push(`${at}: ${JSON.stringify(value)?.slice(0, 80)} is not ${type}`);
  return false;
}

function matches(type: string, value: unknown, contract: ContractDocument, at: string, found: string[]): boolean {
  if (type === 'null') return value === null;
  if (type.startsWith('array of ')) {
    if (!Array.isArray(value)) return false;
    value.forEach((item, index) => ofType(type.slice(9), item, contract, `${at}[${index}]`, found));
    return true;
  }
  if (contract.resources.has(type)) {
    if (!isObject(value)) return false;
    found.push(...conformance(contract, type, value, at));
    return true;
  }
  if (type.startsWith('string')) return typeof value === 'string' && formatHolds(type, value);
  switch (type) {
    case 'integer':
      return Number.isInteger(value);
    case 'number':
      return typeof value === 'number' && Number.isFinite(value);
    case 'boolean':
      return typeof value === 'boolean';
    case 'array':
      return Array.isArray(value);
    case 'object':
      return isObject(value);
    default:
      throw new Error(`the contract names a type this check does not know: ${type}`);
  }
}

function formatHolds(type: string, value: string): boolean {
  if (type.includes('(uri)')) return URL.canParse(value);
  if (type.includes('(date-time)')) return !Number.isNaN(Date.parse(value)) && value.includes('T');
  if (type.includes('(date)')) return /^\d{4}-\d{2}-\d{2}$/.test(value);
  return true;
}

const list = (text: string) => text.split(',').map((entry) => entry.trim());

/** The rules of a field's rule column that a value can be checked against. */
function ruleBreaks(field: ContractField, value: unknown): string | undefined {
  const { rule } = field;
  const allowed = /(?:enum|one of): ([\w, -]+)/.exec(rule)?.[1];
  if (allowed && !list(allowed).includes(String(value))) return `not one of ${allowed}`;
  const always = /always `([^`]+)`/.exec(rule)?.[1];
  if (always !== undefined && String(value) !== always) return `not always ${always}`;
  const min = /\bmin (\d+)/.exec(rule)?.[1];
  if (min !== undefined && typeof value === 'number' && value < Number(min)) return `below min ${min}`;
  const max = /\bmax (\d+)/.exec(rule)?.[1];
  if (max !== undefined && typeof value === 'string' && [...value].length > Number(max)) return `longer than ${max}`;
  const range = /\b(\d+) to (\d+)\b/.exec(rule);
  if (range && typeof value === 'number' && (value < Number(range[1]) || value > Number(range[2])))
    return `outside ${range[1]} to ${range[2]}`;
  const exactly = /^exactly (\d+)/.exec(rule)?.[1];
  if (exactly !== undefined && Array.isArray(value) && value.length !== Number(exactly))
    return `not exactly ${exactly}`;
  const atMost = /^at most (\d+)/.exec(rule)?.[1];
  if (atMost !== undefined && Array.isArray(value) && value.length > Number(atMost)) return `more than ${atMost}`;
  return undefined;
}

/** `each: name (string, required), amount (number >= 0, required), …` -> the fields of each entry. */
function entryFields(rule: string): ContractField[] {
  if (!rule.startsWith('each: ')) return [];
  return [...rule.matchAll(/(\w+) \(([^)]*)\)/g)].map(([, name, inner]) => ({
    name,
    type: inner.split(/[ ,]/)[0],
    required: inner.includes('required'),
    rule: /(>= \d+)/.test(inner) ? `min ${/>= (\d+)/.exec(inner)?.[1]}` : '',
  }));
}

function fieldBreaks(contract: ContractDocument, field: ContractField, value: unknown, at: string): string[] {
  const found: string[] = [];
  if (!ofType(field.type, value, contract, at, found)) return found;
  const broken = ruleBreaks(field, value);
  if (broken) found.push(`${at}: ${JSON.stringify(value)?.slice(0, 80)} is ${broken} (${field.rule})`);
  const entries = entryFields(field.rule);
  if (entries.length > 0 && Array.isArray(value))
    value.forEach((entry, index) => found.push(...fieldsBreaks(contract, entries, entry, `${at}[${index}]`)));
  return found;
}

function fieldsBreaks(contract: ContractDocument, fields: ContractField[], value: unknown, at: string): string[] {
  if (!isObject(value)) return [`${at}: not an object`];
  return fields.flatMap((field) => {
    const where = `${at}.${field.name}`;
    if (!(field.name in value)) return field.required ? [`${where}: required and missing`] : [];
    return fieldBreaks(contract, field, value[field.name], where);
  });
}

/** What in `value` disagrees with the contract's resource `name`; empty when it conforms. */
export function conformance(contract: ContractDocument, name: string, value: unknown, at = name): string[] {
  const fields = contract.resources.get(name);
  if (!fields) throw new Error(`the contract has no resource ${name}`);
  return fieldsBreaks(contract, fields, value, at);
}
