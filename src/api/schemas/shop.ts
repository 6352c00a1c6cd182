import { z } from '@hono/zod-openapi';
import { FLAVOURS, LANGUAGES } from '../../core/ports.js';
import { integerParam, numberParam } from './query.js';

export const ShopQuerySchema = z.object({
  proteinG: numberParam(1, 300)
    .optional()
    .openapi({
      param: { name: 'proteinG', in: 'query' },
      description: 'Grams of protein the milkshake replaces on one day.',
      example: 40,
    }),
  millilitres: numberParam(100, 2000)
    .optional()
    .openapi({
      param: { name: 'millilitres', in: 'query' },
      description: 'Prepared milkshake per day; overrides `proteinG`.',
    }),
  days: integerParam(1, 120)
    .optional()
    .default(28)
    .openapi({ param: { name: 'days', in: 'query' }, description: 'Period the tub should cover.', default: 28 }),
  language: z
    .enum(LANGUAGES)
    .optional()
    .default('en')
    .openapi({ param: { name: 'language', in: 'query' }, description: 'Language of product labels.', default: 'en' }),
  campaign: z
    .string()
    .max(40)
    .optional()
    .openapi({
      param: { name: 'campaign', in: 'query' },
      description: 'Attribution campaign written into the checkout link.',
    }),
});

export const ShopProductSchema = z
  .object({
    key: z.string().openapi({ description: 'Stable tub identifier.' }),
    sku: z.string().openapi({ description: 'Stock-keeping unit.' }),
    grams: z.number().int().min(1).openapi({ description: 'Powder in the tub, grams.' }),
    servings: z.number().int().min(1).openapi({ description: '100 ml servings the tub yields at 30 g powder each.' }),
    flavour: z.enum(FLAVOURS).optional(),
    flavourLabel: z.string().optional().openapi({ description: 'Flavour name in the requested language.' }),
    priceEurHint: z
      .number()
      .min(0)
      .optional()
      .openapi({ description: 'Indicative shop price in EUR; the checkout price is authoritative.' }),
    pricePerServingEurHint: z
      .number()
      .min(0)
      .optional()
      .openapi({ description: 'Indicative price of one 100 ml serving in EUR.' }),
    preorder: z.iso
      .date()
      .nullable()
      .optional()
      .openapi({ description: 'Ship date when a pre-order; null when it ships today.' }),
    label: z.string().openapi({ description: 'Display name in the requested language.' }),
    productUrl: z.url().optional().openapi({ description: 'Product page.' }),
    cartUrl: z.url().openapi({ description: 'Cart permalink that adds this tub to a checkout, carrying attribution.' }),
  })
  .openapi('ShopProduct');

export const ShopOfferSchema = z
  .object({
    millilitresPerDay: z.number().int().min(100).openapi({ description: 'Prepared milkshake per day.' }),
    powderGramsPerDay: z
      .number()
      .int()
      .min(1)
      .optional()
      .openapi({ description: 'Powder per day at 30 g per 100 ml.' }),
    proteinPer100Ml: z.number().int().optional().openapi({ description: 'Grams of protein in 100 ml prepared.' }),
    days: z.number().int().min(1).max(120).openapi({ description: 'Period the offer was sized for.' }),
    coversRequestedPeriod: z
      .boolean()
      .optional()
      .openapi({ description: 'False when even the largest eligible tub is short of the period.' }),
    coverageDays: z
      .number()
      .int()
      .min(0)
      .optional()
      .openapi({ description: 'Days the recommended tub lasts at this rate.' }),
    costPerDayEurHint: z.number().min(0).optional().openapi({ description: 'Indicative cost per day in EUR.' }),
    cartUrl: z.url().optional().openapi({ description: 'Cart permalink of the recommended tub.' }),
    product: ShopProductSchema.openapi({ description: 'The recommended in-stock tub.' }),
    flavours: z
      .array(ShopProductSchema)
      .optional()
      .openapi({ description: 'The same size in the other flavours; pre-orders carry their date.' }),
  })
  .openapi('ShopOffer');

export const ShopResponseSchema = z
  .object({
    offer: ShopOfferSchema.nullable().openapi({
      description: 'Null when neither `proteinG` nor `millilitres` was supplied.',
    }),
    offers: z.array(ShopProductSchema).openapi({ description: 'Every sellable tub, in display order.' }),
  })
  .openapi('ShopResponse');
