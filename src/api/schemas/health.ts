import { z } from '@hono/zod-openapi';

export const HealthSchema = z
  .object({
    status: z.literal('ok').openapi({ description: 'Always `ok` whenever the service responded.' }),
    service: z.string().openapi({ description: 'Service name.' }),
    apiVersion: z.string().openapi({ description: 'Semantic version of the contract.', example: '1.1.0' }),
    time: z.iso.datetime().optional().openapi({ description: 'Server time of the response.' }),
    documentation: z.url().optional().openapi({ description: 'Contract document URL.' }),
    endpoints: z
      .array(z.string())
      .optional()
      .openapi({
        description: 'Endpoints needing no credentials and safe to repeat, each `<METHOD> <path>`.',
        example: ['GET /api/health', 'GET /api/shop'],
      }),
    storage: z
      .object({
        backend: z.enum(['memory', 'redis']).openapi({ description: 'Where shared state lives.' }),
        available: z.boolean().openapi({
          description:
            'Whether it answered just now; while it does not, the service keeps serving and reconnects by itself.',
        }),
      })
      .optional()
      .openapi({ description: '*(Addition.)* The state of shared storage.' }),
  })
  .openapi('Health');
