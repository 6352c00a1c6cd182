import type { OpenAPIHono } from '@hono/zod-openapi';
import { isEventName } from '../../core/events/events.js';
import type { ApiDeps } from '../deps.js';
import type { AppEnv } from '../env.js';
import { readCappedText } from '../../edge/body.js';
import { errorResponses } from '../schemas/error.js';
import { EventRequestSchema } from '../schemas/events.js';
import { KB, type PathRules, write } from '../path-rules.js';

/** The rules of the paths this module serves, checked before any handler (`paths.ts`). */
export const rules: PathRules = { '/api/events': { ...write('public', 400, 4 * KB), body: 'lenient', produces: [] } };

const MAX_PROPS = 12;

/**
 * Counts an anonymous product event. It never fails its caller: an unknown
 * name, a malformed or oversized body and a storage outage all answer 204.
 */
export function registerEvents(app: OpenAPIHono<AppEnv>, deps: ApiDeps): void {
  app.openAPIRegistry.registerPath({
    method: 'post',
    path: '/api/events',
    operationId: 'recordCoachEvent',
    tags: ['Events'],
    summary: 'Record an anonymous product event',
    description:
      'Answers 204 with no body when recorded and also when deliberately discarded (unknown name, malformed or oversized body). During a storage outage the count is kept in memory and written once storage is back, still with 204. Only 405 is an error status. Counted per event name and UTC day.',
    request: { body: { required: true, content: { 'application/json': { schema: EventRequestSchema } } } },
    responses: { 204: { description: 'Recorded or discarded.' }, ...errorResponses(405) },
  });
  app.post('/api/events', async (c) => {
    const name = await acceptedEventName(c.req.raw, c.get('policy').bodyLimitBytes);
    if (name) await deps.coach.recordEvent(name);
    return c.body(null, 204);
  });
}

async function acceptedEventName(request: Request, limitBytes: number) {
  const text = await readCappedText(request, limitBytes).catch(() => undefined);
  if (typeof text !== 'string') return undefined;
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return undefined;
  }
  const parsed = EventRequestSchema.safeParse(body);
  if (!parsed.success || Object.keys(parsed.data.props ?? {}).length > MAX_PROPS) return undefined;
  return isEventName(parsed.data.name) ? parsed.data.name : undefined;
}
