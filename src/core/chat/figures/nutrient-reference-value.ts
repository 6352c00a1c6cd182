/**
 * @module
 * "Quin és el valor de referència de nutrients (VRN) del calci a l'etiqueta?": the nutrient reference
 * values of EU labels (Regulation 1169/2011, Annex XIII, Part A), which the label's "% VRN" is of. The
 * food tables hold no vitamins or minerals; these are the labels' own yardstick, not a person's need.
 */

/** The Annex's value for each vitamin and mineral, in its unit. */
export const NUTRIENT_REFERENCE_VALUES = {
  vitaminA: { value: 800, unit: 'µg' },
  vitaminD: { value: 5, unit: 'µg' },
  vitaminE: { value: 12, unit: 'mg' },
  vitaminK: { value: 75, unit: 'µg' },
  vitaminC: { value: 80, unit: 'mg' },
  thiamin: { value: 1.1, unit: 'mg' },
  riboflavin: { value: 1.4, unit: 'mg' },
  niacin: { value: 16, unit: 'mg' },
  vitaminB6: { value: 1.4, unit: 'mg' },
  folate: { value: 200, unit: 'µg' },
  vitaminB12: { value: 2.5, unit: 'µg' },
  biotin: { value: 50, unit: 'µg' },
  pantothenicAcid: { value: 6, unit: 'mg' },
  potassium: { value: 2000, unit: 'mg' },
  chloride: { value: 800, unit: 'mg' },
  calcium: { value: 800, unit: 'mg' },
  phosphorus: { value: 700, unit: 'mg' },
  magnesium: { value: 375, unit: 'mg' },
  iron: { value: 14, unit: 'mg' },
  zinc: { value: 10, unit: 'mg' },
  copper: { value: 1, unit: 'mg' },
  manganese: { value: 2, unit: 'mg' },
  fluoride: { value: 3.5, unit: 'mg' },
  selenium: { value: 55, unit: 'µg' },
  chromium: { value: 40, unit: 'µg' },
  molybdenum: { value: 50, unit: 'µg' },
  iodine: { value: 150, unit: 'µg' },
} as const;

export type ReferenceNutrient = keyof typeof NUTRIENT_REFERENCE_VALUES;

/** The words for each, on folded text ("vitamina b12", "acid folic", "hierro"). */
const NAMES: [ReferenceNutrient, RegExp][] = [
  ['vitaminB12', /\b(?:vitamin[ae]? b ?12|b ?12|cobalamin\w*)\b/],
  ['vitaminB6', /\b(?:vitamin[ae]? b ?6|b ?6|piridoxin\w*|pyridoxin\w*)\b/],
  ['thiamin', /\b(?:vitamin[ae]? b ?1|thiamin\w*|tiamin\w*)\b/],
  ['riboflavin', /\b(?:vitamin[ae]? b ?2|riboflavin\w*)\b/],
  ['niacin', /\b(?:vitamin[ae]? b ?3|niacin\w*)\b/],
  ['folate', /\b(?:folat\w*|folic\w*|acid folic|acido folico|vitamin[ae]? b ?9)\b/],
  ['vitaminA', /\bvitamin[ae]? a\b/],
  ['vitaminD', /\bvitamin[ae]? d\b/],
  ['vitaminE', /\bvitamin[ae]? e\b/],
  ['vitaminK', /\bvitamin[ae]? k\b/],
  ['vitaminC', /\bvitamin[ae]? c\b/],
  ['biotin', /\bbiotin\w*\b/],
  ['pantothenicAcid', /\b(?:pantothen\w*|pantoten\w*)\b/],
  ['potassium', /\b(?:potassium|potassi|potasio)\b/],
  ['chloride', /\b(?:chloride|clorur|cloruro)\b/],
  ['calcium', /\b(?:calcium|calci|calcio)\b/],
  ['phosphorus', /\b(?:phosphorus|fosfor|fosforo)\b/],
  ['magnesium', /\b(?:magnesium|magnesi|magnesio)\b/],
  ['iron', /\b(?:iron|ferro|hierro)\b/],
  ['zinc', /\bzinc\b/],
  ['copper', /\b(?:copper|coure|cobre)\b/],
  ['manganese', /\b(?:manganese|manganes|manganeso)\b/],
  ['fluoride', /\b(?:fluoride|fluor|fluorur|fluoruro)\b/],
  ['selenium', /\b(?:selenium|seleni|selenio)\b/],
  ['chromium', /\b(?:chromium|crom|cromo)\b/],
  ['molybdenum', /\b(?:molybdenum|molibde|molibdeno)\b/],
  ['iodine', /\b(?:iodine|iode|yodo)\b/],
];

/** The labels' reference named: "VRN", "NRV", "valor de referencia de nutrientes", or a reference intake on a label. */
const NRV_NAMED =
  /\b(?:vrn|nrv|nrvs|valors? de referencia de nutrients|valores? de referencia de nutrientes|nutrient reference values?)\b/;
const LABEL = /\b(?:labels?|labelling|etiquet\w*|envas\w*|envase|eu|ue|1169)\b/;
const REFERENCE =
  /\b(?:reference intakes?|reference values?|ingestas? de referencia|ingestes? de referencia|valors? de referencia|valores? de referencia)\b/;

/** The nutrient whose label reference value a folded question asks, if it asks one of one nutrient. */
export function nutrientReferenceAsked(folded: string): ReferenceNutrient | undefined {
  if (!NRV_NAMED.test(folded) && !(LABEL.test(folded) && REFERENCE.test(folded))) return undefined;
  let rest = folded;
  const named: ReferenceNutrient[] = [];
  for (const [key, words] of NAMES) {
    if (!words.test(rest)) continue;
    named.push(key);
    rest = rest.replace(new RegExp(words.source, 'g'), ' ');
  }
  return named.length === 1 ? named[0] : undefined;
}
