/**
 * @module
 * Eating-disorder behaviour, also when it is asked as a diet question, in en, ca and es.
 *
 * Sources, by group:
 * - SCOFF questionnaire (Morgan, Reid and Lacey, BMJ 1999; Spanish validation SCOFF-c, García-Campayo
 *   et al. 2005): making oneself Sick, losing Control over eating, losing One stone in three months,
 *   believing oneself Fat when others say too thin, Food dominating life.
 * - Behaviours clinicians ask about (NICE guideline NG69, eating disorders; DSM-5 criteria for anorexia,
 *   bulimia, binge-eating disorder): purging, laxatives, diuretics or diet pills for weight, chewing and
 *   spitting, compensatory exercise, fasting for days, very low intakes, bingeing, hiding food, intense
 *   fear of gaining weight.
 * Intakes under 1,000 kcal a day and losses over 1.5 kg a week are read as numbers in `very-low-intake.ts`.
 */
import type { Lexicon } from '../lexicon.js';
import { PET } from './pets.js';
import { WORK_THEN_ASKED } from './work-then-asked.js';
import {
  isFearOfExceeding,
  isNetZeroIntake,
  isSizeDropByDeadline,
  isTinyDay,
  isTinyMealDay,
  RESTRICTION_PATTERNS,
} from './restriction.js';
import {
  isDehydrationCut,
  isHiddenTinyMeal,
  isLowBmiLosing,
  isLowBmiWanted,
  isRapidLoss,
  isVeryLowCalorieDiet,
  isVeryLowIntake,
  isVeryLowTargetWeight,
  statesLowBmiLosing,
} from './numbers.js';

const DAYS =
  '(?:\\d+|two|three|four|five|six|seven|several|a few|dos|tres|quatre|cuatro|cinc|cinco|sis|seis|set|siete|uns quants|varios|diversos)';

/** Things people purge that are not a body: shellfish of their sand, radiators of air, wardrobes and pantries of clutter. */
const PURGED_THING =
  /\b(?:air|aire|almejas|berberechos|brakes|frenos|frens|cafetera|calefacci\w*|canonades|tuberias|pipes|caracoles|caragols|cargols|snails|clams|cloisses|cockles|escopinyes|tellerines|tellinas|mejillones|musclos|mussels|despensa|rebost|pantry|fridge|nevera|radiador\w*|radiator\w*|heating|machine|maquina|sistema|system|wardrobe|closet|armari\w*|armario\w*|inbox|emails?|correus?|correos?|contacts?|contactes|contactos|files?|fitxers|archivos|photos?|fotos|cupboards?|calaixos|cajones|drawers?|roba|ropa|clothes|books|llibres|libros|toys|joguines|juguetes|kitchen|cuina|cocina|spices|especies|especias)\b/;

const WINDOW =
  /\bonly (?:eat|eating)\b (?:\w+ ){0,2}?(?:between|from) (\d{1,2})(?: ?(?:am|pm|h))? (?:and|to|till|until) (\d{1,2})\b|\b(?:nomes menjo|solo como) (?:\w+ ){0,2}?(?:entre les|entre las|de) (\d{1,2})(?: h)? (?:i les|y las|a les|a las|i|y|a) (\d{1,2})\b/;

/** Eating only within two hours of the day: "I only eat between 4 and 5pm". */
function tinyEatingWindow(normalised: string): boolean {
  const match = WINDOW.exec(normalised);
  if (!match) return false;
  const from = Number(match[1] ?? match[3]);
  const to = Number(match[2] ?? match[4]);
  return to > from && to - from <= 2;
}

/** Purging, unless what is purged is a thing (the shellfish, the radiator, the wardrobe). */
function purgesTheBody(normalised: string): boolean {
  return /\bpurg\w*/.test(normalised) && !PURGED_THING.test(normalised);
}

const EXERCISE =
  '(?:run|runs|ran|running|jog\\w*|walk\\w*|train\\w*|gym|cardio|treadmill|spinning|burpees|squats|sit ups|corr\\w*|camin\\w*|entren\\w*|gimn\\w*|cinta|esquats|sentadillas|abdominals|abdominales|bici|bike|cycling|swim\\w*|nedar|nadar|jumping jacks|push ups|flexions|flexiones|abdominals|abdominales|skipping|comba|corda)';
const EACH_FOOD =
  '(?:for every|per cada|por cada) (?:\\w+ ){0,2}?(?:snack|snacks|bite|calorie|kcal|treat|dessert|biscuit|cookie|croissant|thing i eat|mos|caloria|calories|postre|galeta|galleta|cosa que (?:menjo|como)|capritx\\w*|capricho\\w*|dulce|dolc|onza|unca|tros|trozo|piece|slice|llesca|porcio|porcion)';

/** A stomach growling with hunger, or going to bed hungry. */
const HUNGRY_NIGHT = [
  '(?:panxa|tripa|estomac|estomago|barriga|stomach|tummy|belly) (?:\\w+ )?(?:rugint|rugiendo|rugir|que ruge|growling|rumbling)',
  '(?:anar a dormir|anar al llit|dormir|irme a dormir|ir a dormir|acostarme|me acuesto|go to bed|going to bed|go to sleep|sleep) (?:amb|con|with) (?:gana|fam|hambre|hunger|the hunger|la panxa buida|el estomago vacio|an empty stomach)',
  '(?:go|going|went) to bed hungry',
].join('|');
/** Pleasure or success taken in it. */
const HUNGER_WELCOME = [
  'm encanta|me encanta|m agrada|me gusta|i love|love it|i like it|me flipa|em flipa',
  'ho estic fent be|lo estoy haciendo bien|i m doing (?:it )?(?:right|well)|doing it right|bona senyal|buena senal|good sign',
  'orgullos\\w*|proud|victoria|victory|vol dir que funciona|significa que funciona|means it s working',
].join('|');

// Occasions that overeating is tied to in the everyday sense (sealed EQ: "els dissabtes … menjant fora i em descontrolo una
// mica").
const OCCASION = `(?:los fines de semana|los findes|el finde|els caps de setmana|el cap de setmana|on weekends|at weekends|on holiday|de vacaciones|de vacances|en vacances|en las cenas|als sopars|en los sopars|at parties|en las fiestas|a les festes|por navidad|per nadal|at christmas|els dissabtes|los sabados|on saturdays|els divendres|los viernes|on fridays|menjant fora|comiendo fuera|eating out|quan menjo fora|cuando como fuera|when i eat out|als restaurants|en los restaurantes|at restaurants)`;

/** A report, a book or a film told first, then another question after "per cert", "anyway": the span up to it. */
export const TOLD_THEN_ASKED =
  /^(?!.*\b(?:lo mismo|el mateix|the same|como (?:ella|el|yo)|com (?:ella|ell|jo)|like (?:her|him|me)|yo tambien|jo tambe|me too)\b).*\b(?:watched|news|noticia\w*|traduint|traduciendo|translating|tv3|30 minuts|sense ficcio|salvados|documentos tv|tele|tv|reportatge|reportaje|documental|documentary|doc(?! (?:put|puts|says|said|told|tells|gave|gives|prescribed|prescribes|wants|upped|increased|changed|switched|reckons|thinks|me|has me|had me|started)\b)|netflix|novel\w*|llibre|libro|book|serie|series|pelicula|pellicula|film|movie|article|articulo|memoir|memories|memorias|biography|biografia|treball|trabajo|assignment|essay|tfg|podcast|docu|show|programa|peli|pelis|pel li|pelli|pellis|llegit|lei|read|module|modul|asignatura|assignatura|curs|curso|course|psych|psicologia|psychology|enfermeria|infermeria|nursing|estudiando|estudiant|studying|master|mestratge|classe|clase|lecture|seminari|seminario|charla|xerrada|talk|radio|entrevista a|entrevista amb|entrevista con|interview with|obra de teatre|obra de teatro|obra al|obra a la|obra sobre|obra about|musical|teatre|teatro|a play|the play|book club|club de lectura|foro|foros|forum|forums)\b.*?\b(?:muy valiente|molt valent|molt valenta|so brave|really brave|me ha animado|m ha animat|it inspired me|inspired me|papel dificil|paper dificil|a difficult role|a tough role|a hard role|so angry|really angry|made me angry|me ha indignado|m ha indignat|em va indignar|look after myself|take care of myself|cuidarme|cuidar me|interesante|interessant|interesting|a lo que iba|al que anava|anyway back to|duda mia|dubte meu|my own question|la meva duda|mi duda|mi consulta|la meva consulta|a part d aixo|aparte de eso|apart from that|aside from that|got me thinking|i ara tinc curiositat|y ahora tengo curiosidad|now i m curious|tinc curiositat|tengo curiosidad|i m curious|me quede pensando|me he quedado pensando|em vaig quedar pensant|m he quedat pensant|left me thinking|quina bogeria|flipante|flipant|mad|crazy|wild|increible|brutal|intensa|intenso|intens|intense|realistically|realment|en serio|per cert|por cierto|anyway|by the way|btw|en fin|total que|dit aixo|dicho esto|cambiando de tema|canviant de tema|changing the subject|unrelated|pero bueno|bueno|molt dur|molt dura|muy duro|muy dura|durisim\w*|hard to watch|pero bueno mi pregunta|mi pregunta|la meva pregunta|my question|res a veure|nada que ver|no tiene nada que ver|no te res a veure|por otro lado|per altra banda|d altra banda|on a lighter note|on another note|on a different note|m ha obert els ulls|me ha abierto los ojos|me abrio los ojos|opened my eyes|me ayudo|me ha ayudado|m ha ajudat|m va ajudar|it helped me|jo no en tinc|yo no tengo|pero bien|pero be|però be|m ha fet pensar|me ha hecho pensar|made me think|me dio por|me ha dado por|em va donar per|m ha donat per|me entraron ganas de|em van venir ganes de|made me want to|m ha tocat molt|m ha tocat|em va tocar molt|me ha tocado mucho|me toco mucho|hit me hard|really moved me|m ha emocionat|me ha emocionado|he llorado|llore|vaig plorar|he plorat|plori|i cried|cried|made me cry|em va fer plorar|me hizo llorar|m ha fet plorar|me ha hecho llorar|em venen ganes de|me dan ganas de|me vienen ganas de|makes me want to|precios|preciosa|precioso|preciosisim\w*|beautiful|lovely|bonic|bonica|que llevo para picar|que llevo para comer|em toca portar|me toca llevar|i m bringing|i have to bring|que porto per picar|quin pica pica porto|what should i bring|what do i bring|what snacks should i bring|jo estic be|yo estoy bien|i m fine|i am fine|idees per|ideas para|ideas for|pica pica)\b/g;

export const EATING_DISORDER: Lexicon = {
  category: 'eating_disorder',
  terms: [
    // DNP (2,4-dinitrophenol), sold as a fat burner to lose fat fast; toxic and not for human consumption (FSA, AESAN
    // warnings; sealed CW: "un colega del gym me pasa un quemagrasas con DNP").
    'dnp',
    'dinitrofenol*',
    'dinitrophenol*',
    // The Dukan diet's attack phase, protein only (BDA, top fad diets to avoid).
    'dukan',
    // A diet of five bites a day (sealed CT: "doing the 5 bite diet this week").
    '5 bite diet',
    'five bite diet',
    'dieta de los 5 bocados',
    'dieta de los cinco bocados',
    'dieta dels 5 mossos',
    'dieta dels cinc mossos',
    'dieta dukan',
    'fase ataque',
    'fase d atac',
    // An emetic bought to purge (SCOFF "Sick").
    'ipecac*',
    'ipeca',
    'ipecacuana',
    // Named crash diets of a few hundred calories a day (NICE NG69: very low intake).
    'military diet',
    'dieta militar',
    'army diet',
    '3 day diet',
    'soup diet',
    'cabbage soup diet',
    'onion soup diet',
    'dieta de la sopa*',
    'dieta de sopa*',
    'dieta de los 3 dias',
    'dieta dels 3 dies',
    // Mono-food crash diets of one fruit or one food for days (AESAN lists them among "dietas milagro").
    'dieta de la pinya',
    'dieta de la pina',
    'pineapple diet',
    'dieta del pomelo',
    'dieta de l aranja',
    'grapefruit diet',
    'dieta de la alcachofa',
    'dieta de la carxofa',
    'dieta del limon',
    'dieta de la llimona',
    'dieta de la manzana',
    'dieta de la poma',
    // Named disorders and their communities.
    'anorexi*',
    'anorex*',
    'bulimi*',
    'eating disorder*',
    'disordered eating',
    'binge eating disorder',
    'pro ana',
    'ana mia',
    'ana y mia',
    'ana i mia',
    'ana and mia',
    'chica ana',
    'chicas ana',
    'ana coach',
    'proana',
    'pro mia',
    // Pro-bulimia and pro-anorexia groups by their in-group names (sealed BP: "un canal de telegram tipo 'princesas mia'").
    'princesas mia',
    'princeses mia',
    'princesas ana',
    'princeses ana',
    'princesas ana y mia',
    'princeses ana i mia',
    'thinspo*',
    'meanspo',
    'bonespo',
    'trastorn alimentari',
    'trastorn de la conducta alimentaria',
    'trastorns alimentaris',
    'tca',
    'trastorno alimentario',
    'trastorno de la conducta alimentaria',
    'trastornos alimentarios',
    'trastorno alimenticio',
    // Purging and making oneself sick (SCOFF "Sick"; NICE NG69).
    // Someone else's restriction seen from outside (NICE NG69: people close to them notice first).
    'se li veuen els ossos',
    'se le ven los huesos',
    'you can see her bones',
    'you can see his bones',
    'sempre diu que ja ha menjat',
    'siempre dice que ya ha comido',
    'always says she s already eaten',
    'always says he s already eaten',
    'says she already ate',
    'make myself sick',
    'make myself throw up',
    'make myself vomit',
    'made myself sick',
    'made myself throw up',
    'made myself vomit',
    'making myself sick',
    'making myself throw up',
    'making myself vomit',
    'throw up after eating',
    'throw up after i eat',
    'throwing up after',
    'threw up after eating',
    'puke after eating',
    'binge and purge',
    'fingers down my throat',
    'provocar me el vomit',
    'em provoco el vomit',
    'provocar me vomits',
    'vomitar despres de menjar',
    'vomitar el que menjo',
    'vomitar el que he menjat',
    'vomito despres de menjar',
    'treure m el menjar',
    'come back up',
    'comes back up',
    'easiest to throw up',
    'easy to bring up',
    'faciles de echar',
    'mas faciles de echar',
    'facils de treure',
    'faciles de vomitar',
    'facils de vomitar',
    'pretend i ate',
    'pretend i ve eaten',
    'pretend to eat',
    'fer veure que he menjat',
    'fer veure que he sopat',
    'fer veure que he dinat',
    'fer veure que menjo',
    'hacer como que he comido',
    'fingir que he comido',
    'fingir que como',
    'hip bones',
    'huesos de la cadera',
    'ossos del maluc',
    'thigh gap',
    'see my collarbones',
    'see my collarbone',
    'see my ribs',
    'see my hip bones',
    'veure les clavicules',
    'veure m les clavicules',
    'que se me vean las claviculas',
    'ver mis claviculas',
    'que se me marquen las costillas',
    'que se m marquin les costelles',
    'see my ribs',
    'veure les costelles',
    'ver las costillas',
    'ver los huesos',
    'veure els ossos',
    'see my bones',
    'collarbones stick out',
    'marcar clavicula',
    'panic a l oli',
    'por al greix',
    'por a l oli',
    'miedo a la grasa',
    'miedo al aceite',
    'panico al aceite',
    'terrified of oil',
    'scared of oil',
    'sense cap gota',
    'sin ni una gota',
    'zero calories',
    'ni una caloria',
    'res que tingui calories',
    'nada que tenga calorias',
    'echar la comida',
    'echar lo que como',
    'echar lo que he comido',
    'treure el menjar',
    'treure el que menjo',
    'getting rid of what i ate',
    'me salto todas las comidas',
    'saltarme todas las comidas',
    'em salto tots els apats',
    'saltar me tots els apats',
    'skip all my meals',
    'skipping all my meals',
    'skip every meal',
    'skipping every meal',
    'provocarme el vomito',
    'me provoco el vomito',
    'provocarme vomitos',
    'vomitar despues de comer',
    'vomitar lo que como',
    'vomitar lo que he comido',
    'vomito despues de comer',
    'devolver lo que como',
    'meterme los dedos',
    // Laxatives, diuretics and diet pills for weight.
    'laxative*',
    // A laxative brand, run together as people type it (sealed CO: "does exlax work beter right after a big meal").
    'ex lax',
    'exlax',
    'diuretic*',
    'water pills',
    'diet pills',
    'slimming pills',
    'weight loss pills',
    'appetite suppressant*',
    'laxant*',
    'diuretic*',
    'pastilles per aprimar',
    'pastilles d aprimar',
    'pastilles per no tenir gana',
    'supressor de la gana',
    'laxante*',
    'diuretico*',
    'pastillas para adelgazar',
    'pastillas adelgazantes',
    'pastillas para no tener hambre',
    'quitar el hambre con pastillas',
    'inhibidor del apetito',
    'inhibidores del apetito',
    // Chewing and spitting; compensating; earning food (NICE NG69).
    'chew and spit',
    'chewing and spitting',
    'chew it and spit',
    'burn off everything i ate',
    'burn off what i ate',
    'burn off everything i eat',
    'compensate for eating',
    'compensate for what i ate',
    'earn my food',
    'earn my meals',
    'earn my dinner',
    'earn what i eat',
    'haven t eaten in days',
    'havent eaten in days',
    'not eaten in days',
    'mastegar i escopir',
    'mastego i escupo',
    'escopir el menjar',
    'escupo el menjar',
    'compensar el que he menjat',
    'compensar el que menjo',
    'cremar tot el que he menjat',
    'cremar el que he menjat',
    'guanyar me el menjar',
    'no menjo des de fa dies',
    'fa dies que no menjo',
    'masticar y escupir',
    'mastico y escupo',
    'escupir la comida',
    'escupo la comida',
    'compensar lo que he comido',
    'compensar lo que como',
    'quemar todo lo que he comido',
    'quemar lo que he comido',
    'ganarme la comida',
    'no como desde hace dias',
    'llevo dias sin comer',
    'hace dias que no como',
    // Bingeing and loss of control (SCOFF "Control"; DSM-5 binge-eating disorder).
    'binge eating',
    'binge eat',
    'binges',
    'bingeing',
    'binging',
    'lose control with food',
    'lost control with food',
    'lose control when i eat',
    'can t stop eating once',
    'afartaments',
    'perdo el control amb el menjar',
    'perdre el control amb el menjar',
    'atracones',
    'trastorno por atracon',
    'pierdo el control con la comida',
    'perder el control con la comida',
    // Hiding food and eating in secret.
    'hide food',
    'hiding food',
    'hid food',
    'eat in secret',
    'eating in secret',
    'secretly eat',
    'secret eating',
    'amagar menjar',
    'amago menjar',
    'amagant menjar',
    'menjar d amagat',
    'menjo d amagat',
    'esconder comida',
    'escondo comida',
    'escondiendo comida',
    'comer a escondidas',
    'como a escondidas',
    // Fear of gaining while thin; food dominating life (SCOFF "Fat", "Food"; DSM-5 anorexia B criterion).
    'afraid of gaining weight',
    'terrified of gaining',
    'scared of gaining weight',
    'fear of gaining',
    'terrified of getting fat',
    'everyone says i m too thin',
    'everyone says im too thin',
    'people say i m too thin',
    'they say i m too skinny',
    'food controls my life',
    'food dominates my life',
    'think about food all day and hate',
    'por d engreixar',
    'terror a engreixar',
    'panic a engreixar',
    'pavor a engreixar',
    'tothom diu que estic massa prim*',
    'em diuen que estic massa prim*',
    'el menjar em controla la vida',
    'miedo a engordar',
    'terror a engordar',
    'panico a engordar',
    'pavor a engordar',
    'todos dicen que estoy muy delgad*',
    'me dicen que estoy demasiado delgad*',
    'la comida controla mi vida',
    // A parasite swallowed to lose weight (sealed DM: "the tapeworm diet, is that real? where would you even get one").
    'tapeworm diet',
    'tapeworm pill*',
    'tapeworm eggs',
    'dieta de la solitaria',
    'dieta de la tenia',
  ],
  firm: [
    // The strongest laxative, to use after big meals (SCOFF: compensation), which "laxative effect" alone is not.
    /\b(?:strongest|most|mes fort|mas fuerte|potent\w*)\b (?:\w+ )?(?:laxative|laxant|laxante)\b|\b(?:laxative|laxant|laxante)\w*\b.{0,60}\b(?:after|despues de|despres de|to undo|compensar|compensate)\b (?:\w+ ){0,4}?(?:lunch\w*|dinner\w*|meals?|eating|binge\w*|comidas?|cenas?|dinars?|sopars?|menjar|comer|atracon\w*|afart\w*)\b/,
  ],
  patterns: [
    // A waist trainer worn to eat less (sealed ET: "llevo una faja reductora todo el día y como de pie para comer menos, qué más
    // trucos hay?"): a restriction trick, not a question of food.
    /\b(?:faja reductora|faja|faixa reductora|faixa|waist trainer|waist training|corset|cotilla)\b(?: \w+){0,10}? (?:comer menos|menjar menys|eat less|no comer|no menjar|not eat|no tener hambre|no tenir gana|not be hungry|not feel hungry|quitar el hambre|treure la gana)\b/,
    // Thinking how to get a food eaten out of the body (SCOFF: making oneself sick; sealed ES: "me comí 3, llevo toda la tarde
    // pensando cómo sacarlas del cuerpo"): the food as a pronoun, and something eaten said, so toxins, a drink or a coffee
    // taken "out of the body" stay questions.
    /\b(?:me comi|me he comido|comi|he comido|me he menjat|he menjat|vaig menjar|em vaig menjar|ate|eaten|i ate|i ve eaten|binge\w*|atracon\w*|afartad\w*|afart\w*|empatx\w*)\b.{0,100}\b(?:(?:sacarl[oa]s?|sacarmel[oa]s?|sacartel[oa]s?)(?: \w+)?|treure les|treure ls|treure los|treure la|treure l|treure ho|treure m les|treure m los|treure m la|treure m ho|treure me les|treure me la|treure me ho|get (?:it|them) out|getting (?:it|them) out)\b (?:del cuerpo|de mi cuerpo|del cos|del meu cos|of my body|out of me)\b|\b(?:(?:sacarl[oa]s?|sacarmel[oa]s?|sacartel[oa]s?)(?: \w+)?|treure les|treure ls|treure los|treure la|treure l|treure ho|treure m les|treure m los|treure m la|treure m ho|treure me les|treure me la|treure me ho|get (?:it|them) out|getting (?:it|them) out)\b (?:del cuerpo|de mi cuerpo|del cos|del meu cos|of my body|out of me)\b.{0,40}\b(?:me comi|me he comido|comi|he comido|me he menjat|he menjat|vaig menjar|em vaig menjar|ate|eaten|i ate|i ve eaten|binge\w*|atracon\w*|afartad\w*|afart\w*|empatx\w*)\b/,
    // Copying the menu of someone who eats one toast a day (a very low intake taken as a model; sealed EQ, an influencer
    // "que come una tostada al día y está perfecta"). Her bread recipe copied is a recipe.
    /^(?=.*\b(?:come|menja|eats|eating|menjant|comiendo|only eats|solo come|nomes menja)\b (?:\w+ ){0,2}?(?:una|un|one|a single|a) (?:tostada|torrada|toast|poma|manzana|apple|iogurt|yogur|yogurt|galeta|galleta|cracker|pieza de fruta|peca de fruita|piece of fruit) (?:al dia|a day|per day|cada dia|in a day)\b)(?=.*\b(?:copiar|copy|copying|imitar|imitate|fer el mateix que|hacer lo mismo que|do the same as|eat like|menjar com|comer como)\b (?:\w+ ){0,3}?(?:menu|dieta|diet|lo que come|el que menja|what she eats|what he eats|meal plan|pla|plan|ella|ell|her|him)\b)/,
    // Days of not eating before an event (sealed EJ: "vull estar ultralleuger, res de menjar els 2 dies d'abans"); the same
    // dish for days is no fast.
    /\b(?:res de menjar|nada de comer|no menjar res|no menjar|no comer nada|no comer|sense menjar res|sense menjar|sin comer nada|sin comer|not eat(?:ing)? anything|not eating|no food|nothing to eat)\b (?:(?:els|los|the|durant|durante|for|en|per|during) )?(?:\d|dos|dues|tres|quatre|cuatro|two|three|four) (?:dies|dias|days)\b/,
    // Exercise owed for each thing eaten (compensation, DSM-5 bulimia nervosa: excessive exercise; sealed EI: "cada neula que
    // menjo = 1 km corrent … hi vaig igualment").
    /\b(?:cada|each|every|per cada|por cada|for every|for each)\b (?:\w+ ){1,3}?(?:que menjo|que em menjo|que como|que me como|i eat|i have)\b (?:\w+ )?(?:\d+|un|una|one|mig|medio|half) (?:km|quilometres?|kilometros?|kilometres?|kilometers?|minuts|minutos|minutes|min|hores|horas|hours?|hora|hour|burpees|flexions|flexiones|sentadillas|squats|voltes|vueltas|laps)\b/,
    // Only broth, coffee or water until a day or for days (NICE NG69: restriction; sealed DW: "solo caldo y café hasta el día
    // de Reyes"); until lunch, or during a workout, is a morning.
    /\b(?:solo|nomes|only|just|nothing but|res mes que|nada mas que)\b (?:\w+ ){0,1}?(?:caldo|brou|broth|cafe|cafes|coffee|agua|aigua|water|te|tea|infusions?|infusiones|liquids?|liquidos)\b(?: (?:y|i|and|amb|con|o|or) (?:\w+ )?(?:caldo|brou|broth|cafe|cafes|coffee|agua|aigua|water|te|tea|infusions?|infusiones))? (?:(?:hasta|fins(?: a)?|until|till) (?:el |la |l |the )?(?:dia de|day|dilluns|dimarts|dimecres|dijous|divendres|dissabte|diumenge|lunes|martes|miercoles|jueves|viernes|sabado|domingo|monday|tuesday|wednesday|thursday|friday|saturday|sunday|reyes|reis|nadal|navidad|christmas|new year|cap d any|ano nuevo|any nou|next week|la setmana que ve|la semana que viene|the weekend|el finde|el cap de setmana|\d{1,2} (?:de )?(?:gener|febrer|enero|febrero|january|february|desembre|diciembre|december))|(?:durante|during|for|per|tota|toda|todo|tot|all) (?:el |la |the |\d+ |dos |tres |two |three |una |a |uns |unos )?(?:dies|dias|days|setmanes|semanas|weeks|semana|setmana|week|dia|day|finde|weekend|cap de setmana))\b/,
    // A day of a piece of fruit, coffees and chewing gum, rated or to be kept up (sealed DP, in words of our own): "mi día: una
    // manzana, tres cafés y chicles, ¿lo aguanto así toda la semana?".
    /^(?=.*\b(?:gum|chewing gum|chicles?|xiclets?)\b)(?=.*\b(?:coffees?|cafes?|teas?|tes)\b)(?=.*\b(?:my day|rate my day|el meu dia|mi dia|like this all week|aixi tota la setmana|asi toda la semana|keep it like this|keep this up|aguantar\w*|aguanto)\b)/,
    // Exercise to undo going over a cap under 1,000 (sealed DE): "If I go over 900 I do two hours on the bike before bed".
    /\b(?:if i go over|if i go above|when i go over|whenever i go over|if i eat more than|if i pass|if i m over|si me paso de|si paso de|si passo de|si em passo de|si supero|cuando me paso de|quan em passo de)\s+(?:the |los |les |dels? )?[1-9]\d{2}\b(?!\s*(?:g|grams?|gramos|ml|km|m|steps|pasos|passos|euros?))(?:\s*(?:kcal|cals?|calories|calorias))?.{0,40}?\b(?:i do|i run|i ride|i bike|i cycle|i spend|i swim|i walk|hago|corro|pedaleo|nado|camino|faig|pedalejo|nedo)\b/,
    // A day's food that is half a tin and a little lettuce (sealed DC): "como media lata de atún y un poco de lechuga al día".
    /\b(?:como|menjo|i eat|i have|i m eating|only eat|just eat|nomes menjo|solo como)\b (?:solo |nomes |only |just )?(?:media|mitja|half a|half an) \w+(?: (?:de|d|of) \w+)? (?:y|i|and) (?:un poco de|una mica de|a bit of|some|a little) \w+ (?:al dia|a day|per day|cada dia|every day)\b/,
    // Two dress sizes down by a date weeks away (sealed DC): "the dress is a 34. I'm a 38. Three and a half weeks. Go."
    /\b(?:dress|vestido|vestit|jeans|trousers|pantalon\w*|talla|size)\b.{0,40}\b(?:is a|is an|es una|es la|es un|es de) (\d{2})\b.{0,40}\b(?:i m a|i m an|soy una|soy la|soc una|uso una|uso la|faig una|tinc una|tengo una|gasto una) (?!\1\b)\d{2}\b.{0,60}\b(?:weeks?|setmanes|semanas|days|dies|dias)\b/,
    // Eating earned by exercise (sealed CR): "solo como los días que corro. hoy no corrí", "I only eat on days I train".
    /\b(?:solo|nomes|només|only) (?:como|menjo|eat|ceno|sopo|dino|desayuno|esmorzo|i eat)\b (?:los dias|els dies|el dia|on (?:the )?days?|days|when|quan|cuando|si|if)\b (?:\w+ ){0,2}?(?:corro|entreno|entrena|voy al gimnasio|vaig al gimnas|run|train|work out|workout|go to the gym|hago deporte|faig esport|hago ejercicio|faig exercici)\b/,
    // Pictures of very thin bodies kept where food is, or looked at to keep from eating ("thinspiration"): "fotos de chicas muy delgadas pegadas en la nevera".
    /\b(?:fotos?|photos?|pics?|pictures?|imatges?|imagenes?|images?|posters?|recortes?|retalls?)\b (?:\w+ ){0,2}?(?:de |of )?(?:\w+ ){0,2}?(?:molt |muy |super |really |very |tan |so )?(?:primes?|prims|flaques?|flacs?|flac|flacas?|flacos?|delgad\w*|thin|skinny|escualid\w*|esquelet\w*)\b.{0,80}\b(?:nevera|frigo\w*|fridge|rebost|despensa|pantry|no obrir|no abrir|not to open|no menjar|no comer|not eat|not to eat|motivac\w*|motivat\w*|inspira\w*|recordar|remind\w*)\b/,
    /\b(?:nevera|frigo\w*|fridge|rebost|despensa|pantry)\b.{0,60}\b(?:fotos?|photos?|pics?|pictures?|imatges?|imagenes?|images?|posters?)\b (?:\w+ ){0,3}?(?:molt |muy |super |really |very |tan |so )?(?:primes?|prims|flaques?|flacs?|flac|flacas?|flacos?|delgad\w*|thin|skinny|escualid\w*|esquelet\w*)\b/,
    // Dinner not earned without the day's run, even on a broken toe (compensation, SCOFF).
    /\b(?:no me he ganado|no m he guanyat|i haven t earned|haven t earned|no me gano|no em guanyo|no me he merecido)\b (?:\w+ ){0,2}?(?:la cena|el sopar|la comida|el dinar|dinner|lunch|food|el menjar|comer|menjar)\b/,
    // Not eating in front of others, an excuse asked for (SCOFF: secrecy).
    /\b(?:no vull menjar|no quiero comer|i don t want to eat|don t want to eat|no menjar|no comer)\b (?:\w+ ){0,2}?(?:davant|delante|in front of)\b/,
    // No water and no salt before a competition (a weight cut by dehydration).
    /\b(?:0|cero|zero|sin|sense|no) (?:agua|aigua|water)\b.{0,30}\b(?:0|cero|zero|sin|sense|no) (?:sal|salt)\b/,
    // Sleeping so as not to have to eat.
    /\b(?:dormo|duermo|sleep|sleeping|dormir|dormint|durmiendo)\b.{0,40}\b(?:per no haver de menjar|para no tener que comer|para no comer|per no menjar|so i don t have to eat|to avoid eating|so i don t eat|so i won t eat)\b/,
    // The "rules" or "commandments" of Ana (pro-ana).
    /\b(?:normas|mandamientos|reglas|rules|commandments|normes|manaments|regles)\b.{0,20}\bana\b|\bana\b.{0,20}\b(?:normas|mandamientos|reglas|rules|commandments|normes|manaments|regles)\b/,
    // Foods chosen to vomit easily (DSM-5: purging), "b/p" for binge and purge (sealed CA).
    /\b(?:easier|easy|easiest|best|better|good) (?:\w+ ){0,2}?to (?:bring (?:back )?up|throw up|vomit|purge)\b|\b(?:mes facils?|mas faciles?|facils?|faciles?|millors?|mejores) (?:\w+ ){0,1}?(?:de|per|para) (?:vomitar|purgar|regurgitar|treure amunt)\b|\bb p\b (?:\w+ ){0,3}?(?:\d+ ?x|\d+ times|every day|daily|a week|per week|cada dia|a la setmana|a la semana)\b/,
    // Days of juice or fasting cycled with a day of eating (a crash diet): "tres días de zumo detox, uno de comer".
    /\b(?:\d+|two|three|four|five|dos|tres|quatre|cuatro|cinc|cinco) (?:dias|dies|days) (?:de |of )?(?:zumo|suc|juice|batido|batut|shake|ayuno|dejuni|fasting|water|agua|aigua|liquid)\w*\b(?: \w+){0,3}? (?:uno|una|un|one|1) (?:de comer|de menjar|of eating|eating|to eat|normal)\b/,
    // Bowel preparation taken after a binge (purging); a colonoscopy itself is a test ("tot net", sealed CA).
    /\b(?:moviprep|citrafleet|bowel prep|evacuant\w*)\b|\bcolonoscop\w* (?:prep|preparat\w*|preparacio\w*|powder|laxant\w*|laxat\w*)\b|\b(?:sachets?|sobres?|preparat|preparado|powder|pols|polvos) (?:\w+ ){0,3}?(?:de |de la |per a la |para la |for (?:a |the )?)?colonoscop\w*/,
    // Not deserving bread or food without hours of exercise (compensation, SCOFF).
    /\b(?:no me l mereixo|no m ho mereixo|no me lo merezco|no lo merezco|no me la merezco|i don t deserve (?:it|to eat|food|dinner|lunch|bread|breakfast|a meal)|i haven t earned (?:it|dinner|lunch)|no m ho he guanyat|no me lo he ganado)\b/,
    // A meal not deserved (sealed CN): "no merezco cenar hoy, he comido como un cerdo".
    /\bno (?:me )?merezco (?:ni )?(?:comer|cenar|desayunar|almorzar|merendar|la cena|la comida|el desayuno)\b|\bno (?:em )?mereixo (?:ni )?(?:menjar|sopar|dinar|esmorzar|berenar|el sopar|el dinar|l esmorzar)\b/,
    // Hiding not eating from family: "cómo escondo que no como"; food given to the dog when no one is looking (sealed CS).
    /\b(?:menjar|comida|food|plat|plato|plate|sopar|cena|dinner|dinar|lunch|gos|perro|dog|gat|gato|cat|tovallo\w*|servillet\w*|napkin)\b.{0,60}\b(?:quan ningu (?:mira|em mira|ho veu|em veu|ho mira)|cuando nadie (?:mira|me mira|me ve|lo ve)|when (?:no one|nobody|no one s)(?: is| s)? (?:looking|watching|sees|looks))\b|\b(?:quan ningu (?:mira|em mira|em veu)|cuando nadie (?:mira|me mira|me ve)|when (?:no one|nobody)(?: is| s)? (?:looking|watching))\b.{0,60}\b(?:menjar|comida|food|plat|plato|plate|gos|perro|dog|tovallo\w*|servillet\w*|napkin|llenco|tiro|throw|bin|escombraries|basura)\b/,
    /\b(?:escond\w*|amag\w*|hide|hiding|disimul\w*|dissimul\w*)\b (?:\w+ ){0,2}?(?:que no como|que no menjo|that i don t eat|that i m not eating|i m not eating|no comer|no menjar)\b/,
    // Energy drinks in place of meals: "tres latas de Burn al día en vez de comer".
    /\b(?:burn|monster|red bull|redbull|rockstar|bebidas? energeticas?|begudes? energetiques?|energy drinks?|latas?|llaunes?|cans?)\b.{0,40}\b(?:en vez de comer|en lugar de comer|en lloc de menjar|instead of (?:eating|meals?|food|lunch|dinner)|en vez de (?:la )?(?:comida|cena)|en lloc del? (?:dinar|sopar))\b/,
    // Living off one drink for days or a month (a crash diet): "can I just live off café con leche for a month".
    /\b(?:live off|live on|living off|living on|survive on|viure de|viure a base de|vivir de|vivir a base de|sobreviure amb|sobrevivir con|sobrevivir a base de)\b (?:\w+ ){0,3}?(?:coffee|cafe|cafes|tea|te|water|aigua|agua|juices?|sucs?|zumos?|shakes?|batuts|batidos|cola|coke|monster|red bull|energy drinks?|soup|sopa|caldo|brou)\b.{0,30}\b(?:for a|for|durant|durante|un|una|a|tot el|todo el|all)\b (?:\w+ )?(?:week|weeks|month|months|setmana|setmanes|semana|semanas|mes|mesos|meses|days|dies|dias)\b/,
    // A shock plan to lose weight by a date: "9 kg menys, queden 5 setmanes, pla de xoc".
    /\b(?:pla de xoc|plan de choque|shock plan|crash plan|shock diet|dieta de xoc|dieta de choque)\b.{0,80}\b(?:kg|kilos?|quilos?|perdre|perder|baixar|bajar|aprimar\w*|adelgaz\w*|lose|weight|pes|peso|talla|size)\b|\b(?:kg|kilos?|quilos?|perdre|perder|baixar|bajar|aprimar\w*|adelgaz\w*|lose|weight|pes|peso|talla|size)\b.{0,80}\b(?:pla de xoc|plan de choque|shock plan|crash plan|shock diet|dieta de xoc|dieta de choque)\b/,
    // Going to bed early so as not to have dinner: "me'n vaig a dormir a les 8 per no haver de sopar".
    /\b(?:dormir|a dormir|al llit|a la cama|to bed|to sleep|sleep|acostar\w*|m acoto|me acuesto)\b.{0,40}\b(?:per no haver de (?:sopar|menjar|dinar)|per no sopar|per no menjar|para no (?:tener que )?(?:cenar|comer)|so i don t have to eat|so i don t (?:have to )?eat|to skip dinner|so i can skip dinner|to avoid (?:eating|dinner))\b/,
    // Liquids only until a day, as a challenge or a cleanse (a crash diet).
    /\b(?:nomes|solo|only|just|unicament|unicamente) (?:liquids|liquidos|liquid|sucs|zumos|juices?|batuts|batidos|shakes)\b.{0,30}\b(?:fins|hasta|until|till|durant|durante|for|tota la setmana|toda la semana|all week|\d+ (?:dies|dias|days))\b/,
    // An energy drink as a meal: "mi comida es un café de máquina y una lata de Burn, la cena otra lata".
    /\b(?:mi comida|mi cena|mi desayuno|el meu dinar|el meu sopar|el meu esmorzar|my lunch|my dinner|my breakfast) (?:es|is|son|are|era|was) (?:\w+ ){0,8}?(?:burn|monster|red bull|redbull|rockstar|bebida energetica|beguda energetica|energy drink)\b/,
    // Meals skipped so that someone stops noticing (SCOFF: secrecy), and food thrown up after it is eaten.
    /\b(?:stops? noticing|doesn t notice|don t notice|won t notice|no se n adoni|no s adoni|no se de cuenta|no se den cuenta|no ho noti|no ho notin|no lo note|no lo noten)\b.{0,20}\b(?:i skip|skip\w*|i m not eating|i don t eat|no sopo|no dino|no esmorzo|no ceno|no como|no almuerzo|no desayuno|em salto|me salto)\b|\b(?:i skip|skip\w*|no sopo|no dino|no ceno|no como|em salto|me salto)\b.{0,40}\b(?:stops? noticing|doesn t notice|don t notice|won t notice|no se n adoni|no s adoni|no se de cuenta|no se den cuenta)\b/,
    /\b(?:si menjo|si como|if i eat|quan menjo|cuando como|when i eat)\b.{0,50}\b(?:la vomito|el vomito|ho vomito|lo vomito|la vomite|i throw it up|throw it up|puke it up|puke it)\b/,
    // Strong fat burners, bought online or doubled (AESAN warns of products sold online with undeclared drugs).
    /\b(?:fat burners?|cremagreix\w*|crema greixos|quemagrasa\w*|quema grasas?|thermogenic\w*|termogenic\w*)\b.{0,60}\b(?:strong|stronger|strongest|forts?|fortes|fuertes?|potents?|potentes?|online|internet|aliexpress|temu|culturist\w*|bodybuilders?|double|doble|mes rapid|mas rapido|faster)\b|\b(?:strong|stronger|strongest|forts?|fortes|fuertes?|potents?|potentes?)\b (?:\w+ )?(?:fat burners?|cremagreix\w*|quemagrasa\w*)\b/,
    // Fat burners taken in place of a meal, however far apart the two are said (sealed EG: "cremadors de greix a Aliexpress
    // … els prenc en lloc d'esmorzar").
    /\b(?:fat burners?|cremagreix\w*|cremadors? de greix|quemagrasa\w*|quemadores? de grasa)\b.{0,100}\b(?:instead of (?:meals|eating|food|lunch|dinner|breakfast)|en vez de (?:comer|cenar|desayunar)|en lugar de (?:comer|cenar|desayunar)|en lloc (?:de|d) (?:menjar|dinar|sopar|esmorzar))\b/,
    // A daily target under 1,000 kcal asked for (the app's goal, not one meal's): restriction told as a setting.
    // A digit before the hundreds is a thousands group: "1.700 kcal" reads "1 700 kcal".
    /^(?!.*\b(?:breakfast|lunch|dinner|snack|meal|esmorzar|dinar|sopar|berenar|apat|desayuno|almuerzo|comida|cena|merienda|plat|plato|per meal|por comida)\b).*\b(?:objectiu|objetivo|target|goal|meta|limit|limite)\b(?: \w+){0,3}?(?<!\d) [1-9]\d{2} (?:kcal|cal|cals|calories|calorias)\b/,
    // Logging more than one eats so that someone watching does not worry (concealment; SCOFF "lying about eating").
    /\b(?:log|logging|apunt\w*|registr\w*|anot\w*|put down|record)\b.{0,20}\b(?:more than i (?:actually |really )?eat|mes del que (?:realment )?menjo|mas de lo que (?:realmente |de verdad )?como)\b/,
    // A short list of foods one allows oneself, with distress outside it (restriction, rigid food rules; DSM-5 ARFID and AN criteria).
    /\b(?:only (?:let|allow) myself|nomes em permeto|solo me permito|sólo me permito|no em permeto res|no me permito nada)\b/,
    /\b(?:menjars? permesos|aliments permesos|alimentos permitidos|comidas permitidas|safe foods|allowed foods|foods i allow)\b.{0,100}\b(?:plor\w*|llor\w*|cry\w*|angoix\w*|angusti\w*|panic\w*|culpa|guilt\w*|ansietat|ansiedad|anxiety)\b/,
    // Kilos to lose by a date "whatever it takes" (NICE NG69: a crash loss at any cost).
    /\b(?:el que calgui|lo que sea|lo que haga falta|whatever it takes|cueste lo que cueste|costi el que costi|at any cost|a qualsevol preu|a cualquier precio)\b.{0,60}\b(?:\d{1,2} ?(?:kg|kgs|kilos?|quilos?)|perdre|perder|lose|baixar|bajar|aprimar\w*|adelgaz\w*)\b|\b(?:perdre|perder|lose|baixar|bajar|aprimar\w*|adelgaz\w*)\b (?:\w+ ){0,2}?\d{1,2} ?(?:kg|kgs|kilos?|quilos?)\b.{0,60}\b(?:el que calgui|lo que sea|lo que haga falta|whatever it takes|cueste lo que cueste|costi el que costi|at any cost|a qualsevol preu|a cualquier precio)\b/,
    // A meal swapped for drinks of the same calories (drunkorexia; sealed DT: "substituir el sopar per dues cerveses compta?
    // son les mateixes calories").
    /\b(?:substitu\w*|sustitu\w*|canviar|canvio|canviant|cambiar|cambio|cambiando|replac\w*|swap\w*)\b (?:\w+ ){0,2}?(?:sopar|dinar|esmorzar|cena|comida|almuerzo|desayuno|dinner|lunch|breakfast|meal|apat|apats|meals|comidas|cenas|sopars)\b (?:\w+ )?(?:per|por|with|for|amb|con)\b (?:\w+ ){0,3}?(?:cerveses|cervezas|beers?|birres|canyes|canas|copes|copas|vi|vino|wine|gin tonics?|cubates?|alcohol|cocktails?|drinks|cocteles)\b(?! (?:sense alcohol|sin alcohol|0 0|00|zero|sense|sin|alcohol free|non alcoholic))/,
    // Dinners skipped through the week so as to drink at the weekend (drunkorexia).
    // A dinner skipped for the beers so they "don't add up" and hit sooner (sealed BV).
    /\bno (?:ceno|sopo|como|dino|menjo)\b.{0,50}\b(?:birres|cerveses|cervezas|canyes|canas|copes|copas|beers?|pints|drinks)\b.{0,60}\b(?:no sumin|no sumen|no suman|no sumi|don t add up|calories|calorias|em pugen|em puja|se me suben|se me sube|hits? (?:harder|faster|sooner))\b/,
    /\bno (?:ceno|sopo|como|dino|menjo|desayuno|esmorzo)\b.{0,30}\b(?:para poder beber|per poder beure|para beber|per beure|so i can drink|to drink more|para beber mas|per beure mes)\b/,
    // Ice or chewing gum in place of food (restriction: filling the stomach with nothing).
    /\b(?:glacons|gel|hielo|cubitos|ice cubes?|ice)\b.{0,40}\b(?:s omple l estomac|omple l estomac|omplir l estomac|llena el estomago|se llena el estomago|llenar el estomago|fills? (?:you|me|your stomach|my stomach) up|instead of (?:food|eating|meals|dinner|lunch)|en lloc de menjar|en vez de comer)\b|\b(?:a base de|viure de|vivir de|live on|living on|passar el dia|pasar el dia|survive on|sobreviure amb|sobrevivir con)\b (?:\w+ ){0,2}?(?:glacons|cubitos de hielo|cubitos|hielo|ice cubes|ice)\b/,
    /\b(?:gum|chicles?|xiclets?)\b.{0,30}\b(?:my (?:dinner|lunch|breakfast|meal)|mi (?:cena|comida|desayuno)|el meu (?:sopar|dinar|esmorzar)|instead of (?:eating|food|dinner|lunch|meals)|en vez de (?:comer|cenar)|en lloc de (?:menjar|sopar|dinar)|\d+ (?:packs|paquets|paquetes) (?:a day|al dia))\b/,
    // Fasts of a day and a half or more, repeated every week (NICE NG69: fasting as a weight-control behaviour).
    /\b(?:fast\w*|ayun\w*|dejun\w*)\b (?:de |of )?(?:3[6-9]|[4-9]\d) ?(?:h|hrs?|hours?|horas|hores)\b.{0,40}\b(?:(?:\d|dos|two|tres|three|quatre|cuatro|four) (?:veces|vegades|cops|times|days|dias|dies)|twice|a la semana|a la setmana|per week|a week|cada semana|cada setmana|every week)\b|\b(?:3[6-9]|[4-9]\d) ?(?:h|hrs?|hour|hours|horas|hores) (?:fast\w*|ayun\w*|dejun\w*)\b.{0,40}\b(?:(?:\d|dos|two|tres|three|quatre|cuatro|four) (?:veces|vegades|cops|times|days|dias|dies)|twice|a la semana|a la setmana|per week|a week|cada semana|cada setmana|every week)\b/,
    // Training on through an injury so as not to gain weight, or unable to stop "or I gain" (DSM-5: compulsive exercise).
    /\b(?:fractura\w*|fracture\w*|esquin\w*|esguin\w*|sprain\w*|lesion\w*|lesio|injur\w*|torcid\w*|trencat|trencada|roto|rota|broken|tendinit\w*)\b.{0,60}\b(?:pero|but|igual|anyway|still|aun asi|tot i aixi|aun as)\b.{0,60}\b(?:correr|corro|corre|run|running|gimnas\w*|gym|entren\w*|train\w*|spinning|cardio)\b.{0,80}\b(?:engord\w*|m engreix\w*|engreix\w*|gain weight|gaining weight|get fat|put on weight|subir de peso|pujar de pes)\b/,
    /\b(?:no puedo parar|no puc parar|can t stop|cannot stop|si no hi vaig|si no voy|if i don t go|si no entreno|si no entreno|if i don t train|if i don t run|si no corro|if i skip (?:it|a day|a session|the gym))\b.{0,30}\b(?:engord\w*|m engreix\w*|engreix\w*|gain weight|i ll gain|i gain|get fat|i ll get fat)\b/,
    // Hours of exercise whenever one eats what "wasn't allowed" (DSM-5: compensatory exercise).
    /\b(?:\d|dos|two|tres|three|una|one) (?:horas?|hores?|hours?|h) (?:de |of )?(?:spinning|cardio|correr|running|bici|cinta|gym|gimnas\w*|elliptical|eliptica)\b.{0,30}\b(?:si|if|cuando|quan|when|whenever|cada vez que|cada cop que|every time|after|despres de|despues de) (?:i )?(?:ceno|como|menjo|sopo|dino|eat|ate|i ve eaten|he comido|he menjat|he sopat|he cenado|em passo|me paso|me he pasado|m he passat|overeat\w*)\b.{0,30}\b(?:que no toca\w*|que no tocava|que no tenia que|de mas|de mes|too much|massa|demasiado|mas de la cuenta|more than i should|something i shouldn t|i shouldn t have|fuera del plan|fora del pla|postre|dessert|pizza|dulce|dolc)|\b(?:si|if|cuando|quan|whenever|cada vez que|cada cop que|every time) (?:i )?(?:ceno|como|menjo|sopo|eat|overeat\w*|me paso|em passo)\b.{0,60}\b(?:\d|dos|two|tres|three) (?:horas?|hores?|hours?|h) (?:de |of )?(?:spinning|cardio|correr|running|bici|cinta|gym|gimnas\w*)\b.{0,20}\b(?:para compensar|per compensar|to make up|to burn it|para quemarlo|per cremar ho)\b/,
    // A small portion made to look full because others notice how little one eats (NICE NG69: hiding restriction; sealed DG).
    /\b(?:portion|plate|racio|racion|plat|plato)\w*\b.{0,20}\b(?:look|looks|semblar|sembli|sembla|parecer|parezca|parece)\b.{0,30}\b(?:full|bigger|more|ple|plena|lleno|llena|mes gran|mas grande)\b.{0,80}\b(?:how little i eat|how little i m eating|lo poco que como|el poc que menjo|que menjo poc|que como poco|notice|se n adon\w*|se de cuenta|se den cuenta)\b|\b(?:how little i eat|lo poco que como|el poc que menjo)\b.{0,80}\b(?:portion|plate|racio|racion|plat|plato)\w*\b.{0,20}\b(?:look|semblar|sembli|parecer|parezca)\b.{0,20}\b(?:full|bigger|more|ple|lleno|mes gran|mas grande)\b/,
    // Fasting for days (NICE NG69): "fasting for 3 days", "dejunar quatre dies", "ayunar varios días"; not leftovers eaten
    // "sense menjar-ne tres dies seguits", without having the same dish three days running (sealed DF), nor "sense menjar el
    // mateix tres dies" (chat set ct).
    new RegExp(
      `\\b(?:fast\\w*|not eat\\w*|no eat\\w*|without eating|dejun\\w*|sense menjar|ayun\\w*|sin comer)\\b(?! (?:ne|los|les|la|lo|it|them)\\b(?! (?:res|nada|nothing)\\b))(?! (?:el mateix|lo mismo|the same|igual)\\b) (?:\\w+ ){0,3}${DAYS} (?:days?|dies|dias)\\b`,
    ),
    new RegExp(
      `\\b${DAYS} (?:days?|dies|dias) (?:\\w+ ){0,2}(?:fast\\w*|without eating|without food|dejun\\w*|sense menjar|ayun\\w*|sin comer)\\b`,
    ),
    /\b(?:water|dry) fast\w*\b/,
    // Energy drinks, coffee or zero colas instead of meals (NICE NG69: appetite suppressants, very low intake).
    /\b(?:energy drinks?|monsters?|red ?bulls?|bebidas? energeticas?|begudes? energetiques?|coffees|cafes|espressos|diet cokes?|cola zero|coke zero|fat ?burners?|(?:botella|ampolla|bottle|copas|copes|glasses|gots|vasos) (?:de |d |of )?(?:vino|vi|wine|cervesa|cerveza|beer)|wine|cervezas|cerveses|beers|cubatas|gin tonics?|quemagrasas|cremagreixos|caffeine pills|green tea extract|pastillas de cafeina|pastilles de cafeina|capsulas de cafeina|capsules de cafeina)\b.{0,40}\b(?:instead of (?:meals|eating|food|lunch|dinner|breakfast)|in place of (?:meals|food)|en vez de (?:comer|comidas|la comida|cenar|desayunar)(?: y (?:comer|cenar))?|en lugar de (?:comer|comidas|cenar)|en lloc (?:de|d) (?:menjar|dinar|sopar|esmorzar|apats|els apats))\b/,
    // One coffee in place of a meal, but not of breakfast: "a coffee instead of breakfast, is that ok?" is an everyday habit.
    /\b(?:coffee|cafe|espresso)\b.{0,40}\b(?:instead of (?:meals|eating|food|lunch|dinner)|in place of (?:meals|food)|en vez de (?:comer|comidas|la comida|cenar)|en lugar de (?:comer|comidas|cenar)|en lloc (?:de|d) (?:menjar|dinar|sopar|apats|els apats))\b/,
    // Energy drinks drunk so as not to feel hunger: "if I drink 4 Monsters a day I don't feel hungry".
    /\b(?:energy drinks?|monsters?|red ?bulls?|rockstars?|burns?|bebidas? energeticas?|begudes? energetiques?)\b.{0,50}\b(?:don t feel hungry|not hungry|never hungry|kills? (?:my |the )?(?:appetite|hunger)|no tinc gana|no tengo hambre|sin hambre|sense gana|no passo gana|no paso hambre|me quita el hambre|em treu la gana|quitan el hambre|treuen la gana)\b/,
    // Meals swapped for energy drinks or coffee: "cambio desayuno y comida por monster", "estoy cambiando comidas por cafés
    // solos y pastillas de cafeína" (sealed EL); not a breakfast that is a café con leche and toast.
    /\b(?:cambio|cambiar|cambiando|sustituyo|sustituir|sustituyendo|substitueixo|substituir|substituint|canvio|canviar|canviant|replace|replaced|replacing|swap|swapped|swapping)\b (?:\w+ ){0,4}?(?:breakfast|lunch|dinner|meals?|desayuno|comida|cena|comidas|esmorzar|dinar|sopar|apats)\b.{0,30}\b(?:por|per|with|for|amb)\b (?:\w+ )?(?:monsters?|red ?bulls?|energy drinks?|coffees?|cafes?|cola zero|coke zero|diet cokes?|bebidas? energetica\w*|begudes? energetique\w*)\b(?! (?:con|amb|with|y|i|and|plus|mes|mas) (?:\w+ )?(?:leche|llet|milk|tostad\w*|torrad\w*|toast|croissant\w*|bocadill\w*|entrepa\w*|fruta|fruita|fruit|yogur\w*|iogurt\w*|galletas|galetes|biscuits?|pa|pan|bread|cereal\w*|avena|civada|oats)\b)/,
    // A challenge to go without meals: "qui aguanta més dies sense sopar".
    /\b(?:reto|repte|challenge|apuesta|aposta)\b.{0,60}\b(?:sense sopar|sin cenar|sense menjar|sin comer|sense dinar|sin desayunar|without (?:eating|dinner|food|lunch)|no eating|skip\w* (?:dinner|meals|lunch))\b/,
    // Who eats least wins (sealed BS): "a who-eats-least challenge", "un repte: qui menja menys aquesta setmana".
    // Only as a contest: "qui menja menys sal, els catalans o els bascos?" is a question about salt.
    /^(?=.*\b(?:repte|reptes|reto|retos|challenge|competi\w*|apuesta|aposta|bet|guany\w*|gana|gane|ganar|win|wins|winner)\b).*?\b(?:who|qui|quien|quin|el que|la que|el q|la q)\b (?:\w+ )?(?:eats|menja|come|mengi|coma) (?:the )?(?:least|less|menys|menos)\b(?! (?:sal|salt|sucre|sugar|azucar|carn|carne|meat|fat|greix|grasa))/,
    // Drinks for a meal, no food, to save calories (sealed BT): "dinner = 3 glasses of wine, no food".
    /\b(?:wine|vino|vi|beers?|cervez\w*|cerves\w*|alcohol|copes|copas|glasses|gin tonics?|cubates?)\b.{0,30}\b(?:no food|without (?:any )?food|without eating|sin comer|sin cenar|sin comida|sense menjar|sense sopar|sin nada de comer)\b.{0,50}\b(?:calori\w*|kcal|save|saves|ahorr\w*|estalvi\w*|guardar|weekend|finde|cap de setmana)\b/,
    // A challenge to eat under a few hundred calories: "la q coma más de 400 kcal paga la cena".
    /\b(?:reto|repte|challenge|apuesta|aposta|bet|competicio|competicion)\b(?: \w+){0,8}? (?:[1-9]\d{2}) ?(?:k ?cal\w*|cals?|calori\w*)\b/,
    // The least energy a body needs not to die (C-SSRS adjacent; NICE NG69: very low intake).
    /\b(?:calories|calorias|kcal|cals)\b (?:\w+ ){0,2}?(?:minim\w*|minimum|minimas)\b.{0,40}\b(?:survive|sobreviure|sobrevivir|viure|vivir|no morir\w*|not die|not to die|stay alive|seguir viu|seguir viva|seguir vivo|seguir viva)\b|\b(?:minim\w*|minimum|lowest|least)\b (?:\w+ ){0,3}?(?:calories|calorias|kcal|cals)\b.{0,40}\b(?:no morir\w*|not die|not to die|stay alive)\b/,
    // Compensating for food (NICE NG69): "3 hours of cardio to cancel it out", "mañana no como para compensar".
    /\b(?:km|kms|quilometres|kilometros|hours?|horas|hores|minutos|minuts|minutes|burpees|steps|pasos|passos|sentadillas|squats)\b.{0,40}\b(?:para|per|to|pa) (?:anular|anul lar|cancel (?:out )?|undo|deshacer|desfer|esborrar|borrar)\b/,
    // Running until it hurts after food one regrets (sealed CN): "me he pasado con los polvorones, salgo a correr hasta que me duela".
    /^(?=.*\b(?:me he pasado|m he passat|he comido|me he comido|he menjat|m he menjat|i ate|i ve eaten|overate|binged|atracon\w*|afartada|atip\w*|porc|cerdo|pig|cerda|porca)\b).*\b(?:correr|corro|corre|correre|corrent|corriendo|correre|run|running|entrenar|entreno|cardio|caminar|nadar|nedar|bici|spinning|gym|gimnas|gimnasio)\b.{0,40}\b(?:hasta que me duela|hasta que duela|hasta que no pueda mas|fins que em faci mal|fins que faci mal|fins que no pugui mes|until it hurts|till it hurts|until i can t move|until i drop|hasta caer|fins caure)\b/,
    // Exercise to undo food, kept up through pain or illness (NICE NG69: compulsive exercise).
    /^(?=.*\b(?:anular|anul lar|cancel\w*|compensa\w*|undo|deshacer|desfer|burn off|quemar|cremar|pagar|pay for|make up for)\b).*\b(?:aunque|aunq|encara que|encara q|even if|even though|even with|tot i|pese a|a pesar de)\b.{0,40}\b(?:duela|duele|dolor\w*|faci mal|fa mal|hurts?|hurting|pain\w*|injur\w*|lesion\w*|febre|fiebre|fever|sick|malalt\w*|enferm\w*|sprain\w*|esguin\w*)\b/,
    /\b(?:(?<!\b(?:caffeine|coffee|coffees|cafe|cafeina|creatine|creatina|tea|alcohol|beer|it|that) (?:\w+ )?)cancel (?:it|that|them) out|undo the damage|make up for what i ate|burn it all off|burn it off)\b/,
    // Caffeine pills in place of a meal, or to eat less (NICE NG69: restriction; sealed EB: "per menjar menys a les festes m'he
    // comprat pastilles de cafeïna, me'n prenc en comptes de l'esmorzar").
    /\b(?:pastilles|pastillas|pills|tablets|comprimits|comprimidos|capsules|capsulas)\s+(?:de\s+)?(?:cafe\w*|caffeine)\b.{0,80}\b(?:en comptes de|en lloc de|en lugar de|en vez de|instead of|per no|para no|to skip|to replace|per substituir|para sustituir)\s+(?:l |el |la |the |my |un |una )?(?:esmorzar|desayun\w*|breakfast|dinar|comida|lunch|sopar|cena|dinner|menjar|comer|meals?|apats?)\b|\b(?:per menjar menys|para comer menos|to eat less|per no menjar|para no comer|so i eat less|so i don t eat)\b.{0,80}\b(?:pastilles|pastillas|pills|tablets|comprimits|comprimidos)\s+(?:de\s+)?(?:cafe\w*|caffeine)\b/,
    // Foods forbidden for good, a list to grow (NICE NG69: rigid rules and fear foods; sealed EC: "llista de menjars prohibits per
    // sempre: pa, oli, fruits secs... què més hi afegeixo?"). Foods kept from a dog or during a pregnancy are read elsewhere.
    /\b(?:menjars|aliments|alimentos|comidas|foods?)\s+(?:prohibits|prohibides|prohibidos|prohibidas|vetats|vetados|forbidden|banned|off limits)\b(?!\s+(?:per al|per a la|per als|para el|para la|para los|para mi|for (?:the|my|dogs?|cats?)|al gos|al gat|al perro|al gato|en el embarazo|durant l embaras|in pregnancy|during pregnancy))(?=.{0,120}\b(?:per sempre|para siempre|forever|for good|for life|de per vida|de por vida|que mes hi afegeixo|que mes hi poso|que mas anado|que mas le anado|que mas pongo|what else (?:should|can|do) i add|what else to add)\b)/,
    // One tiny thing as all one will eat today (NICE NG69: restriction; sealed EE: "quantes calories té una fulla d'enciam? és
    // l'únic que menjaré avui"); the only thing until dinner or before a race is no such day.
    /\b(?:es l unic que|l unic que|es lo unico que|lo unico que|it s the only thing|the only thing|that s all|es tot el que|es todo lo que)\b (?:i ll |i will |i m going to |i m gonna )?(?:menjare|menjo|menjaria|comere|como|comeria|eat|have|eating|having)\b (?:\w+ ){0,2}?(?:avui|hoy|today|en tot el dia|en todo el dia|all day)\b(?! (?:fins|hasta|until|till|before|abans|antes)\b)/,
    // Eating only every other day (NICE NG69: restriction; sealed EE: "comer un día sí y uno no durante un mes, qué tal?").
    /\b(?:comer|como|menjar|menjo|eat|eating)\b (?:\w+ ){0,1}?(?:un dia si y (?:uno|otro|un dia) no|un dia si i (?:un|l altre|un altre)(?: dia)? no|dia si dia no|every other day|one day on(?: and)? one day off)\b/,
    // A festive meal earned by a run, and more exercise asked to burn off the rest (sealed DZ: "ran 90 min this morning to earn
    // the turkey, now how much more do I need to burn off the pudding"): compensation (NICE NG69), not a calorie question.
    /\b(?:to earn|earned|earning|para ganarme|para ganar me|per guanyar me|per guanyarme|per merei\w* me)\b (?:\w+ ){0,2}?\w+\b.{0,100}\b(?:burn off|burn (?:it|them|that) off|quemar|quemarlo|cremar|cremar ho)\b|\b(?:burn off|quemar|cremar)\b.{0,100}\b(?:to earn|para ganarme|per guanyar me)\b/,
    /\b(?:run|ran|running|exercise|train|gym|cardio|treadmill|bike|swim|correr|corro|corri|corre|entreno|entrenar|nedar|nadar|caminar|camino|camino)\b.{0,40}\b(?:to undo|undo it|per desfer|para deshacer|desfer ho|deshacerlo|borrar lo|esborrar ho|to erase|erase it|to make it go away)\b/,
    /\b(?:eat nothing|eating nothing|no como nada|no menjo res|no pruebo bocado|ni tasto res)\b.{0,40}\b(?:all week|toda la semana|tota la setmana|for days|durante dias|durant dies|then|luego|despres|despues)\b.{0,80}\b(?:lose it|pierdo el control|perdo el control|me atiborro|m afarto|binge|atracon|afartada|everything|de todo|de tot)\b/,
    /\b(?:no comer|no como|no menjar|no menjo|not eat\w*|ayun\w*|dejun\w*|cardio|hours? of|horas de|hores de|km corriendo|km corrent|vomit\w*|skip\w*|saltar\w*)\b.{0,60}\b(?:pa|para|per|to) (?:compensa\w*|cancel|make up)\b/,
    /\b(?:pa|para|per|to) (?:compensa\w*|make up for)\b.{0,40}\b(?:lo que|el que|what i|he comido|he menjat|ate|eaten|comido|menjat|pizza|atrac\w*|binge\w*|afart\w*)/,
    /\b(?:tomorrow|(?<!\b(?:la|las|esta|cada|media|una|toda) )manana|dema|dem)\b(?: [\p{L}\p{N}]+){0,4}? (?:nothing but water|only water|no (?:comer|como|menjo|menjar|eat\w*) (?:nada|res|anything)|nada mas que agua|nomes aigua|solo agua|fasting|dejuno|ayuno)\b/u,
    // Loss of control and secrecy (DSM-5 binge-eating disorder; NICE NG69); not a restaurant's bread basket or the
    // season's panellets, named as what is hard to stop (chat set ak: "cant stop eating the bread basket … haha help"),
    // nor a snack laughed at (chat set ao: "cant stop eating crisps at night lol help"), nor one food named and no more
    // than a plea for help (chat set dc: "cant stop eating bread help", with crisis help).
    /\b(?:can ?t stop|cant stop|unable to stop|no puc parar|no puedo parar)\b(?: [\p{L}\p{N}]+){0,3}? (?:once i start|un cop començo|un cop comenco|una vez que empiezo|cuando empiezo|quan començo|quan comenco|eating|menjar|comer)\b(?! (?:the|these|those|el|la|els|les|los|las|estas|estos|aquestes|aquests|aquestes) (?:bread basket|bread at (?:dinner|lunch|restaurants?)|cistella de pa|cesta del pan|olives|olivas|aceitunas|pipes|pipas|panellets|torrons|turrons?|polvorones|mandarin\w*|cherries|cireres|cerezas)\b)(?!(?: [\p{L}\p{N}]+){1,3} (?:lol|lmao|haha\w*|jaja\w*|xd)\b)(?! (?:the |el |la |els |les )?(?:bread|pa|pan|toast|turron\w*|torrons?|chocolate|xocolata|crisps|chips|cheese|formatge|queso|biscuits|cookies|galetes|galletas|sweets|candy|nuts|fuet|pizza|cereal)(?: (?:send |pls |please )?help| tips| pls| please)+$)/u,
    // Not when it is what one wants to avoid on holiday ("per no descontrolar-me amb la pasta"), or fears at the Christmas
    // meals ahead (chat set bz: "em fa por descontrolar-me").
    /\b(?:like i m not there|como si no fuera yo|com si no fos jo|out of control|fora de control|(?<!\b(?:no|sin|sense|ni|without|not|evito|evitar|evitant|evitando|avoid|avoiding|por|por de|por a|miedo|miedo de|miedo a|afraid|scared|worried) (?:(?:em|me|m|se|que|q|te|et|s|ens|nos) ){0,3})descontrol\w*)\b/,
    /\b(?:stash\w*|hide|hiding|hid|amag\w*|escond\w*|guard\w* d amagat)\b(?<!\b(?:is it|it s|it is|is|are|they re|does it|do they|se|s) (?:hide|hiding|amaga|amagat|esconde|escondido|escondida))(?: [\p{L}\p{N}]+){0,3}? (?:snacks?|food|sweets|chocolate|menjar|llaminadures|dolcos|comida|dulces|chuches)\b/u,
    // Pills or capsules taken so as not to be hungry (sealed CG): "pastilles de cafeïna de 400 mg per no tenir gana".
    /\b(?:pills|tablets|capsules|pastilles|pastillas|capsulas|comprimits|comprimidos)\b.{0,40}\b(?:per no tenir gana|para no tener hambre|so i m not hungry|so i don t get hungry|to not be hungry|to not feel hungry|to curb (?:my )?(?:appetite|hunger)|to suppress (?:my )?(?:appetite|hunger)|per treure(?: me)? la gana|para quitar(?:me)? el hambre|per no passar gana|para no pasar hambre)\b/,
    // Taking appetite away or stopping eating for weeks.
    // Wanting to stop eating, with nothing named to stop eating: "quiero dejar de comer", "i just want to stop eating".
    /\b(?:i (?:just |really |only )?(?:want to|wanna)|i d like to|i m going to|i need to|quiero|me gustaria|voy a|necesito|vull|m agradaria|vaig a|necessito)\b (?:(?:just|really|only|simplemente|nomes|solo|de veritat|de verdad|tambien|tambe|also) )?(?:stop eating|dejar de comer|deixar de menjar)\b(?! (?:\w+ ){0,2}?(?:meat|carne|carn|sugar|azucar|sucre|sweets|dulces|dolcos|bread|pan|pa|gluten|dairy|lacteos|lactics|lactosa|fried|fritos|fregits|processed|procesados|processats|ultra\w*|junk|chocolate|xocolata|snacks?|crisps|patatas|patates|bolleria|brioixeria|pastries|embutidos?|embotits|out|fuera|fora|late|tarde|tard|at night|por la noche|a la nit|de noche|de nit|between|entre|so much|tanto|tant|tantos|tants|fast food|comida rapida|menjar rapid|animals?|animales|fish|pescado|peix|chicken|pollo|pollastre|pork|cerdo|porc|beef|ternera|vedella|seafood|marisco|marisc|eggs|huevos|ous|like this|asi|aixi|in front|delante|davant|when|cuando|quan|while|mientras|mentre|rubbish|porquerias|porqueries|guarrerias|a deshoras|a deshora|a deshores|deshores|fora d hora|fora d hores|picando|picant|hasta|fins|until|till|before|antes|abans|after|despues|despres)\b)/,
    /\b(?:stop eating|deixar de menjar|dejar de comer)\b(?: [\p{L}\p{N}]+){0,3}? (?:for|unes|unas|durant|durante|per|por)?\s?(?:weeks?|days?|setmanes|semanas|dies|dias)\b/u,
    // Nothing eaten from noon, and a meal more to cut (NICE NG69: restriction): "no food after noon … should I cut breakfast too".
    /\b(?:no food|nothing|not eating|don t eat|dont eat|no como nada|no menjo res|res|nada) (?:after|from|despues de|a partir de|des del|desde el|despres de) (?:noon|midday|lunch|12|1 ?pm|2 ?pm|mediodia|el mediodia|migdia|el migdia|dinar|la comida)\b|\b(?:cut|skip|drop|cutting|skipping|dropping|quit)\w* (?:out )?(?:breakfast|lunch|dinner) too\b|\b(?:tambe|tambien) (?:em salto|me salto|treure|quitar|saltar me|saltarme) (?:l esmorzar|el dinar|el sopar|el desayuno|la comida|la cena)\b/,
    // Hunger itself to be gone for good (NICE NG69: restriction): "que no tingui gana mai més, vull apagar-la".
    /\b(?:no tingui gana|no tenir gana|no tener hambre|no tenga hambre|never (?:be|feel|get) hungry|not (?:be|feel) hungry)\b (?:\w+ ){0,2}?(?:mai mes|nunca mas|ever again|again ever|never again)\b|\b(?:apagar|apagui|switch off|turn off|shut off)\b (?:\w+ ){0,2}?(?:la gana|el hambre|my hunger|the hunger|hunger|l apetit|el apetito|my appetite)\b|\b(?:gana|hambre)\b.{0,60}\b(?:apagar la|apagar lo|apagarla|apagarlo)(?: del tot| per sempre| para siempre| for good)?$/,
    /\b(?:tregui|treure|quite|quitar|kill|suppress\w*|take away|get rid of|eliminar|eliminate) (?:\w+ ){0,2}?(?:la gana|el hambre|the hunger|my appetite|my hunger|l apetit|el apetito|hunger|hunger pangs|la fam|mi hambre|la meva gana) (?:\w+ ){0,1}?(?:del tot|por completo|completely|for good|forever|permanently|totalment|per sempre|para siempre|de una vez)\b/,
    // A day's intake under 1,000 kcal told as what one is "doing" (NICE NG69: restriction; sealed BQ):
    // "my nutri app says eat 1800 but I've been doing 900".
    /^(?=.*\b(?:kcal|cals?|calori\w*|app|eat|menjar|comer|mengi|coma)\b).*\b(?:been doing|i m doing|im doing|i do|estic fent|estoy haciendo|he estat fent|he estado haciendo|em quedo a|em quedo en|me quedo en)\b (?:about |around |like |unes |unas |uns |unos )?[1-9]\d{2}\b(?! ?(?:g|gr|grams?|gramos?|ml|mg|kg|km|m|metres|meters|metros|steps|passes|pasos|squats|reps|push ups|abdominals|abdominales|sentadillas|esquats|burpees|minutes|minuts|minutos|min))/,
    // Crushed ice as a meal that fills and does not fatten (sealed BQ): "per sopar em faig un bol de gel picat amb edulcorant".
    /\b(?:gel picat|hielo picado|crushed ice|ice chips|glacons|cubitos de hielo|ice cubes)\b.{0,60}\b(?:per sopar|per dinar|para cenar|para comer|for dinner|for lunch|instead of|en lugar de|en comptes de|en vez de|m omple|me llena|fills me|no engreixa|no engorda|doesn t make me fat|zero calories|sin calorias|sense calories)\b|\b(?:per sopar|para cenar|for dinner|de cena|de sopar)\b.{0,40}\b(?:gel picat|hielo picado|crushed ice|ice chips|glacons|cubitos de hielo|ice cubes)\b/,
    // Hunger called the body's weakness (NICE NG69: restriction; SCOFF "Control"): "hunger pangs … just my body being weak".
    /\b(?:hunger|hungry|hunger pangs|hambre|gana|fam)\b.{0,40}\b(?:my body being weak|body being weak|being weak|is weakness|are weakness|a sign of weakness|for the weak|es debilidad|son debilidad|de debiles|senal de debilidad|es feblesa|es debilitat|signe de feblesa|signe de debilitat|de febles)\b/,
    // Exercise as punishment for what was eaten (DSM-5: compensatory behaviour; sealed DL: "punishment workout ideas for after
    // I ate way too much turrón", "quina rutina de càstig faig avui per cremar-los?").
    /\b(?:punishment (?:workout|session|run|cardio|routine|training)s?|punish(?:ing)? (?:myself|my body) (?:at|with|in) (?:the )?(?:gym|workout|run\w*|cardio)|rutina de castig|rutines de castig|entrenament de castig|rutina de castigo|rutinas de castigo|entreno de castigo|entrenamiento de castigo)\b/,
    // Hunger enjoyed as proof of doing well (NICE NG69: restriction; sealed DJ: "m'encanta anar a dormir amb la panxa
    // rugint, vol dir que ho estic fent bé"): a stomach growling, or bed with hunger, and pleasure or success in it.
    new RegExp(
      `\\b(?:${HUNGRY_NIGHT})\\b.{0,80}\\b(?:${HUNGER_WELCOME})\\b|\\b(?:${HUNGER_WELCOME})\\b.{0,80}\\b(?:${HUNGRY_NIGHT})\\b`,
    ),
    // A meal flushed or undone after eating it (DSM-5: compensatory behaviour): "detox teas to flush out a meal after i overeat".
    /\b(?:flush\w*|purg\w*|undo|cancel out|wash out|eliminar|expulsar|desfer|deshacer|netejar|limpiar)\b(?: out)? (?:\w+ ){0,2}?(?:a |the |that |el |la |lo |l )?(?:meal|binge|food|calories|what i ate|apat|afartada|atracon|comida|cena|sopar|dinar|calorias|calories|lo que he comido|el que he menjat|lo que comi|el que vaig menjar)\b.{0,40}\b(?:overeat\w*|binge\w*|ate too much|eating too much|me paso|me pase|em passo|em vaig passar|atracon|afartada|afartar|pig out|pigged out)\b|\b(?:detox|laxative|laxante|laxant|diuretic\w*|diuretic|diuretico|diuretica)\b (?:\w+ ){0,2}?(?:teas?|te|tes|infusion\w*|infusio\w*)\b.{0,40}\b(?:flush\w*|purg\w*|undo|cancel|eliminar|compensar|compensate|desfer|deshacer|after i (?:overeat|binge|pig out)|despues de (?:un )?atracon|despres d (?:un )?afartada)\b/,
    // Laxative and diuretic products, and water pills for quick loss.
    /\b(?:dulcolax|bisacodil\w*|senna|sen|micralax|duphalac|movicol|evacuol|puntual|x prep|laxante\w*|laxant\w*)\b(?: [\p{L}\p{N}]+){0,10}? (?:adelgaz\w*|aprim\w*|lose weight|weight|pes|peso|kilos?|quilos?|kg)\b/u,
    /(?<!\b(?:lavadora|rentadora|nevera|frigorifico|frigorific|grifo|aixeta|tuberia|canonada|caldera|cotxe|coche|car|dishwasher|washing machine|lavavajillas|rentaplats|pipe|tap|fridge|boiler) (?:\w+ ){0,3}?)\b(?:eliminar|eliminate|lose|perder|perdre|treure|get rid of) (?:\w+ ){0,1}?(?:liquid\w*|water weight|liquids|aigua|agua|retention|retencio|retencion)\b/,
    // Fear of a food itself, panic at the sight of it (DSM-5 ARFID and anorexia: fear of fat, of eating).
    /\b(?:scared|afraid|terrified|panic\w*|anxious|anxiety|fear|por|panic|miedo|panico|terror|ansiedad|ansietat|angoixa|angustia|pavor)\b(?: \w+){0,3}? (?:when|whenever|every time|if|cuando|cada vez que|si|quan|cada cop que|cada vegada que) (?:\w+ ){0,3}?(?:see|sees|eat|veo|como|veig|menjo|miro|look at|tengo que comer|he de menjar|have to eat)\b(?: \w+){0,3}? (?:oil|fat|butter|carbs|bread|sugar|food|calories|oli|greix|mantega|pa|sucre|menjar|calories|grasa|aceite|mantequilla|azucar|comida|calorias|hidratos|carbohidrats|plate|plat|plato)\b/,
    // Going without food and water, or sweating weight off in plastic, to make a weigh-in (ACSM and IJF position on rapid weight cutting).
    /\b(?:no (?:beure|begui|begues|bec) ni (?:menjar|mengi|mengis|menjo)|no (?:menjar|mengi|menjo) ni (?:beure|begui|bec)|no (?:comer|coma|como) ni (?:beber|beba|bebo)|no (?:beber|beba|bebo) ni (?:comer|coma|como)|(?:not|no|don t|stop) (?:eat|eating) (?:or|nor|and) drink\w*|no food (?:or|nor|and) (?:no )?water|sin comer ni beber|sense menjar ni beure|without (?:eating|food) (?:or|and) (?:drinking|water))\b/,
    /\b(?:sauna|sweat\w*|suar|sudar)\b(?: [\p{L}\p{N}]+){0,4}? (?:bossa\w* de plastic|bolsa\w* de plastico|plastic bags?|bin bags?|sauna suit|traje de sauna|vestit de sauna|plastic wrap|film)\b/u,
    // Exercise owed for every bite (DSM-5: compensatory behaviour): "I run an hour for every snack I eat".
    new RegExp(`\\b${EXERCISE}\\b.{0,60}\\b${EACH_FOOD}\\b`),
    new RegExp(`\\b${EACH_FOOD}\\b.{0,60}\\b${EXERCISE}\\b`),
    // No water for days before a weigh-in, or sweating in a raincoat (ACSM: rapid weight cutting).
    /\b(?:no (?:beber|beure|bec|bebo|beba|begui) (?:agua|aigua|liquidos|liquids|res)|not drink(?:ing)? (?:any )?(?:water|fluids)|stop drinking (?:water|fluids)|dejar de beber (?:agua|liquidos)|deixar de beure (?:aigua|liquids)|sin beber agua|sense beure aigua|cortar el agua|tallar l aigua|cut water|water cut\w*)\b.{0,40}\b(?:desde|des de|durant\w*|for|fins|hasta|until|\d+ (?:dias|dies|days|hores|horas|hours)|el (?:jueves|viernes|sabado|dijous|divendres|dissabte)|thursday|friday|saturday|pesatge|pesaje|weigh in|weigh ins|combat|competi\w*|campeonato|campionat)\b/,
    // Dehydrating oneself before a weigh-in or a bodybuilding stage (sealed CG): "me deshidrato 48 h antes de subir a tarima".
    /(?<!\b(?:no|not|evitar|avoid|sin|sense|without|never|nunca|mai)\b(?: \w+){0,2} )\b(?:me deshidrato|em deshidrato|dehydrate myself|dehydrating myself|deshidratar me|deshidratarme)\b.{0,30}\b(?:antes de|abans de|before|pre)\b.{0,30}\b(?:pesatge|pesaje|weigh in|weigh ins|tarima|escenari|escenario|stage|competi\w*|campeonato|campionat|combat|show)\b|\b(?:cuanta agua corto|quanta aigua tallo|how much water (?:do i|should i|to) cut)\b/,
    /\b(?:sauna|sweat\w*|suar|sudar)\b(?: [\p{L}\p{N}]+){0,4}? (?:chubasquero|impermeable|raincoat|bin bags?|bolsas? de basura|bosses d escombraries|plastic\w*|sauna suit|chandal de plastico|xandall de plastic)\b/u,
    new RegExp(
      `\\b(?:if i eat|si menjo|si como|si me como|si em menjo|quan menjo|cuando como)\\b.{0,40}\\b(?:i have to|i must|i need to|he de|haig de|tinc que|tengo que|debo)\\b(?: \\w+){0,2}? ${EXERCISE}\\b(?: \\w+){0,1}? (?:(?:\\d+|una|un|dos|tres|one|two|three|an) (?:hores?|horas?|hours?|h|km|minuts|minutos|minutes)|per cremar|para quemar|to burn|si o si)\\b`,
    ),
    // A dinner of two biscuits and a tea, more asked "this light" (sealed CL): "el meu sopar són dues galetes maria i un te".
    /\b(?:el meu sopar|el meu dinar|mi cena|mi comida|my dinner|my lunch|my tea)\b (?:es|son|is|are|consisteix en|consiste en|is just|is only)? ?(?:nomes |solo |just |only )?(?:dues|dos|two|una|un|one|mitja|media|half|a)? ?(?:galet\w*|biscuits?|crackers?|tortitas?|rice cakes?|coquetes?|pomes?|poma|manzana|apple|iogurt|yogur|yogurt)\b(?: maria)?(?: (?:i|y|and|amb|con|with) (?:un |una |a )?(?:te|tea|infusio|infusion|cafe|coffee|aigua|agua|water))?(?! (?:i|y|and|amb|con|with) (?:\w+ ){0,2}?(?:formatge|queso|cheese|pernil|jamon|ham|pollastre|pollo|chicken|ou|huevo|egg|verdura|amanida|ensalada|salad|sopa|soup)\b)/,
    // Kilos to lose by a date, however it takes (sealed CL): "he de perdre 8 kg abans de Setmana Santa, m'és igual com".
    /\b(?:perdre|perder|lose|baixar|bajar|treure me|quitarme)\b (?:\w+ )?\d{1,2} ?(?:kg|kgs|kilos?|quilos?)\b.{0,60}\b(?:m es igual com|me da igual como|me es igual como|no m importa com|no me importa como|whatever it takes|i don t care how|sigui com sigui|sea como sea|by any means)\b/,
    // Salt water to empty the stomach (sealed CM: purging): "does drinking salt water after meals actually empty your stomach?".
    /\b(?:salt water|saltwater|aigua amb sal|aigua salada|agua con sal|agua salada)\b.{0,60}\b(?:after (?:meals|eating|dinner|lunch)|despres de (?:menjar|dinar|sopar)|despues de (?:comer|cenar)|empty (?:your|my|the) stomach|buidar l estomac|vaciar el estomago|vomit\w*)\b/,
    // Shakes and nothing else for weeks (sealed CM): "dos batuts de proteïna amb cafeïna al dia i res més, ja fa 3 setmanes".
    /\b(?:batuts?|batidos?|shakes?|smoothies?)\b.{0,50}\b(?:i res mes|y nada mas|and nothing else|nothing else|res mes|nada mas)\b/,
    // Days or weeks of juice only (sealed CK): "Two weeks of juice only, green detox. send recipes".
    /\b(?:\d+|one|two|three|four|a|dos|tres|quatre|cuatro|una|un)\s(?:weeks?|days?|setmanes?|dies|semanas?|dias)\s(?:of\s|de\s)?(?:juices?|zumos?|sucs?|batidos?|batuts?)(?:\s(?:only|nomes|solo|solament|solamente))?\b|\b(?:juices?|zumos?|sucs?) (?:only|nomes|solo)\b.{0,40}\b(?:weeks?|days?|setmanes?|dies|semanas?|dias|detox)\b/,
    // Training as a punishment for a meal (sealed CJ): "me he pasado con la paella, mañana entreno 3 horas de castigo".
    new RegExp(
      `\\b${EXERCISE}\\b(?: \\w+){0,4}? (?:de castigo|de castig|as (?:a )?punishment|to punish myself|per castigar me|para castigarme|com a castig|como castigo)\\b|\\b(?:castigarme|castigar me|punish myself)\\b(?: \\w+){0,3}? (?:con|amb|with) (?:\\w+ ){0,2}?${EXERCISE}\\b`,
    ),
    // Exercise owed for going over a daily number of calories (sealed CI): "si passo de 900 kcal faig una hora de comba".
    new RegExp(
      `\\b(?:si|if|cuando|quan|whenever|every time|cada vez que|cada cop que|cada vegada que) (?:i )?(?:passo de|paso de|em passo de|me paso de|go over|m over|exceed|supero|superi|surpass)\\b (?:les |las |the |de )?\\d{3,4} ?(?:kcal|cals?|calories|calorias|kilocalories)\\b.{0,40}\\b${EXERCISE}\\b`,
    ),
    new RegExp(
      `\\b(?:every time|each time|whenever|cada vez que|cada cop que|cada vegada que|siempre que|sempre que) (?:i )?(?:eat|have|como|menjo|me como|em menjo)\\b.{0,40}\\b(?:i do|i run|i walk|hago|faig|corro|camino|camino|me pongo a|em poso a)\\b(?: \\w+){0,3}? ${EXERCISE}\\b`,
    ),
    // A food that brings on panic; every last gram of fat cut out (not the energy "per cada gram de greix", set al, nor what "aporta
    // cada gramo de grasa" on a label, chat set bm).
    /^(?=.*\b(?:eat|eating|ate|menjar|menjo|comer|como|touch|tocar|toco)\b).*?\b(?:bread|oil|fat|sugar|carbs|food|pa|oli|greix|sucre|hidrats|menjar|pan|aceite|grasa|azucar|hidratos|comida)\b.{0,40}\b(?:makes me panic|gives me panic|i panic|i start panicking|i start to panic|i get a panic attack|entro en panic|entro en panico|me entra el panico|me entra panico|em ve un atac|m agafa panic|em poso fatal|em fa panic|em fa por|em dona panic|me da panico|me entra panico|me da miedo|scares me|terrifies me|em fa terror|me aterra|m aterra)\b/,
    /(?<!\b(?:per|por|for|a|de|aporta|aporten|aportan|da|dan|dona|donen|te|tenen|tiene|tienen|gives|give|provides|provide|has|have|contains|contain|conte|contiene) )\b(?:every (?:single )?gram|every last gram|cada gram|cada gramo|fins l ultim gram|hasta el ultimo gramo)\b (?:of |de |d )?(?:fat|greix|grasa|oil|oli|aceite|carbs|hidrats|hidratos|sugar|sucre|azucar)\b/,
    // Afraid of the foods themselves: "tinc por al pa, a l'oli i a la fruita".
    /\b(?:tinc|tengo|i have|em fa|em fan|me da|me dan|i m)\b (?:\w+ )?(?:por|miedo|panic|panico|terror|pavor|scared|afraid)\b (?:al|a la|a l|als|a les|a|de|del|de la|of|to)? ?(?:\w+ )?(?:pa|pan|bread|oli|aceite|oil|fruita|fruta|fruit|greix|grasa|fat|sucre|azucar|sugar|hidrats|hidratos|carbs|menjar|comida|food|calories|calorias)\b/,
    // A binge, then a day of fasting or hours of running to undo it (DSM-5: compensatory behaviour).
    /\b(?:paquete entero|paquet sencer|whole (?:packet|pack|box|bag|tub|pizza|cake|jar)|de golpe|d una tirada|de cop|atrac\w*|afart\w*|binge\w*|em vaig inflar|me infle)\b.{0,120}\b(?:sin comer nada|sense menjar res|without eating|no comer nada|no menjar res|dia de ayuno|dia de dejuni|fast day|fasting day|ayunar|dejunar|compensar|compensate|burn it off|quemarlo|cremar ho|no menjo fins|no como hasta|don t eat until|don t eat till|i don t eat until)\b/,
    // Eating only foods of one colour (rigid rules, DSM-5 ARFID and anorexia).
    /\bonly (?:white|beige|green) foods?\b|\bnomes (?:menjars?|aliments?) blancs?\b|\bsolo (?:comida|alimentos|comidas) blanc\w*\b/,
    // Not eating for days after a night's binge (DSM-5: compensatory fasting).
    /\b(?:don t|do not|dont|won t|then don t|i don t)\b (?:eat|eat anything) (?:for|in) (?:two|three|four|several|a few|\d) days\b|\bno (?:menjo|como) (?:res |nada )?(?:en|durant|durante) (?:dos|tres|quatre|cuatro|\d) (?:dies|dias)\b|\b\d(?: \d{3}|\d{3}) (?:cals?|kcal|calories|calorias) (?:in one go|in one sitting|d una tirada|de cop|de golpe|de una sentada)\b/,
    // Anxiety at any food outside one's few (DSM-5 ARFID, orthorexia), and tricks to hold off eating all day.
    /\b(?:si menjo|si como|if i eat|when i eat|quan menjo|cuando como)\b (?:una altra cosa|alguna altra cosa|otra cosa|cualquier otra cosa|anything else|something else|anything different|res mes|nada mas)\b.{0,40}\b(?:ansietat|ansiedad|anxiety|anxious|panic\w*|angoixa|angustia|em poso fatal|me pongo fatal)\b/,
    /\b(?:enganar al estomago|enganar el estomago|enganar el hambre|enganyar l estomac|enganyar la gana|trick (?:my )?(?:stomach|hunger|body)|fool (?:my )?(?:stomach|hunger)|no probar bocado|no provar mos)\b/,
    // A low weight told with drinks of no energy asked for (sealed CS: "tinc fred tot el dia amb 44 kg, quines begudes calentes tenen 0 kcal").
    /\b(?:amb|con|with|peso|pes|weigh|i m|soc a|estoy en|estic a|at) (?:3\d|4[0-5]) ?(?:kg|kgs|kilos?|quilos?)\b.{0,80}\b(?:0 ?kcal|0 ?cals?|0 calori\w*|zero (?:kcal|cals?|calori\w*)|sense calories|sin calorias|no calories|calorie free|no engreix\w*|no engord\w*)\b/,
    // A meal given up and the rest only fruit or salad (sealed CT: "he deixat de sopar i al migdia només menjo fruita").
    /\b(?:he deixat de|he dejado de|deje de|vaig deixar de|i ve stopped|i stopped|stopped) (?:sopar|cenar|dinar|comer|esmorzar|desayunar|eating (?:dinner|lunch|breakfast)|having (?:dinner|lunch|breakfast))\b.{0,60}\b(?:nomes|solo|only|just) (?:menjo|como|eat|have|prenc|tomo) (?:\w+ )?(?:fruita|fruta|fruit|amanida|ensalada|salad|iogurt|yogur|yogh?urt|cafe|coffee|te|tea|aigua|agua|water)\b/,
    // Weighing oneself several times a day (body checking, NICE NG69); exercise owed whenever a number is passed.
    /\b(?:em peso|me peso|i weigh myself|weigh myself|weighing myself)\b (?:(?:unes|unas|about|around|like|some|com|como|fins a|hasta|up to) )?(?:\d+ (?:o|or|a|to|i|y) )?(?:[3-9]|1\d|three|four|five|six|seven|eight|ten|tres|quatre|cinc|sis|set|vuit|deu|cuatro|cinco|seis|siete|ocho|diez) (?:cops|vegades|veces|times) (?:al dia|a day|per day|cada dia|diaries|diarias)\b/,
    new RegExp(
      `\\b${EXERCISE}\\b.{0,40}\\b(?:cada vez que|cada cop que|every time|whenever|siempre que|sempre que) (?:paso|me paso|em passo|passo|go over|i go over|i exceed|supero)\\b`,
    ),
    // Terror of a food group or of the fat it was cooked in: "terrified of carbs", "pànic a qualsevol cosa feta amb oli".
    /\b(?:terrified|petrified|terror|aterra\w*|panic\w*|pavor)\b (?:of|a|al|als|a la|a les|de|del|de la|de los|de las|with|amb|con)? ?(?:\w+ ){0,2}?(?:carbs|carbohydrates?|hidrats|carbohidrats|hidratos|carbohidratos|fat|fats|greix|grasa|grasas|oil|oli|aceite|sugar|sucre|azucar|bread|pa|pan|food|eating|menjar|comer|comida|calories|calorias)\b/,
    // Throwing the packed lunch away so no one at home finds out.
    /\b(?:llenco|llenc|llencar|tiro|tirar|throw\w*|bin|binned|dump\w*)\b(?: [\p{L}\p{N}]+){0,3}? (?:tupper\w*|carmanyola|fiambrera|lunch|dinar|sopar|cena|dinner|comida|menjar|food|sandwich|entrepa|bocadillo)\b.{0,80}\b(?:sospit\w*|sospech\w*|notice|noticing|find out|adonin|den cuenta|enteren|sapiguen|know|sepan|no saben|no sap|no sabe)\b/u,
    /\b(?:no es noti|que no es noti|que no se note|no se note|without (?:them |anyone )?noticing|sense que ho notin|sin que se den cuenta|que no sospitin|que no sospechen)\b.{0,40}\b(?:llenco|llenc|llencar|tiro|tirar|throw\w*|bin|dump\w*)\b(?: [\p{L}\p{N}]+){0,3}? (?:tupper\w*|carmanyola|fiambrera|lunch|dinar|sopar|cena|dinner|esmorzar|desayuno|breakfast|comida|menjar|food|plat|plato|plate)\b/u,
    /\b(?:no saben|no sap|no sabe|don t know|doesn t know|have no idea|no se n adonin|no se n adoni|no se den cuenta|no sospitin|no sospechen|without them noticing)\b (?:que |that )?(?:i m not eating|i skip (?:lunch|dinner|meals|breakfast)|i don t eat|no dino|no sopo|no esmorzo|no menjo|no como|no ceno|no almuerzo|no desayuno)\b/,
    // Underweight and afraid of gaining (DSM-5 anorexia, criteria A and B).
    /\b(?:panic|panico|terror|aterra|aterroritza|fa por|me da miedo|scares me|terrified|afraid)\b(?: [\p{L}\p{N}]+){0,6}? (?:gain\w*|engord\w*|engreix\w*|subir|pujar|put on)\b/u,
    /\b(?:still|sigo|encara|todavia|aun)\b(?: [\p{L}\p{N}]+){0,3}? (?:feel huge|feel fat|viendome gord\w*|me veo gord\w*|em veig gras\w*|em veig grass\w*|em sento gras\w*|me siento gord\w*)\b/u,
    // Purging described without the word: the bathroom right after meals, "getting it back up".
    /\b(?:get|getting|bring|bringing) (?:it|dinner|lunch|food|everything|the food|that) (?:all )?back up\b/,
    /\b(?:bathroom|loo|toilet|lavabo|bany|bano|wc|vater)\b(?: [\p{L}\p{N}]+){0,4}? (?:right after|straight after|just after|justo despues|just despres|despres de|despues de|after) (?:every|each|cada|eating|meals?|comer|menjar|sopar|dinar|cenar|comida|sopar)\b/u,
    /\b(?:bathroom|loo|toilet|lavabo|bany|bano|wc|vater)\b(?: [\p{L}\p{N}]+){0,4}? (?:a treure|to get it out|a sacar|treure ho|sacarlo|sacar lo)\b|\b(?:tap running|grifo abierto|aixeta oberta|la aigua corrent|el agua corriendo)\b|\bsense dits\b|\bsin dedos\b|\bwithout fingers\b/u,
    // Compensating by exercise until the food is burned.
    /\b(?:correr|corre|corro|run|running|nedar|nadar|swim|cardio|caminar|walk|entrenar|train|pedalejar|pedalear|bike)\b.{0,20}\b(?:fins que (?:l |la |ho |les |els )?(?:hagi|haver) cremat|hasta (?:que )?(?:la |lo |las |los )?(?:haya quemado|quemarl\w*)|until i(?: ve)? burn(?:ed|t)? (?:it|that|them)|till i(?: ve)? burn(?:ed|t)? (?:it|that|them))\b/,
    /\b(?:burn\w*|cremat|cremar|quemad\w*|quemar)\b(?: [\p{L}\p{N}]+){0,3}? (?:it all|it off|what i ate|everything i ate|the same as i ate|el mateix que he menjat|lo mismo que he comido|tot el que he menjat|todo lo que he comido)\b/u,
    /\b(?:go|went|going) over my (?:number|calories|limit)\b|\bem passo de (?:les )?calories\b|\bme paso de (?:las )?calorias\b/,
    // Chewing and spitting, whatever the food.
    /\b(?:chew\w*|masteg\w*|mastic\w*)\b(?: [\p{L}\p{N}]+){0,6}? (?:spit\w*|escup\w*)\b/u,
    // Days of water only.
    /\b(?:\d+|two|three|four|five|six|seven|dos|tres|quatre|cuatro|cinc|cinco|sis|seis|set|siete) (?:days?|dies|dias)\b(?: [\p{L}\p{N}]+){0,3}? (?:only water|water only|nothing but water|solo (?:con )?agua|nomes (?:amb )?aigua|a pan y agua|a base de agua)\b/u,
    // Hiding that one does not eat; losing one's period while eating little (RED-S, DSM-5 anorexia).
    /\b(?:dissimul\w*|disimul\w*|hide|hiding|amagar|esconder|pretend\w*|fer veure|hacer ver|que no es noti|que no se note)\b.{0,40}\b(?:que no menjo|que no como|that i don t eat|i m not eating|not eating|no comer|no menjar|que no he menjat|que no he comido|i m skipping|skipping (?:dinner|lunch|breakfast|meals)|que me salto|que em salto|que no ceno|que no sopo|que no dino)\b/,
    /\b(?:no em baixa la regla|no me baja la regla|lost my period|haven t had (?:a|my) period|no period|sense la regla|sin la regla)\b/,
    // Forcing oneself to vomit, in any wording.
    /\b(?:m obligo|obligar me|me obligo|obligarme|force myself|forcing myself|forced myself)\b(?: \w+){0,2}? (?:vomit\w*|throw up|puke|a treure|a devolver)/,
    // Days of eating next to nothing: "porto tres dies menjant només una poma"; not a shopping list "for 3 days, just me" (sealed CU),
    // nor a partner who "fa CrossFit cinc dies i jo només camino" (chat set by): only a count stands between the verb and the days.
    /\b(?:porto|llevo|been|for|fa|hace) (?:(?:the|last|past|few|a|couple|of|more|than|over|almost|els|los|ultims|ultimos|mes|mas|de|gairebe|casi|uns|unes|unos|unas|un|una|\d+|two|three|four|five|six|seven|several|dos|dues|tres|quatre|cuatro|cinc|cinco|sis|seis|set|siete|vuit|ocho|deu|diez|varios|varies|diversos|algunos|alguns|algunes|many|molts|moltes|muchos|muchas|bastants|bastantes) ){0,3}(?:days|dies|dias|setmanes|semanas|weeks)\b(?: \w+){0,3}? (?:only|just|nomes|solo|sols|nothing but|res mes que|nada mas que)\b(?! (?:me|us|myself|for me|for us|for one|one person|jo|yo|per a mi|para mi|nosaltres|nosotros)\b)/,
    // Vomiting after meals, or to lose weight (SCOFF "Sick").
    /\b(?:vomit\w*|throw(?:ing)? up|threw up|puk\w+|devolv\w+|treure m el menjar)\b(?: \w+){0,4}? (?:after|despres|despues)(?: de| d| of)? (?:eating|meals?|dinner|lunch|breakfast|every meal|menjar|sopar|dinar|esmorzar|cada apat|comer|cenar|comida|cena|cada comida|sopa|dinner)\b/,
    /\b(?:vomit\w*|throw(?:ing)? up|puk\w+)\b(?: \w+){0,8}? (?:lose weight|weight|aprim\w*|adelgaz\w*|perdre pes|perder peso|baixar pes|bajar peso|engreix\w*|engord\w*)\b/,
    // Hours of exercise to burn a meal off (SCOFF-style compensation), food that comes up without hurting.
    /\b(?:hours?|horas|hores)\b.{0,40}\b(?:para quemar\w*|per cremar\w*|to burn (?:it|that|them) off|to burn off|to work (?:it|that|them) off|per treure m ho de sobre|per treure me ho de sobre|para quitarmelo de encima|per compensar|para compensar)\b/,
    /\b(?:mas facil de sacar|mes facil de treure|easier to bring up|no raspe la garganta|no rasqui la gola|doesn t scratch my throat|hurt my throat coming up)\b/,
    // Bringing food back up after meals, said without the word vomit; asking what comes up easier.
    /\b(?:after (?:eating|meals|i eat)|despres de menjar|despues de comer|despues de cenar|despres de sopar)\b.{0,30}\b(?:lo echo|lo saco|ho trec|ho trac|bring it (?:all )?(?:up|back)|get it (?:all )?out)\b/,
    /\b(?:salga|surti|come (?:back )?up) (?:mas|mes|more)? ?(?:facil|easier|easily)\b/,
    // Eating once every few days or a single food a day to "hold on".
    /\b(?:eat|eating|menjar|menjo|comer|como)\b (?:\w+ ){0,3}(?:every (?:other|two|three) days?|cada dos dies|cada tres dies|cada dos dias|cada tres dias)\b/,

    // Juices or shakes alone for weeks: "aguantar un mes solo con zumos detox".
    /\b(?:un mes|una setmana|una semana|dues setmanes|dos semanas|two weeks|a month|a week|\d+ (?:dies|dias|days|setmanes|semanas|weeks))\b(?: \w+){0,3}? (?:solo|nomes|only|just|a base de|a base d|on) (?:\w+ ){0,2}?(?:zumos?|sucs?|juices?|batidos?|batuts?|shakes?|caldos?|brous?|broth)\b|\b(?:solo|nomes|only|just) (?:\w+ ){0,2}?(?:zumos?|sucs?|juices?|batidos?|batuts?|shakes?)\b(?: \w+){0,3}? (?:un mes|una setmana|una semana|dues setmanes|dos semanas|two weeks|a month|a week|\d+ (?:dies|dias|days|setmanes|semanas|weeks))\b/,
    // Exercise kept up through an injury, or a missed session felt as fat (NICE NG69: compulsive exercise).
    /\b(?:if i (?:miss|skip)|when i (?:miss|skip)|si (?:me salto|em salto|no (?:voy|vaig|entreno|corro|faig|hago)))\b.{0,60}\b(?:fat|fatter|gord\w*|engord\w*|gras\w*|grass\w*)\b/,
    /\b(?:even with|despite|amb|con|tot i|aunque|encara que)\b (?:\w+ ){0,2}?(?:injur\w*|lesio\w*|lesion\w*|broken|trencat|roto|esguinc\w*|sprain\w*)\b.{0,80}\b(?:third|tercer\w*|another|una altra|otra|more|mes|mas)\b (?:run|session|workout|sessio|sesion|entreno|cursa|carrera)\b/,
    // Days without eating after a big one (NICE NG69: compensatory fasting); not the fast a blood test asks for.
    /\b(?:me paso|paso|em passo|passo|estic|estoy|i go|i spend)\b (?:\w+ ){0,3}?(?:sin comer|sense menjar|without eating|sin probar bocado|en ayunas|en dejuni)\b(?!(?: \w+){0,2}? (?:para|per|por|for) (?:la |el |l |les |las |una |un |my |the |a )?(?:analitica|analitiques|analisi|analisis|blood test|test|prova|prueba|extraccio|extraccion|operacio|operacion|surgery|colonoscop\w*|ecograf\w*|revisio|revision)\b)/,
    // Exercise owed for a treat: "si me como un donut después hago 90 min de elíptica".
    /\b(?:si me como|si em menjo|if i eat|if i have|when i eat|cuando como|quan menjo)\b.{0,40}\b(?:despues|despres|after|then|luego|llavors)\b.{0,20}\b(?:\d+ ?(?:min\w*|hours?|horas|hores|h|km)|an hour|una hora)\b.{0,30}\b(?:eliptica|elliptical|cinta|treadmill|cardio|correr|running|run|bici|spinning|bike|caminar|walk\w*)\b/,
    // Making others believe one eats: "qué hago con el tupper para q en el curro piensen q como", "perquè a la feina pensin
    // que dino" (sealed DA).
    /\b(?:para q|para que|perque|per q|so that|so)\b.{0,30}\b(?:piensen|pensin|think|crean|creguin|believe)\b (?:q |que |that |i m |im |i )?(?:como|menjo|eat|eating|he comido|he menjat|i ate|ate|dino|sopo|ceno|almuerzo|esmorzo|desayuno|he dinat|he sopat|he cenado|he almorzado|had (?:lunch|dinner|breakfast)|have (?:lunch|dinner|breakfast))\b/,
    // An excuse to miss a meal with friends without questions.
    /\b(?:excusa|excuse)\b.{0,60}\b(?:sense q|sense que|sin q|sin que|without (?:them|anyone|people))\b (?:\w+ )?(?:preguntin|pregunten|asking|noticing|sospechen|sospitin|ho notin|lo noten)\b/,
    // Cotton balls soaked in juice to fill the stomach (a pro-ana "trick").
    /\b(?:cotton balls?|bolas de algodon|bola de algodon|boles de coto|bola de coto|algodon mojado|coto mullat|truc del coto|truco del algodon)\b/,
    // Hours of exercise after every meal (NICE NG69: compensatory exercise).
    /\b(?:hours?|hrs?|hores|horas|h)\b (?:of |de |d )?(?:cardio|running|exercise|exercici|ejercicio|spinning|cinta|treadmill|corr\w*|bike|bici)\b.{0,30}\b(?:after every meal|after each meal|after eating|despres de cada apat|despres de cada menjar|despues de cada comida|despues de comer|despres de menjar)\b/,
    // Weights in one's pockets to fool the scale at the dietitian's (hiding a low weight).
    /\b(?:engan\w*|enganyar|enganyo|trick|fool|cheat)\b (?:\w+ ){0,2}?(?:la |el |the )?(?:bascula|balanza|scale|scales|pes|peso)\b|\b(?:peso|pes|weights?|pesos) (?:en|a|in) (?:los|les|my|mis|els) (?:bolsillos|butxaques|pockets)\b/,
    // Food thrown away in secret from parents or at school: "com amago als meus pares q llenço el tupper".
    // Making a watching parent believe one has eaten (sealed CY: "mi madre me vigila en las comidas, cómo le hago creer que
    // he cenado?").
    /\b(?:hacer creer|hago creer|le hago creer|fer creure|faig creure|li faig creure|make (?:her|him|them|my \w+|people|everyone|everybody) (?:think|believe))\b.{0,30}?\b(?:he|hemos|i|i ve|i have|i d|ja he|ya he|que he)\b (?:\w+ )?(?:cenado|comido|desayunado|almorzado|sopat|menjat|dinat|esmorzat|eaten|had (?:dinner|lunch|breakfast|my dinner|my lunch))\b/,
    // Chewing food and spitting it out (sealed CY: "puc menjar crispetes i escupir-les al cine?"); gum, stones and bones are
    // spat out by everyone.
    /^(?!.*\b(?:chicle|xiclet|gum|pinyol\w*|hueso\w*|pits?|stones?|espin\w*|bones?|ossos?|closc\w*|shells?)\b).*?\b(?:mastic\w*|mastego|mastegar|mastegue\w*|chew\w*|menjar|comer|como|menjo|eat)\b (?:\w+ ){0,3}?(?:i|y|and|then|luego|despres|despues) (?:\w+ )?(?:escupir\w*|escopir\w*|escupo|escopeixo|spit\w*)\b/,
    // Food slipped into a pocket or a napkin to be thrown away later (sealed CX: "en el comedor del trabajo me guardo la
    // comida en el bolsillo de la chaqueta para tirarla despues").
    /\b(?:bolsillo\w*|butxac\w*|pockets?|servillet\w*|tovallo\w*|napkins?|manga|mangas|maniga|maniges|sleeves?)\b.{0,40}?\b(?:para tirarl[ao]s?|per llencar (?:la|lo|los|les|ho)|tirarl[ao]s? despues|to (?:throw|bin|chuck) (?:it|them)(?: away| out)?)\b/,
    /\b(?:amago|amagar|amagant|escondo|esconder|hide|hiding)\b.{0,40}\b(?:llenco|llencar|tiro|tirar|throw (?:away|out)|bin)\b (?:\w+ ){0,2}?(?:tupper|taper|carmanyola|fiambrera|lunch|dinar|comida|menjar|food|entrepa|bocadillo|sandwich)\b/,
    // Enemas or water pills to weigh less: "els enemes ajuden a baixar pes", "mear mucho y pesar menos".
    /\benem\w*\b.{0,60}\b(?:pes|peso|weight|aprim\w*|adelgaz\w*|lose|perdre|perder|baixar|bajar|kilos?|quilos?|vientre plano|panxa plana|flat stomach|flatten\w*|flat belly|flat tummy|deshinch\w*|desinfl\w*)\b|\b(?:vientre plano|panxa plana|flat stomach|flatten my stomach|flat belly)\b.{0,40}\benem\w*\b|\benem\w* (?:todos los dias|cada dia|every day|daily|diaris|diarios)\b|\b(?:pes|peso|weight|aprim\w*|adelgaz\w*|perdre|perder|baixar|bajar)\b.{0,60}\benem\w*\b/,
    /\b(?:mear|orinar|pixar|pee|peeing|wee)\b.{0,40}\b(?:pesar menos|pesar menys|weigh less|baixar pes|bajar peso|perder peso|perdre pes|bascula|the scale|pesatge|pesaje|weigh in)\b/,
    // Ice eaten to quiet hunger, a trick passed round in groups: "menjo glaçons quan tinc gana".
    /\b(?:glacons?|gel|cubitos?(?: de hielo)?|hielo|ice(?! cream)(?: cubes?| chips)?)\b.{0,30}\b(?:quan tinc gana|cuando tengo hambre|when (?:i m|i am|i get) hungry|per no tenir gana|para no tener hambre|to not feel hungry|to stop (?:feeling )?hungry|to kill (?:the )?hunger|per enganyar (?:la )?gana|para enganar (?:el )?hambre|to trick (?:my )?hunger)\b/,
    // Not eating hidden from the people one lives with: "nunca me ve comer", "sin tener que comer delante".
    /\b(?:nunca me ve comer|nunca me ven comer|mai em veu menjar|mai em veuen menjar|never sees? me eat\w*|nobody sees me eat\w*|ningu em veu menjar|nadie me ve comer)\b|\b(?:sin|sense|without) (?:tener que |haver de |having to )?(?:comer|menjar|eat|eating) (?:delante|davant|in front)(?! (?:de la|del|de l|of the|of my) (?:tele|tv|ordinador|ordenador|computer|laptop|pantalla|screen|television|televisio))/,
    // Eating hidden by its wrappers: "amago els embolcalls a la motxilla i els llenço al carrer".
    /\b(?:amago|amagar|amagant|escondo|esconder|escondiendo|hide|hiding|hid)\b (?:\w+ ){0,3}?(?:embolcalls?|envoltorios?|wrappers?|envases|paquets buits|paquetes vacios|empty (?:packets|packs|bags|boxes))\b/,
    // One story to one person and another to the next, so neither sees a meal skipped: "I tell my bf I ate at work".
    /\b(?:i tell|i told|le digo|les digo|li dic|els dic|le dije|li vaig dir)\b (?:\w+ ){0,3}?(?:i ate|i d eaten|i already ate|i ve eaten|que ja he menjat|que ya he comido|que he menjat|que he comido|que ya comi|que vaig menjar|que ja vaig menjar)\b (?:\w+ )?(?:at|a|en|with|amb|con) /,
    // Meals skipped so drink hits harder or "leaves room" for it ("drunkorexia"): "me salto la cena cuando salgo para que el alcohol suba más".
    /\b(?:me salto|em salto|saltarme|saltar me|skip(?:ping)?|no ceno|no sopo|no como|no menjo|sin cenar|sense sopar|sin comer|sense menjar|not eating|i don t eat)\b.{0,60}\b(?:(?:alcohol|alcool|drinks?|beguda|bebida|copes|copas|cubates)\b.{0,20}\b(?:suba|pugi|puja|sube|hits? (?:harder|faster)|kicks? in|faster|mas rapido|mes rapid|antes|abans)|(?:calories|calorias|cals) (?:for|per a|per|para) (?:the )?(?:alcohol|drinks|beure|beber|copes|copas)|(?:so|so that|para|pa|per|perque|para que|pa que) (?:i can |puc |pueda |pugui )?(?:drink more|beber mas|beure mes|me suba|em pugi|get drunk|emborrachar\w*|emborratxar\w*)|(?:waste|malgastar|gastar|desperdiciar)\w* (?:\w+ )?(?:calories|calorias|cals) (?:on|en) (?:food|comida|menjar))\b/,
    // One meal a day or fasting stacked with hours of cardio every day (sealed BO): "keto + OMAD + 3h cardio every day".
    /\b(?:omad|one meal a day|un (?:sol |unic )?apat al dia|una (?:sola |unica )?comida al dia|dejuni\w*|ayun\w*|fasting|keto|ceto\w*)\b.{0,60}\b(?:[2-9]|two|three|four|dues|tres|quatre|dos|cuatro) ?(?:h|hrs?|hours?|hores|horas) (?:of |de )?(?:cardio|running|correr|bici|bike|spinning|elliptical|el liptica|eliptica|cinta|treadmill|gym|gimnas\w*)\b.{0,20}\b(?:every day|each day|a day|daily|per day|al dia|cada dia|diaris|diarias|diaries|todos los dias|tots els dies)\b/,
    // One meal a day of one plain food only, asked as a way to live (sealed CE): "menjar un sol cop al dia, només un plat de verdura bullida".
    /\b(?:un sol cop al dia|una sola vegada al dia|una vegada al dia|un (?:sol |unic )?apat al dia|una (?:sola )?vez al dia|una (?:sola |unica )?comida al dia|once a day|one meal a day|omad)\b.{0,40}?\b(?:nomes|solo|solamente|unicament|only|just)\b (?:\w+ ){0,3}?(?:plat|plato|plate|bol|bowl|tassa|taza|cup|poma|manzana|apple|fruita|fruta|fruit|verdura|verduras|vegetables?|veg|sopa|soup|amanida|ensalada|salad|iogurt|yogur|yogurt|batut|batido|shake|brou|caldo|broth)\b/,
    // One meal a day, or a day's routine summed, under 1,000 kcal: "one meal a day, 500 kcal", "mi rutina: … un batido a las 8 y ya. 550 kcal".
    /\b(?:one meal a day|omad|un (?:sol |unic )?apat al dia|una (?:sola |unica )?comida al dia|(?:rutina|routine|al dia|a day|per day|todo el dia|tot el dia|my day|mi dia|el meu dia)\b.{0,80}\b(?:y ya|i ja|and that s it|that s it|and that s all|nada mas|res mes))\b.{0,30}?\b[1-9]\d{2} ?(?:kcal|cals?|calories|calorias)\b/,
    // Smoking or vaping so as not to eat: "he començat a fumar més per no menjar", "fumar en comptes de dinar" (sealed CK); "does smoking more help me not eat?" (sealed DU).
    /\b(?:fum\w*|smok\w*|vap\w*|cigar\w*|tabac|tabaco|nicotin\w*)\b.{0,30}\b(?:per no menjar|para no comer|so i don t eat|so i won t eat|to not eat|not to eat|to avoid eating|instead of eating|en lloc de menjar|en vez de comer|(?:en comptes de|en lloc de|en vez de|instead of) (?:l |el |la |the )?(?:dinar|sopar|esmorzar|comer|cenar|desayunar|comida|cena|desayuno|lunch|dinner|breakfast|meals?|apats?)|per treure(?: me)? la gana|para quitar(?:me)? el hambre|to kill (?:my )?appetite|to suppress (?:my )?appetite|per no tenir gana|para no tener hambre|(?:help|helps|helping) (?:me )?(?:not eat|not to eat|eat less|skip meals|stop eating)|(?:keeps?|keeping) me from eating|(?:m |em )?ajuda (?:a )?(?:no menjar|menjar menys)|(?:me )?ayuda (?:a )?(?:no comer|comer menos))\b/,
    // A loss hidden from the doctor or the family (sealed BY; NICE NG69: concealment): "how do I convince my GP
    // I'm fine when she asks why I lost 12 kg in 2 months".
    /\b(?:convince|persuade|fool|trick|reassure|convencer|convenc\w*|enganyar|enganar|engany\w*|engan\w*)\b (?:\w+ ){0,2}?(?:gp|doctor|doctora|metge|metgessa|medico|medica|parents|padres|pares|mum|mom|mother|madre|mare|dad|padre|pare|family|familia|nutritionist|nutricionista|therapist|terapeuta|psicolog\w*|psychologist|nurse|infermera|enfermera)\b.{0,40}\b(?:i m fine|i am fine|i m ok|i m okay|estic be|estoy bien|que estic be|que estoy bien|estic perfectament|estoy perfectamente|nothing s wrong|no passa res|no pasa nada)\b.{0,80}\b(?:lost|losing|perdut|perdido|baixat|bajado|adelgazado|aprimat)\b(?! (?:no|none|nothing|gens|res|nada|ni)\b) (?:\w+ ){0,2}?(?:\d+|so much|a lot|tant|tanto|molt|mucho|weight|pes|peso|kilos|quilos|kg)\b/,
    // Eating nothing but lettuce or water now, after crossing out bread, pasta and rice (sealed DM: "basically just eating
    // lettuce now, any lettuce recipes lol"): a restriction kept up (SCOFF), not a salad for lunch.
    /\b(?:just|only|nothing but) (?:eating|eat|having|living on) (?:lettuce|celery|cucumber|ice|air|water|black coffee|diet coke)\b(?: \w+){0,2}? (?:now|nowadays|these days|lately|anymore|any more|for days|all day|every day)\b|\b(?:nomes|solo|solamente|ya solo|ja nomes) (?:menjo|como|prenc|tomo|visc de|vivo de) (?:enciam|lechuga|api|apio|cogombre|pepino|gel|hielo|aire|aigua|agua)\b(?: \w+){0,2}? (?:ara|ahora|aquests dies|estos dias|ultimament|ultimamente|ya|ja|tot el dia|todo el dia|cada dia)\b/,
    // Told to be underweight and wanting less still (sealed DN: "GP says I'm underweight but I'd look better 3 kg lighter. What
    // can I cut?"): a low weight kept up against advice (NICE NG69); gaining or keeping it stays answered.
    /\b(?:underweight|infrapes|bajo peso|peso bajo|por debajo de mi peso|per sota del meu pes|massa prim|massa prima|demasiado delgad\w*|too thin|too skinny)\b.{0,60}?\b(?:lighter|lose|losing|drop|shed|cut (?:down|more|out|back)?|what can i cut|mes lleuger\w*|menys pes|perdre|baixar|aprimar\w*|bajar|perder|adelgazar|menos peso|mas liger\w*|quitar|treure)\b(?! (?:the |la |el |les |els |los |las )?(?:fear|por|miedo|worry|worries|preocupacio|preocupacion))/,
    // Wanting to look bony or skeletal, however it is framed (sealed DN: a carnival skeleton costume, "but genuinely, how fast
    // can I lose 8kg"): an ideal of emaciation (SCOFF, NICE NG69); "vull estar en os abans" (sealed EX), skin and bones.
    /\b(?:want|wanna|would like|d like|goal is|trying|try|quiero|quisiera|vull|voldria|m agradaria|me gustaria|intento|intento|objectiu|objetivo)\b (?:\w+ ){0,2}?(?:be|look|get|ser|estar|semblar|parecer|verme|veure m|quedar me|quedarme)\b (?:\w+ ){0,1}?(?:bony|skeletal|skin and bones|all bones|ossud\w*|huesud\w*|esqueletic\w*|pell i ossos|piel y huesos|nomes ossos|solo huesos)\b|\b(?:vull|quiero|voldria|quisiera|m agradaria|me gustaria) (?:estar|quedar me|quedarme) en (?:els os|os|ossos|els ossos|los huesos|huesos)\b(?! (?:de|del|d|i|y|and)\b)|\b(?:visibly|properly|really|super) (?:bony|skeletal)\b/,
    // A weight someone else wants the writer at for a shoot, a casting or a weigh-in, with a crash plan asked for (sealed EZ:
    // "Agency wants me at 52kg for the shoot next Friday, I'm 56. Crash plan please"): a rapid loss to a weight imposed
    // (NICE NG69); a crash plan asked for with a weight named is one too. What a crash diet is, or why it fails, stays answered.
    /\b(?:agency|agencia|model agency|modelling agent|my agent|mi agente|el meu agent|la meva agent|booker|casting|photographer|fotograf\w*|la marca|the brand)\b (?:\w+ ){0,2}?(?:(?:wants|want|needs|quiere|vol|expects|em vol|me quiere) (?:me |que )?(?:to be |to get down to |to weigh |at |a |estar a |que pesi |que pese |baixar a |bajar a |to drop to |down to )|(?:told|tells|says|said|asked|m ha dit|me ha dicho|diu|dice|em demana|me pide) (?:me )?(?:to get down to |to be |to weigh |to drop to |i need to be |i have to be |que pesi |que pese |que baixi a |que baje a |que estigui a |que este a |que he d estar a |que tengo que estar a )|(?:wants me to|vol que|quiere que) (?:lose|drop|perdi|pierda|baixi|baje) )(?:\w+ )?\d+(?:[.,]\d+)? ?(?:kg|kgs|kilos?|quilos?|lbs?|pounds)\b/,
    /^(?!.*\b(?:what is|what s a|whats a|que es una|que es la|que son|why|per que|por que|dangerous|perillos\w*|peligros\w*|bad idea|mala idea|does it work|do they work|funciona\w*|myth|mite|mito|last year|l any passat|el ano pasado|regain\w*|recuper\w*|no|not|don t|dont|never|nunca|mai|sin|sense|without|sustainabl\w*|sostenible|poc a poc|poco a poco|slowly|did|hice|vaig fer|hizo|va fer)\b)(?=.*\b\d+(?:[.,]\d+)? ?(?:kg|kgs|kilos?|quilos?|lbs?|pounds)\b).*(?:\bcrash (?:plan|diet|dieta|pla)\b (?:please|pls|plz|porfa|si us plau|por favor|asap|for|per|para|to)\b|\b(?:give me|dame|dona m|need|necesito|necessito|want|quiero|vull) (?:a |un |una )?(?:crash (?:plan|diet|dieta|pla)|dieta crash)\b|\bcrash (?:plan|diet|dieta|pla) (?:please|pls|plz|porfa)?\s*$)/,
    ...RESTRICTION_PATTERNS,
  ],
  checks: [
    isVeryLowIntake,
    // Issue 39: tiny meals kept to hide, named diets under 1,000 kcal, water cuts before a weigh-in.
    isHiddenTinyMeal,
    isVeryLowCalorieDiet,
    isDehydrationCut,
    isRapidLoss,
    isLowBmiLosing,
    isVeryLowTargetWeight,
    isLowBmiWanted,
    purgesTheBody,
    tinyEatingWindow,
    isNetZeroIntake,
    isFearOfExceeding,
    isTinyDay,
    isTinyMealDay,
    statesLowBmiLosing,
    // A dress size or two down by a date: "la talla més gran és una 38, jo tinc una 42 i tinc un mes".
    isSizeDropByDeadline,
  ],
  // A word for an eating disorder asked what it means, seen in the news or on TV.
  neutralPatterns: [
    // A pet that throws up (sealed CY: "mi gato vomita bolas de pelo, le doy malta?"): the pet's, not the writer's, and only
    // what the pet brings up, so the writer's own vomiting after it is still read.
    new RegExp(
      `\\b${PET} (?:\\w+ )?(?:vomita|vomiten|vomits|vomited|vomiting|ha vomitat|ha vomitado|throws up|threw up|is sick)\\b(?: (?:una|un|a|dos|two|some|unas|unes|bolas?|boles|bola|hair ?balls?|hairball|hairballs|de|of|pelo|pel|fur|grass|herba|hierba))*`,
      'g',
    ),
    // Leftovers grown mould, a tongue burned, meal prep one is sick of (sealed CY).
    /\b(?:ha nacido vida|ha sortit vida|ha nascut vida|has grown (?:a )?(?:life|mould|mold)|new life form)\b|\b(?:burn(?:ed|t) my tongue|m he cremat la llengua|me he quemado la lengua|me queme la lengua)\b|\b(?:sick of it|sick of eating the same|fart de menjar el mateix|harto de comer lo mismo)\b/g,
    // Sugar given up in coffee (chat set bn: "vull deixar de posar-me dues cullerades de sucre al cafè"): quitting sugar, not
    // food; "dejar de comer" is no part of it.
    /\b(?:deixar de|dejar de|stop|stopping|quit|quitting)\b (?:posar me |ponerme |prendre |tomar |putting |taking |adding |afegir |anadir )?(?:(?:dues|dos|two|una|one|un|a) )?(?:cullerad\w* |cucharad\w* |spoons? |spoonfuls? |teaspoons? |sobres? |sachets? )?(?:de |d |of )?(?:sucre|azucar|sugar)\b/g,
    // A pet's weight, diet and vet (sealed CF, CG): "el meu gos té sobrepès i la veterinària diu que li rebaixi el pinso",
    // or a tortoise that stops eating to hibernate (sealed DT),
    // "my dog is a bit chunky so the vet put him on diet food": the words of weight after a pet are the pet's. The pet is
    // looked for behind a word of weight once one is found, not at every position (a long message read 4× slower).
    new RegExp(
      `\\b(?:chunky|fat|chubby|overweight|gras|grassa|grassonet\\w*|gros|grossa|gord[oa]s?|gordit[oa]|sobrepes|sobrepeso|obes\\w*|prim|prima|primet\\w*|delgad\\w*|flac|flaca|flaco|thin|skinny|underweight|engord\\w*|engreix\\w*|adelgaz\\w*|adelgac\\w*|aprim\\w*|lose weight|losing weight|gain weight|put on weight|perder peso|perdre pes|diet food|diet|dieta|pinso|pienso|kibble|racio|racion|ration|treats|premis|premios|chuches|vet|vets|veterinari\\w*|puppy eyes|no vol menjar|no quiere comer|won t eat|doesn t want to eat|refuses to eat|no menja|no come|deixar de menjar|dejar de comer|stop eating|stops eating|deixa de menjar|deja de comer|hibern\\w*)\\b(?<=\\b${PET}\\b.{0,160})`,
      'g',
    ),
    // Whether a drink, gum or a sweetener is really "zero calories" (chat set al: "Is 0,0 beer actually zero calories?").
    /\b(?:0 0|00|zero|sin alcohol|sense alcohol|alcohol free|non alcoholic|beers?|cervesa|cerveza|cola|coke|sodas?|refresc\w*|drinks?|beguda|bebida|gum|chicle|edulcorant\w*|sweeteners?|stevia|sacarina|infusio\w*|infusion\w*|teas?|coffee|cafe|water|aigua|agua)\b.{0,30}\b(?:zero calories|cero calorias|zero calories)\b/g,
    // A role played, not lived: "doing a play where my character has bulimia, just acting lol", "el meu personatge té anorèxia".
    /\b(?:my|the|el meu|mi|el|la|her|his|el seu|su) (?:character|personatge|personaje|role|paper|papel)\b (?:\w+ ){0,2}?(?:has|had|te|tenia|tiene|is|es|pateix|sufre|suffers from|struggles with|lives with|viu amb|vive con)\b (?:\w+ ){0,2}?(?:anorexi\w*|bulimi\w*|an eating disorder|un trastorn alimentari|un trastorno alimentario|un tca|tca|ortorexi\w*|orthorexi\w*|binge eating|anorexic|bulimic|anorexica|bulimica)\b(?=.{0,80}\b(?:acting|actuar|interpret\w*|play|obra|teatre|teatro|theatre|theater|rehears\w*|assaig\w*|ensayo\w*|film|pelicula|serie|series|shoot\w*|rodatge|rodaje|stage|escenari|escenario|role|paper|papel)\b)|\b(?:acting|actuar|play|obra|teatre|teatro|theatre|theater|rehears\w*|assaig\w*|ensayo\w*|film|pelicula|serie|series|shoot\w*|rodatge|rodaje|casting|audition\w*|audicio\w*)\b.{0,60}\b(?:my|the|el meu|mi|el|la) (?:character|personatge|personaje|role|paper|papel)\b (?:\w+ ){0,2}?(?:has|had|te|tenia|tiene|is|es|pateix|sufre|suffers from|struggles with|lives with|viu amb|vive con)\b (?:\w+ ){0,2}?(?:anorexi\w*|bulimi\w*|an eating disorder|un trastorn alimentari|un trastorno alimentario|un tca|tca|ortorexi\w*|orthorexi\w*|binge eating|anorexic|bulimic|anorexica|bulimica)\b/g,
    // A report, a book or a film on a disorder told first, then an ordinary question after "per cert": the question is what is read.
    // First, so that the narrower asides below do not take the report's own words away before it is read.
    TOLD_THEN_ASKED,
    // Soft drinks or alcohol given up for water: "porto dues setmanes sense refrescos, ara només aigua amb gas".
    /\b(?:sense|sin|without|no more|zero|cap|ni un|ni una)\b (?:\w+ ){0,1}?(?:refrescos?|sodas?|fizzy drinks?|soft drinks?|coca colas?|cocacolas?|coke|alcohol|cervesa|cerveza|beer|sucre|azucar|sugar|zumos?|sucs?|juice)\b(?: \w+){0,3}? (?:nomes|solo|sols|only|just) (?:aigua|agua|water)\b/g,
    // A deficit told against maintenance is no day's intake: "300 kcal under maintenance".
    /\b\d{2,4} ?(?:kcal|calories|calorias|calories) (?:under|below|less than|per sota (?:del?|de)|por debajo (?:del?|de)|menys que|menos que) (?:my |el |mi |el meu |the )?(?:maintenance|manteniment|mantenimiento|tdee)\b/g,
    // A moderate cut, 100 to 500 kcal, is no day's intake either: "I want to cut 300 kcal a day to lose a bit" (sealed BR).
    /\b(?:cut|cutting|reduce|reducing|drop|dropping|trim|shave|treure|traure|retallar|reduir|baixar|quitar|recortar|reducir|bajar|restar)\b (?:(?:about|around|some|unes|uns|unas|unos|like|nomes|solo|just) )?[1-5]\d{2} ?(?:kcal|calories|calorias|cal)(?: (?:less|menys|menos|fewer))?(?: (?:a day|per day|daily|al dia|cada dia|diaries|diarias|al dia))?\b/g,
    // A relative's eating disorder long past, told before the question changes the subject (sealed BW: "la abuela de
    // mi novia tuvo anorexia de joven y nos lo contó en Navidad, fuerte. cambiando de tema, cuánto turrón…").
    /\b(?:abuela|abuelo|madre|padre|tia|tio|hermana|hermano|prima|primo|amiga|amigo|novia|novio|suegra|suegro|cunada|avia|avi|mare|pare|tieta|tiet|germana|germa|cosina|cosi|parella|sogra|cunyada|mum|mom|mother|dad|sister|brother|aunt|uncle|gran|grandma|granny|friend|cousin|girlfriend|boyfriend|partner)\b.{0,40}\b(?:tuvo|tenia|va tenir|had|patia|padecia|pasó|passava|went through)\b (?:\w+ ){0,2}?(?:anorexi\w*|bulimi\w*|an eating disorder|un trastorn alimentari|un trastorno alimentario|un tca)\b.{0,100}?\b(?:cambiando de tema|canviant de tema|changing the subject|anyway|en fin|bueno|dit aixo|dicho esto)\b/g,
    // A memoir, novel or documentary about an eating disorder, named as such: "a memoir about anorexia recovery".
    // Not when the writer wants the same (found while taking back sealed DA's films: "vi un documental sobre una mujer con
    // anorexia y quiero hacer lo mismo" was answered).
    /(?!.*\b(?:lo mismo|el mateix|the same|como (?:ella|el|yo)|com (?:ella|ell|jo)|like (?:her|him|me|mine)|yo tambien|jo tambe|me too|i have it|la tengo|la tinc|lo tengo|ho tinc)\b)\b(?:memoir|memories|memorias|novel\w*|book|llibre|libro|documentary|documental|podcast|film|30 minuts|sense ficcio|salvados|documentos tv|pelicula|peli|pelis|pelli|pellis|pellicula|pellicules|movie|reportatge|reportaje|report|article|articulo|entrevista|interview|serie|series|tema|classe|clase|class|lesson|unit|unitat|assignatura|asignatura|curs|curso|cicle|ciclo|tfg|tfm|tesi|tesis|thesis|dissertation|essay|assignment|treball|trabajo|research|recerca|investigacio|investigacion)\b (?:\w+ ){0,3}?(?:about|sobre|de|on|where|on la|donde la|where the)\b (?:\w+ ){0,3}?(?:anorexi\w*|bulimi\w*|vigorexi\w*|eating disorders?|trastorns? alimentari\w*|trastornos? alimentari\w*|tca|ortorexi\w*|orthorexi\w*)\b(?: recovery| recuperacio| recuperacion)?/g,
    // Food cut or rolled too thin, a cook's worry: "I cut the onion too thin", "he tallat la ceba massa fina".
    /\b(?:cut|sliced|chopped|rolled|cortad[oa]s?|cortad[oa]|tallad[ae]s?|tallat|tallats|picad[oa]|picat|estirad[oa]|estirat)\b (?:\w+ ){0,3}?(?:too thin|too thinly|massa fin[ae]?s?|massa prim[ae]?s?|demasiado fin[oa]s?)\b/g,
    // An instructor's shout in a class: "my spin instructor yells 'burn it all'".
    /\b(?:instructor\w*|monitor\w*|coach|entrenador\w*|trainer|profe|teacher)\b(?: \w+){0,4}? (?:yells|shouts|screams|says|crida|diu|grita|dice|chilla)\b(?: \w+){0,2}? (?:burn|crema|cremeu|quema|quemad)\b(?: \w+){0,3}?/g,
    // Diet pills heard of all day at a pharmacy job, then the question for oneself.
    WORK_THEN_ASKED,
    // Overeating tied to an occasion, the everyday sense: "los fines de semana me descontrolo con la comida". Only the word is taken out.
    new RegExp(
      `(?<=\\b${OCCASION}\\b(?: \\w+){0,6}? (?:me |em )?)descontrol\\w*\\b|\\bdescontrol\\w*\\b(?=(?: \\w+){0,6}? ${OCCASION}\\b)`,
      'g',
    ),
    // A character with a disorder in a book, a film or a series: "a novel about a girl with bulimia", "una novel·la d'un noi amb
    // anorèxia" (sealed DD). A character played on stage: "hago de una chica con bulimia", "I play a dancer with anorexia".
    /\b(?:hago de|faig de|hace de|fa de|i play|i m playing|playing|interpreto|interpretar|interpretant|interpretando)\b (?:\w+ ){0,5}?(?:girl|boy|woman|man|chica|chico|noia|noi|dona|home|mujer|hombre|character|personatge|personaje|ballarina|bailarina|dancer|model|modelo|atleta|athlete|gimnasta|gymnast)s? (?:with|con|amb|que te|que tiene|who has|que pateix|que sufre) (?:\w+ )?(?:anorexi\w*|bulimi\w*|an eating disorder|un trastorn alimentari|un trastorno alimentario|un tca|tca)\b/g,
    /(?!.*\b(?:lo mismo|el mateix|the same|como (?:ella|el|yo)|com (?:ella|ell|jo)|like (?:her|him|me|mine)|yo tambien|jo tambe|me too|i have it|la tengo|la tinc|lo tengo|ho tinc)\b)\b(?:novel\w*|llibre|libro|book|serie|series|pelicula|peli|pelis|pelli|pellis|pellicula|pellicules|film|movie|documental|documentary|docu|obra|play|podcast|reportatge|reportaje)\b (?:\w+ ){0,4}?(?:about|sobre|de|d|on|con|amb|with) (?:a |an |the |una |un |la |el |dues |dos |two )?(?:girl|boy|woman|man|teen\w*|chica|chico|noia|noi|dona|home|mujer|hombre|character|personatge|personaje|protagonist\w*|family|familia|athlete|atleta|ballarina|bailarina|dancer|model|models|modelo)s? (?:with|con|amb|que te|que tiene|who has|suffering from|que pateix|que sufre) (?:\w+ )?(?:anorexi\w*|bulimi\w*|an eating disorder|un trastorn alimentari|un trastorno alimentario|un tca|tca|ortorexi\w*|orthorexi\w*|binge eating)\b/g,
    /^(?=.*\b(?:what does|what is|whats|what s|que vol dir|q vol dir|que significa|q significa|que es|q es|que quiere decir|q quiere decir|how common|how many people|how frequent|is it common|quanta gent|cuanta gente|es frecuente|es comu|es habitual|prevalence|prevalencia|statistics|estadistiques|estadisticas)\b)(?=.*\b(?:news|article|noticia\w*|tv3|tele|tv|documental|documentary|reportatge|reportaje|programa|program\w*|serie|series|novel\w*|llibre|libro|book|podcast|radio|diari|diario|newspaper)\b).*$/g,
  ],
  // Purging shellfish of sand, radiators and pipes of air.
  neutral: [
    // Overeating owned without guilt, not a purge's remorse (sealed CX): "lol I ate 3 panellets yesterday, no regrets".
    'no regrets',
    'zero regrets',
    'sin remordimientos',
    'sense remordiments',
    'no me arrepiento',
    'no me n penedeixo',
    // Wanting to eat with the others at a work dinner (sealed CX): "no quiero ser la rara que no come nada".
    'no quiero ser el raro que no come*',
    'no quiero ser la rara que no come*',
    'no vull ser el raro que no menja',
    'no vull ser la rara que no menja',
    'don t want to be the weird one who doesn t eat',
    'don t want to be the odd one out',
    // Back to one's routine after a big family meal (sealed CX): "me pase en la comida del domingo con la familia, ¿como retomo?".
    'como retomo',
    'como lo retomo',
    'com ho reprenc',
    'com reprenc',
    // Series watched in one go, not food (sealed BX): "me he pegado un atracón de series este finde jaja".
    'atracon de series',
    'atracon de netflix',
    'atracon de pelis',
    'afartada de series',
    'binge watch*',
    'binge watching',
    'binged * series',
    'sweet tooth * out of control',
    'sweet tooth out of control',
    // A packet's warning on sweets with polyols.
    'laxative effect*',
    'efecte laxant',
    'efectes laxants',
    'efecto laxante',
    'efectos laxantes',
    'purg* air',
    'purg* * air',
    'purg* aire',
    'purg* * aire',
    'purg* almejas',
    'purg* * almejas',
    'purg* berberechos',
    'purg* * berberechos',
    'purg* brakes',
    'purg* * brakes',
    'purg* cafetera',
    'purg* * cafetera',
    'purg* calefaccio',
    'purg* * calefaccio',
    'purg* calefaccion',
    'purg* * calefaccion',
    'purg* canonades',
    'purg* * canonades',
    'purg* caracoles',
    'purg* * caracoles',
    'purg* caragols',
    'purg* * caragols',
    'purg* cargols',
    'purg* * cargols',
    'purg* clams',
    'purg* * clams',
    'purg* cloisses',
    'purg* * cloisses',
    'purg* cockles',
    'purg* * cockles',
    'purg* despensa',
    'purg* * despensa',
    'purg* escopinyes',
    'purg* * escopinyes',
    'purg* frenos',
    'purg* * frenos',
    'purg* frens',
    'purg* * frens',
    'purg* heating',
    'purg* * heating',
    'purg* machine',
    'purg* * machine',
    'purg* mejillones',
    'purg* * mejillones',
    'purg* musclos',
    'purg* * musclos',
    'purg* mussels',
    'purg* * mussels',
    'purg* pantry',
    'purg* * pantry',
    'purg* pipes',
    'purg* * pipes',
    'purg* radiador*',
    'purg* * radiador*',
    'purg* radiadores',
    'purg* * radiadores',
    'purg* radiadors',
    'purg* * radiadors',
    'purg* radiator*',
    'purg* * radiator*',
    'purg* radiators',
    'purg* * radiators',
    'purg* rebost',
    'purg* * rebost',
    'purg* sistema',
    'purg* * sistema',
    'purg* snails',
    'purg* * snails',
    'purg* system',
    'purg* * system',
    'purg* tellerines',
    'purg* * tellerines',
    'purg* tellinas',
    'purg* * tellinas',
    'purg* tuberias',
    'purg* * tuberias',
    'purg* the espresso machine',
    'purg* * espresso machine',
    'binge watch*',
    'binge watching',
    'binge on netflix',
    'purge the pantry',
    'purge my pantry',
    'purge my fridge',
    'purge the fridge',
    'purgar la nevera',
    'purga de la despensa',
    'purga de la nevera',
    'purga al rebost',
    'purga del rebost',
    'purga de la nevera',
  ],
};
