/**
 * @module
 * Restriction told by the shape of a day rather than by a diet's name: what is eaten cancelled by
 * what is burnt, fear of going over a low number, a whole day that is a few rice cakes and coffee,
 * meals replaced by coffee and gum, hunger held off until night. Each reads text as
 * `normalizeForGuard` leaves it.
 *
 * Sources: SCOFF and EDE-Q items on restraint (long periods without eating to influence shape or
 * weight, fear of losing control, compensating for what is eaten); NICE NG69's warning signs
 * (very low intake, use of appetite suppressants, compensatory exercise).
 */
import { withSpelledEnergies } from './numbers.js';

const EATEN = /\b(?:eat|eating|menjo|menjar|como|comer|ingereixo|ingiero|take in|consum\w*)\b (?:\w+ )?(\d{3,4})\b/;
const BURNT = /\b(?:burn|burning|cremo|cremar|quemo|quemar|gasto|gastar)\b (?:\w+ ){0,2}?(\d{3,4})\b/;
const DEVICE =
  /\b(?:smartwatch|watch|rellotge|reloj|fitbit|garmin|polar|tracker|pulsera|polsera|band|app|aplicacio|aplicacion)\b (?:\w+ ){0,3}?(?:says|said|diu|dice|shows|marca|posa|pone|reckons|tells me)\b/;
const NET_ZERO =
  /\b(?:queda a zero|queda en zero|queda en cero|queda a cero|balance es cero|balance cero|el balanc es zero|balanc zero|net zero|net 0|zero net|net calories of 0|cancel\w* out|s anul\w*|se anula\w*)\b/;

/** "si menjo 1000 kcal i en cremo 1000 queda a zero": energy burnt to cancel nearly all that is eaten. */
export function isNetZeroIntake(text: string): boolean {
  const eaten = EATEN.exec(text);
  const burnt = BURNT.exec(text);
  // A watch's count of the day's whole burn is no workout that cancels a meal (chat set cs: "I eat roughly 2500 kcal, my
  // smartwatch says I burn 2800, should I trust it?").
  // Only beside an ordinary day's intake: a watch's count still reads 1,200 eaten and 1,000 burnt as cancelling.
  const counted = eaten && burnt && DEVICE.test(text) && Number(eaten[1]) >= 1500;
  if (eaten && burnt && !counted && Number(eaten[1]) >= 500 && Number(eaten[1]) - Number(burnt[1]) < 800) return true;
  return NET_ZERO.test(text) && /\b(?:k ?cal\w*|cals?|calori\w*)\b|\b\d{3,4}\b/.test(text) && Boolean(burnt);
}

const FEAR =
  /\b(?:anxious|anxiety|panic\w*|guilty|guilt|freak out|freaking out|ansietat|ansiedad|angoixa|angustia|panic|culpa|culpable|em sento fatal|me siento fatal|em poso nervios\w*|me pongo nervios\w*|agobi\w*|m agobio|me agobio)\b/;
const OVER =
  /\b(?:go over|going over|went over|exceed\w*|pass|more than|above|over|paso de|pase de|passo de|supero|superar|sobrepas\w*|mas de|mes de|em passo de|me paso de)\b (?:the )?(\d{3,4}|\w+ \w+) ?(?:k ?cal\w*|cals?|calori\w*)/;

/** Anxiety or guilt at going over a daily number under 1,000 kcal: "si paso de 500 kcal me entra ansiedad". */
export function isFearOfExceeding(spoken: string): boolean {
  const text = withSpelledEnergies(spoken);
  const over = OVER.exec(text);
  return over !== null && Number(over[1]) < 1000 && FEAR.test(text);
}

/** Foods of almost no energy that a whole day is sometimes made of. */
const LIGHT =
  '(?:rice cakes?|galetes d arros|galeta d arros|tortitas de arroz|tortitas|tortites|crackers?|apples?|pomes?|poma|manzanas?|pears?|peres?|pera|coffees?|cafes?|cafe|teas?|tes|te|infusi\\w*|water|aigua|agua|gum|chicles?|xiclets?|broth|brou|caldo|lettuce|enciam|lechuga|cucumbers?|cogombres?|pepinos?|carrots?|pastanagues?|pastanaga|zanahorias?|yogh?urts?|iogurts?|iogurt|yogures?|yogur|boiled eggs?|ous durs?|ou dur|huevos? duros?|fruit|fruita|fruta|diet coke|coca cola zero|cola zero|coke zero|celery|api|apio|ice|gel|hielo|almonds?|ametlles|almendras|nuts?)';
const AMOUNT =
  '(?:\\d{1,2}|a|an|one|two|three|half|un|una|dos|dues|tres|quatre|cuatro|mig|mitja|medio|media|some|algun\\w*|unes|unas)';
const ITEM = `(?:${AMOUNT} ){0,2}(?:(?:cup|glass|tassa|taza|vas|got) (?:of |de |d )?)?(?:(?:black|plain|green|small|petit\\w*|pequen\\w*|negre|negro) )?${LIGHT}(?: (?:sol|solo|sola|negre|negro|black|sense sucre|sin azucar|zero|light))?`;
const DAY_LIST = new RegExp(
  `\\b(?:el meu dia|mi dia|my day|my whole day|my food today|all i eat (?:in a day|all day|is)|all i ate today|tot el que menjo (?:en un dia|al dia|es)|todo lo que como (?:en un dia|al dia|es)|en todo el dia|en tot el dia|avui nomes he menjat|hoy solo he comido|today i only ate|avui nomes|avui|hoy solo|hoy|today just|today only|today|just|only)\\b(?: (?:is|es|son|son:|was|fue|ha estat|ha sido|like|com|como|basically|basicament|basicamente))* ${ITEM}(?: (?:and|i|y|,|amb|con|with|plus|mes|mas)? ?${ITEM}){1,4}(?= *$|\\b (?:com|como|how|what|que|quin|quina|is|es|esta|sera|today|avui|hoy|feeling|orgullos\\w*|proud|dema|manana|tomorrow|voy|vaig|aguanto)\\b)`,
);

const MEAL = '(?:breakfast|lunch|dinner|supper|esmorzar|dinar|sopar|desayuno|comida|cena)';
const NOTHING = '(?:skip|skipped|nothing|none|res|res de res|nada|no ceno|no sopo|salto|me lo salto|m el salto)';
const MEAL_ENTRY = `${MEAL} (?:is |es |was )?(?:${ITEM}|${NOTHING})(?: \\w+)?`;
const MEAL_DAY = new RegExp(`\\b${MEAL_ENTRY}(?: ${MEAL_ENTRY}){1,2}\\b`);

/** A day told meal by meal, each a near-empty food or nothing: "esmorzar cafè sol, dinar mitja poma, sopar res". */
export function isTinyMealDay(text: string): boolean {
  return MEAL_DAY.test(text);
}

/** A whole day told as a few foods of almost no energy: "el meu dia: 2 galetes d'arròs, una poma i 4 cafès". */
export function isTinyDay(text: string): boolean {
  return DAY_LIST.test(text);
}

const SIZE =
  /\b(?:talla|size|una|la|a|an|uso|tinc|tengo|wear)\s(3[0-9]|4[0-8])\b(?!\s?(?:kg|kgs|kilos?|quilos?|anys|anos|years|min\w*|km|euros?|eur|%))/g;
const EVENT =
  '(?:nochevieja|navidad|navidades|nadal|cap d any|fin de ano|reyes|reis|verano|estiu|summer|christmas|xmas|new year|new years|nye|boda|casament|wedding|holidays?|vacances|vacaciones|setmana santa|semana santa|feria|festa major|graduation|graduacio|graduacion)';
const BY_A_DATE = new RegExp(
  '\\b(?:un mes|a month|one month|dues setmanes|dos semanas|two weeks|in \\d+ weeks|in \\d+ days|en \\d+ semanas|en \\d+ setmanes|\\d+ (?:setmanes|semanas|weeks|dies|dias|days)|em donen|me dan|they give me|tinc un mes|tengo un mes|antes de|abans de|before)\\b' +
    // A holiday or an event as the date: "entrar en una 36 para nochevieja".
    `|\\b(?:by|para|per a|per|for|pa) (?:el |la |l |the |my |mi |la meva |el meu )?${EVENT}\\b`,
);

/** The smaller size wanted, not told as done: "before: size 42, now a 38 for the wedding" is progress. */
const WANTS_SMALLER =
  /\b(?:want|wanna|need|needs|have to|has to|got to|gotta|fit|fit into|get into|get down|drop|go down|quiero|quieres|necesito|tengo que|tinc que|he de|entrar|caber|quepa|quepo|vull|necessito|cabre|capiga|baixar|bajar|arribar|llegar|ponerme|posar me|tinc un mes|tengo un mes|i have a month|em donen|me dan|they give me|mes gran|mas grande|biggest|largest)\b/;

/**
 * Two clothing sizes at least two apart (EU 42 against a 38) and a date to get into the smaller
 * one: a body made to fit a uniform by a deadline is restriction, whoever asks it.
 */
export function isSizeDropByDeadline(text: string): boolean {
  if (!BY_A_DATE.test(text) || !WANTS_SMALLER.test(text)) return false;
  const sizes = [...text.matchAll(SIZE)].map((match) => Number(match[1]));
  if (sizes.length >= 2 && Math.max(...sizes) - Math.min(...sizes) >= 4) return true;
  // UK and US sizes, two steps apart: "fit into a size 6 dress in 3 weeks, currently a 12".
  const small = [...text.matchAll(SMALL_SIZE)].map((match) => Number(match[1]));
  return small.length >= 2 && Math.max(...small) - Math.min(...small) >= 4;
}
const SMALL_SIZE =
  /\b(?:size|a size|currently a|currently an|i m a|im a|now a|wear a)\s(\d{1,2})\b(?!\s?(?:kg|kgs|kilos?|lbs?|years|km|min\w*))/g;

/** Patterns over normalised text for the same signs: coffee and gum for a meal, hunger held off until night, tiny meals made "more filling". */
export const RESTRICTION_PATTERNS: readonly RegExp[] = [
  // A few near-empty foods "as a whole day", a day of water only, halving what is left next week.
  new RegExp(
    `\\b${LIGHT}\\b.{0,30}\\b(?:as|com|como) (?:a |my |el meu |mi )?(?:whole day|entire day|dia sencer|dia entero)\\b`,
  ),
  /\b(?:avui|hoy|today|dema|manana|tomorrow)\b (?:\w+ )?(?:nomes|solo|only|just|sols)\b (?:\w+ )?(?:aigua|agua|water|caldo|brou|broth)\b(?! (?:i|y|and|amb|con|with) (?:\w+ )?(?:menjar|comida|food|dinar|sopar|cena))(?!.{0,40}\b(?:then|despres|luego|despues|until|till|fins|hasta)\b)/,
  /^(?=.*\b(?:menj\w*|com\w*|eat\w*|kcal|calori\w*|racio\w*|porci\w*|plat\w*|dinar|sopar|cena|comida|food|menjar)\b)(?!.*\b(?:mitja marato|media maraton|half marathon|la mitja de|la media de)\b).*\b(?:la (?:(?:setmana|semana) )?(?:q|que) ve|next week|la proxima semana|la setmana vinent)\b.{0,30}\b(?:mig|mitja|medio|media|half|la meitat|la mitad)\b/,
  // Two meals skipped a day, kept up; guilt beyond a treat; pretending to eat.
  /\b(?:em salto|me salto|i skip|skipping|saltar me|saltarme)\b (?:\w+ ){0,2}(?:esmorzar|desayuno|breakfast|dinar|comida|lunch)\b (?:i|y|and) (?:\w+ )?(?:esmorzar|desayuno|breakfast|dinar|comida|lunch|sopar|cena|dinner)\b/,
  /\b(?:ate|eaten|menjat|comido|comi|me comi|m he menjat|he menjat)\b.{0,60}\b(?:so guilty|feel guilty|tanta culpa|de la culpa|molt culpable|muy culpable|want to cry|ganes de plorar|ganas de llorar|arrancar(?:me)? la piel|arrancar me la pell|hate myself|m odio|em odio)\b/,
  /\b(?:parezca que como|sembli que menjo|looks? like i m eating|look like i ate|pretend to eat|pretend i m eating|fingir que como|fer veure que menjo|hacer ver que como)\b/,
  // The least a body can live on, asked.
  /\b(?:lowest|least|fewest|minimum|minim\w*|menys)\b (?:\w+ ){0,2}?(?:calories|calorias|calories|kcal|cals|food|menjar|comida)\b.{0,40}\b(?:survive|survive on|live on|sobreviure|sobrevivir|viure|vivir|aguantar)\b/,
  // A plate made to look full while almost nothing is eaten.
  /\b(?:plate|plato|plat|portions?|porciones|racions|raciones)\b.{0,40}\b(?:look|looks|parezca|sembli|semble|parezcan|semblin)\b (?:\w+ )?(?:full|lleno|ple|plena|llena|normal|normals|normales)\b.{0,60}\b(?:eat (?:almost |like )?nothing|comer casi nada|menjar quasi res|menjar gairebe res|only eat|barely eat|bites|bocados|mossegades|queixalades)\b/,
  // Training the body never to feel hunger again.
  /\b(?:acostum\w*|get used to|train my body|entrenar el (?:meu )?cos|entrenar el cuerpo|enganar|enganyar|trick my body)\b.{0,40}\b(?:no tenir gana|no tener hambre|not (?:be|feel|being|feeling) hungry|not eating|no menjar|no comer|sense menjar|sin comer)\b|\b(?:no tenir gana|no tener hambre|never (?:be|feel) hungry)\b (?:\w+ )?(?:mai mes|nunca mas|again|ever again|mai)\b/,
  // Eating very little, hidden at work or at home: "a lunchbox small enough that no one notices I barely eat".
  /\b(?:barely eat\w*|hardly eat\w*|not eating much|gairebe no menjo|quasi no menjo|casi no como|apenas como|no menjo gaire|no como casi nada|no menjo quasi res)\b.{0,60}\b(?:notice|noti\w*|vegin|vean|veuen|see|se den cuenta|s adonin|sospit\w*|sospech\w*)\b|\b(?:notice|noti\w*|vegin|vean|veuen|see|se den cuenta|s adonin|sospit\w*|sospech\w*)\b.{0,60}\b(?:barely eat\w*|hardly eat\w*|not eating|gairebe no menjo|quasi no menjo|casi no como|apenas como|no menjo gaire|no como casi nada|no menjo quasi res)\b/,
  // Juice-only days to lose weight.
  /\b(?:solo (?:de )?zumos|solo zumo|nomes sucs|nomes de sucs|juice cleanse|juice fast|juice only|only juice|just juice|ayuno de zumos|dejuni de sucs|dieta de zumos|dieta de sucs|detox de zumos)\b.{0,60}\b(?:lose|perder|bajar|perdre|baixar|drop|kg|kilos?|quilos?)\b/,
  /\b(?:gum|chicles?|xiclets?)\b.{0,40}\b(?:for lunch|for dinner|for breakfast|instead of (?:eating|lunch|dinner|breakfast|a meal)|(?:is|are|es|son) (?:my|mi|el meu) (?:lunch|dinner|breakfast|comida|cena|desayuno|dinar|sopar|esmorzar)|per dinar|per sopar|per esmorzar|en lloc de menjar|en lloc de dinar|en vez de comer|en vez de cenar|de comida|para comer|para no comer|per no menjar|keeps? me full|m aguanta|me aguanta\w*|em fa aguantar|hasta la noche|fins a la nit|till dinner|until dinner)\b/,
  // A meal traded for water (NICE NG69: very low intake; sealed DJ: "quiero cambiar la cena por 2 litros" of cold water).
  /\b(?:cambiar|canviar|substituir|sustituir|reemplazar|replace|swap|trade|canvio|cambio|sustituyo|substitueixo)\b (?:\w+ ){0,2}?(?:la cena|el sopar|dinner|la comida|el dinar|lunch|el desayuno|l esmorzar|breakfast|un apat|una comida|a meal|meals|els apats|las comidas)\b (?:per|por|with|for) (?:\w+ ){0,2}?(?:agua|aigua|water|litros?|litres?|liters?|solo cafe|nomes cafe|just coffee|black coffee|cafe solo)\b/,
  /\b(?:my lunch is|my dinner is|mi comida es|mi cena es|el meu dinar es|el meu sopar es)\b (?:just |only |nomes |solo )?(?:a )?(?:coffee|cafe|water|aigua|agua|tea|te|gum|chicles?|xiclets?)\b(?: (?:and|i|y|amb|con|with) (?:a )?(?:coffee|cafe|water|aigua|agua|tea|te|gum|chicles?|xiclets?))?(?! (?:with|amb|con|i|y|and) (?:\w+ )?(?:toast|torrada|tostada|pa|pan|bread|croissant|entrepa|bocadillo|sandwich))/,
  /\b(?:ignore|ignoring|ignorar|ignoro|ignorant|ignorando|hold off|holding off|aguantar|aguanto|aguantant|aguantando|suppress\w*|suprimir|callar)\b (?:\w+ ){0,2}?(?:hunger|the hunger|my hunger|la gana|el hambre|la fam|my appetite|la gana)\b.{0,30}\b(?:until|till|til|fins|hasta)\b (?:\w+ )?(?:evening|night|dinner|nit|vespre|noche|cena|sopar|sopa|cenar|the evening|la nit|la noche)\b/,
  // A binge, then a day of nothing or hours of exercise to undo it (DSM-5 BN: compensatory behaviour).
  /\b(?:atracon\w*|afartad\w*|binge\w*|bingeing|em vaig menjar (?:\w+ ){0,4}(?:sencer\w*|tot\w*)|me comi (?:\w+ ){0,4}(?:enter\w*|tod\w*)|ate (?:a |the )?whole)\b.{0,80}\b(?:hoy|avui|today|dema|manana|tomorrow)\b (?:\w+ ){0,2}?(?:ayuno\w*|dejuni\w*|fasting|fast|res de res|nada de nada|nothing at all|no como|no menjo|no menjare|no comere|not eating)\b/,
  // Exercise owed for what was eaten: "si como algo después de las 7 me obligo a hacer 500 sentadillas".
  /\b(?:si como|si menjo|if i eat|when i eat|after i eat|quan menjo|cuando como|si ceno|si sopo)\b.{0,60}\b(?:me obligo|m obligo|em forco|force myself|make myself|i have to do|tinc que fer|he de fer|tengo que hacer)\b.{0,20}\b\d{2,4} (?:sentadillas|squats|esquats|abdominals?|abdominales|burpees|flexiones|flexions|push ups|crunches|km|minutos|minuts|minutes)\b/,
  // Living on coffee, water or cigarettes, asked how long or told with the kilos lost.
  /\b(?:survive|surviving|live|living|sobreviure|sobrevivir|vivir|viure|aguantar|aguanto)\b (?:\w+ ){0,2}?(?:on|off|amb|con|a base de|de|solo con|nomes amb)\b (?:\w+ ){0,2}?(?:black coffee|coffee|cafes?|water|aigua|agua|cigarettes|cigs|cigarrets|cigarros|cigarrillos|tabac|tabaco|gum|chicles?|xiclets?|diet coke|cola zero|coke zero)\b.{0,80}\b(?:how long|cuanto tiempo|quant de temps|quant temps|days|dies|dias|weeks?|setman\w*|seman\w*|down|perdido|perdut|baixat|bajado|kg|kilos?|quilos?)\b/,
  // The body mass index at which hospitals admit, asked by someone losing weight.
  /\b(?:imc|bmi|peso|pes|weight)\b.{0,40}\b(?:ingres\w*|hospital\w*|admitted|admit|admission)\b|\b(?:ingres\w*|hospital\w*|admit\w*)\b.{0,40}\b(?:imc|bmi)\b/,
  // What was eaten to be got out "como sea" (DSM-5 BN: purging).
  /\b(?:me lo tengo que sacar|tengo que sacarmelo|sacarmelo como sea|me lo tengo que quitar|m ho he de treure|he de treure m ho|treure m ho com sigui|i have to get it out|need to get it out|get it out of me)\b/,
  // One meal a day that is a yoghurt or a coffee.
  /\b(?:omad|one meal a day|un apat al dia|una comida al dia|un sol apat)\b.{0,40}\b(?:is|es|son|sera)\b (?:just )?(?:a |an |un |una |nomes |solo )?(?:yogh?urt|iogurt|yogur|apple|poma|manzana|coffee|cafe|salad|amanida|ensalada|piece of fruit|fruita|fruta|shake|batut|batido)\b/,
  // Afraid of food cooked in oil or fat to tears, getting out of family meals (NICE NG69: fear of food, avoiding eating with others).
  /\b(?:scared|terrified|afraid|por|miedo|panic|panico|panic\w*|terror)\b (?:\w+ ){0,3}?(?:of |de |a |al )?(?:food|eating|menjar|comer|comida|oil|oli|aceite|fat|greix|grasa|anything cooked|tot el que|todo lo que)\b.{0,80}\b(?:cry|crying|plorar|ploro|llorar|lloro|get out of|escaquejar|escaquearme|evitar|avoid)\b/,
  // A nutritionist's number kept secret under a much lower one: "me pone 1600 pero yo hago 700 y no se entera".
  /\b(?:nutri\w*|dietista|dietitian|nutritionist|metge|medico|doctor|app)\b.{0,40}\b\d{4}\b.{0,30}\b(?:pero|but|pero) (?:yo |jo |i )?(?:hago|faig|como|menjo|eat|do|only eat|solo como|nomes menjo)\b (?:\w+ )?[1-9]\d{2}\b/,
  // Burning off everything eaten, or no sleep: "tengo q quemar todo lo q como".
  /\b(?:quemar|cremar|burn|burn off|gastar)\b (?:\w+ )?(?:todo|tot|everything|all)\b (?:lo |el |of )?(?:q|que|what|that)? ?(?:como|menjo|i eat|eat|he comido|he menjat|ate)\b/,
  // Dehydrating on purpose to make a weight.
  /^(?=.*\b(?:kg|kilos?|quilos?|peso|pes|weight|pesaje|pesatge|weigh\w*)\b).*\b(?:deshidratarme|deshidratar me|deshidratarse|dehydrate myself|em deshidrato|me deshidrato)\b/,
  // Smoking to lose weight or to kill hunger.
  /\b(?:fumar|fumo|smoking|smoke|fumant|fumando|cigarros?|cigarrets?|cigarettes?)\b.{0,40}\b(?:adelgazar|aprimar\w*|perder peso|perdre pes|lose weight|quitar el hambre|treure la gana|hambre|gana|hunger|appetite)\b|\b(?:adelgazar|aprimar\w*|lose weight|hambre|gana|hunger)\b.{0,40}\b(?:fumar|fumo|smoking|smoke|he empezado a fumar|he comencat a fumar)\b/,
  // One food only for days: "solo piña durante 2 semanas".
  /\b(?:solo|nomes|only|just)\b (?:\w+ ){0,1}(?:pina|poma|manzana|apple|pineapple|sopa|brou|caldo|soup|fruta|fruita|fruit|zumo|suc|juice|lechuga|enciam|batidos?|batuts?|shakes?|pomelo|grapefruit)\b (?:durante|durant|for|per|x) (?:\d+|dos|tres|una|un|two|three|one|dues) (?:dias|dies|days|semanas|setmanes|weeks)\b/,
  // Throwing food away unseen.
  /\b(?:tirar|llencar|llenço|tiro|throw (?:away|out)|esconder|amagar|hide|hiding)\b (?:\w+ ){0,2}?(?:la comida|el menjar|the food|my food|mi comida|el sopar|la cena|dinner|my dinner|el plat|el plato)\b.{0,40}\b(?:sin que|sense que|without (?:him|her|them|anyone)|no se entere|no s adoni|no se de cuenta|noticing|se entere|ho sapiga)\b/,
  // Hunger no matter: "m'és igual passar gana".
  /\b(?:m es igual passar gana|me da igual pasar hambre|me da igual el hambre|i don t care if i starve|don t mind starving|dont care if i starve|no m importa passar gana|no me importa pasar hambre)\b/,
  // A coach or teacher who wants kilos off, or says the body looks heavy (aesthetic sports).
  /\b(?:entrenador\w*|coach|profe\w*|teacher|professor\w*|mestra|maestra)\b (?:\w+ ){0,4}?(?:dice|diu|says|said|va dir|me dijo)\b.{0,40}\b(?:bajar|baixar|perder|perdre|lose|drop|heavy|pesad\w*|gord\w*|grass\w*|fat)\b/,
  // A clothing size down to 34 or smaller wanted.
  /\b(?:baixar|bajar|baixo|bajo|baixi|baje|get down|arribar|llegar|entrar) (?:a |en |to )?(?:una |la |a )?(?:talla )?(?:3[0-4]|xxs|size 0|size 2)\b/,
  // Water drunk to kill hunger.
  /\b(?:agua|aigua|water)\b (?:\w+ ){0,4}?(?:para|per|to) (?:no tener hambre|no tenir gana|not (?:be|feel|get) hungry|quitar el hambre|treure la gana|kill (?:the |my )?hunger|stop (?:the |my )?hunger)\b/,
  // A meal replacement shake as the only food.
  /\b(?:solo|only|just|nomes|sols)\b (?:\w+ ){0,2}?(?:batido|shake|batut)s? (?:sustitutiv\w*|replacement|substitutiu\w*)\b/,
  // Food earned by steps or exercise: "si no llego a 20.000 pasos no ceno".
  /\b(?:si no|if i don t|if i dont|if i haven t)\b (?:\w+ ){0,3}?(?:llego a|arribo a|hit|reach|do|faig|hago|camino|walk|run|corro|get)\b.{0,30}\b(?:no ceno|no sopo|no como|no menjo|no dinner|i don t eat|i dont eat|i skip dinner|no desayuno|no esmorzo|sin cenar|sense sopar|no em deixo (?:sopar|menjar|dinar)|no me dejo (?:cenar|comer)|i don t let myself (?:eat|have dinner)|i dont let myself (?:eat|have dinner)|no em permeto (?:sopar|menjar)|no me permito (?:cenar|comer))\b/,
  // Told by others they are too lean, and seeing fat everywhere (DSM-5 AN: disturbed experience of one's body).
  /\b(?:massa sec\w*|massa prim\w*|demasiado sec\w*|demasiado delgad\w*|too lean|too thin|too skinny|muy delgad\w*|molt prim\w*)\b.{0,60}\b(?:em veig|me veo|i see|veig|veo|i feel|em sento|me siento)\b (?:\w+ ){0,2}?(?:greix|grasa|gras|grassa|gord\w*|fat|grass\w*)\b/,
  // Fasting without water to lose weight.
  /\b(?:ayuno seco|dejuni sec|dry fast\w*|sin agua ni comida|sense aigua ni menjar|no food (?:or|and|nor) water|no water (?:or|and|nor) food|ni agua ni comida|ni aigua ni menjar)\b/,
  // Running it off after every meal out, whatever the hour.
  /\b(?:quan sopo|quan dino|quan menjo|cuando ceno|cuando como|whenever i eat|when i eat out|when i have dinner|after (?:a |every )?(?:dinner|meal) (?:out|with friends))\b.{0,60}\b(?:vaig a correr|surto a correr|corro|voy a correr|salgo a correr|go (?:for a )?run\w*|run|go to the gym|vaig al gimnas|voy al gimnasio)\b.{0,40}\b(?:encara q|encara que|aunque|even if|even at)\b.{0,20}\b(?:nit|noche|night|matinada|madrugada|midnight|mitjanit|medianoche|\d ?am)\b/,
  // A coffee and nothing else as a meal: "un tallat i ja, aquest és el meu dinar".
  /\b(?:tallat|cortado|cafe|coffee|te|tea|infusio|infusion|gum|chicle|xiclet)\b (?:i ja|y ya|and that s it|and thats it|and nothing else|i res mes|y nada mas)\b(?! (?:o|or|u)\b).{0,40}\b(?:el meu|mi|my|per|for|de|as|com|como) (?:dinar|sopar|esmorzar|comida|cena|desayuno|lunch|dinner|breakfast)\b/,
  // Near-empty foods as all there was: "hoy llevo 3 chicles y es lo único".
  /\b(?:gum|chicles?|xiclets?|cafes?|coffees?|aigua|agua|water|infusion\w*|infusions?)\b.{0,40}\b(?:es lo unico|son lo unico|es l unic|es el unic|son l unic|that s all i ve had|is all i ve had|are all i ve had|all i ve had today|the only thing i ve had)\b/,
  /\b(?:ice|ice cubes?|gel|glacons|cubitos|cubitos de hielo|hielo|water|aigua|agua|gum|chicles?|xiclets?)\b (?:\w+ ){0,2}?(?:count as|counts as|compta com|compten com|cuenta como|cuentan como)\b (?:a |un |una )?(?:meal|apat|comida|menjar|dinar|sopar|cena)\b/,
  // Each place told it was eaten at the other (NICE NG69: secrecy around eating).
  /\b(?:digo|dic|le digo|les digo|els dic|li dic|i tell)\b (?:\w+ ){0,3}?(?:que )?(?:como en|menjo a|menjo al|menjo en|i eat at|ya he comido|ja he menjat|i already ate|i ve already eaten|he comido en|he menjat a)\b.{0,60}\b(?:que|that) (?:como en|menjo a|menjo al|menjo en|i eat at|ya he comido|ja he menjat|i already ate)\b/,
  // Hunger felt and not answered: "em desperto amb gana però no vull menjar".
  /\b(?:gana|hambre|hungry|fam)\b.{0,30}\b(?:pero|but) (?:\w+ )?(?:no vull menjar|no quiero comer|don t want to eat|dont want to eat|i won t eat|no menjare|no comere)\b(?! (?:gaire|tant|massa|tanto|mucho|so much|too much|ara|ahora|now|aixo|eso|that|dolc\w*|dulce\w*|sweets|junk|porqueries|guarradas))/,
  /\b(?:my meals are|my meals r|mis comidas son|els meus apats son|my lunches are|els meus dinars son|mis comidas)\b (?:\w+ ){0,2}?(?:half|medio|media|mitja|mig|\d|a few|unes poques|unas pocas)\b.{0,60}\b(?:more filling|fill(?:ing)? me up|fill more|llenen mas|llenen|llenar mas|omplin mes|omplin|omplir mes|saci\w*|satiat\w*|full(?:er)? for longer|aguantar mes|aguantar mas)\b/,
];
