/**
 * @module
 * Query parameters arrive as strings; these schemas accept only plain decimal
 * numbers (no hex, no blanks, no `Infinity`) and document them as numbers.
 */
import { z } from '@hono/zod-openapi';

const DECIMAL = /^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/;

function decimal() {
  return z.string().trim().regex(DECIMAL).transform(Number);
}

/** A numeric query parameter within bounds. */
export function numberParam(min: number, max: number) {
  return decimal().pipe(z.number().min(min).max(max)).openapi({ type: 'number', minimum: min, maximum: max });
}

/** A whole-number query parameter within bounds. */
export function integerParam(min: number, max: number) {
  return decimal().pipe(z.number().int().min(min).max(max)).openapi({ type: 'integer', minimum: min, maximum: max });
}
