/**
 * @module
 * The checkout tools: create (from line items or a cart), read, change, complete with the buyer's
 * approval, and cancel. Completing without a valid approval is a business outcome, not an error: the
 * checkout comes back as `requires_escalation`, with a message and the `continue_url` where the buyer
 * approves.
 */
import { z } from 'zod';
import { CoachError } from '../../core/errors.js';
import { id, lineItems, linesOf, loadCart } from './cart-tools.js';
import { cancel, change, checkoutJson, checkoutUrl, complete, newCheckout, type CheckoutRecord } from './checkout.js';
import { success } from './outcome.js';
import { defineTool, type Args, type Tool, type ToolContext } from './tools.js';
import { EmailAddressSchema } from '../../core/email/address.js';

const buyer = z
  .object({
    email: EmailAddressSchema,
    first_name: z.string().max(100).optional(),
    last_name: z.string().max(100).optional(),
  })
  .strict();
const address = z
  .object({
    id: z.string().max(64).optional(),
    name: z.string().max(200).optional(),
    first_name: z.string().max(100).optional(),
    last_name: z.string().max(100).optional(),
    street_address: z.string().min(1).max(200),
    address_locality: z.string().min(1).max(100),
    address_region: z.string().max(100).optional(),
    postal_code: z.string().min(1).max(20),
    address_country: z
      .string()
      .regex(/^[A-Z]{2}$/)
      .describe('ISO 3166-1 alpha-2, e.g. ES.'),
  })
  .strict();
/** The specification's fulfillment (a shipping method with its destination), or the shorter `{ address }`. */
const fulfillment = z
  .object({
    address: address.optional(),
    methods: z
      .array(z.object({ type: z.literal('shipping'), destinations: z.array(address).min(1).max(1) }).strict())
      .min(1)
      .max(1)
      .optional(),
  })
  .strict();
const approval = z
  .object({ code: z.string().max(32) })
  .strict()
  .describe('The code the buyer got by approving the order at continue_url.');

const addressOf = (value: z.infer<typeof fulfillment> | undefined): CheckoutRecord['address'] => {
  const given = value?.address ?? value?.methods?.[0]?.destinations[0];
  if (!given) return undefined;
  const { id: _id, first_name, last_name, address_region: _region, ...rest } = given;
  return { ...rest, name: rest.name ?? ([first_name, last_name].filter(Boolean).join(' ') || undefined) };
};

const reply = async (checkout: CheckoutRecord, context: ToolContext) =>
  checkoutJson(checkout, await context.variants(), context.publicUrl);

/** Loads a checkout under its lock, applies `mutate` and saves it, so changes to one checkout take turns. */
function changeCheckout(
  checkoutId: string,
  context: ToolContext,
  mutate: (checkout: CheckoutRecord) => void,
): Promise<CheckoutRecord> {
  return context.lock(`checkout:${checkoutId}`, async () => {
    const checkout = await context.checkouts.load(checkoutId);
    mutate(checkout);
    await context.checkouts.save(checkout);
    return checkout;
  });
}

const wrapper = (fields: z.ZodRawShape) => ({
  key: 'checkout' as const,
  schema: z.object({ currency: z.literal('EUR').optional(), ...fields }).strict(),
  toFlat: ({ currency: _currency, ...rest }: Args) => rest,
});
const changes = { line_items: lineItems.optional(), buyer: buyer.optional(), fulfillment: fulfillment.optional() };

export const CHECKOUT_TOOLS: readonly Tool[] = [
  defineTool({
    name: 'create_checkout',
    description:
      'Creates a checkout from line items or a cart id, with the buyer and the shipping address when known. Status: incomplete until all are given, then ready_for_complete.',
    capability: 'checkout',
    flat: { ...changes, cart_id: id.optional() },
    wrapper: wrapper({ ...changes, cart_id: id.optional() }),
    async run(args, context) {
      const lines = args.line_items
        ? await linesOf(args.line_items, context)
        : args.cart_id
          ? (await loadCart(args.cart_id, context)).lines
          : undefined;
      if (!lines || lines.length === 0)
        throw new CoachError('invalid_request', { messageKey: 'store.checkout.noLines' });
      const now = context.clock();
      const checkout = newCheckout(context.newToken(), now);
      change(checkout, { lines, buyer: args.buyer, address: addressOf(args.fulfillment) }, now);
      await context.checkouts.save(checkout);
      return success('checkout', await reply(checkout, context));
    },
  }),
  defineTool({
    name: 'get_checkout',
    description: 'Reads a checkout by id.',
    capability: 'checkout',
    flat: { id },
    async run(args, context) {
      return success('checkout', await reply(await context.checkouts.load(args.id), context));
    },
  }),
  defineTool({
    name: 'update_checkout',
    description:
      'Changes the line items, the buyer or the shipping address of a checkout; any change withdraws an earlier approval.',
    capability: 'checkout',
    flat: { id, ...changes },
    wrapper: wrapper(changes),
    async run(args, context) {
      const lines = args.line_items ? await linesOf(args.line_items, context) : undefined;
      const checkout = await changeCheckout(args.id, context, (found) =>
        change(found, { lines, buyer: args.buyer, address: addressOf(args.fulfillment) }, context.clock()),
      );
      return success('checkout', await reply(checkout, context));
    },
  }),
  defineTool({
    name: 'complete_checkout',
    description:
      'Places the order. Never call it without the buyer\u2019s approval at that moment: the buyer approves the order at the checkout\u2019s continue_url and gets a code, which goes in buyer_approval.code. Without a valid code the checkout comes back as requires_escalation.',
    capability: 'checkout',
    idempotent: true,
    flat: { id, buyer_approval: approval.optional() },
    wrapper: wrapper({ buyer_approval: approval.optional() }),
    async run(args, context) {
      // Under the lock, so two calls with one code cannot place two orders.
      let refused: CoachError | undefined;
      const checkout = await changeCheckout(args.id, context, (found) => {
        try {
          complete(found, args.buyer_approval?.code, `ord_${context.newToken().slice(0, 16)}`, context.clock());
        } catch (error) {
          if (!(error instanceof CoachError) || error.code !== 'forbidden') throw error;
          refused = error;
        }
      });
      const answer = await reply(checkout, context);
      if (!refused) return success('checkout', answer);
      const message = {
        type: 'error',
        code: 'buyer_approval_required',
        content: context.t(refused.messageKey, refused.vars),
        severity: 'requires_buyer_review',
      };
      return success('checkout', {
        ...answer,
        status: 'requires_escalation',
        messages: [message],
        continue_url: checkoutUrl(context.publicUrl, checkout.id),
      });
    },
  }),
  defineTool({
    name: 'cancel_checkout',
    description: 'Cancels a checkout that is not completed; it can no longer change or be completed.',
    capability: 'checkout',
    idempotent: true,
    flat: { id },
    async run(args, context) {
      const checkout = await changeCheckout(args.id, context, (found) => cancel(found, context.clock()));
      return success('checkout', await reply(checkout, context));
    },
  }),
];
