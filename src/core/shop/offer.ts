/**
 * @module
 * Sizes a protein-milkshake offer for a daily protein gap and turns the
 * store's tubs into products with attributed cart links.
 */
import type { Flavour, Language, Translate, Tub } from '../ports.js';
import type { ChatChannel } from '../conversation/types.js';

/** Powder that makes 100 ml of prepared milkshake. */
export const POWDER_GRAMS_PER_100_ML = 30;
/** Protein in 100 ml of prepared milkshake (30 g of an 80 % protein powder). */
export const PROTEIN_PER_100_ML = 24;
export const MIN_MILLILITRES_PER_DAY = 100;
export const MAX_MILLILITRES_PER_DAY = 2000;
const MILLILITRE_STEP = 50;

/** The channel a cart link is handed out in, written into `utm_medium`. */
export type Channel = 'api' | ChatChannel;

export interface ShopRequest {
  proteinG?: number;
  millilitres?: number;
  days: number;
  language: Language;
  campaign?: string;
}

export interface ShopContext {
  /** Origin of the store the cart links lead to, without a trailing slash. */
  storeUrl: string;
  channel: Channel;
  /** Today as an ISO date (UTC), to tell pre-orders from tubs that ship now. */
  today: string;
  t: Translate;
}

export interface ShopProduct {
  key: string;
  sku: string;
  grams: number;
  servings: number;
  flavour: Flavour;
  flavourLabel: string;
  priceEurHint: number;
  pricePerServingEurHint: number;
  preorder: string | null;
  label: string;
  productUrl: string;
  cartUrl: string;
}

export interface ShopOffer {
  millilitresPerDay: number;
  powderGramsPerDay: number;
  proteinPer100Ml: number;
  days: number;
  coversRequestedPeriod: boolean;
  coverageDays: number;
  costPerDayEurHint: number;
  cartUrl: string;
  product: ShopProduct;
  flavours: ShopProduct[];
}

export interface ShopResult {
  offer: ShopOffer | null;
  offers: ShopProduct[];
}

/** Builds the shop answer from the store's tubs in display order. */
export function buildShopResult(tubs: readonly Tub[], request: ShopRequest, context: ShopContext): ShopResult {
  const sellable = tubs.filter((tub) => tub.available);
  const offers = sellable.map((tub) => toProduct(tub, request, context));
  const millilitres = millilitresPerDay(request);
  if (millilitres === undefined) return { offer: null, offers };
  return { offer: sizeOffer(sellable, millilitres, request, context), offers };
}

/**
 * Prepared milkshake per day: `millilitres` when given, else the volume that
 * carries `proteinG`, rounded up to the next 50 ml within 100..2000.
 */
export function millilitresPerDay(request: Pick<ShopRequest, 'proteinG' | 'millilitres'>): number | undefined {
  const raw =
    request.millilitres ?? (request.proteinG === undefined ? undefined : (request.proteinG / PROTEIN_PER_100_ML) * 100);
  if (raw === undefined) return undefined;
  // Rounded to a millionth first so float noise (150.00000000001) does not add a step.
  const stepped = Math.ceil(Number((raw / MILLILITRE_STEP).toFixed(6))) * MILLILITRE_STEP;
  return Math.min(MAX_MILLILITRES_PER_DAY, Math.max(MIN_MILLILITRES_PER_DAY, stepped));
}

function sizeOffer(
  sellable: readonly Tub[],
  millilitres: number,
  request: ShopRequest,
  context: ShopContext,
): ShopOffer | null {
  const powderPerDay = (millilitres * POWDER_GRAMS_PER_100_ML) / 100;
  const inStock = sellable.filter((tub) => shipsToday(tub, context.today));
  const pick = pickTub(inStock, powderPerDay * request.days);
  if (!pick) return null;
  const product = toProduct(pick.tub, request, context);
  const flavours = sellable
    .filter((tub) => tub.grams === pick.tub.grams && tub.flavour !== pick.tub.flavour)
    .map((tub) => toProduct(tub, request, context));
  return {
    millilitresPerDay: millilitres,
    powderGramsPerDay: powderPerDay,
    proteinPer100Ml: PROTEIN_PER_100_ML,
    days: request.days,
    coversRequestedPeriod: pick.covers,
    coverageDays: Math.floor(pick.tub.grams / powderPerDay),
    costPerDayEurHint: roundCents((pick.tub.priceEur * powderPerDay) / pick.tub.grams),
    cartUrl: product.cartUrl,
    product,
    flavours,
  };
}

/** The smallest tub that covers the need, else the largest; display order breaks ties. */
function pickTub(inStock: readonly Tub[], gramsNeeded: number): { tub: Tub; covers: boolean } | undefined {
  let smallestCovering: Tub | undefined;
  let largest: Tub | undefined;
  for (const tub of inStock) {
    if (tub.grams >= gramsNeeded && (!smallestCovering || tub.grams < smallestCovering.grams)) smallestCovering = tub;
    if (!largest || tub.grams > largest.grams) largest = tub;
  }
  if (smallestCovering) return { tub: smallestCovering, covers: true };
  return largest && { tub: largest, covers: false };
}

function shipsToday(tub: Tub, today: string): boolean {
  return preorderDate(tub, today) === null;
}

/** A pre-order date that has arrived means the tub ships today. */
function preorderDate(tub: Tub, today: string): string | null {
  return tub.preorderDate !== null && tub.preorderDate > today ? tub.preorderDate : null;
}

function toProduct(tub: Tub, request: ShopRequest, context: ShopContext): ShopProduct {
  const { t } = context;
  const flavourLabel = t(`shop.flavours.${tub.flavour}`);
  return {
    key: tub.key,
    sku: tub.sku,
    grams: tub.grams,
    servings: Math.max(1, Math.floor(tub.grams / POWDER_GRAMS_PER_100_ML)),
    flavour: tub.flavour,
    flavourLabel,
    priceEurHint: tub.priceEur,
    pricePerServingEurHint: roundCents((tub.priceEur * POWDER_GRAMS_PER_100_ML) / tub.grams),
    preorder: preorderDate(tub, context.today),
    label: t('shop.label', { flavour: flavourLabel, size: formatSize(tub.grams, request.language) }),
    productUrl: `${context.storeUrl}/products/${encodeURIComponent(tub.handle)}`,
    cartUrl: cartUrl(tub.variantId, request.campaign, context),
  };
}

/** A cart permalink that adds one tub, with the coach's attribution. */
export function cartUrl(
  variantId: string,
  campaign: string | undefined,
  context: Pick<ShopContext, 'storeUrl' | 'channel'>,
): string {
  const url = new URL(`${context.storeUrl}/cart/${encodeURIComponent(variantId)}:1`);
  url.searchParams.set('ref', 'coach');
  url.searchParams.set('utm_source', 'coach');
  url.searchParams.set('utm_medium', context.channel);
  if (campaign) url.searchParams.set('utm_campaign', campaign);
  return url.toString();
}

// Built once, when first needed: constructing a number format costs more than the rest of an offer,
// and the first one a process builds loads the locale data (a hundredth of a second of start-up).
const KILOS: Partial<Record<Language, Intl.NumberFormat>> = {};

function formatSize(grams: number, language: Language): string {
  if (grams < 1000) return `${grams} g`;
  const kilos = (KILOS[language] ??= new Intl.NumberFormat(language === 'ca' ? 'ca-ES' : 'en-GB', {
    maximumFractionDigits: 2,
  }));
  return `${kilos.format(grams / 1000)} kg`;
}

/**
 * Half a cent rounds up; the product is cleaned of float noise first (1.005 * 100 is 100.49999…, taken
 * to six decimals it is 100.5, so 1.01). In integers rather than through `toFixed`, which cost a
 * tenth of a microsecond per call: a basket rounds every line.
 */
export function roundCents(value: number): number {
  return Math.round(Math.round(value * 1e8) / 1e6) / 100;
}

/** Most answers kept per catalogue: a query's parameters are few and bounded, but a client may vary them. */
const MAX_ANSWERS = 2000;

/**
 * Shop answers kept per catalogue, query, channel and day: the answer is public and the same for
 * everyone who asks it, and building it (labels, prices, cart links) cost more than serving it.
 * A new catalogue (the store's, read again each hour) starts afresh.
 */
export function createShopAnswers(): {
  answer(tubs: readonly Tub[], key: string, build: () => ShopResult): ShopResult;
} {
  const byCatalogue = new WeakMap<readonly Tub[], Map<string, ShopResult>>();
  return {
    answer(tubs, key, build) {
      let answers = byCatalogue.get(tubs);
      if (!answers) byCatalogue.set(tubs, (answers = new Map<string, ShopResult>()));
      let result = answers.get(key);
      if (!result) {
        result = build();
        if (answers.size >= MAX_ANSWERS) answers.clear();
        answers.set(key, result);
      }
      return result;
    },
  };
}
