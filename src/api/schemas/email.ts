import { z } from '@hono/zod-openapi';
import { LANGUAGES } from '../../core/ports.js';
import { EmailAddressSchema } from '../../core/email/address.js';

const PlanDaySchema = z.object({
  day: z.string(),
  activity: z.string(),
  figures: z
    .string()
    .max(120)
    .optional()
    .openapi({ description: "The day's energy, fibre and salt in one line (an addition)." }),
  meals: z
    .array(z.object({ slot: z.string(), title: z.string(), portions: z.string(), catalanName: z.string() }))
    .max(8),
});

const BasketSectionsSchema = z.object({
  items: z.array(z.object({ amount: z.string(), name: z.string() })).max(120),
  estimate: z
    .object({
      source: z.string().optional(),
      items: z.array(z.object({ label: z.string(), price: z.string() })).optional(),
      total: z.string().optional(),
      note: z.string().optional(),
    })
    .optional(),
});

export const EmailRequestSchema = z
  .object({
    email: EmailAddressSchema,
    kind: z.enum(['plan', 'basket']).optional().default('plan'),
    checklist: z
      .string()
      .min(1)
      .max(45000)
      .openapi({ description: 'Plain-text body; also the text/plain part of the message.' }),
    sections: z
      .union([z.array(PlanDaySchema).max(14), BasketSectionsSchema])
      .optional()
      .openapi({ description: 'Structured layout: an array of days for `plan`, an object with `items` for `basket`.' }),
    language: z.enum(LANGUAGES).optional().default('en'),
    marketingConsent: z
      .literal(true)
      .openapi({ description: 'Must be `true`: the address enters the mailing system.' }),
  })
  .superRefine((body, ctx) => {
    if (body.sections === undefined) return;
    const isPlan = Array.isArray(body.sections);
    if (isPlan !== (body.kind === 'plan')) {
      ctx.addIssue({
        code: 'custom',
        path: ['sections'],
        message: 'sections do not fit kind',
        params: { hintKey: `sections_${body.kind}` },
      });
    }
  })
  .openapi('EmailRequest');

export const EmailDeliveryResponseSchema = z.object({ delivered: z.literal(true) }).openapi('EmailDeliveryResponse');
