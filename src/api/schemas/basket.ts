import { z } from '@hono/zod-openapi';
import { BASKET_UNITS } from '../../core/ports.js';

export const BasketItemSchema = z
  .object({
    name: z
      .string()
      .min(1)
      .max(80)
      .openapi({ description: 'Food name; names outside the supported list are ignored.', example: 'chicken breast' }),
    amount: z
      .number()
      .min(0)
      .max(100000)
      .openapi({ description: 'Quantity in `unit`; at most 100000 (100 kg, 100 l or 100000 items).', example: 600 }),
    unit: z
      .enum(BASKET_UNITS)
      .optional()
      .openapi({ description: 'Unit of `amount`; defaults to the unit the food is priced in.' }),
  })
  .openapi('BasketItem');

export const BasketRequestSchema = z
  .object({ items: z.array(BasketItemSchema).min(1).max(40) })
  .openapi('BasketEstimateRequest');

export const BasketEstimateResponseSchema = z
  .object({
    currency: z.literal('EUR'),
    source: z
      .string()
      .optional()
      .openapi({ description: 'Whether unit prices came from live supermarket data or the built-in reference table.' }),
    total: z.number().min(0),
    supermarketAvailable: z
      .boolean()
      .optional()
      .openapi({ description: 'Whether live supermarket prices were reachable for this request.' }),
    items: z.array(
      z.object({
        name: z.string(),
        amount: z.number().min(0),
        unit: z.string().optional(),
        source: z.string().optional(),
        price: z.number().min(0),
      }),
    ),
    ignored: z
      .array(z.object({ name: z.string(), reason: z.enum(['unknown_food', 'unit_mismatch']) }))
      .optional()
      .openapi({ description: 'Lines left out of the estimate and why (an addition to the contract).' }),
  })
  .openapi('BasketEstimateResponse');
