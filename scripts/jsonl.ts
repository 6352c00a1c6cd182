/** JSON Lines as the evaluation and card-round files keep them. */
import { readFileSync } from 'node:fs';

/** Every non-blank line of a JSONL file, parsed. */
export const readLines = <T>(path: string): T[] =>
  readFileSync(path, 'utf8')
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => JSON.parse(line) as T);

/** JSON as the data files write it (Python's `json.dumps`): a space after each comma and colon. */
export const dumps = (value: unknown): string =>
  Array.isArray(value)
    ? `[${value.map(dumps).join(', ')}]`
    : value !== null && typeof value === 'object'
      ? `{${Object.entries(value)
          .map(([key, item]) => `${JSON.stringify(key)}: ${dumps(item)}`)
          .join(', ')}}`
      : JSON.stringify(value);
