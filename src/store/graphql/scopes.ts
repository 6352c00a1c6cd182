/**
 * @module
 * The storefront's access scopes, apart from the schema so that the OpenAPI document can name them
 * without loading the graphql package.
 */

/** The scope each root field needs; introspection needs only a valid token. */
export const FIELD_SCOPES: Record<string, string> = {
  shop: 'unauthenticated_read_product_listings',
  products: 'unauthenticated_read_product_listings',
  product: 'unauthenticated_read_product_listings',
  collection: 'unauthenticated_read_product_listings',
  collections: 'unauthenticated_read_product_listings',
  predictiveSearch: 'unauthenticated_read_product_listings',
  node: 'unauthenticated_read_product_listings',
  nodes: 'unauthenticated_read_product_listings',
  cart: 'unauthenticated_read_checkouts',
  cartCreate: 'unauthenticated_write_checkouts',
  cartLinesAdd: 'unauthenticated_write_checkouts',
  cartLinesUpdate: 'unauthenticated_write_checkouts',
  cartLinesRemove: 'unauthenticated_write_checkouts',
  cartNoteUpdate: 'unauthenticated_write_checkouts',
  cartAttributesUpdate: 'unauthenticated_write_checkouts',
  cartBuyerIdentityUpdate: 'unauthenticated_write_checkouts',
};

export const STOREFRONT_SCOPES = [
  'unauthenticated_read_product_listings',
  'unauthenticated_read_checkouts',
  'unauthenticated_write_checkouts',
] as const;
