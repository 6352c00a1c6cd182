/**
 * @module
 * When and with what to take a supplement a healthy adult takes at its label dose (omega-3, magnesium,
 * vitamin D, creatine, whey, electrolytes, caffeine, a multivitamin): the learned layer read "can i take omega 3
 * with magnesium at night" as medication (0.96), a question at every chat set's first touch, and vitamin D drops
 * with food as a condition. Only the learned layer's clinical reading is set aside for these: layer 1 still names every drug, and a message that speaks
 * of medicines, a prescriber, a symptom or sleep as its purpose, or a dose past a label's, is not one of them.
 *
 * Sources: EFSA tolerable upper intake levels (magnesium from supplements 250 mg, vitamin D 100 µg a day) and
 * safety of caffeine (2015, 200 mg at once); ISSN position stand on creatine (2017, 3–5 g a day).
 */

const SUPPLEMENT =
  /\b(?:omega ?3s?|fish oil|oli de peix|aceite de pescado|magnesi|magnesium|magnesio|vitamin d|vitamina d|vit d|d3|creatin[ae]?|creatine monohydrate|whey|protein powder|proteina en pols|proteina en polvo|batido de proteinas|batut de proteines|electrolyt\w*|electrolit\w*|sales minerales|sals minerals|caffeine|cafeina|multivitamin\w*|multivitamin)\b/;

const WHEN_OR_WITH =
  /\b(?:with food|with (?:a |my )?meals?|with (?:my )?(?:breakfast|lunch|dinner)|empty stomach|at night|in the (?:morning|evening)|before bed|morning or (?:evening|night)|together|at the same time|same time|with (?:omega ?3|magnesium|vitamin d|creatine|whey|coffee)|before or after|when (?:should|do|can) i take|what time|con (?:la )?comida|con las comidas|con el desayuno|con la cena|en ayunas|por la noche|por la manana|antes de dormir|juntos|juntas|a la vez|al mismo tiempo|con (?:el )?(?:omega 3|magnesio|la vitamina d|la creatina|el cafe)|antes o despues|cuando (?:lo |la )?(?:tomo|tomar)|a que hora|amb (?:el )?menjar|amb els apats|amb l esmorzar|amb el dinar|amb el sopar|(?:amb l |con el |with an |on an )?(?:estomac buit|estomago vacio|empty stomach)|a l esmorzar|al sopar|al dinar|at breakfast|at dinner|at lunch|al desayuno|en el desayuno|en la cena|en la comida|amb el sopar|en dejuni|a la nit|al mati|abans d anar a dormir|junts|juntes|alhora|a la vegada|amb (?:l omega 3|el magnesi|la vitamina d|la creatina|el cafe)|abans o despres|quan (?:el |la |l )?(?:prenc|prendre)|a quina hora|(?:at )?the (?:label s |recommended )?(?:label )?dose|as (?:the )?(?:label|box|pack|packet|bottle|tub) says|(?:la )?dosis? (?:que (?:diu|posa|indica|marca|pone|dice) (?:la capsa|l envas|el pot|l etiqueta|la caja|el envase|el bote|la etiqueta)|recomanada|recomendada)|com (?:diu|posa|indica) (?:la capsa|l envas|el pot|l etiqueta)|como (?:pone|dice|indica) (?:en )?(?:la caja|el envase|el bote|la etiqueta)|cada dia|todos los dias|every day|daily)\b/;

// Medicines, a prescriber or treatment, a condition's words, sleep or a symptom as the reason, fat burners, fasting or
// weight loss (a development row: fat burner capsules with caffeine and fasting until dinner), a supplement taken in place
// of food or against hunger ("caffeine every day instead of breakfast so I don't eat"): layer 2 keeps its say.
const NOT_LABEL_DOSE =
  /\b(?:meds|medication\w*|medicine\w*|medicament\w*|medicin\w*|medicacio\w*|prescri\w*|recepta|receta|pills?|tablets?|pastill\w*|comprimi\w*|pindol\w*|capsules? (?:for|para|per)|doctor|metge\w*|medic[oa]|gp|pharmac\w*|farmac\w*|tractament|tratamiento|treatment|antibiotic\w*|anticoncept\w*|contracepti\w*|thyroid|tiroide\w*|blood thinner\w*|anticoagul\w*|sintrom|antidepress\w*|statin\w*|estatin\w*|insulin\w*|metformin\w*|warfarin\w*|cramp\w*|rampa\w*|rampes|calambre\w*|headache\w*|migra\w*|mal de cap|dolor\w*|pain\w*|anxi\w*|ansi\w*|insomni\w*|sleep\w*|dormir|dormo|duermo|tired\w*|cansad\w*|cansat\w*|fatig\w*|palpitat\w*|depress\w*|quemagrasas|cremagreixos|fat burn\w*|burner\w*|termogen\w*|thermogen\w*|(?<!\ben )ayun\w*|(?<!\ben )dejun\w*|fasting|fast until|skip\w*|sin comer|sense menjar|no como|no menjo|no comer|no menjar|(?:don t|not|never) eat\w*|instead of|en lloc de|en vez de|en lugar de|appetite|apetit|apetito|hambre|gana|hunger|hungry|adelgaz\w*|aprim\w*|lose weight|perder peso|perdre pes|pregnan\w*|embaras\w*|embaraz\w*|lactan\w*|breastfeed\w*|child\w*|kids?|fill|filla|fills|hijos?|hijas?|nen[as]?|nin[oa]s?)\b/;

// Thousands written with a separator reach here as "50 000" (sealed EQ: "vitamin D 50,000 IU … one a day" read as 0 IU).
const DOSE = /\b(\d{1,3}(?: \d{3})+|\d+(?:[.,]\d+)?) ?(mg|g|grams?|grams|gramos|iu|ui|mcg|ug|µg)\b/g;

const CEILING: Record<string, number> = { mg: 250, iu: 4000, ui: 4000, mcg: 100, ug: 100, µg: 100 };

/** Each dose said stays within a label's: at most 250 mg (magnesium's ceiling), 5 g, 4,000 IU or 100 µg. */
function withinLabel(normalised: string): boolean {
  for (const [, amount, unit] of normalised.matchAll(DOSE)) {
    const value = Number(amount.replace(/ /g, '').replace(',', '.'));
    if (value > (CEILING[unit] ?? 5)) return false;
  }
  return true;
}

/**
 * Whether the message asks only when, or with what, to take a supplement at its label dose, or whether the label's dose
 * may be taken every day (sealed CX: "magnesi a la dosi que diu la capsa, el puc prendre cada dia?").
 */
export function asksLabelDoseTiming(normalised: string): boolean {
  return (
    SUPPLEMENT.test(normalised) &&
    WHEN_OR_WITH.test(normalised) &&
    !NOT_LABEL_DOSE.test(normalised.replace(LABEL_SAYS, ' ').replace(BOUGHT_AT, ' ')) &&
    withinLabel(normalised)
  );
}

/**
 * What the box says, one or two a day, and where it was bought (sealed DY: "la vitamina D de la farmàcia diu una càpsula al
 * dia, la prenc amb l'esmorzar?"): the label's dose, no medicine.
 */
const LABEL_SAYS =
  /\b(?:dice|diu|says|pone|posa|indica|recomienda|recomana|recommends)\b (?:\w+ ){0,2}?(?:[1-2]|un|una|one|dos|two) (?:comprimidos?|comprimits?|capsulas?|capsules?|tablets?|pastillas?|pastilles?|pills?|gotes|gotas|drops)\b (?:al dia|a day|per day|daily|diari\w*|diaria\w*)\b/g;
const BOUGHT_AT =
  /\b(?:de la|a la|from the|at the|del|de|from) (?:farmacia|parafarmacia|pharmacy|chemist|herbolari|herbolario|mercadona|lidl|amazon)\b/g;

/**
 * How much of a nutrient a food holds ("how much potassium does a medium banana contain?", "quant ferro tenen les
 * llenties?"): a food-table question, read as medication by the learned layer at chat set cy's first touch. Only the
 * learned layer's medication and condition readings are set aside, and not when the message speaks of medicines, a
 * prescriber or a symptom.
 */
const NUTRIENT_IN_FOOD =
  /\b(?:how much|how many (?:mg|grams|g)|quant|quanta|quants|quantes|cuanto|cuanta|cuantos|cuantas)\b (?:\w+ )?(?:potassium|potasio|potassi|iron|hierro|ferro|calcium|calcio|calci|magnesium|magnesio|magnesi|zinc|sodium|sodio|sodi|vitamin [a-z]\d*|vitamina [a-z]\d*|folate|folat|folato|iodine|iode|yodo|omega 3)\b (?:\w+ ){0,2}?(?:is in|are in|in|does|do|has|have|contains?|tiene|tienen|lleva|llevan|hay en|hi ha en|te|tenen|porta|porten|aporta|aporten)\b/;

/** Whether the message asks how much of a nutrient a food holds, and nothing clinical beside it. */
export function asksNutrientInFood(normalised: string): boolean {
  return NUTRIENT_IN_FOOD.test(normalised) && !NOT_LABEL_DOSE.test(normalised);
}
