/**
 * @module
 * The storefront GraphQL subset a headless cart needs: the shop, products (price range, options,
 * images), their variants (selected options, their product), collections, predictive search, `node`,
 * a cart with its note, attributes and buyer identity, and the cart mutations (create, add, update and
 * remove lines), with the platform's connection, global-id and `@inContext` conventions. A variant
 * points back to its product, so the engine bounds a query's depth.
 */
import { buildSchema } from 'graphql';

export const STOREFRONT_SDL = /* GraphQL */ `
  """
  Where a query is asked from (country, language): accepted, and this store answers in EUR and its own words whatever they are.
  """
  directive @inContext(
    country: CountryCode
    language: LanguageCode
    buyer: BuyerInput
    preferredLocationId: ID
  ) on QUERY | MUTATION

  """
  An ISO 3166-1 alpha-2 country code (ES, FR…), as an enum value or a string.
  """
  scalar CountryCode

  """
  An ISO 639-1 language code (CA, EN…), as an enum value or a string.
  """
  scalar LanguageCode

  input BuyerInput {
    customerAccessToken: String
    companyLocationId: ID
  }

  """
  An object with a global id, readable through node(id).
  """
  interface Node {
    id: ID!
  }

  """
  A monetary value: a decimal amount as a string, and its currency.
  """
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

  type Image {
    id: ID
    url: String!
    altText: String
    width: Int
    height: Int
  }

  type ImageConnection {
    nodes: [Image!]!
    pageInfo: PageInfo!
  }

  type SelectedOption {
    name: String!
    value: String!
  }

  type ProductOptionValue {
    id: ID!
    name: String!
  }

  type ProductOption {
    id: ID!
    name: String!
    values: [String!]!
    optionValues: [ProductOptionValue!]!
  }

  type ProductPriceRange {
    minVariantPrice: MoneyV2!
    maxVariantPrice: MoneyV2!
  }

  """
  One size of a product, the thing a cart line holds.
  """
  type ProductVariant implements Node {
    id: ID!
    title: String!
    sku: String
    availableForSale: Boolean!
    """
    Not shown to storefronts: always null.
    """
    quantityAvailable: Int
    """
    Net powder weight in grams.
    """
    weight: Int!
    weightUnit: String!
    price: MoneyV2!
    """
    This store sells at one price: always null.
    """
    compareAtPrice: MoneyV2
    selectedOptions: [SelectedOption!]!
    image: Image
    product: Product!
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

  type Product implements Node {
    id: ID!
    handle: String!
    title: String!
    description: String!
    descriptionHtml: String!
    vendor: String!
    productType: String!
    tags: [String!]!
    availableForSale: Boolean!
    onlineStoreUrl: String
    priceRange: ProductPriceRange!
    options(first: Int = 10): [ProductOption!]!
    """
    This store shows no product photos yet: null, and no images.
    """
    featuredImage: Image
    images(first: Int = 10, after: String): ImageConnection!
    variants(first: Int = 10, after: String): ProductVariantConnection!
  }

  enum ProductSortKeys {
    TITLE
    PRICE
    PRODUCT_TYPE
    VENDOR
    ID
    RELEVANCE
    BEST_SELLING
    CREATED_AT
    UPDATED_AT
  }

  enum ProductCollectionSortKeys {
    TITLE
    PRICE
    MANUAL
    COLLECTION_DEFAULT
    ID
    RELEVANCE
    BEST_SELLING
    CREATED
  }

  type Collection implements Node {
    id: ID!
    handle: String!
    title: String!
    description: String!
    products(
      first: Int = 10
      after: String
      sortKey: ProductCollectionSortKeys = COLLECTION_DEFAULT
      reverse: Boolean = false
    ): ProductConnection!
  }

  type CollectionConnection {
    nodes: [Collection!]!
    pageInfo: PageInfo!
  }

  enum PredictiveSearchType {
    PRODUCT
    COLLECTION
    QUERY
    PAGE
    ARTICLE
  }

  type SearchQuerySuggestion {
    text: String!
  }

  type PredictiveSearchResult {
    products: [Product!]!
    collections: [Collection!]!
    queries: [SearchQuerySuggestion!]!
  }

  type Domain {
    host: String!
    url: String!
  }

  type ShopPaymentSettings {
    currencyCode: CurrencyCode!
    countryCode: CountryCode!
  }

  type Shop {
    id: ID!
    name: String!
    description: String
    primaryDomain: Domain!
    paymentSettings: ShopPaymentSettings!
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

  type CartLine implements Node {
    id: ID!
    quantity: Int!
    merchandise: ProductVariant!
    cost: CartLineCost!
  }

  type Attribute {
    key: String!
    value: String
  }

  type CartBuyerIdentity {
    email: String
    countryCode: CountryCode
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

  type Cart implements Node {
    id: ID!
    """
    Where the buyer continues in a browser.
    """
    checkoutUrl: String!
    totalQuantity: Int!
    note: String
    attributes: [Attribute!]!
    attribute(key: String!): Attribute
    buyerIdentity: CartBuyerIdentity!
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

  type CartLinesUpdatePayload {
    cart: Cart
    userErrors: [CartUserError!]!
  }

  type CartLinesRemovePayload {
    cart: Cart
    userErrors: [CartUserError!]!
  }

  type CartNoteUpdatePayload {
    cart: Cart
    userErrors: [CartUserError!]!
  }

  type CartAttributesUpdatePayload {
    cart: Cart
    userErrors: [CartUserError!]!
  }

  type CartBuyerIdentityUpdatePayload {
    cart: Cart
    userErrors: [CartUserError!]!
  }

  input CartLineInput {
    """
    A variant id: gid://coach-store/ProductVariant/<id>.
    """
    merchandiseId: ID!
    quantity: Int = 1
  }

  input CartLineUpdateInput {
    """
    A line id, as the cart gives it.
    """
    id: ID!
    merchandiseId: ID
    quantity: Int
  }

  input AttributeInput {
    key: String!
    value: String!
  }

  input CartBuyerIdentityInput {
    email: String
    countryCode: CountryCode
  }

  input CartInput {
    lines: [CartLineInput!]
    note: String
    attributes: [AttributeInput!]
    buyerIdentity: CartBuyerIdentityInput
  }

  type Query {
    shop: Shop!
    """
    Products, 250 at most a page; query matches title, handle, tags and SKUs.
    """
    products(
      first: Int = 10
      after: String
      query: String
      sortKey: ProductSortKeys
      reverse: Boolean = false
    ): ProductConnection!
    product(id: ID, handle: String): Product
    collection(id: ID, handle: String): Collection
    collections(first: Int = 10, after: String): CollectionConnection!
    predictiveSearch(query: String!, limit: Int = 10, types: [PredictiveSearchType!]): PredictiveSearchResult
    node(id: ID!): Node
    nodes(ids: [ID!]!): [Node]!
    cart(id: ID!): Cart
  }

  type Mutation {
    cartCreate(input: CartInput): CartCreatePayload
    cartLinesAdd(cartId: ID!, lines: [CartLineInput!]!): CartLinesAddPayload
    cartLinesUpdate(cartId: ID!, lines: [CartLineUpdateInput!]!): CartLinesUpdatePayload
    cartLinesRemove(cartId: ID!, lineIds: [ID!]!): CartLinesRemovePayload
    cartNoteUpdate(cartId: ID!, note: String!): CartNoteUpdatePayload
    cartAttributesUpdate(cartId: ID!, attributes: [AttributeInput!]!): CartAttributesUpdatePayload
    cartBuyerIdentityUpdate(cartId: ID!, buyerIdentity: CartBuyerIdentityInput!): CartBuyerIdentityUpdatePayload
  }
`;

export const storefrontSchema = buildSchema(STOREFRONT_SDL);

export { FIELD_SCOPES, STOREFRONT_SCOPES } from './scopes.js';
