/**
 * @module
 * "I weigh 75 kg and want to build muscle, how much protein a day?": protein per day as a range
 * from the weight the person gives and their aim, with the reference each range comes from.
 */

/** What the person is after, as far as protein goes. */
export type ProteinAim = 'general' | 'endurance' | 'muscle' | 'lose' | 'older' | 'training';

/** Grams per kilogram of body weight a day, and the reference behind them. */
export const PROTEIN_RANGES: Record<ProteinAim, { low: number; high: number; reference: string }> = {
  // EFSA's population reference intake is 0.83 g/kg for adults; up to 1.0 covers the day-to-day spread.
  general: { low: 0.83, high: 1, reference: 'EFSA 2012' },
  endurance: { low: 1.2, high: 1.6, reference: 'ACSM 2016' },
  // ISSN: 1.4–2.0 g/kg for people who train; gains in muscle level off around 1.6 (Morton 2018).
  muscle: { low: 1.6, high: 2, reference: 'ISSN 2017' },
  // The coach's own weight-loss plans keep to 1.8 g/kg (issue 38's dietitian review).
  lose: { low: 1.4, high: 1.8, reference: 'ISSN 2017' },
  older: { low: 1, high: 1.2, reference: 'PROT-AGE 2013' },
  // ISSN: 1.4–2.0 g/kg for exercising adults, whatever the sport (set ap: Hyrox five days a week got EFSA's 0.83).
  training: { low: 1.4, high: 2, reference: 'ISSN 2017' },
};

const PROTEIN = /\b(?:proteins?|protiens?|proteinas?|proteines|proteina)\b/;
/** A question about a day's need rather than a food's content. */
const A_DAYS_NEED =
  /\b(?:a day|per day|each day|every day|daily|need|do i need|should|al dia|cada dia|diaria|diari|diario|necessito|necesito|hauria|deberia|necessit\w*|necesit\w*|em calen|em cal|me hacen falta|me hace falta|how much protein do|how much protein should|conviene|convingui|conve|recomendable|recomanable|recommended|optimal|ideal|aprovechar\w*|aprofitar\w*|per dia|por dia|recomanen|recomiendan|recommend|(?:per|por) (?:kg|kilo|quilo)|pri|population reference intake|ingesta de referencia para la poblacion)\b/;
const AIMS: [ProteinAim, RegExp][] = [
  [
    'older',
    /\b(?:6[5-9]|[7-9]\d)\s*(?:anys|anos|years|year old|yo|y o)\b|\b(?:i'm|i m|im|i am|tinc|tengo) (?:6[5-9]|[7-9]\d)\b(?! ?(?:kg|kilos?|quilos?|lbs?))|\b(?:jubilat|jubilado|retired|gent gran|personas mayores|older adult|persona gran|persones grans|gente mayor|persona mayor|adultos mayores|older (?:people|person|adults)|elderly|tercera edat|tercera edad)/,
  ],
  [
    'muscle',
    /\b(?:muscle|muscles|build|bulk|bulking|hypertrophy|gym|weights|lift|lifts|lifter|lifting|powerlifting|crossfit|calisthenics|calistenia|strength|musculo|musculos|muscul\w*|massa muscular|masa muscular|volum|volumen|hipertrofia|gimnas|gimnasio|gim|gimnasi|pesas|peses|forca|força|fuerza|strength training|entreno de fuerza|entrenar fuerza|guanyar massa|ganar masa|trains? hard|training hard|train a lot|entreno (?:fuerte|duro|mucho|molt|fort)|entrena (?:fuerte|duro|mucho|molt|fort)|issn)\b/,
  ],
  [
    'lose',
    /\b(?:lose|losing|cut|cutting|weight loss|fat loss|perdre|perder|adelgazar|aprimar\w*|definir|definicio|definicion|baixar de pes|bajar de peso)\b/,
  ],
  [
    'endurance',
    /\b(?:run|runner|runners|running|marathons?|half marathon|cycling|cyclist|triathlon|endurance|trail|ultra|correr|corro|corredora?|cursa|curses|carrera|carreras|marato|maratons|maraton|maratones|ciclisme|ciclismo|triatlo|triatlon|resistencia)\b/,
  ],
  [
    // Athletes of any sport (chat set bn: "se recomiendan a los deportistas" got EFSA's 0.83), and training of any kind
    // three days a week or more (set ap: "hago Hyrox, entreno cinco días" got EFSA's 0.83; set au:
    // climbing "tres cops per setmana"), and people who train as a group (chat set bx: "para personas que entrenan"); twice a
    // week of padel or tennis stays a healthy adult's need.
    'training',
    /\b(?:hyrox|rugby|athletes?|atletas?|atletes|deportistas?|esportistes?|sportsm[ae]n|sportspeople)\b|\b(?:personas|persones|gente|gent|people|adults|adultos|adultes|those) (?:que |who )?(?:entrenan|entrenen|train|exercise|work out|hacen deporte|fan esport|practican deporte|hacen ejercicio|fan exercici)\b|\b(?:[3-7]|three|four|five|six|seven|tres|quatre|cinc|sis|set|cuatro|cinco|seis|siete) ?(?:x|times|days|sessions|dies|dias|cops|vegades|veces|sessions|sesiones)(?: a| per| por| a la)? ?(?:week|setmana|semana)\b|\b(?:(?:train|entreno|entrena|entrenar) (?:every day|daily|cada dia|todos los dias|tots els dies))\b|\b(?:entreno|train|training|entrena) (?:[4-7]|four|five|six|quatre|cinc|sis|cuatro|cinco|seis) (?:dies|dias|days|veces|vegades|cops|times)\b/,
  ],
];
/** An aim said not to be one's own: "I'm not trying to build muscle", "no vull guanyar múscul", "no voy al gimnasio". */
const NEGATED_AIM =
  /\b(?:not|not trying to|not looking to|not interested in|don'?t want to|don t want to|don'?t|don t|no (?:vull|quiero|busco|pretenc|pretendo|intento|faig|hago|hace|fa|vaig|voy|entreno|entrena|practico|practica)|doesn t|does not|ni)\b(?: \w+){0,2}? (?:muscle|muscles|build\w*|bulk\w*|gym|weights|lift\w*|muscul\w*|massa muscular|masa muscular|volum|volumen|hipertrofia|gimnas\w*|gim|pesas|peses|fuerza|forca|lose|losing|cut|cutting|perdre|perder|adelgazar|aprimar\w*|run|running|correr|sports?|deportes?|esports?|train\w*|entren\w*|exercise|exercici|ejercicio)\b(?: (?:up )?(?:muscle|muscles|mass|massa|masa|muscul\w*|weight|pes|peso|fat|greix|grasa))?/g;
const KILOGRAMS = /\b(\d{2,3}(?:\.\d)?)\s*(?:kg|kgs|kilos?|quilos?|kilograms?|kilogramos?|quilograms?)\b/;
const POUNDS = /\b(\d{2,3})\s*(?:lb|lbs|pounds?|libras?)\b/;
// Not "im 70" without a unit: an age as often (chat set am: "im 70 n just started walking, do i need more protein").
const WEIGH_VERB = /\b(?:weigh|peso|pes|faig)\s+(\d{2,3}(?:\.\d)?)\b/;

export interface ProteinFigure {
  aim: ProteinAim;
  /** Body weight in kilograms, where the message gives a plausible one. */
  weightKg?: number;
  /** Grams a day for that weight, rounded to 5 g (a meal's, when `perMeal`); EFSA's floor for a healthy adult to the gram. */
  lowG?: number;
  highG?: number;
  /** Asked per meal: 0.3–0.4 g per kg a meal (ISSN 2017). */
  perMeal?: boolean;
  /** Said to eat no meat or fish, or nothing from animals: the foods named are the ones they eat. */
  eats?: 'vegetarian' | 'vegan';
}

const VEGAN =
  /\b(?:vegan\w*|vega|vegans|veganes|plant based|100 vegetal|dieta vegetal|no animal products|sense productes animals|sin productos animales)\b/;
const VEGETARIAN =
  /\b(?:vegetarian\w*|vegetaria|veggie|ovolacto\w*|lacto ovo\w*|no (?:menjo|como) (?:carn|carne)|i don t eat meat|i do not eat meat)\b/;

/** Grams per kilogram in one meal that the ISSN's position stand gives (2017): 0.25 at least, 0.4 at most use. */
export const PROTEIN_PER_MEAL = { low: 0.3, high: 0.4, reference: 'ISSN 2017' };
const PER_MEAL =
  /\b(?:per meal|each meal|a meal|every meal|per apat|cada apat|a cada apat|per apats|por comida|cada comida|en cada comida|por toma|en esa comida|en aquella comida|en aquest apat|en aquell apat|in that meal|at that meal|in one sitting|de cop|de una vez|after a workout|after my workout|after the gym|after training|after a session|post workout|postworkout|post entreno|despues de entrenar|despues del gimnasio|despres d entrenar|despres del gimnas|after (?:a |my |the )?(?:gym |training |weights |lifting )session|after (?:a |my |the )?(?:gym |weights |lifting )workout|in one serving|in a single serving|in one go|despres d una sessio|despues de una sesion|next meal|the meal after|apat seguent|seguent apat|proxim apat|siguiente comida|comida siguiente|proxima comida|before bed|before sleep|before sleeping|antes de dormir|antes de acostarme|abans de dormir|abans d anar a dormir)\b/;

/** A day's need asked in so many words. */
const DAILY_ASK =
  /\b(?:a day|per day|daily|al dia|diaria|diari|diario|do i need|should i (?:eat|have|get|aim for)|necessito|necesito|em cal|em calen|me hace falta|hauria de menjar|deberia comer|deberia tomar)\b/;

/** A new clause: a comma, "and", "y", or a Catalan "i" before what starts a question (not the English "I"). */
const CLAUSE_JOINT =
  /[,?]|\b(?:and|y)\b|\bi (?=(?:es|cal|quant\w*|quin\w*|com|un|una|el|la|els|les|amb|despres|si|va|val)\b)/;

/**
 * The day's need asked first and a meal's named after "and": "how much protein do I need, and is one scoop
 * of whey after training enough?" asks for the day (set ak); "how much do I need after training" for the meal.
 */
function asksTheDayFirst(folded: string): boolean {
  const day = DAILY_ASK.exec(folded);
  const meal = PER_MEAL.exec(folded);
  // A meal named as such is asked whatever comes first: "do I need powder, and how much protein per meal?".
  if (/\b(?:per meal|each meal|every meal|per apat|cada apat|por comida|cada comida)\b/.test(folded)) return false;
  if (day === null || meal === null || day.index + day[0].length > meal.index) return false;
  return CLAUSE_JOINT.test(folded.slice(day.index + day[0].length, meal.index));
}

/** The protein a day a folded message asks for, or undefined when it asks something else. */
export function proteinFigure(folded: string): ProteinFigure | undefined {
  if (!PROTEIN.test(folded) || !(A_DAYS_NEED.test(folded) || PER_MEAL.test(folded))) return undefined;
  const affirmed = withoutNegatedAims(folded);
  const aim = AIMS.find(([, words]) => words.test(affirmed))?.[0] ?? 'general';
  const perMeal = PER_MEAL.test(folded) && !asksTheDayFirst(folded);
  const weightKg = weightOf(folded);
  const eats: ProteinFigure['eats'] = VEGAN.test(folded) ? 'vegan' : VEGETARIAN.test(folded) ? 'vegetarian' : undefined;
  if (weightKg === undefined) return { aim, ...(perMeal && { perMeal }), ...(eats && { eats }) };
  const range = perMeal ? PROTEIN_PER_MEAL : PROTEIN_RANGES[aim];
  const to5 = (grams: number) => Math.round(grams / 5) * 5;
  // EFSA's 0.83 g/kg is a reference people check: 58 g at 70 kg, not a rounded 60.
  const low = aim === 'general' && !perMeal ? Math.round(range.low * weightKg) : to5(range.low * weightKg);
  const figure = { aim, weightKg, lowG: low, highG: to5(range.high * weightKg), ...(eats && { eats }) };
  return perMeal ? { ...figure, perMeal } : figure;
}

/** The message without the aims it says are not the person's own ("I'm not trying to build muscle"). */
export function withoutNegatedAims(folded: string): string {
  return folded.replace(NEGATED_AIM, ' ');
}

/** A body weight of 35–250 kg in the message, given in kilograms or pounds. */
export function weightOf(folded: string): number | undefined {
  const kilos = KILOGRAMS.exec(folded) ?? WEIGH_VERB.exec(folded);
  const pounds = kilos ? undefined : POUNDS.exec(folded);
  const weight = kilos ? Number(kilos[1]) : pounds ? Number(pounds[1]) * 0.4536 : undefined;
  return weight !== undefined && weight >= 35 && weight <= 250 ? Math.round(weight) : undefined;
}
