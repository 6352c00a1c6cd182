import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from '@hono/zod-openapi';
import { compileFastCheck } from './fast-check.js';
import { BasketRequestSchema } from './schemas/basket.js';

/** Bodies as the lane sees them: what JSON.parse gives, so never `undefined`, NaN or a function. */
const asJson = (value: unknown): unknown => JSON.parse(JSON.stringify(value) ?? 'null');

const text = fc.oneof(fc.string({ maxLength: 90 }), fc.constantFrom('', 'rice', 'a'.repeat(80), 'a'.repeat(81)));
const amount = fc.oneof(
  fc.double({ min: -10, max: 200_000, noNaN: true }),
  fc.constantFrom(0, -0, 100_000, 100_000.0001, -1e-9, 1e21),
  fc.integer(),
);
/** Most often a valid field, sometimes not. */
const mostly = <T, U>(valid: fc.Arbitrary<T>, invalid: fc.Arbitrary<U>) =>
  fc.oneof({ arbitrary: valid, weight: 12 }, { arbitrary: invalid, weight: 1 });
const item = fc.record(
  {
    name: mostly(fc.string({ minLength: 1, maxLength: 80 }), fc.oneof(text, fc.integer(), fc.constant(null))),
    amount: mostly(fc.double({ min: 0, max: 100_000, noNaN: true }), fc.oneof(amount, fc.constant('400'))),
    unit: mostly(fc.constantFrom('g', 'ml', 'each', 'slice'), fc.constantFrom('kg', 'G', null)),
    note: fc.string(),
  },
  { requiredKeys: ['name', 'amount'] },
);
const looseItem = fc.record(
  { name: text, amount: fc.oneof(amount, fc.constant(null)), unit: fc.constantFrom('g', 'kg') },
  { requiredKeys: [] },
);
// Mostly near the schema, so both verdicts come up often; sometimes anything at all.
const body = fc.oneof(
  fc.record({ items: fc.array(item, { maxLength: 45 }), extra: fc.anything() }, { requiredKeys: ['items'] }),
  fc.record({ items: fc.oneof(fc.array(looseItem, { maxLength: 3 }), fc.anything()) }),
  fc.anything(),
);

/** The compiled check and zod agree on the verdict, and on the data to the key. */
function agrees(schema: z.ZodType, value: unknown): boolean {
  const check = compileFastCheck(schema);
  if (!check) throw new Error('the schema did not compile');
  const fast = check(value);
  const slow = schema.safeParse(value);
  expect(fast !== undefined).toBe(slow.success);
  if (fast) expect(fast.data).toStrictEqual(slow.data);
  return true;
}

describe('a zod schema compiled into one check', () => {
  it("accepts exactly the basket bodies zod accepts, giving zod's data", () => {
    let accepted = 0;
    fc.assert(
      fc.property(body.map(asJson), (value) => {
        if (BasketRequestSchema.safeParse(value).success) accepted++;
        return agrees(BasketRequestSchema, value);
      }),
      { numRuns: 3000 },
    );
    // The generator reaches valid bodies too, or the agreement above says little.
    expect(accepted).toBeGreaterThan(100);
  });

  it('agrees with zod on the other kinds it knows: booleans, literals, exclusive bounds, nested objects', () => {
    const schema = z.object({
      on: z.boolean(),
      kind: z.literal('day').optional(),
      ratio: z.number().gt(0).lt(1),
      inner: z.object({ tags: z.array(z.enum(['a', 'b'])).max(2), level: z.number().min(1).max(3).optional() }),
    });
    const value = fc.record(
      {
        on: fc.oneof(fc.boolean(), fc.constant(1)),
        kind: fc.constantFrom('day', 'week'),
        ratio: fc.oneof(fc.double({ min: -1, max: 2, noNaN: true }), fc.constantFrom(0, 1, 0.5)),
        inner: fc.record(
          {
            tags: fc.array(fc.constantFrom('a', 'b', 'c'), { maxLength: 3 }),
            level: fc.constantFrom(0, 1, 2, 3, 4, 2.5),
          },
          { requiredKeys: [] },
        ),
      },
      { requiredKeys: [] },
    );
    fc.assert(
      fc.property(value.map(asJson), (input) => agrees(schema, input)),
      { numRuns: 2000 },
    );
  });

  it('counts string lengths in code points, takes the values an enum allows and reads inherited keys, as zod does', () => {
    enum Size {
      Small,
      Large,
    }
    const cases: [z.ZodType, unknown[]][] = [
      [z.string().min(2).max(3), ['😀', '😀😀', 'ab', 'a😀', '😀😀😀😀', 'abcd', '\ud83d', '\ud83da']],
      [z.object({ size: z.enum(Size) }), [{ size: 0 }, { size: 1 }, { size: 'Small' }, { size: '0' }]],
      [z.enum({ one: 1, x: 'x' }), [1, 'x', 'one']],
      [z.object({ constructor: z.string().optional(), name: z.string().optional() }), [{}, { name: 'a' }]],
      [z.object({ toString: z.number().optional() }), [{}, { toString: 1 }]],
    ];
    for (const [schema, values] of cases) for (const value of values) agrees(schema, asJson(value));
  });

  it('leaves to zod a schema holding what it does not know', () => {
    let tree: z.ZodType = z.string();
    tree = z.object({
      name: z.string(),
      get child() {
        return tree.optional();
      },
    });
    const unknown = [
      z.email(),
      z.object({ email: z.email().min(1) }),
      z.uuid(),
      z.iso.date(),
      z.int(),
      z.int32(),
      z.float32(),
      z.object({ count: z.int().min(0) }),
      tree,
      z.object({ ['__proto__']: z.object({ admin: z.boolean() }) }),
      z.object({ [Symbol('key')]: z.string() }),
      z.literal(null),
      z.object({ email: z.string().email() }),
      z.object({ name: z.string().trim() }),
      z.object({ n: z.number().int() }),
      z.object({ n: z.number().default(1) }),
      z.object({ n: z.coerce.number() }),
      z.object({ a: z.string() }).refine((value) => value.a !== 'x'),
      z.object({ a: z.string() }).passthrough(),
      z.object({ a: z.string() }).strict(),
      z.object({ a: z.union([z.string(), z.number()]) }),
      z
        .array(z.string())
        .nonempty()
        .transform((list) => list.length),
    ];
    for (const schema of unknown) expect(compileFastCheck(schema)).toBeUndefined();
    expect(compileFastCheck({ safeParse: () => ({ success: true, data: 1 }) })).toBeUndefined();
  });
});
