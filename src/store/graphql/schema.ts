/**
 * @module
 * The storefront GraphQL subset: products and their variants, a cart, and
 * the cart mutations (create, add lines), with the platform's connection
 * and global-id conventions. No type points back to its parent, so every
 * query is bounded by the schema's depth.
 */
import { buildSchema } from 'graphql';

export const STOREFRONT_SDL = /* GraphQL */ `
"""A monetary value: a decimal amount as a string, and its currency."""
type MoneyV2 {
  amount: String!
  currencyCode: CurrencyCode!
}

enum CurrencyCode {
  EUR
}

type PageInfo {
  hasNextPage: Boolean!
  hasPreviousPage: Boolean!
  startCursor: String
  endCursor: String
}

"""One size of a product, the thing a cart line holds."""
type ProductVariant {
  id: ID!
  title: String!
  sku: String
  availableForSale: Boolean!
  """Net powder weight in grams."""
  weight: Int!
  price: MoneyV2!
}

type ProductVariantEdge {
  cursor: String!
  node: ProductVariant!
}

type ProductVariantConnection {
  edges: [ProductVariantEdge!]!
  nodes: [ProductVariant!]!
  pageInfo: PageInfo!
}

type Product {
  id: ID!
  handle: String!
  title: String!
  description: String!
  vendor: String!
  productType: String!
  tags: [String!]!
  variants(first: Int = 10, after: String): ProductVariantConnection!
}

type ProductEdge {
  cursor: String!
  node: Product!
}

type ProductConnection {
  edges: [ProductEdge!]!
  nodes: [Product!]!
  pageInfo: PageInfo!
}

type CartLineCost {
  totalAmount: MoneyV2!
}

type CartLine {
  id: ID!
  quantity: Int!
  merchandise: ProductVariant!
  cost: CartLineCost!
}

type CartLineEdge {
  cursor: String!
  node: CartLine!
}

type CartLineConnection {
  edges: [CartLineEdge!]!
  nodes: [CartLine!]!
  pageInfo: PageInfo!
}

type CartCost {
  subtotalAmount: MoneyV2!
  totalAmount: MoneyV2!
}

type Cart {
  id: ID!
  """Where the buyer continues in a browser."""
  checkoutUrl: String!
  totalQuantity: Int!
  lines(first: Int = 50, after: String): CartLineConnection!
  cost: CartCost!
}

type CartUserError {
  field: [String!]
  message: String!
  code: String
}

type CartCreatePayload {
  cart: Cart
  userErrors: [CartUserError!]!
}

type CartLinesAddPayload {
  cart: Cart
  userErrors: [CartUserError!]!
}

input CartLineInput {
  """A variant id: gid://coach-store/ProductVariant/<id>."""
  merchandiseId: ID!
  quantity: Int = 1
}

input CartInput {
  lines: [CartLineInput!]
}

type Query {
  """Products, 250 at most a page; query matches title, handle, tags and SKUs."""
  products(first: Int = 10, after: String, query: String): ProductConnection!
  product(id: ID, handle: String): Product
  cart(id: ID!): Cart
}

type Mutation {
  cartCreate(input: CartInput): CartCreatePayload
  cartLinesAdd(cartId: ID!, lines: [CartLineInput!]!): CartLinesAddPayload
}
`;

export const storefrontSchema = buildSchema(STOREFRONT_SDL);

export { FIELD_SCOPES, STOREFRONT_SCOPES } from './scopes.js';
