/**
 * @module
 * Daily and weekly references people ask for ("how much fibre a day?", "quanta sal com a màxim?",
 * "¿cuánta agua hay que beber?"): which one a folded message asks about. The sentences, with their
 * figures and sources (EFSA, WHO, AESAN), are in the locales under `chat.figures.reference`.
 */

export const REFERENCE_KEYS = [
  'fibre',
  'salt',
  'sugar',
  'water',
  'caffeine',
  'saturatedFat',
  'fruitAndVegetables',
  'fish',
  'legumes',
  'eggs',
  'meat',
  'nuts',
  'calories',
  'carbsPerHour',
  'fluidDuringExercise',
  'calcium',
  'omega3',
  'energyPerGram',
  'deficitForLoss',
  'proteinAfterTraining',
  'iron',
  'rehydration',
  'preHydration',
  'vitaminC',
  'magnesium',
  'potassium',
  'safeLossPace',
  'leanGainPace',
  'recoveryCarbs',
  'drinkSodium',
  'sportsDrinkCarbs',
  'oilyFish',
  'vegetables',
  'fruit',
  'caloriesMen',
  'caloriesWomen',
  'waterActive',
  'labelReferenceIntakes',
  'preEventCarbs',
  'carbLoading',
  'creatine',
  'physicalActivity',
] as const;
export type ReferenceKey = (typeof REFERENCE_KEYS)[number];

/** How much or how often, for a person: "how much … a day", "quantes vegades a la setmana", "cuánto … al día". */
const HOW_MUCH =
  /\b(?:how much|how many|how often|how many times|at most|maximum|max|minimum|at least|limit|recommended|the most|the largest|the biggest|the highest|upper limit|upper|reference intake|recommended intake|adequate intake|ingesta adequada|ingesta adecuada|ingesta de referencia|ingestes de referencia|ingestas de referencia|ingesta recomanada|ingesta recomendada|single dose|dosis unica|dosi unica|dose unica|quina quantitat de \w+|que cantidad de \w+|what amount of \w+|una sola presa|una sola toma|one dose|a single serving|most i can|most you can|safe amount|safe limit|lo maximo|el maxim|el maximo|in one go|in a single sitting|de cop|de una vez|de golpe|recommendation|what rate|what intake rate|what fluid intake rate|quin ritme|que ritmo|should i|do i need|a day|per day|daily|a week|per week|each week|quant|quanta|quantes|quants|quantes vegades|com a maxim|com a minim|maxim|minim|maxima|minima|limit|conversion factor|factor de conversio|factor de conversion|recomanat|recomanada|recomanacio|al dia|cada dia|diari|diaria|a la setmana|per setmana|cuanto|cuanta|cuantas|cuantos|cuantas veces|como maximo|como minimo|maximo|minimo|recomendado|recomendada|recomendacion|al dia|por dia|diario|a la semana|por semana)\b/;

/** A share asked: "what percentage …", "a partir de quin percentatge …". */
const PERCENT_ASKED =
  /\b(?:what percentage|what percent|quin percentatge|que porcentaje|quina proporcio|que proporcion|in percent|en percentatge|en porcentaje|what concentration|quina concentracio|que concentracion)\b/;

/** The words of each reference, tried in order: the first that matches answers. */
const PER_HOUR = '(?:per hour|an hour|each hour|every hour|hourly|a l hora|per hora|cada hora|por hora|g h)';
const DURING_LONG =
  '(?:during|durant|durante|in|en) (?:a |an |the |una |un |la |el )?(?:\\w+ )?(?:marathon|marato|maraton|race|cursa|carrera|ride|sortida|salida|sportive|cicloturista|triathlon|triatlo|triatlon|ultra|long run|tirada llarga|tirada larga|event|prova|prueba|exercise|exercici|ejercicio|workout|training session|entreno|entrenament|entrenamiento)';
const CARBS = '(?:carbs?|carbohydrates?|hidrats?|hidratos|carbohidratos?|carbohidrats?|gels?)';
const FLUID = '(?:drink|beure|beber|fluids?|liquids?|liquid|water|aigua|agua|litres?|liters?|litros?)';

const MACRO =
  '(?:fat|fats|greix|grasa|grasas|protein|proteina|proteines|proteinas|carbs?|carbohydrates?|hidrats?|hidratos|carbohidratos?|alcohol|fibre|fiber|fibra)';
const A_GRAM = '(?:a|one|1|per|each|every|un|una|cada|uno|1 g|en un|in a|in one) (?:gram|grams|gramo|g)';
const WEEKLY_LOSS =
  '(?:lose|losing|perdre|perder|baixar|bajar|drop) (?:\\w+ ){0,2}?(?:0\\.5|half a|mig|mitj\\w*|medio|1|un|1\\.5) ?(?:kg|kilos?|quilos?)\\b.*\\b(?:a week|per week|each week|a la setmana|per setmana|a la semana|por semana|weekly|setmanal|semanal)';

const TOPICS: [ReferenceKey, RegExp][] = [
  [
    // The reference intakes printed on EU labels (Regulation 1169/2011, annex XIII): "the EU reference intake for sugars",
    // "¿cuántos gramos de azúcares al día toma como referencia la etiqueta nutricional europea?" (chat set bt).
    'labelReferenceIntakes',
    /^(?=.*\b(?:labels?|labelling|etiquet\w*|envas\w*|envase|packs?|packag\w*|eu|ue|europe\w*|1169)\b)(?!.*\b(?:calcium|calci|calcio|iron|ferro|hierro|vitamin\w*|fibre|fiber|fibra|potassium|potassi|potasio|magnesi\w*|zinc|zinc|iodine|iode|yodo)\b).*\b(?:reference intakes?|ingestas? de referencia|ingestes? de referencia|valores? de referencia|valors? de referencia|(?:com a|como|as (?:a|the)) referencia|as (?:a|the) reference)\b|\b(?:% ?ri|% ?ir|cantidad diaria orientativa|cdo|gda|guideline daily amounts?)\b/,
  ],
  [
    // ACSM (2016): 10–12 g per kilo a day for the 36–48 hours before a long race.
    'carbLoading',
    /\b(?:carb(?:ohydrate)? load\w*|carga de (?:hidratos|carbohidratos)|carrega d hidrats|carrega de carbohidrats|carbo ?load\w*)\b/,
  ],
  [
    // ISSN (2017): 3–5 g a day; an optional loading of about 20 g a day for 5–7 days.
    'creatine',
    /^(?!.*\b(?:caffeine|cafeina|coffees?|cafes?|whey|protein\w*|magnesi\w*|safe|safety|segur\w*|seguro|seguridad|retain\w*|retenir|retener|retencio\w*|retencion\w*|liquids?|liquidos?|side effects?|efectes secundaris|efectos secundarios|hair|cabell|pelo|kidneys?|ronyons?|rinones?)\b)(?=.*\bcreatin\w*\b).*\b(?:dose|dosi|dosis|grams?|gramos?|grams|g|how much|quanta|cuanta|loading|carrega|carga|maintenance|manteniment|mantenimiento|a day|al dia|per day)\b/,
  ],
  [
    // WHO guidelines on physical activity (2020): 150–300 minutes moderate a week, muscle strengthening 2 days or more.
    'physicalActivity',
    /^(?=.*\b(?:who|oms|guidelines?|recommend\w*|recomana\w*|recomienda\w*|recomendad\w*|minimum|minim|minimo|at least|com a minim|como minimo)\b).*\b(?:physical activity|activitat fisica|actividad fisica|muscle strengthening|muscle-strengthening|strengthening activit\w*|enfortiment muscular|fortalecimiento muscular|exercicis? de forca(?: muscular)?|ejercicios? de fuerza(?: muscular)?|strength training|multicomponent|multicomponente|balance (?:and|i|y) strength|balance exercises?|balance training|exercicis? d equilibri|ejercicios? de equilibrio|(?:activitats?|actividad(?:es)?|activity|exercicis?|ejercicios?) (?:d |de )?(?:equilibri|equilibrio|balance)|equilibri i forca|equilibrio y fuerza|forca i equilibri|fuerza y equilibrio|strength and balance)\b/,
  ],
  [
    // ACSM (2016): 1–4 g per kilo in the 1–4 hours before an event.
    'preEventCarbs',
    new RegExp(
      `\\b${CARBS}\\b.*\\b(?:[1-4](?: ?(?:-|to|a|o) ?[1-4])? ?(?:hours?|hores|horas|h) (?:before|abans|antes)|pre ?race|pre ?event|pre ?match|pre ?competition|(?:meal|apat|comida) (?:before|abans de|antes de) (?:the |a |la |el |una |un )?(?:race|event|match|competition|cursa|carrera|partit|partido|competicio|competicion))\\b`,
    ),
  ],
  [
    // ACSM (2007): 5–7 ml per kilo slowly, about 4 hours before exercise.
    'preHydration',
    /\b(?:ml|millilit\w*|mil lilitres|mililitros) (?:per|por|a|of|de|for each|each|every) (?:kg|kilo|kilos|quilo|quilos|kilogram\w*|quilogram\w*)\b.{0,80}\b(?:before|abans|antes)\b|\b(?:before|abans|antes)\b.{0,80}\b(?:ml|millilit\w*|mil lilitres|mililitros) (?:per|por|a|of|de|for each|each|every) (?:kg|kilo|kilos|quilo|quilos|kilogram\w*|quilogram\w*)\b|\b(?:2|two|dues|dos|4|four|quatre|cuatro) (?:hours?|hores|horas|h) (?:before|abans|antes)\b.{0,80}\b(?:drink|beure|beber|fluids?|liquids?|water|aigua|agua|ml|millilit\w*|mil lilitres|mililitros)\b|\b(?:drink|beure|beber|fluids?|liquids?|water|aigua|agua|ml|millilit\w*|mil lilitres|mililitros)\b.{0,80}\b(?:4|four|quatre|cuatro) (?:hours?|hores|horas|h) (?:before|abans|antes)\b/,
  ],
  [
    'rehydration',
    /\b(?:percentage|percent|per ?cent|percentatge|porcentaje|%)\b.{0,40}\b(?:fluid|sweat|liquid\w*|suor|sudor|aigua|agua|water)\b.{0,30}\b(?:lost|perdut|perduda|perdido|perdida)\b|\b(?:per|each|every|por cada|per cada|cada|for every|for each) (?:kilo|kg|quilo|kilogram\w*)\b.{0,40}\b(?:lost|lose|perdut|perdo|perdido|pierdo|pierdes|perds)\b|\b(?:peso|peso|pes|weigh)\b (?:[\w.]+ ){0,2}(?:kilo|kg|quilo|kilos|quilos)s? (?:menos|menys|less)\b.{0,60}\b(?:drink|beure|beber|litres?|liters?|litros?|fluid|liquid\w*)\b|\b(?:lost|lose|perdut|perdido|perdo|pierdo|perds|pierdes)\b (?:[\w.]+ ){0,3}(?:kg|kilos?|quilos?)\b.{0,60}\b(?:drink|fluid|liquid\w*|water|aigua|agua|beure|beber|litres?|liters?|litros?)\b|\b(?:kg|kilos?|quilos?) (?:lighter|menys|menos)\b.{0,80}\b(?:drink|rehydrat\w*|rehidrat\w*|litres?|liters?|litros?)\b/,
  ],
  ['iron', /\b(?:iron|ferro|hierro)\b/],
  ['vitaminC', /\b(?:vitamin c|vitamina c)\b/],
  ['magnesium', /\b(?:magnesium|magnesi|magnesio)\b/],
  ['potassium', /\b(?:potassium|potassi|potasio)\b/],
  [
    'safeLossPace',
    /^(?!.*\b(?:bulk\w*|gain\w*|guanyar|ganar|volum|volumen)\b)(?:.*?)(?:\b(?:safe|sensible|healthy|realistic|segur|segura|saludable|sano|sana|recomendable|razonable|raonable)\b.{0,50}\b(?:lose|losing|perder|perdre|baixar|bajar)\b.{0,30}\b(?:per week|a week|each week|a la semana|a la setmana|por semana|per setmana|semanal\w*|setmanal\w*)\b|\bhow much weight\b.{0,30}\b(?:per week|a week)\b|\b(?:rate|pace|ritme|ritmo|velocitat|velocidad)\b (?:\w+ ){0,3}?(?:loss|perdua|perdida)\b.{0,40}\b(?:per week|a week|each week|weekly|a la setmana|per setmana|a la semana|por semana|semanal\w*|setmanal\w*)\b|^(?!.*\b(?:deficit|calories|calorias|kcal)\b).*\b(?:most|max|maximum|maxim|maximo|how much|how many|quant|quants|quanta|cuanto|cuantos|cuanta)\b (?:\w+ ){0,3}?(?:weight|pes|peso|kg|kilos?|quilos?)\b.{0,50}\b(?:lose|losing|perder|perdre|baixar|bajar)\b.{0,40}\b(?:per week|a week|each week|a la semana|a la setmana|por semana|per setmana|semanal\w*|setmanal\w*)\b|\b(?:quant|quants|quanta|cuanto|cuantos|cuanta|how much|how many)\b (?:\w+ ){0,3}?(?:weight|pes|peso|kg|kilos?|quilos?)\b (?:per setmana|a la setmana|por semana|a la semana|per week|a week)\b.{0,40}\b(?:lose|losing|perder|perdre|baixar|bajar)\b)/,
  ],
  [
    // Before the day's carbohydrate: "cuántos hidratos por hora para recuperar, tengo otra sesión en cuatro horas".
    'recoveryCarbs',
    new RegExp(
      `\\b${CARBS}\\b.*\\b(?:recover\\w*|recuper\\w*|refuel\\w*|between (?:two )?sessions|another session|second session|otra sesion|segona sessio|una altra sessio|dos sesiones|dues sessions)\\b|\\b(?:recover\\w*|recuper\\w*|refuel\\w*)\\b.*\\b${CARBS}\\b.*\\b${PER_HOUR}\\b`,
    ),
  ],
  [
    'leanGainPace',
    /\b(?:gain|put on|ganar|guanyar|subir|pujar|engordar|augmentar|aumentar)\b.{0,60}\b(?:per week|a week|each week|a la semana|a la setmana|por semana|per setmana|semanal\w*|setmanal\w*)\b|\b(?:per week|a week|a la semana|a la setmana|por semana|per setmana)\b.{0,40}\b(?:gain|ganar|guanyar|subir|pujar)\b/,
  ],
  [
    'energyPerGram',
    new RegExp(
      `\\b${A_GRAM} (?:of |de |d |d')?(?:dietary |alimentaria |alimentaria |alimentar )?${MACRO}\\b|\\b${MACRO} (?:per|a|por) (?:gram|gramo|g)\\b|\\b(?:kcal|kilocalories|quilocalories|kilocalorias|calories|calorias) (?:per|por|a) (?:gram|gramo|g)\\b.{0,80}\\b${MACRO}\\b` +
        // The label's factor named before its unit: "what conversion factor does EU labelling use for alcohol, in kcal per gram?" (set aw).
        `|\\b${MACRO}\\b.{0,40}\\b(?:kcal|kilocalories|quilocalories|kilocalorias|calories|calorias) (?:per|por|a) (?:gram|gramo|g)\\b`,
    ),
  ],
  [
    'deficitForLoss',
    new RegExp(
      `\\b(?:deficit|deficits|defecit)\\b.*\\b${WEEKLY_LOSS}|\\b${WEEKLY_LOSS}\\b.*\\b(?:deficit|calories|kcal|calorias)\\b|\\b(?:calories|kcal|calorias)\\b.{0,40}\\b(?:kg|kilo|quilo|kilogram)s? (?:of |de |d )?(?:body )?(?:fat|grasa|greix)\\b|\\b(?:calories|kcal|calorias|deficit)\\b.*\\b${WEEKLY_LOSS}`,
    ),
  ],
  [
    'proteinAfterTraining',
    /\b(?:whey|protein|proteina|proteines|proteinas|batut|batido|shake)\b.*\b(?:after|post|despres|despues|tras)\b (?:\w+ ){0,2}?(?:training|train|workout|gym|session|lifting|entrenar|entreno|entrenament|entrenamiento|gimnas|gimnasio|gym)\b|\bpost ?workout\b.*\b(?:protein|proteina|whey)\b/,
  ],
  [
    // A sports drink's strength (chat set bf): "what carbohydrate concentration, in percent, for a drink during exercise?".
    'sportsDrinkCarbs',
    new RegExp(
      `^(?=.*\\b(?:drinks?|beguda|begudes|bebidas?|isoton\\w*|sports? drinks?)\\b).*(?:\\b${CARBS}\\b.{0,60}\\b(?:concentration|concentracio|concentracion|percent|percentage|per ?cent|percentatge|porcentaje)\\b|\\b(?:concentration|concentracio|concentracion|percent|percentage|percentatge|porcentaje)\\b.{0,60}\\b${CARBS}\\b)`,
    ),
  ],
  [
    'carbsPerHour',
    new RegExp(
      `\\b${CARBS}\\b.*\\b(?:${PER_HOUR}|${DURING_LONG})\\b|\\b(?:${PER_HOUR}|${DURING_LONG})\\b.*\\b${CARBS}\\b`,
    ),
  ],
  [
    'fluidDuringExercise',
    new RegExp(
      // "What share of body weight lost in sweat starts to hurt performance?" (chat set az): the 2 % in the reply.
      `\\b(?:percentage|percent|percentatge|porcentaje)\\b.{0,50}\\b(?:body ?weight|body mass|massa corporal|masa corporal|pes corporal|peso corporal|pes|peso)\\b.{0,60}\\b(?:sweat|suor|sudor|dehydrat\\w*|deshidrat\\w*)\\b|` +
        `\\b${FLUID}\\b.*\\b(?:${PER_HOUR}|${DURING_LONG})\\b|\\b(?:${PER_HOUR}|${DURING_LONG})\\b.*\\b${FLUID}\\b`,
    ),
  ],
  ['calcium', /\b(?:calcium|calci|calcio)\b/],
  ['omega3', /\b(?:epa|dha|omega 3|omega3|omegas 3)\b/],
  ['saturatedFat', /\b(?:saturated|saturada|saturades|saturadas|saturat|saturats|saturados)\b/],
  ['fibre', /\b(?:fibre|fiber|fibra)\b/],
  [
    // Before salt a day: "how much sodium per litre in a drink for a long event".
    'drinkSodium',
    /\b(?:salt|sal|sodium|sodio|sodi)\b.{0,60}\b(?:per litre|per liter|a litre|a liter|per litro|por litro|per l|each litre|sports drinks?|isotonic\w*|isotonica|isotonicas|electrolyte drinks?|beguda isotonica|bebida isotonica|bebida deportiva|beguda esportiva)\b|\b(?:sports drinks?|isotonic\w*|isotonica|electrolyte drinks?|bebida deportiva|beguda esportiva)\b.{0,60}\b(?:salt|sal|sodium|sodio|sodi)\b/,
  ],
  // Not how a food was cooked: "100 g of cooked pasta, boiled without salt" (chat set at).
  ['salt', /\b(?<!\b(?:without|sense|sin|no) )(?:salt|sal|sodium|sodio|sodi)\b/],
  ['sugar', /\b(?:sugars?|azucar|azucares|sucres?)\b/],
  ['caffeine', /\b(?:caffeine|cafeina|coffees?|cafes?|espressos?|cups of coffee|tasses de cafe|tazas de cafe)\b/],
  // "Hidrats" and "hidratos" are carbohydrate, not hydration: "quants hidrats em calen al dia".
  ['water', /\b(?:water|aigua|agua|litres?|liters?|litros?|hydrat\w*|hidrat(?!(?:s|os)\b|o de carbon)\w*)\b/],
  // One of the two asked alone: the figure for it first ("¿cuántas raciones de verdura al día?").
  [
    'vegetables',
    /^(?!.*\b(?:fruit|fruits|fruita|fruites|fruta|frutas)\b).*\b(?:vegetables?|veg|veggies|verdura|verdures|verduras|hortalisses|hortalizas)\b/,
  ],
  [
    'fruit',
    /^(?!.*\b(?:vegetables?|veg|veggies|verdura|verdures|verduras|hortalisses|hortalizas|dried|seca|secos|secs)\b).*\b(?:fruit|fruits|fruita|fruites|fruta|frutas)\b/,
  ],
  [
    'fruitAndVegetables',
    /^(?!.*\b(?:fruita seca|fruits secs|fruits secos|fruites seques|frutos secos|fruta seca|dried fruit)\b).*\b(?:fruit|fruits|fruita|fruites|fruta|frutas|vegetables?|veg|verdura|verdures|verduras|hortalisses|hortalizas|five a day|5 a day)\b/,
  ],
  ['oilyFish', /\b(?:oily fish|fatty fish|peix blau|pescado azul|pescados azules|pescado graso)\b/],
  ['fish', /\b(?:fish|peix|pescado|pescados)\b/],
  [
    'legumes',
    /\b(?:legumes?|pulses|beans|lentils|chickpeas|llegums?|legumbres?|llenties|lentejas|cigrons|garbanzos)\b/,
  ],
  ['eggs', /\b(?:eggs?|ous|ou|huevos?)\b/],
  ['meat', /\b(?:red meat|meat|carn vermella|carn|carne roja|carne|embotits|embutidos|processed meat)\b/],
  [
    'nuts',
    /\b(?:nuts|fruits secs|fruits secos|fruita seca|frutos secos|almonds|ametlles|almendras|walnuts|nous|nueces)\b/,
  ],
  [
    'caloriesMen',
    /^(?=.*\b(?:calories|calorias|kcal|energia)\b).*\b(?:a man|man|men|male|un home|els homes|per a un home|un hombre|los hombres|para un hombre|varon|varones)\b/,
  ],
  [
    'caloriesWomen',
    /^(?=.*\b(?:calories|calorias|kcal|energia)\b).*\b(?:a woman|woman|women|female|una dona|les dones|per a una dona|una mujer|las mujeres|para una mujer)\b/,
  ],
  ['calories', /\b(?:calories|calorias|kcal|energia)\b/],
];

/** Around training, drink, salt, sugar, caffeine and energy follow the session, not the day's reference: the cards answer. */
const AROUND_TRAINING =
  /\b(?:run|running|race|marathon|training|train|workout|exercise|gym|match|during|before|after|cursa|carrera|marato|maraton|entreno|entrenament|entrenamiento|partit|partido|durant|durante|abans|antes|despres|despues)\b/;
const SWEATING =
  /\b(?:hike|hiking|hikes|trek|trekking|gr ?\d+|camino|excursio\w*|excursion\w*|caminades|senderisme|senderismo|ride|rides|cycling|sportive|bike|bici|sweat\w*|suo|suor|sudo|sudor|sudar|suar|heatwave|onada de calor|ola de calor)\b/;
const DAILY_ONLY: ReadonlySet<ReferenceKey> = new Set([
  'water',
  'caffeine',
  'salt',
  'sugar',
  'calories',
  'caloriesMen',
  'caloriesWomen',
]);

/** Energy is a reference only when asked of the person ("how many calories do I need a day"), not of a food. */
const A_PERSONS_DAY =
  /\b(?:a day|per day|daily|i need|do i need|should i|al dia|diaries|diari|diaria|necessito|hauria|he de|necesito|debo|deberia|tengo que)\b/;

/** A kind of water named: from the tap, bottled, filtered. */
const WHICH_WATER =
  /\b(?:tap|aixeta|grifo|bottled|embotellad\w*|envasad\w*|mineral|filtered|filtrad\w*|filter|filtre|filtro|osmosi\w*|potable|sparkling|amb gas|con gas)\b/;
const WATER_AMOUNT = /\b(?:how much|how many|quant\w*|cuant\w*|litres?|liters?|litros?|glasses|gots|vasos)\b/;
/** A drink named by its kind ("a cortado against a café con leche", "matcha or coffee"): the card on it answers, not the day's limit. */
const NAMED_DRINK =
  /\b(?:cortado|tallat|cafe con leche|cafe amb llet|latte|cappuccino|matcha|tea|te verd|te negre|te verde|te negro|red bull|monster|cola|coca cola|descafeinat|descafeinado|decaf|carajillo)\b/;
const ANOTHER_SUPPLEMENT =
  /\b(?:creatin\w*|whey|protein powder|proteina en pols|proteina en polvo|collagen|colageno|col lagen|electrolyt\w*|electrolit\w*)\b/;
const A_DAYS_LIMIT =
  /\b(?:a day|per day|daily|al dia|diaries|diarias|max\w*|limit\w*|safe|segur\w*|too much|massa|demasiad\w*|at once|de cop|de golpe|single sitting)\b/;

const FIVE_A_DAY: ReadonlySet<string> = new Set(['fruit', 'vegetables', 'fruitAndVegetables']);
const TOO_MUCH = /\b(?:too much|too many|massa|demasiad\w*|excess\w*|en exces)\b/;

/**
 * How long a food keeps, how to cook or store it, a recipe: "quants dies dura un tàper de llenties" asks
 * no portion a week, and the cards answer (readers of sets z and ab: the legume and vegetable references).
 */
const KEEPING_OR_COOKING =
  /\b(?:dura|duren|duran|lasts|conserv\w*|nevera|fridge|freezer|congelad\w*|congelat\w*|congela|congelar|freeze|frozen|how long|quant de temps|cuanto tiempo|quants dies|cuantos dias|how many days|recipe|recepta|receta|how do i (?:make|cook|store)|com (?:faig|cuino|guardo|conservo)|como (?:hago|cocino|guardo|conservo)|coure|cocer|coccio|coccion|bullir|hervir|remull|remojo|soak\w*)\b/;
/** The energy of a dish or a food ("quantes calories té un plat d'escudella"): not a food group's portions a week. */
const ENERGY_OF =
  /\b(?:calories|calorias|kcal)\b (?:\w+ ){0,2}?(?:te|tenen|tiene|tienen|in|has|have|of|porta|porten|lleva|llevan|hay en|hi ha en)\b/;
/** A nutrient asked of one food ("quanta sal porta el fuet?"), which the day's limit does not answer. */
const NUTRIENT_OF_A_FOOD =
  /\b(?:salt|sal|sodium|sodio|sodi|sugars?|sucres?|azucar|azucares|fibre|fiber|fibra|omega 3|omega3|calcium|calci|calcio|iron|ferro|hierro|vitamin c|vitamina c|magnesium|magnesi|magnesio|potassium|potassi|potasio|saturated fat|greix saturat|grasa saturada)\b (?:\w+ ){0,2}?(?:te|tenen|tiene|tienen|in|porta|porten|lleva|llevan|hi ha en|hay en|contains?|conte|contenen|contiene|contienen|aporta|aporten|li queda|le queda)\b|^(?=.*\b(?:salt|sal|sugars?|sucres?|azucar|fibre|fiber|fibra|omega 3|calcium|calci|calcio|iron|ferro|hierro|magnesium|potassium)\b).*\b(?:does|do) (?:\w+ ){1,4}have\b/;
/** Foods a reference itself gives the figure of: a glass of milk's calcium, a gram of salt's sodium. */
const ITS_OWN_FOOD: Partial<Record<ReferenceKey, RegExp>> = {
  calcium: /\b(?:milk|llet|leche)\b/,
  salt: /\b(?:sodium|sodi|sodio)\b/,
};
const A_DAYS_AMOUNT =
  /\b(?:a day|per day|daily|al dia|diari|diaria|por dia|a week|per week|a la setmana|a la semana|por semana)\b/;
const FOOD_GROUPS: ReadonlySet<ReferenceKey> = new Set([
  'legumes',
  'meat',
  'eggs',
  'fish',
  'oilyFish',
  'nuts',
  'vegetables',
  'fruit',
  'fruitAndVegetables',
]);

/** Sport named without a session, heat or a day outdoors: the day's water plus what sweat takes ("si hago deporte", "at 32 °C"). */
const ACTIVE_OR_HOT =
  /\b(?:sport|sports|esport|esports|deporte|deportes|hike|hikes|hiking|trek\w*|excursio|excursion|excursions|excursiones|senderisme|senderismo|ruta|rutas|heat|heatwave|hot|calor|caloros\w*|summer|estiu|verano|august|agost|agosto|onada de calor|ola de calor|3\d ?(?:c|graus|grados|degrees)|travessa|travesia|trekking|camino de santiago|cami de sant jaume|bici|bike|biking|cycling|ciclisme|ciclismo|juliol|julio|july|juny|junio|june)\b/;

const SPORTS_DRINK =
  /\b(?:isoton\w*|electrolyt\w*|electrolit\w*|sports? drinks?|begudes? esportives?|beguda esportiva|bebidas? deportivas?|sales minerales|sals minerals)\b/;

/** References about no food, which a "how many days" or "how long" does not turn into a food's keeping. */
const NO_FOOD_KEPT: ReadonlySet<ReferenceKey> = new Set(['physicalActivity', 'creatine', 'carbLoading']);

const MINERALS: ReadonlySet<string> = new Set(['magnesium', 'potassium']);
const A_SUPPLEMENT =
  /\b(?:suplement\w*|supplement\w*|pastill\w*|tablets?|pills?|capsul\w*|comprimid\w*|tomar|prendre|take|taking|pren|prenc|tomo)\b/;
const ASKS_AMOUNT =
  /\b(?:how much|how many|quant|quanta|quants|cuanto|cuanta|cuantos|mg|adequate|adequada|adecuada|adequat|adecuado|ingesta|intake|need|needs|necessit\w*|necesit\w*)\b/;

/** References whose reply gives a share: free sugars' 10 % of energy (chat set bg), saturated fat's, sweat lost, a sports drink's strength. */
const SHARE_GIVEN: ReadonlySet<ReferenceKey> = new Set([
  'rehydration',
  'fluidDuringExercise',
  'sportsDrinkCarbs',
  'sugar',
  'saturatedFat',
]);

/** The reference a folded message asks for, or undefined. */
export function referenceAsked(folded: string): ReferenceKey | undefined {
  const howMuch = HOW_MUCH.test(folded);
  if (!howMuch && !PERCENT_ASKED.test(folded)) return undefined;
  const key = TOPICS.find(([, words]) => words.test(folded))?.[0];
  // A share asked answers only the references that give one: "what percentage of the sweat lost to drink back" (set
  // az), not a cucumber's water.
  if (!howMuch && !(key && SHARE_GIVEN.has(key))) return undefined;
  // "How many days a week of strength training?" keeps nothing: only a food's keeping or cooking sends it to the cards.
  if (KEEPING_OR_COOKING.test(folded) && !(key && NO_FOOD_KEPT.has(key))) return undefined;
  if (key && FOOD_GROUPS.has(key) && ENERGY_OF.test(folded)) return undefined;
  if (
    key &&
    !FOOD_GROUPS.has(key) &&
    NUTRIENT_OF_A_FOOD.test(folded) &&
    !A_DAYS_AMOUNT.test(folded) &&
    !ITS_OWN_FOOD[key]?.test(folded)
  )
    return undefined;
  if (key?.startsWith('calories') && !A_PERSONS_DAY.test(folded)) return undefined;
  // Which water, not how much: "is tap water in Barcelona fine to drink or should I buy bottled?" (chat set dd was given
  // the day's litres).
  if (key === 'water' && WHICH_WATER.test(folded) && !WATER_AMOUNT.test(folded)) return undefined;
  if (key === 'caffeine' && NAMED_DRINK.test(folded) && !A_DAYS_LIMIT.test(folded)) return undefined;
  // "How much creatine a day, and can it go in my coffee?": the supplement is asked about, the coffee is its vehicle.
  if (key === 'caffeine' && ANOTHER_SUPPLEMENT.test(folded)) return undefined;
  // "How much fruit is too much?" asks for a ceiling, which the portions' floor does not answer: the card does.
  if (FIVE_A_DAY.has(key ?? '') && TOO_MUCH.test(folded)) return undefined;
  if (key && DAILY_ONLY.has(key) && AROUND_TRAINING.test(folded)) return undefined;
  // Salt for a week's trek in July is what sweat takes, not the day's ceiling (chat set av: the GR11 got "at most 5 g").
  if (key === 'salt' && SWEATING.test(folded)) return undefined;
  // "¿Tiene sentido tomar magnesio si entreno?", "el meu suplement en porta 375 mg": a supplement, which the day's need
  // does not answer (nor its upper limit); the cards do.
  if (MINERALS.has(key ?? '') && (A_SUPPLEMENT.test(folded) || !ASKS_AMOUNT.test(folded))) return undefined;
  // "Isotonic drinks or is water enough?" compares drinks, which the day's water does not answer.
  if (key === 'water' && SPORTS_DRINK.test(folded)) return undefined;
  return key === 'water' && ACTIVE_OR_HOT.test(folded) ? 'waterActive' : key;
}

const LOST =
  /\b(?:lost|lose|losing|perdut|perdo|perdido|pierdo|perdi|perdre|perder)\b (?:about |around |roughly |unos |uns |com |como |aprox )?(\d+(?:\.\d+)?|a|one|un|una|uno) ?(?:kg|kilos?|quilos?)\b|\b(?:peso|pes|weigh|i'm|i m|im|i am|estic|estoy) (\d+(?:\.\d+)?|a|one|un|una|uno) ?(?:kg|kilos?|quilos?) (?:menos|menys|less|lighter)\b/;

/** The kilos a person says they sweated off ("I lost 1.5 kg during a match"), when plausible for one session. */
export function lostKilos(folded: string): number | undefined {
  const match = LOST.exec(folded);
  const count = match ? (match[1] ?? match[2]) : undefined;
  const kilos = count === undefined ? NaN : /^\d/.test(count) ? Number(count) : 1;
  return kilos >= 0.2 && kilos <= 5 ? kilos : undefined;
}
