/**
 * @module
 * The agent commerce tools: the UCP specification's names and shapes (search_catalog, lookup_catalog,
 * get_product; create_cart, get_cart, update_cart, cancel_cart; create_checkout, get_checkout,
 * update_checkout, complete_checkout, cancel_checkout), and the store contract's older names
 * (get_catalog_item). Each tool takes the specification's wrapped arguments (`catalog`, `cart`,
 * `checkout`) or the flat ones earlier clients send, refuses any other, and declares the capability it
 * needs and the zod schema its JSON Schema comes from.
 */
import { z } from 'zod';
import type { StoreProduct, StoreVariant } from '../products.js';
import type { Translate } from '../../core/ports.js';
import type { CartBook } from '../cart.js';
import type { CheckoutBook } from './checkout.js';
import type { Capability } from './profile.js';

export interface ToolContext {
  products: () => Promise<StoreProduct[]>;
  variants: () => Promise<Map<number, { product: StoreProduct; variant: StoreVariant }>>;
  carts: CartBook;
  checkouts: CheckoutBook;
  /** A new id: 32 lowercase hex characters. */
  newToken: () => string;
  clock: () => Date;
  /** The store's public origin. */
  publicUrl: string;
  /** Runs `work` holding the lock of `key`, so changes to one record take turns. */
  lock: <T>(key: string, work: () => Promise<T>) => Promise<T>;
  /** The store's words, for the content of a result's messages. */
  t: Translate;
}

/** Arguments after reading: the flat shape, whichever shape they came in. */
export type Args = Record<string, unknown>;

export interface Tool {
  name: string;
  description: string;
  capability: Capability;
  /** Whether a call must carry `meta["idempotency-key"]` (placing and cancelling), its retries answered from the first. */
  idempotent: boolean;
  /** What `tools/list` shows: the flat and the wrapped arguments side by side, nothing else accepted. */
  input: z.ZodObject;
  /** The arguments in their flat shape, or what is wrong with them. */
  read(args: unknown): { ok: true; args: Args } | { ok: false; problem: string };
  run(args: Args, context: ToolContext): Promise<Record<string, unknown>>;
}

/** Where a tool call names the agent's profile (or in `params._meta`, which the endpoint reads too). */
export const meta = z
  .object({
    'ucp-agent': z.object({
      profile: z.url().describe('URL of the agent\u2019s UCP profile; only the capabilities it declares are granted.'),
    }),
    'idempotency-key': z
      .string()
      .min(8)
      .max(64)
      .optional()
      .describe(
        'Required by complete_checkout and cancel_checkout: a retry with the same key and arguments gets the first result, never a second order.',
      ),
  })
  .describe('Required here unless the profile is given in params._meta.');

export interface ToolSpec<Flat extends z.ZodRawShape> {
  name: string;
  description: string;
  capability: Capability;
  /** Whether a call must carry `meta["idempotency-key"]`. Defaults to false. */
  idempotent?: boolean;
  /** The flat arguments, with what is required. */
  flat: Flat;
  /** The specification's wrapped object, and how it reads as flat arguments. */
  wrapper?: {
    key: 'catalog' | 'cart' | 'checkout';
    schema: z.ZodObject;
    toFlat: (wrapped: Record<string, unknown>) => Args;
  };
  run(args: z.infer<z.ZodObject<Flat>>, context: ToolContext): Promise<Record<string, unknown>>;
}

const problemOf = (error: z.ZodError) =>
  error.issues.map((issue) => `${issue.path.join('.') || 'arguments'}: ${issue.message}`).join('; ');

export function defineTool<Flat extends z.ZodRawShape>(spec: ToolSpec<Flat>): Tool {
  const core = z.object(spec.flat).strict();
  const input = z
    .object({
      meta: meta.optional(),
      ...core.partial().shape,
      ...(spec.wrapper ? { [spec.wrapper.key]: spec.wrapper.schema.optional() } : {}),
    })
    .strict();
  return {
    name: spec.name,
    description: spec.description,
    capability: spec.capability,
    idempotent: spec.idempotent ?? false,
    input,
    read(args) {
      const shaped = input.safeParse(args ?? {});
      if (!shaped.success) return { ok: false, problem: problemOf(shaped.error) };
      const { meta: _meta, ...rest } = args as Args;
      const key = spec.wrapper?.key;
      const wrapped = key ? (rest[key] as Record<string, unknown> | undefined) : undefined;
      if (key) delete rest[key];
      const flat = core.safeParse({ ...rest, ...(wrapped && spec.wrapper ? spec.wrapper.toFlat(wrapped) : {}) });
      return flat.success ? { ok: true, args: flat.data } : { ok: false, problem: problemOf(flat.error) };
    },
    run: (args, context) => spec.run(args as z.infer<z.ZodObject<Flat>>, context),
  };
}
