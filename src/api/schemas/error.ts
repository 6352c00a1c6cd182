/**
 * @module
 * The Error envelope every failure of every route answers with.
 */
import { z } from '@hono/zod-openapi';
import { ERROR_CODES } from '../../core/errors.js';

export const ErrorSchema = z
  .object({
    error: z
      .string()
      .openapi({ description: 'Human-readable sentence, identical to `message` (kept for older clients).' }),
    code: z
      .enum(ERROR_CODES)
      .openapi({ description: 'Machine-readable code; clients branch on it, never on the sentence.' }),
    message: z.string().openapi({ description: 'Human-readable sentence.' }),
    hint: z.string().optional().openapi({ description: 'What the caller should do next.' }),
    documentation: z.url().optional().openapi({ description: 'URL of the contract document.' }),
    status: z.number().int().min(400).max(599).openapi({ description: 'HTTP status, repeated in the body.' }),
  })
  .openapi('Error', {
    example: {
      error: 'The request body is not valid.',
      code: 'invalid_request',
      message: 'The request body is not valid.',
      hint: '`items` must have at most 40 entries.',
      documentation: 'http://localhost:8787/openapi.json',
      status: 400,
    },
  });

export type ErrorBody = z.infer<typeof ErrorSchema>;

const DESCRIPTIONS: Record<number, string> = {
  400: 'The body is malformed or fails validation (`invalid_request`).',
  401: 'The bearer token is missing or wrong (`unauthorized`).',
  403: 'The request origin is not allowed (`forbidden`).',
  404: 'Nothing is served at this path (`not_found`).',
  405: 'The method is not supported on this path (`method_not_allowed`); the `Allow` header lists the methods.',
  406: 'The `Accept` header admits no representation this path serves (`not_acceptable`).',
  422: 'The request is well formed but a value is unusable (`invalid_request`).',
  429: 'This client has used its budget for the route (`rate_limited`); `Retry-After` says when to try again.',
  502: 'An upstream provider failed (`upstream_unavailable`).',
  503: 'The provider is not configured (`service_not_configured`).',
};

/** OpenAPI responses of the Error envelope for the given statuses. */
export function errorResponses<S extends number>(...statuses: S[]) {
  return Object.fromEntries(
    statuses.map((status) => [
      status,
      { description: DESCRIPTIONS[status], content: { 'application/json': { schema: ErrorSchema } } },
    ]),
  ) as Record<S, { description: string; content: { 'application/json': { schema: typeof ErrorSchema } } }>;
}
