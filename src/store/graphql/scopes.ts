/**
 * @module
 * The storefront's access scopes, apart from the schema so that the OpenAPI document can name them
 * without loading the graphql package.
 */

/** The scope each root field needs; introspection needs only a valid token. */
export const FIELD_SCOPES: Record<string, string> = {
  products: 'unauthenticated_read_product_listings',
  product: 'unauthenticated_read_product_listings',
  cart: 'unauthenticated_read_checkouts',
  cartCreate: 'unauthenticated_write_checkouts',
  cartLinesAdd: 'unauthenticated_write_checkouts',
};

export const STOREFRONT_SCOPES = ['unauthenticated_read_product_listings', 'unauthenticated_read_checkouts', 'unauthenticated_write_checkouts'] as const;
