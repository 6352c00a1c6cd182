import { getIntrospectionQuery, getOperationAST, parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import { LIST_WITHOUT_SIZE, MAX_COST, queryCost } from './query-cost.js';
import { storefrontSchema } from './schema.js';

const cost = (query: string, variables: Record<string, unknown> = {}) => {
  const document = parse(query);
  const operation = getOperationAST(document);
  if (!operation) throw new Error('no operation');
  return queryCost(storefrontSchema, document, operation, variables);
};

describe('queryCost', () => {
  it('counts each field once, and a connection’s lists by its `first`', () => {
    expect(cost('{ shop { name } }')).toBe(2);
    // products + 3 × (nodes + id + title)
    expect(cost('{ products(first: 3) { nodes { id title } } }')).toBe(1 + 3 * 3);
    // the schema’s default page (10) when `first` is left out
    expect(cost('{ products { nodes { id } } }')).toBe(1 + 10 * 2);
  });

  it('reads `first` from variables, and clamps it to the largest page', () => {
    expect(cost('query ($n: Int) { products(first: $n) { nodes { id } } }', { n: 4 })).toBe(1 + 4 * 2);
    expect(cost('{ products(first: 100000) { nodes { id } } }')).toBe(1 + 250 * 2);
  });

  it('counts a list without a size as a few items, and `nodes(ids:)` by its ids', () => {
    expect(cost('{ product(handle: "x") { tags } }')).toBe(2);
    expect(cost('{ product(handle: "x") { options { name } } }')).toBe(1 + 10 * 2);
    expect(cost('{ product(handle: "x") { variants { nodes { selectedOptions { name } } } } }')).toBe(
      1 + 1 + 10 * (1 + LIST_WITHOUT_SIZE * 2),
    );
    expect(cost('{ nodes(ids: ["a", "b", "c"]) { id } }')).toBe(3 * 2);
  });

  it('counts aliases and every fragment spread, nested through products and their variants', () => {
    const one = cost('{ product(handle: "x") { variants(first: 250) { nodes { id } } } }');
    const aliased = cost(
      '{ product(handle: "x") { a: variants(first: 250) { nodes { id } } b: variants(first: 250) { nodes { id } } } }',
    );
    expect(aliased - 1).toBe(2 * (one - 1));
    const viaFragments = cost(`
      { product(handle: "x") { ...Outer } }
      fragment Outer on Product { variants(first: 250) { nodes { product { ...Inner ...Inner } } } }
      fragment Inner on Product { v1: variants(first: 250) { nodes { id } } v2: variants(first: 250) { nodes { id } } }`);
    expect(viaFragments).toBeGreaterThan(250 * 250 * 2);
  });

  it('counts fragments that double at each level without walking every copy', () => {
    const levels = 40;
    const fragments = Array.from(
      { length: levels },
      (_, i) =>
        `fragment F${i} on Product { ${i + 1 < levels ? `...F${i + 1} x: variants(first: 1) { nodes { product { ...F${i + 1} } } }` : 'id'} }`,
    ).join('\n');
    expect(cost(`{ product(handle: "x") { ...F0 } } ${fragments}`)).toBeGreaterThan(2 ** 39);
  });

  it('lets the standard introspection query through, and refuses aliases inside introspection', () => {
    const standard = cost(getIntrospectionQuery());
    expect(standard).toBeGreaterThan(1000);
    expect(standard).toBeLessThanOrEqual(MAX_COST);
    const aliases = Array.from({ length: 50 }, (_, i) => `f${i}: fields { name type { name ofType { name } } }`).join(
      ' ',
    );
    expect(cost(`{ __schema { types { ${aliases} } } }`)).toBe(Number.POSITIVE_INFINITY);
    expect(cost('{ __schema { types { name } } }')).toBeLessThan(MAX_COST);
  });
});
