import { createRoute, z, type OpenAPIHono } from '@hono/zod-openapi';
import { CoachError } from '../../core/errors.js';
import type { AppEnv } from '../env.js';
import { errorResponses } from '../schemas/error.js';
import { bearerMatches } from '../../edge/bearer.js';
import { type PathRules, read } from '../path-rules.js';

/** The rules of the paths this module serves, checked before any handler (`paths.ts`). */
export const rules: PathRules = { '/admin/whatsapp/qr': { ...read(['image/png']), cors: 'restricted' } };

/** The pairing QR code of the WhatsApp channel as a PNG, while it waits to be paired on this instance. */
export type WhatsAppPairing = () => Promise<Uint8Array | undefined>;

const route = createRoute({
  method: 'get',
  path: '/admin/whatsapp/qr',
  operationId: 'getWhatsAppPairingCode',
  tags: ['Operations'],
  summary: 'WhatsApp pairing QR code (operators)',
  description:
    '*(Addition.)* The QR code to scan with WhatsApp (Settings › Linked devices) to pair the coach’s WhatsApp channel, while it waits to be paired on this instance; the same code is printed in the terminal. Needs `Authorization: Bearer <ADMIN_TOKEN>`: 401 without it or with another; 404 when the service has no `ADMIN_TOKEN`, the channel is off, already paired, or run by another instance. Never cached.',
  security: [{ adminToken: [] }],
  responses: {
    200: {
      description: 'The QR code.',
      content: { 'image/png': { schema: z.string().openapi({ format: 'binary' }) } },
    },
    ...errorResponses(401, 404, 405, 406),
  },
});

export function registerWhatsAppPairing(
  app: OpenAPIHono<AppEnv>,
  pairing: WhatsAppPairing | undefined,
  adminToken: string | undefined,
): void {
  app.openapi(route, async (c) => {
    if (!adminToken) throw new CoachError('not_found');
    if (!bearerMatches(c.req.header('authorization'), adminToken)) throw new CoachError('unauthorized');
    const png = await pairing?.();
    if (!png) throw new CoachError('not_found');
    return c.body(png as Uint8Array<ArrayBuffer>, 200, { 'content-type': 'image/png', 'cache-control': 'no-store' });
  });
}
