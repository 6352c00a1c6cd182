import { z } from '@hono/zod-openapi';
import { EVENT_NAMES } from '../../core/events/events.js';

/** Documents the body; the route never rejects one (it answers 204 whatever arrives). */
export const EventRequestSchema = z
  .object({
    name: z.enum(EVENT_NAMES).openapi({ description: 'Event name; anything else is discarded with a 204.' }),
    sessionId: z
      .string()
      .max(64)
      .optional()
      .openapi({ description: 'Random client-generated id, not a user identifier.' }),
    language: z.string().max(5).optional(),
    props: z
      .record(z.string(), z.union([z.string(), z.number(), z.boolean()]))
      .optional()
      .openapi({ description: 'At most 12 scalar values; strings are truncated to 64 characters.', maxProperties: 12 }),
  })
  .openapi('CoachEvent');
