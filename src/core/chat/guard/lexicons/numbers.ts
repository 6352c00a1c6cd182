/**
 * @module
 * Concepts that hang on a number: a daily intake well under 1,000 kcal, a loss faster than
 * 1.5 kg a week, and an age under 18. Every check reads text as `normalizeForGuard` leaves it,
 * so "1.000" reads "1 000" and "2,5" reads "2 5".
 *
 * Thresholds: NICE NG69 and the SEEN/SEEDO consensus treat intakes under about 1,000 kcal a day
 * outside supervision, and losses over 1 kg a week sustained, as unsafe; 1.5 kg a week leaves
 * room for the first week's water. An age under 18 is paediatric care in Spain's health system
 * (pediatria up to 14, adolescent medicine after it): either way not a coach's to answer.
 */

const ENERGY =
  /(?<![\p{L}\p{N}])(\d{1,3}(?: \d{3})?|\d{4})(?: ?(?:k ?cal\w*|kilocal\w*|cal|cals|calori\w*))(?![\p{L}\p{N}])/gu;
const PER_DAY =
  /\b(?:a day|per day|each day|every day|whole day|all day|entire day|in a day|tot el dia|tot un dia|en un dia|todo el dia|un dia entero|en un dia|daily|al dia|per dia|cada dia|diari\w*|diaries|por dia|al dia|diarias?|diarios?|a diario|a week|per week|setmana(?! (?:que ve|vinent|passada))|semana(?! (?:que viene|pasada|proxima)))\b/;
/** Words that make a number a change (a deficit, a burn) rather than what is eaten. */
const CHANGE =
  /\b(?:deficit|surplus|superavit|burn\w*|crem\w*|quem\w*|gast\w*|less|fewer|more|extra|menys|menos|mes|mas|reduc\w*|redu\w*|cut\w*|retall\w*|recort\w*|rest\w*|above|over|damunt|encima|sobre|per sobre|por encima|deficit de|baix\w*|baj\w*|drop\w*|lower\w*|trim\w*)\s*(?:\w+ ){0,2}$/;
/** A change down to a number makes it the new intake: "bajar a 600 kcal", "cut down to 800 calories". */
const DOWN_TO =
  /\b(?:reduc\w*|redu\w*|cut\w*|baix\w*|baj\w*|drop\w*|lower\w*|get|go|retall\w*|recort\w*)\b (?:(?:down|it|them|myself|me|la|les|las|lo|ho) )?(?:to|a|fins a|fins als|hasta|hasta los)\s*$/;
/** Words that make a number a ceiling whatever else is said. */
const STRICT_CEILING =
  /\b(?:less than|fewer than|under|below|no more than|not more than|menys de|no mes de|menos de|no mas de|maxim|maximo|max|maximum)\s*$/;
/** Words that make a number a ceiling on what is eaten; a diet one puts oneself on too (sealed BW: "posar-me a 800 kcal"). */
const CEILING =
  /\b(?:llevo|porto|been at|been on|already on|i m on|im on|i am on|currently on|estic a|estoy a|only|just|barely|max|maximum|no more than|not more than|under|below|nomes|sols|amb prou feines|maxim|no mes de|menys de|solo|solamente|nomas|apenas|maximo|no mas de|menos de|eat|eating|menjar|menjo|comer|como|limit\w*|stick to|stay at|stay on|staying on|stayed on|keep going on|remain on|seguir a|seguir amb|seguir con|mantenerme en|mantenir me a|aguantar|mantenir me|quedar me|quedarme|posar me a|posarme a|ponerme a|ponerme en|put myself on)\s*(?:\w+ ){0,3}$/;

/** An eating verb right before the number: "ara menjo 600 kcal". */
const EATING_NOW = /\b(?:menjo|como|i eat|i m eating|im eating|ingereixo|ingiero)\s*(?:nomes |solo |only |just )?$/;
/** "Doing" a number is eating it ("faig 450 kcal des de setembre") unless a workout follows ("faig 500 kcal de cardio"). */
const DOING = /\b(?:faig|hago|i do|i m doing|im doing)\s*(?:\w+ ){0,2}$/;
const WORKOUT_AFTER =
  /^ ?(?:de |d |of |on |en |a |in |al |amb |con |with |burned |burnt |cremades |quemadas )?(?:the |la |el |my |mi |the |una |un |a )?(?:cardio|bici|bike|cinta|treadmill|running|correr|corrent|corriendo|run|spinning|gym|gimnas\w*|entren\w*|training|workout|exercici|ejercicio|exercise|caminant|caminando|walking|steps|passes|pasos|cremad\w*|quemad\w*|burn\w*|deficit|session|sessio|sesion|class\w*|clase\w*|rem|remo|rowing|swim\w*|nedant|nadando|elliptical|eliptica)\b/;

/** A meal named just before a number makes it that meal's energy ("a breakfast under 400 kcal"), unless a day follows. */
const MEAL_BEFORE =
  /\b(?:breakfasts?|lunch|lunches|dinners?|suppers?|snacks?|meals?|recipes?|dish|dishes|plates?|bowls?|smoothies?|shakes?|esmorzars?|dinars?|sopars?|berenars?|apat|apats|plats?|receptes?|recepta|batuts?|desayunos?|almuerzos?|comidas?|cenas?|meriendas?|platos?|recetas?|batidos?|tuppers?|tapers?)\b(?: \S+){0,5} ?$/;
const DAY_AFTER =
  /^ ?(?:\S+ ){0,2}(?:a day|per day|each day|daily|al dia|per dia|cada dia|diari\w*|por dia|diarias?|in total|en total|all day|tot el dia|todo el dia)\b/;

/** Whether a number of calories is one meal's ("una cena de menos de 500 kcal"), not a day's. */
export function isMealEnergy(text: string): boolean {
  for (const match of text.matchAll(ENERGY)) if (isOneMeal(text, match)) return true;
  return false;
}

function isOneMeal(text: string, match: RegExpMatchArray): boolean {
  const index = match.index ?? 0;
  return (
    MEAL_BEFORE.test(text.slice(Math.max(0, index - 40), index)) && !DAY_AFTER.test(text.slice(index + match[0].length))
  );
}

const HUNDREDS: Record<string, number> = {
  cien: 1,
  cent: 1,
  'one hundred': 1,
  'a hundred': 1,
  doscientas: 2,
  doscientos: 2,
  'dues centes': 2,
  'dos cents': 2,
  'two hundred': 2,
  trescientas: 3,
  trescientos: 3,
  'tres centes': 3,
  'tres cents': 3,
  'three hundred': 3,
  cuatrocientas: 4,
  cuatrocientos: 4,
  'quatre centes': 4,
  'quatre cents': 4,
  'four hundred': 4,
  quinientas: 5,
  quinientos: 5,
  'cinc centes': 5,
  'cinc cents': 5,
  'five hundred': 5,
  seiscientas: 6,
  seiscientos: 6,
  'sis centes': 6,
  'sis cents': 6,
  'six hundred': 6,
  setecientas: 7,
  setecientos: 7,
  'set centes': 7,
  'set cents': 7,
  'seven hundred': 7,
  ochocientas: 8,
  ochocientos: 8,
  'vuit centes': 8,
  'vuit cents': 8,
  'eight hundred': 8,
  novecientas: 9,
  novecientos: 9,
  'nou centes': 9,
  'nou cents': 9,
  'nine hundred': 9,
};
const SPELLED_ENERGY = new RegExp(
  `\\b(mil |one thousand |a thousand )?(${Object.keys(HUNDREDS).join('|')})(?= (?:\\w+ )?(?:k ?cal\\w*|cal|cals|calori\\w*)\\b)`,
  'g',
);

/** Energies spelled out read as digits: "unas trescientas kcal" reads "unas 300 kcal", "mil cinc-centes calories" "1500 calories". */
export function withSpelledEnergies(text: string): string {
  return text.replace(SPELLED_ENERGY, (_, thousand: string | undefined, hundreds: string) =>
    String((thousand ? 1000 : 0) + HUNDREDS[hundreds] * 100),
  );
}

/** Words after a number that make it an intake judged: "800 cals is enough", "500 kcal em basten", "is 950 kcal too much". */
const ENOUGH_AFTER =
  /^ ?(?:\S+ ){0,2}(?:is enough|are enough|enough|would be enough|es suficient\w*|es suficiente|son suficientes|basta|bastan|basten|em basten|me bastan|n hi ha prou|hi ha prou|is fine|is ok|esta bien|esta be|too much|too many|massa|son demasiad\w*|es demasiad\w*|demasiad\w*)\b/;
/** A change named after the number: "400 kcal de dèficit", "a 300 kcal deficit". */
const DEFICIT_AFTER = /^ ?(?:de |of |d )?(?:deficit|deficits|defecit|surplus|superavit|less|menys|menos)\b/;
/** The same change named before it: "un déficit de 400 kcal está bien?", "a deficit of 300 kcal". */
const DEFICIT_BEFORE =
  /\b(?:deficit|deficits|defecit|surplus|superavit)\b (?:de |of |d |about |around |unos |uns |d uns |d unes )?$/;
/** A week's energy after the number: "1500 calories a la setmana"; not "1,800 kcal, I lose half a kilo a week", where the week is the loss's. */
/** A week said after the number; not a deficit's or training's week (sealed CO: "a 300 kcal deficit, training 3x a week"). */
// Not a workout's weekly count after the intake (chat set ch: "eating 2200 kcal, lifting 4 times a week"; chat set dc:
// "around 2000 kcal with padel twice a week" was 2,000 kcal a week, with crisis help).
const WEEK_AFTER =
  /^ ?(?:(?!(?:perdo|pierdo|perdre|perder|perdent|perdiendo|lose|losing|lost|baixo|bajo|baixar|bajar|guanyo|gano|gain|gaining|kg|kilos?|quilos?|mig|medio|half|deficit|deficits|defecit|surplus|superavit|training|train|entreno|entrenant|entrenando|\d+x|lifting|lift|gym|gimnas|gimnasio|running|run|corro|correr|cycling|bike|boxing|boxeo|spinning|crossfit|swimming|swim|nedo|nado|padel|tenis|tennis|yoga|ioga|pilates|futbol|football|classes?|clases?|times|vegades|veces|cops|twice|once|thrice|days|dies|dias|sessions|sessio|sesiones)\b)\S+ ){0,3}(?:a week|per week|each week|a la setmana|per setmana|cada setmana|a la semana|por semana|cada semana|semanales|setmanals)\b/;
const MEAL_AFTER =
  /\b(?:breakfast|lunch|dinner|snack|meal|esmorzar|dinar|sopar|berenar|apat|desayuno|comida|cena|merienda|tentempie)\b/;
/** A main meal (not a snack) before the number: under 150 kcal it is no meal. */
const MAIN_MEAL_BEFORE =
  /\b(?:breakfast|lunch|dinner|supper|esmorzar|dinar|sopar|desayuno|almuerzo|comida|cena)\b(?: \S+){0,4} ?$/;

const ENERGY_WORD = /\b(?:k ?cal\w*|kilocal\w*|cals?|calori\w*)\b/;
/** A bare number after a move down or a cap, in a message about calories: "faig 1200 kcal, vull baixar a 800". */
const BARE_TARGET =
  /\b((?:reduc\w*|redu\w*|cut down|get down|go down|baixar|baixo|bajar|bajo|drop|no passar de|no pasar de|no superar|not go over|not to go over|never go over|stay under|keep it under|per sota de|por debajo de|menys de|menos de|under|below) (?:(?:it|la|les|las|ho|lo) )?(?:a |to |fins a |hasta |de )?)(\d{3})\b(?! ?(?:\d|g|gr|grams?|gramos|ml|mg|kg|kgs|km|m|min\w*|euros?|eur|passos|pasos|steps|lbs?|pounds?|lliures|libras|k ?cal\w*|kilocal\w*|cals?|calori\w*)\b)/g;

/** Numbers a message about calories leaves bare read as calories where they are a target or a cap. */
function withImpliedEnergies(text: string): string {
  return ENERGY_WORD.test(text) ? text.replace(BARE_TARGET, '$1$2 kcal') : text;
}

/** "I eat 800 kcal a day", "només 600 calories", "menos de 900 kcal al día", "800 cals is enough", 1,500 kcal a week. */
export function isVeryLowIntake(spoken: string): boolean {
  const text = withImpliedEnergies(withSpelledEnergies(spoken));
  for (const match of text.matchAll(ENERGY)) {
    const value = Number(match[1].replace(' ', ''));
    const after = text.slice(match.index + match[0].length, match.index + match[0].length + 40);
    const before = text.slice(Math.max(0, match.index - 40), match.index);
    if (WEEK_AFTER.test(after) && value >= 100 && value < 7000 && !CHANGE.test(before)) return true;
    if (value < 100 || value >= 1000) continue;
    // "400 kcal de dèficit" is the change, not what is eaten.
    if (DEFICIT_AFTER.test(after) || DEFICIT_BEFORE.test(before)) continue;
    // "500 kcal de cardio" is a workout's burn, not what is eaten.
    if (WORKOUT_AFTER.test(after)) continue;
    // "300 kcal més" is a surplus on top of what is eaten.
    if (/^ ?(?:mes|more|mas|extra|de mes|de mas)\b/.test(after)) continue;
    // "how do I add 300 kcal a day" to gain weight: added on top, likewise (sealed CA).
    if (ADDED_BEFORE.test(before)) continue;
    if (isOneMeal(text, match)) {
      if (value < 150 && MAIN_MEAL_BEFORE.test(before) && STRICT_CEILING.test(before)) return true;
      continue;
    }
    if (ENOUGH_AFTER.test(after) && !MEAL_AFTER.test(after)) return true;
    if (/^ ?(?:max|maximum|maxim|maximo|tops|at most|com a maxim|como maximo)\b/.test(after)) return true;
    if (STRICT_CEILING.test(before) || DOWN_TO.test(before)) return true;
    // "5 kg menys, ara menjo 600 kcal": the change word is the kilos', the number is what is eaten.
    if (CHANGE.test(before) && !EATING_NOW.test(before)) continue;
    if (DOING.test(before)) return true;
    if (CEILING.test(before) || PER_DAY.test(text)) return true;
  }
  return false;
}

/**
 * "A 3-day plan at 2,200 kcal", "menjo unes 1.800 kcal al dia": a day's energy an adult eats (1,500 to 4,500 kcal), not a
 * week's, a change, a ceiling, a workout's burn or one meal's. A signal for layer 2, which read any kcal figure as a
 * restriction and declined a 3-day plan at 2,200 kcal quietly (chat set cs): a named ordinary intake is evidence too.
 */
export function isOrdinaryIntake(spoken: string): boolean {
  const text = withImpliedEnergies(withSpelledEnergies(spoken));
  for (const match of text.matchAll(ENERGY)) {
    const value = Number(match[1].replace(' ', ''));
    if (value < 1500 || value > 4500) continue;
    const after = text.slice(match.index + match[0].length, match.index + match[0].length + 40);
    const before = text.slice(Math.max(0, match.index - 40), match.index);
    if (WEEK_AFTER.test(after) || DEFICIT_AFTER.test(after) || WORKOUT_AFTER.test(after)) continue;
    if (DEFICIT_BEFORE.test(before) || CHANGE.test(before) || STRICT_CEILING.test(before) || DOWN_TO.test(before))
      continue;
    if (isOneMeal(text, match)) continue;
    return true;
  }
  return false;
}

const ADDED_BEFORE =
  /\b(?:add|adding|an extra|another|afegir|afegeixo|afegint|sumar|sumo|sumant|sumando|anadir|anado|anadiendo)(?: (?:about|around|some|uns|unes|unos|unas|com a minim|al menos|at least))? $/;
const LOSE =
  /\b(?:lose|losing|lost|drop|dropping|shed|shedding|perdre|perdo|perdent|baixar|baixo|aprimar\w*|perder|pierdo|perdiendo|bajar|bajo|adelgaz\w*|treure m|quitarme|minus|falten|faltan|menys|less|de menos|lighter)\b/;
const WORD_NUMBERS: Record<string, number> = {
  a: 1,
  an: 1,
  one: 1,
  un: 1,
  una: 1,
  uno: 1,
  two: 2,
  dos: 2,
  three: 3,
  tres: 3,
  four: 4,
  quatre: 4,
  cuatro: 4,
  five: 5,
  cinc: 5,
  cinco: 5,
};
const LOSS =
  /(\d{1,2})(?: (\d))? ?(kg|kgs|kilos?|quilos?|lbs?|pounds?|lliures|libras)\b(?: (?!(?:kg|kgs|kilos?|quilos?|lbs?)\b)\w+){0,10}? (?:in|en|within|dins|dentro de|d aqui a|de aqui a|in less than|en menos de|en menys de) (?:(?:just|only|nomes|solo|tan sols) )?(\d{1,2}|a|an|one|un|una|uno|two|dos|three|tres|four|quatre|cuatro|five|cinc|cinco) (days?|dies|dias|weeks?|setman\w*|seman\w*|months?|mesos|mes|meses)\b/g;

const KILOS = '(\\d{1,2}|a couple of|un parell de|un par de)(?: (\\d))? ?(?:kg|kgs|kilos?|quilos?)';
/** A period named before the loss ("aquest mes he de perdre 8 quilos"), or a deadline within days ("before the weekend"). */
const PERIOD_FIRST = new RegExp(
  `\\b(?:this|aquest|aquesta|este|esta|next|la proxima|el proper) (week|month|setmana|mes|semana)\\b.{0,40}?\\b${KILOS}\\b`,
);
const DEADLINE = new RegExp(
  `\\b${KILOS}\\b.{0,40}?\\b(?:before|by|abans de|abans del|antes de|antes del|per a|para el) (?:the )?(?:weekend|finde|cap de setmana|fin de semana|friday|saturday|sunday|monday|divendres|dissabte|diumenge|dilluns|viernes|sabado|domingo|lunes|tomorrow|dema|manana)\\b`,
);
/** The kilos first, the week after: "perder 7 kilos esta semana". */
const KILOS_THIS_WEEK = new RegExp(
  `\\b${KILOS}\\b.{0,20}?\\b(?:this|esta|aquesta|en una|in a|in one|en 1) (?:week|semana|setmana)\\b`,
);
const kilosOf = (count: string, tenths: string | undefined) =>
  /^\d/.test(count) ? Number(`${count}.${tenths ?? 0}`) : 2;

const PERIOD = `(\\d{1,2}|a|an|one|un|una|uno|two|dos|three|tres|four|quatre|cuatro|five|cinc|cinco) (days?|dies|dias|weeks?|setman\\w*|seman\\w*|months?|mesos|mes|meses)`;
/** The time first, the kilos lost after: "3 weeks in, down 7 kg". */
const WEEKS_IN_DOWN = new RegExp(
  `\\b${PERIOD} (?:in|into it|de dieta|que fa|seguides)\\b.{0,20}?\\b(?:down|lost|perdut|perdido|bajado|baixat|menys|fuera)\\b (?:\\w+ )?(\\d{1,2}) ?(?:kg|kgs|kilos?|quilos?)\\b`,
);
/** The time left first, the kilos still to lose after: "d'aquí 4 setmanes ... em falten uns 8 kg". */
const PERIOD_THEN_LEFT = new RegExp(
  `\\b${PERIOD}\\b.{0,80}?\\b(?:em falten|me faltan|falten|faltan|i still need to lose|still have to lose|left to lose)\\b (?:uns |unos |about |around |com |como )?(\\d{1,2}) ?(?:kg|kgs|kilos?|quilos?)\\b`,
);
/** "de 70 a 66 kg en 2 mesos", "from 80 to 72 kg in 6 weeks". */
const FROM_TO = new RegExp(
  `\\b(?:de|from|des de|desde) (\\d{2,3}) (?:kg |kgs |kilos |quilos )?(?:a|to|fins a|fins als|hasta|als|a los|down to) (\\d{2,3}) ?(?:kg|kgs|kilos?|quilos?)?\\b(?: \\w+){0,10}? (?:in|en|within|dins|dentro de|d aqui a|de aqui a|quedan|queden|falten|faltan|only have|i have|tinc|tengo) (?:(?:just|only|nomes|solo|tan sols|menos de|menys de|less than) )?${PERIOD}\\b`,
);
/**
 * The period first: "plan de 3 días para bajar 4 kilos", "in 2 weeks I want to lose 5 kg"; never days a week, which are how
 * often ("I lift four days a week and want to lose 4 kg in 8 weeks" was 4 kg in four days, with crisis help: chat set bu).
 */
const DAYS_FIRST = new RegExp(
  `\\b(?<!(?:times|cops|cop|veces|vez|vegades|vegada|sessions|days|dies|dias|x|twice|once|thrice|kcal|kcals|cal|cals|calories|calorias|steps|passes|passos|pasos|k|km|kms|glasses|gots|vasos|cups|tasses|tazas|litres|liters|litros|hours|hores|horas|minutes|minuts|minutos|meals|apats|comidas|coffees|cafes) )(?<!\\b(?:spinning|crossfit|pilates|ioga|yoga|gym|gimnas\\w*|entreno|entrenament\\w*|training|train|corro|running|run|nedo|nado|swimming|swim|padel|tenis|tennis|futbol|football|bici|cycling|ciclisme|ciclismo|classes?|clases?|sessions?|sesiones?)(?: \\w+){0,2} )${PERIOD}\\b(?! (?:a|per|each|every|a la|per la|por|por la|cada|al) (?:week|setmana|semana|month|mes)\\b).{0,60}?\\b(?:lose|losing|drop|perdre|baixar|perder|bajar|adelgazar|treure m|quitarme)\\b (?:\\w+ )?(\\d{1,2}) ?(?:kg|kgs|kilos?|quilos?)\\b`,
);

/** The kilos less first, the time left after: "vull pesar 9 kg menys, queden 5 setmanes". */
const KILOS_LESS_THEN_LEFT = new RegExp(
  `\\b(\\d{1,2}) ?(?:kg|kgs|kilos?|quilos?) (?:menys|less|lighter|de menos|menos)\\b.{0,40}?\\b(?:queden|quedan|falten|faltan|i have|tinc|tengo|left|to go)\\b (?:(?:nomes|solo|just|only|tan sols) )?${PERIOD}\\b`,
);

function lossPerWeek(kilos: number, count: string, unit: string): number {
  const n = WORD_NUMBERS[count] ?? Number(count);
  const weeks = /^(?:day|dies|dia)/.test(unit) ? n / 7 : /^(?:week|setman|seman)/.test(unit) ? n : n * 4.35;
  return weeks > 0 ? kilos / weeks : 0;
}

/** "lose 8 kg in 3 weeks", "baixar 5 quilos en una setmana": faster than 1.5 kg a week. */
export function isRapidLoss(text: string): boolean {
  if (!LOSE.test(text)) return false;
  const first = PERIOD_FIRST.exec(text);
  if (first && kilosOf(first[2], first[3]) / (/^(?:week|setman|seman)/.test(first[1]) ? 1 : 4.35) > 1.5) return true;
  const since = WEEKS_IN_DOWN.exec(text);
  if (since && lossPerWeek(Number(since[3]), since[1], since[2]) > 1.5) return true;
  const thisWeek = KILOS_THIS_WEEK.exec(text);
  if (thisWeek && kilosOf(thisWeek[1], thisWeek[2]) > 1.5) return true;
  const deadline = DEADLINE.exec(text);
  if (deadline && kilosOf(deadline[1], deadline[2]) >= 2) return true;
  const fromTo = FROM_TO.exec(text);
  if (fromTo && lossPerWeek(Number(fromTo[1]) - Number(fromTo[2]), fromTo[3], fromTo[4]) > 1.5) return true;
  const left = PERIOD_THEN_LEFT.exec(text);
  if (left && lossPerWeek(Number(left[3]), left[1], left[2]) > 1.5) return true;
  const lessThenLeft = KILOS_LESS_THEN_LEFT.exec(text);
  if (lessThenLeft && lossPerWeek(Number(lessThenLeft[1]), lessThenLeft[2], lessThenLeft[3]) > 1.5) return true;
  const daysFirst = DAYS_FIRST.exec(text);
  if (daysFirst && lossPerWeek(Number(daysFirst[3]), daysFirst[1], daysFirst[2]) > 1.5) return true;
  return lossRates(text).some((rate) => rate > 1.5);
}

/**
 * "Lost 4 kg in 8 weeks", "3 quilos en un mes": a loss of at most three quarters of a kilo a week over a time said, and
 * none faster (8 kg in two months without trying is a symptom's pace, in 101 development rows). A signal for layer 2,
 * which declined ordinary progress ("4 kg in 8 weeks and 3 to go") as an eating disorder at chat set cu's first touch.
 */
export function isSteadyLoss(text: string): boolean {
  if (!LOSE.test(text) || isRapidLoss(text)) return false;
  const rates = lossRates(text);
  return rates.length > 0 && rates.every((rate) => rate <= 0.75);
}

/** Kilos a week of each loss said over a time ("8 kg in 3 weeks"), in the order said. */
function lossRates(text: string): number[] {
  const rates: number[] = [];
  for (const match of text.matchAll(LOSS)) {
    // "de 70 a 66 kg en 2 mesos": 66 is where the loss ends, read by FROM_TO.
    if (
      /\b(?:a|to|fins a|fins als|hasta|als|a los|down to)\s*$/.test(
        text.slice(Math.max(0, (match.index ?? 0) - 12), match.index),
      )
    )
      continue;
    // "Peso 78 kilos, he bajado 4 en dos meses": the weight one is, not a loss (chat set cl gave it crisis help).
    if (
      /\b(?:peso|pesa|pesaba|peso unos|pes|peso uns|weigh|weighs|weighed|i m|im|at|weight|weight is|currently)\s*$/.test(
        text.slice(Math.max(0, (match.index ?? 0) - 14), match.index),
      )
    )
      continue;
    const kilos = Number(`${match[1]}.${match[2] ?? 0}`) * (/^(?:lb|pound|lliure|libra)/.test(match[3]) ? 0.4536 : 1);
    const count = WORD_NUMBERS[match[4]] ?? Number(match[4]);
    const unit = match[5];
    const weeks = /^(?:day|dies|dia)/.test(unit)
      ? count / 7
      : /^(?:week|setman|seman)/.test(unit)
        ? count
        : count * 4.35;
    if (weeks > 0) rates.push(kilos / weeks);
  }
  return rates;
}

/**
 * What may follow a number that is then no age: a unit, a time, a count ("avui he fet 10mil passos", chat set bs). The
 * number is whole first: "una lata pequeña de Red Bull de 250 mL" read 2 as a little girl's age (chat set bx).
 */
const UNIT_AFTER =
  '(?! ?(?:al dia|al mes|a day|a week|per dia|cada dia|a la setmana|a la semana|por semana|\\d|kg|kgs|kilos?|quilos?|lbs?|pounds?|min\\w*|km\\w*|k|g|grams?|gramos|cm|percent|hours?|h|hores|horas|days?|dies|dias|weeks?|setmanes|semanas|months?|mesos|meses|euros?|eur|times|cops|veces|vegades|sessions?|series|reps|kcal|cal\\w*|pm|am|x|th|st|nd|rd|of|de|del|stone|st|lb|ft|foot|feet|inch\\w*|mil|thousand|passos|pasos|passes|steps)\\b)';
/** A height may follow the age: "I'm 17, 1.65m and 70kg" reads "i m 17 1 65m". */
const HEIGHT_NEXT = '(?= (?:1 \\d{2} ?m|1\\d{2} ?cm)\\b)';
const WRITER_AGE = new RegExp(
  `\\b(?:i m|im|i am|i turned|just turned|i ll be|acabo de fer|he fet|fare|acabo de cumplir|he cumplido|cumplo|soy de) (\\d{1,2})(?!\\d)(?:${HEIGHT_NEXT}|${UNIT_AFTER})`,
  'g',
);
const STATED_AGE =
  /\b(\d{1,2}) ?(?:years?|yrs?|y) ?(?:o|old)\b|\b(\d{1,2}) ?yo\b|\b(?:tinc|tengo|te|tiene|age|aged|edat de|edad de|amb|con|at) (\d{1,2}) (?:anys|anos|years?)\b(?! (?:casad\w*|married|junts|juntos|together|treballant|trabajando|working|d experiencia|de experiencia|fent|haciendo|doing))/g;
const INFANT_AGE =
  /\b\d{1,2} ?(?:months?|mo|weeks?) old\b|\b(?:de|te|tiene|amb|con) \d{1,2} (?:mesos|meses|setmanes|semanas)\b(?= (?:\w+ ){0,6}?(?:nado|bebe|fill|filla|hijo|hija|nen|nena|nino|nina)\b)|\b(?:nado|bebe|fill|filla|hijo|hija|nen|nena|nino|nina|petit|petita|peque)\w* (?:\w+ ){0,2}(?:de|te|tiene|amb|con) \d{1,2} (?:mesos|meses|setmanes|semanas)\b/;
const CHILD =
  '(?:alumne|alumna|alumno|pupil|twins|bessons|bessones|gemelos|gemelas|mellizos|mellizas|little brother|little sister|baby brother|baby sister|kid brother|kid sister|germa petit|germana petita|germanet\\w*|hermanit\\w*|hermano pequeno|hermana pequena|little one|allot|allota|allots|nin|nina|nins|criatura|criatures|xiquet|xiqueta|petit|petita|peque|bebe|nado|baby|toddler|fill|filla|fills|nen|nena|nens|noi|noia|nebot|neboda|neta|hijo|hija|hijos|nino|nina|crio|cria|chic[oa]|xic|xica|muchach[oa]|chaval\\w*|peque\\w*|sobrin\\w*|niet\\w*|my son|our son|daughter|kid|kids|child|boy|girl|nephew|niece|grandson|granddaughter|teen\\w*|stepson|stepdaughter)';
const CHILD_AGE = new RegExp(
  `\\b${CHILD}\\b(?: \\w+){0,3}? (?:(?:de|te|tiene|is|s|who s|aged|amb|con|of|just turned|acaba de fer|acaba de cumplir) (\\d{1,2})(?!\\d)${UNIT_AFTER}|(\\d{1,2}) (?:anys|anos|years?|yrs?)\\b)`,
  'g',
);
/** A brother or sister whose age is given: "la meva germana de 13" (not in CHILD, whose months and weeks are a baby's). */
const SIBLING_AGE = new RegExp(
  `\\b(?:germana|germa|hermana|hermano|sister|brother)\\b (?:de|who s|is|s|aged|of) (\\d{1,2})(?!\\d)${UNIT_AFTER}`,
);
/** A team, a class or an esplai group whose ages are given: "equip cadet (14-15 anys)", "la colla de 12 anys" (sealed CR). */
const TEAM_AGE =
  /\b(?:equip|equipo|team|squad|grup|grupo|classe|clase|alumnes|alumnos|jugadors|jugadores|players|noies|chicas|girls|boys|colla|canalla|quitxalla|mainada|esplai|cau|colonies|campament|campamento|campamentos|casal)\b.{0,40}?\b(\d{1,2})(?: \d{1,2})? (?:anys|anos|years|yrs)\b/;
/** An age in brackets after the child: "my little brother (12)". */
const CHILD_BARE_AGE = new RegExp(`\\b${CHILD} (\\d{1,2})(?!\\d)${UNIT_AFTER}`);
const CHILD_MONTHS = new RegExp(
  `\\b${CHILD}\\b(?: \\w+){0,4}? \\d{1,2} (?:months?|mesos|meses|mes|weeks?|setmanes|semanas)\\b`,
);

/** A thousands group before what is counted in thousands: steps, kcal, metres, euros. */
const THOUSANDS =
  /\b(\d{1,3}) (\d{3})(?= (?:passes|passos|pasos|steps|kcal|cal|cals|calories|calorias|euros?|eur|metres|metros|meters|m|ml|mg|g|grams|gramos|l)\b)/g;

/**
 * A number of people at a meal: "somos 12, cuánto arroz pongo por persona?" (sealed CC), "we are 12 for dinner", or a group
 * of friends counted (sealed DE: "de casa rural con amigos, somos 10, del viernes al martes").
 */
const HEADCOUNT =
  /\b(?:per persona|por persona|per person|each person|cada persona|per cap|por cabeza|per head|a head)\b|\b(?:we re|we are|som|somos) \d{1,2} (?:a|for|en|at|para|per a|per) (?:cenar|comer|dinar|sopar|dinner|lunch|la mesa|taula|table|casa|home)\b|\b(?:we re|we are|we ll be|som|somos|serem|seremos) \d{1,2}\b(?: \w+){0,3}? (?:suegr\w*|sogr\w*|cunad\w*|cunyad\w*|in laws|father in law|mother in law|brother in law|sister in law|guests|invitados|invitats|convidats|comensales|comensals)\b|\b(?:amigos|amigas|amics|amigues|friends|colla|familia|family|companys|companeros|colleagues)\b (?:\w+ ){0,2}?(?:som|somos|we re|we are|serem|seremos|we ll be) \d{1,2}\b(?! (?:anos|anys|years|yrs|y o|yo)\b)|\b(?:dinar|sopar|comida|cena|lunch|dinner|festa|fiesta|party|nadal|navidad|christmas|sant esteve|nochebuena|cap d any|nochevieja)\b.{0,60}?\b(?:som|somos|we re|we are|serem|seremos|we ll be) \d{1,2} (?:i|y|and) (?:hi haura|habra|there ll be|there will be|farem|haremos|we ll have)\b/;

/** Someone under 18 as the subject: "I'm 15", "la meva filla de 13 anys", "my 2 month old". */
export function isMinorAge(normalised: string): boolean {
  // "10.000 passes" reads "10 000 passes" once normalised: a count of steps, not a ten-year-old.
  const text = normalised.replace(THOUSANDS, '$1$2');
  if (INFANT_AGE.test(text) || CHILD_MONTHS.test(text)) return true;
  const group =
    /\b(?:we re|we are|they re|they are|som|somos|son|tenen|tienen|tenim|tenemos) (?:all |tots |todos )?(\d{1,2})(?: or \d{1,2}| o \d{1,2}| i \d{1,2}| y \d{1,2})?(?: (?:years?|anys|anos))?\b(?! ?(?:kg|km|min\w*|euros?|eur|people|persones|personas|friends|amics|amigos|of us|(?:g|gr|grams?|grams|gramos|mg|ml|cl|l|litres?|litros?|kcal|cals?|h|hores|horas|hours|units?|unitats|unidades|racions|raciones|servings|vegades|veces|times|cops)\b))/.exec(
      text,
    );
  if (group && isTeenOrChild(Number(group[1]), 10) && !HEADCOUNT.test(text)) return true;
  const written = /\b(?:tengo|tinc) (\d{1,2}) (?:y|i|e)\b/.exec(text);
  if (written && isTeenOrChild(Number(written[1]), 10)) return true;
  const here =
    /^(?:\w+ )?(\d{1,2}) (?:here|aqui|y o here|yo here)\b|^(\d{1,2}) (?=(?:[45] \d{1,2}|1 \d{2} ?m|1\d{2} ?cm)\b)|^(\d{1,2}) (?=(?:and|i|y) (?:at|a|en|al|on|in|going|doing|fent|haciendo|play\w*|juego|jugo|training|entreno|i m|estoy|estic|soc|soy|my|mi|el meu|la meva)\b)|^(\d{1,2}) (?:anos|anys|years old|yo|y o)\b(?! (?:de|d|ago|casad\w*|married|junts|juntos|together|con|amb|with|fa|hace|enrere|atras|in|of|at|a|en|treballant|trabajando|working))/.exec(
      text,
    );
  if (here && isTeenOrChild(Number(here[1] ?? here[2] ?? here[3] ?? here[4]), 10)) return true;
  for (const match of text.matchAll(WRITER_AGE)) if (isTeenOrChild(Number(match[1]), 10)) return true;
  const between = /\b(?:soy|soc|i m a|im a|i am a)\b(?: \w+){1,2} (\d{1,2}) (?:anos|anys|years|yo)\b/.exec(text);
  if (between && isTeenOrChild(Number(between[1]), 10)) return true;
  for (const match of text.matchAll(STATED_AGE))
    if (isTeenOrChild(Number(match[1] ?? match[2] ?? match[3]), 0)) return true;
  for (const match of text.matchAll(CHILD_AGE)) if (isTeenOrChild(Number(match[1] ?? match[2]), 1)) return true;
  const bare = CHILD_BARE_AGE.exec(text);
  if (bare && isTeenOrChild(Number(bare[1]), 1)) return true;
  const sibling = SIBLING_AGE.exec(text);
  if (sibling && isTeenOrChild(Number(sibling[1]), 5)) return true;
  const team = TEAM_AGE.exec(text);
  if (team && isTeenOrChild(Number(team[1]), 5)) return true;
  return false;
}

function isTeenOrChild(age: number, youngest: number): boolean {
  return age >= youngest && age < 18;
}

const HEIGHT_M =
  /\b(?:mido|midiendo|mesuro|mesurant|measuring|fa|faig|height|i m|im|at|altura|alcada|de|con|amb|with) (1) (\d{2})\b|\b(1) (\d{2}) ?m\b|\b(1) (\d{2})(?= (?:y|i|and|amb|con|with) \d{2,3} ?(?:kg|kgs|kilos?|quilos?)\b)/;
const HEIGHT_CM = /\b(1\d{2}) ?cm\b/;
/** Feet and inches as "5'6" reads once folded: "i m 5 6", "at 5 6". */
const HEIGHT_FT = /(?:\b(?:i m|im|i am|at|height|tall|just) |^)([45]) (\d{1,2})\b(?! ?(?:kg|kilos?|lbs?))/;
const WEIGHT =
  /\b(\d{2,3})(?: (\d))? ?(?:kg|kgs|kilos?|quilos?)\b|\b(?:peso|pes|weigh|pesa|pesar|pesant|pesando|estoy en|estic en|estic a|i m at|im at|sitting at) (\d{2,3})\b(?! ?(?:kcal|cal|calories|calorias|calories|g|grams?|km|min\w*|%|anys|años|years))|\b(\d{2,3}) ?(?:lbs?|pounds)\b/;
/** Wanting less, or fearing more, of a weight. */
const WANTS_LESS =
  /\b(?:massive|enorme|big|grande|gran|get down to|get to|arribar a|arribar als|llegar a|bajar a|baixar a|baixar als|lose|lower|less|drop|thinner|smaller|baixar|baixa|perdre|menys|aprim\w*|bajar|baje|perder|menos|adelgaz\w*|huge|fat|gord\w*|gras\w*|grass\w*|gain\w*|engord\w*|engreix\w*|subir|pujar|me quedan \d+|em queden \d+|em falten \d+|me faltan \d+|\d+ (?:more )?to go|accelerate|accelerar|acelerar\w*|acelero)\b/;

/** A body mass index under 18.5 (WHO: underweight) with a wish to weigh less or a fear of weighing more. */
export function isLowBmiLosing(text: string): boolean {
  const bmi = bmiOf(text);
  return bmi !== undefined && bmi < 18.5 && WANTS_LESS.test(text);
}

const BMI_WANTED =
  /\b(?:arribar a|arribar al|llegar a|llegar al|get to|get down to|reach|aim\w* for|want|vull|quiero|objectiu|objetivo|goal|target|meta|bajar a|baixar a)\b(?: \w+){0,3}? (?:imc|bmi|body mass index|index de massa corporal|indice de masa corporal) (?:of |de |d |a |at |del )?(\d{1,2})(?: (\d))?\b/;

const BMI_STATED =
  /\b(?:imc|bmi|body mass index|index de massa corporal|indice de masa corporal) (?:is |es |of |de |d |del |around |about |de uns |de unos )?(\d{1,2})(?: (\d))?\b/;

/** A body mass index under 18.5 stated with a wish to weigh less: "tengo un IMC de 16,8 y quiero perder un par de kilos". */
export function statesLowBmiLosing(text: string): boolean {
  const match = BMI_STATED.exec(text);
  return (
    match !== null && Number(`${match[1]}.${match[2] ?? 0}`) < 18.5 && Number(match[1]) >= 10 && WANTS_LESS.test(text)
  );
}

/** A body mass index under 18.5 wished for, whatever the height: "vull arribar a un IMC de 16". */
export function isLowBmiWanted(text: string): boolean {
  const match = BMI_WANTED.exec(text);
  return match !== null && Number(`${match[1]}.${match[2] ?? 0}`) < 18.5 && Number(match[1]) >= 10;
}

/** The body mass index of a height and a weight both stated in the text, or undefined. */
export function bmiOf(text: string): number | undefined {
  const height = heightOf(text);
  const weight = WEIGHT.exec(text);
  if (!height || !weight) return undefined;
  const kilos = weight[4] ? Number(weight[4]) * 0.4536 : Number(weight[3] ?? `${weight[1]}.${weight[2] ?? 0}`);
  return kilos / (height * height);
}

/** A height stated in the text, in metres, or undefined. */
function heightOf(text: string): number | undefined {
  const metres = HEIGHT_M.exec(text);
  const centimetres = HEIGHT_CM.exec(text);
  const feet = HEIGHT_FT.exec(text);
  const height = metres
    ? Number(`${metres[1] ?? metres[3] ?? metres[5]}.${metres[2] ?? metres[4] ?? metres[6]}`)
    : centimetres
      ? Number(centimetres[1]) / 100
      : feet
        ? (Number(feet[1]) * 12 + Number(feet[2])) * 0.0254
        : undefined;
  return height && height >= 1.3 && height <= 2.2 ? height : undefined;
}

const TARGET =
  /\b(?:(?:goal|target|objective|objetivo|objectiu|meta|fita) (?:is|es|weight is|de pes es|son|seria|would be)|(?:pes|peso) (?:objectiu|objetivo|ideal|meta)|(?:goal|target|ideal) weight|objectiu de pes|objetivo de peso|get (?:back )?(?:down )?to|go (?:back )?(?:down )?to|reach|hit|hitting|drop to|dropping to|be|weigh|volver a|vuelvo a|llegar a|bajar a|quedarme en|estar en|pesar|tornar a|arribar a|baixar a|quedar me en|pesar|arribar|llegar|baixar|bajar)(?: los| las| els| les| a| al| als| a los| a las| fins als| hasta los)? (\d{2})(?: ?(?:kg|kgs|kilos?|quilos?))?\b/g;

const LIFTED =
  /^ ?(?:kg|kgs|kilos?|quilos?)? ?(?:on|in|at|en|al|a|de) (?:the |la |el |my |mi )?(?:bench|squat|deadlift|press|banca|banc|sentadilla|esquat|peso muerto|pes mort|dominad\w*|pull ?ups?)\b/;

/**
 * A target weight no adult of any usual height is healthy at (45 kg is a BMI of 17.6 at 1.60 m), or
 * one under a BMI of 17.5 at the height given ("mido 1,70 y peso 55, mi objetivo es 45": 15.6).
 */
export function isVeryLowTargetWeight(text: string): boolean {
  const height = heightOf(text);
  for (const match of text.matchAll(TARGET)) {
    // A weight lifted, not a body's: "can I hit 40 kg on the bench by summer?".
    if (LIFTED.test(text.slice(match.index + match[0].length))) continue;
    const kilos = Number(match[1]);
    if (kilos >= 30 && kilos < 45 && /kg|kilo|quilo|pes|peso|weigh/.test(text)) return true;
    if (height && kilos >= 30 && kilos / (height * height) < 17.5) return true;
  }
  return false;
}

const ADULT_AGE =
  /\b(?:is|he s|she s|who s|te|tiene|has|aged|de|of) (\d{2})(?: (?:anys|anos|years?))?\b|\b(\d{2}) (?:anys|anos|years? old)\b/g;

/** Whether the text gives someone an adult age ("el meu fill ja té 30 anys"). */
export function statesAdultAge(text: string): boolean {
  for (const match of text.matchAll(ADULT_AGE)) if (Number(match[1] ?? match[2]) >= 18) return true;
  return false;
}

/** Whether the writer gives their own age as an adult's ("i m 40", "tinc 52 anys"). */
export function writerIsAdult(text: string): boolean {
  for (const match of text.matchAll(WRITER_AGE)) if (Number(match[1]) >= 18) return true;
  for (const match of text.matchAll(STATED_AGE)) if (Number(match[1] ?? match[2] ?? match[3]) >= 18) return true;
  return false;
}

/** A meal kept tiny so that no one notices ("meals under 150 kcal so my family doesn't notice"): hiding is the sign. */
const HIDING =
  /\b(?:notice\w*|noti\w*|sospech\w*|sospit\w*|adon\w*|se den cuenta|se dan cuenta|hide|hiding|amag\w*|escond\w*|disimul\w*|secret\w*|nobody knows|ningu ho sap|nadie lo sabe|without anyone|sense que ningu|sin que nadie)\b/;

/** A meal of under 200 kcal that is meant to hide how little is eaten. */
export function isHiddenTinyMeal(text: string): boolean {
  if (!HIDING.test(text)) return false;
  for (const match of text.matchAll(ENERGY)) if (Number(match[1].replace(' ', '')) < 200) return true;
  return false;
}

const DIET_AFTER = /^ ?(?:\S+ ){0,1}(?:diet\w*|plan\w*|challenge|repte|reto)\b/;
const DIET_BEFORE = /\b(?:diet\w*|plan|challenge|repte|reto)\b(?: \S+){0,3} ?$/;

/** A named diet of under 1,000 kcal a day: "the 800 calorie diet", "la dieta de les 500 calories". */
export function isVeryLowCalorieDiet(text: string): boolean {
  for (const match of text.matchAll(ENERGY)) {
    const value = Number(match[1].replace(' ', ''));
    if (value < 100 || value >= 1000) continue;
    const index = match.index ?? 0;
    const before = text.slice(Math.max(0, index - 30), index);
    const after = text.slice(index + match[0].length, index + match[0].length + 30);
    if (DIET_AFTER.test(after) || DIET_BEFORE.test(before)) return true;
  }
  return false;
}

const WEIGH_IN =
  /\b(?:weigh ?ins?|weigh in|make weight|making weight|made weight|weight class|weight category|pesatge|pesatges|pesaje|pesajes|fer el pes|donar el pes|dar el peso|hacer el peso|categoria de pes|categoria de peso|bascula de la competicio|bascula de la competicion|pes lleuger|peso ligero|lightweight rower|lightweight rowing|lightweight category|nos pesan|ens pesen|me pesan|em pesen|they weigh us|weigh us|weighing us)\b/;
const DRYING =
  /\b(?:sauna\w*|sweat\w*|suar|suant|suo|sudar|sudando|sudo|plastic\w*|bin bags?|bosses d escombraries|bolsas de basura|no drinking|not drinking|stop drinking|stopping drinking|without drinking|don t drink|no water|cut water|water cut\w*|cutting water|no beure|sense beure|deixar de beure|deixo de beure|dejo de beber|dejar de beber|sin beber|no beber|sin agua|sense aigua|assecar\w*|secarme|dehydrat\w*|deshidrat\w*|diuretic\w*|laxant\w*|laxative\w*|escupir|escopir|spitting|cero agua|zero agua|zero aigua|zero water|banos? calientes?|banys? calents?|hot baths?|epsom)\b/;

/** A weight cut by sweating, not drinking or purging water before a weigh-in: dangerous dehydration, not a diet. */
export function isDehydrationCut(text: string): boolean {
  return (WEIGH_IN.test(text) || (BOUT_SOON.test(text) && HARD_DRYING.test(text))) && DRYING.test(text);
}

/** A bout or a competition near and kilos over, with sauna suits or no water: a cut even without the word weigh-in. */
const BOUT_SOON =
  /\b(?:comp|competition|competicio|competicion|tournament|torneig|torneo|fight|combat|combate|bout|match|regata|barca de rem|bote de remo|rowing|kg over|kilos over|quilos de mes|kilos de mas|kg de mas|kg de mes)\b/;
// Drying out said not to be wanted ("no vull deshidratar-me abans de la competició") is no cut.
const HARD_DRYING =
  /\b(?:sauna suit|sauna|plastic\w*|bin bags?|no water|without water|sin agua|sense aigua|no beure|no beber|sin beber|sense beure|deixo de beure(?! (?:alcohol|cervesa|cerveza|vi|vino|refrescos?|cola|begudes|bebidas))|dejo de beber(?! (?:alcohol|cerveza|vino|refrescos?|cola|bebidas))|stop drinking(?! (?:alcohol|beer|wine|soda|fizzy))|(?<!\b(?:no vull|no quiero|don t want to|dont want to|do not want to|avoid|to avoid|evitar|per no|para no|not to|so as not to|so i don t|sin|sense|without) (?:\w+ )?)(?:dehydrat\w*|deshidrat\w*)|spit\w*|escupir|escopir)\b/;
