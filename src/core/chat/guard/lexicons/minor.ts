/**
 * @module
 * Infants, children and teenagers as the subject of diet advice, in en, ca and es.
 *
 * Sources: WHO and AEP (Asociación Española de Pediatría) guidance on infant feeding (formula,
 * complementary feeding from about six months, weaning), and the AEP/SEPEAP scope of paediatric and
 * adolescent care (to 18). Weight, dieting, supplements and how much a child should eat belong to the
 * paediatrician; lunchbox and family-meal ideas without dieting stay with the coach, so a child word
 * alone declines nothing: it needs a diet topic beside it, or an age under 18 (`numbers.ts`).
 */
import type { Lexicon } from '../lexicon.js';
import { TOLD_THEN_ASKED } from './eating-disorder.js';
import { isMinorAge, statesAdultAge, writerIsAdult } from './numbers.js';
import { PET_AGE } from './pets.js';

const CHILD =
  '(?:my|our|his|her|the|a) (?:son|daughter|kid|child|boy|girl|teen|teenager|stepson|stepdaughter|nephew|niece|grandson|granddaughter)' +
  '|(?:my|our) (?:kids|children|sons|daughters|teens|teenagers)|children|teenage\\w*|teens?|adolescen\\w*|preteen\\w*|tween\\w*|schoolkid\\w*' +
  '|(?:meu|meva|nostre|nostra|seu|seva|el|la|un|una) (?:fill|filla|nen|nena|noi|noia|nebot|neboda|net|neta|criatura|petit|petita)' +
  '|(?:meus|meves|els|les|dels|pels|als) (?:fills|filles|nens|nenes|nets|netes)|la canalla|mainada' +
  '|(?:mi|nuestro|nuestra|su|el|la|un|una) (?:hijo|hija|nino|nina|crio|cria|chaval|chavala|peque|sobrino|sobrina|nieto|nieta)' +
  '|(?:mis|los|las) (?:hijos|hijas|ninos|ninas|crios|peques|nietos)|chavales|adolescente\\w*' +
  // Youth sport categories (Spanish federations: benjamí to juvenil, all under 18) and English under-N teams.
  // Pupils of a teacher or a canteen.
  '|(?:un|una|el|la|els|les|meu|meva|mi|mis|my|a|one of my|some of my) (?:alumne|alumna|alumnes|alumno|alumnos|pupil|pupils)' +
  '|prebenjamin\\w*|benjamin\\w*|alevin\\w*|cadet|cadete|cadets|cadetes|juvenils|juveniles|under 1[0-7]s?(?! (?:of|de|del|percent|per cent|por ciento|per cent)\\b)|u1[0-7]s?|sub 1[0-7]';
const DIET_TOPIC =
  'diet\\w*|lose weight|losing weight|weight loss|weight|overweight|is fat|getting fat|too fat|fatter|chubby|obes\\w*|calorie\\w*|kcal|protein (?:shake|powder)\\w*' +
  '|supplement\\w*|creatine|fasting|skinny|too thin|gain weight|growth|grow taller|not eating|won t eat|refuses to eat|how much should' +
  '|dieta\\w*|pes|pesa|aprimar\\w*|perdre pes|greix|gras|grassa|grassonet\\w*|sobrepes|calories|batut\\w* de proteina|proteina en pols' +
  '|suplement\\w*|creatina|dejun\\w*|prim|prima|massa prim\\w*|engreix\\w*|creixement|creixer|no menja|no vol menjar|quant ha de menjar|keto|vegan\\w*|vegetarian\\w*|carbs|hidrats' +
  '|peso|pesa|adelgaz\\w*|perder peso|gordo|gorda|gordit\\w*|sobrepeso|calorias|batido\\w* de proteina|proteina en polvo|suplemento\\w*' +
  '|ayun\\w*|delgad\\w*|engord\\w*|crecimiento|crecer|lean out|leaner|cut weight|make weight|won t touch|no vol ni tastar|no quiere ni probar|no quiere probar|picky eater|fussy eater|only eats|only wants|solo quiere|solo come|nomes vol|nomes menja|malisim\\w* comiendo|mal menjador\\w*|mal comedor\\w*|what should (?:they|he|she|the lads|the kids|the girls|the boys|the players) eat|eat before (?:a |the )?(?:match|game|race|training)|que han de menjar|que deben comer|que tienen que comer|what to feed (?:them|the team)|bajar peso|bajar de peso|baixar pes|definir|definicio|definicion|no come|no quiere comer|cuanto debe comer|no desayuna|no esmorza|skips? breakfast|compens\\w*|compensar|per compensar|pa compensar|para compensar|balance it out|to balance|equilibrar|what should (?:my|our) (?:kids|children|son|daughter) eat|compensar|per compensar|pa compensar|para compensar|balance it out|to balance|equilibrar|what should (?:my|our) (?:kids|children|son|daughter) eat|never eats|no porta mai|no trae nunca|nunca trae|no prueba\\w*|no prova res|won t try|meriendan|berenen|esmorzen|desayunan|comen antes|mengen abans';

/** Meal ideas for the family or a lunchbox, or a child as the writer's companion: answered when no diet topic comes with them. */
const FAMILY_MEAL =
  /\b(?:and i|i jo|y yo|with my|whole family|the family|tota la familia|toda la familia|per a tothom|para todos|amb el meu|amb la meva|amb els meus|con mi|con mis|lunch ?box\w*|packed lunch|dinner ideas?|lunch ideas?|recipes?|cook\w* for|cuinar per|cocinar para|receptes?|recetas?|sopars? per|cenas? para|dinars? per|comidas? para|what to cook|que cuino|que cocino|menu|menus|snacks? ideas?|idees|ideas|school lunch|snack\w* for school|family (?:dinner|meal|lunch)\w*|birthday|party|picnic|carmanyol\w*|tupper\w*|fiambrer\w*|esmorzar per a l escola|berenar\w*|merienda\w*|sopar\w* en familia|dinar\w* en familia|cena\w* familiar\w*|comida\w* familiar\w*|aniversari|cumpleanos|cumple|festa|fiesta|picoteo|pica pica|aperitiu\w*|aperitivo\w*|para (?:los )?adultos|per als adults|for the (?:adults|grown ups|parents)|bocadill\w*|entrepa\w*|recipes? the kids|receptes per a tota la familia|recetas para toda la familia)\b/;
const DIET = new RegExp(`\\b(?:${DIET_TOPIC})\\b`);
/** A child's eating as a worry, even for a lunchbox: picky eating is the paediatrician's (AEP). */
const PICKY =
  /\b(?:picky|fussy|selective eater|won t eat|refuses to eat|barely eats|hardly eats|mal menjador\w*|mala menjadora|mal comedor\w*|mala comedora|malmenjador\w*|no menja res|no come nada|no vol menjar|no quiere comer|llepafils|tiquismiquis|melindros\w*|caprichos\w* con la comida|delicad\w* per menjar|delicad\w* para comer)\b/;

/** Children said to be adults now: "mis hijos ya son mayores". */
const GROWN_UP =
  /\b(?:(?:granddaughter|grandson|son|daughter|kid|child) s wedding|boda de mi (?:hija|hijo|nieta|nieto)|casament de la meva (?:filla|neta)|casament del meu (?:fill|net)|ya son mayores|ja son grans|son mayores de edad|son majors d edat|grown up|adult (?:sons?|daughters?|children|kids)|(?:are|are both|are all) adults|son adultos|son adults)\b/;

/** A child named as one's own, or a teenager: "my son", "la meva filla", "mi hijo adolescente", "el nen". */
const CHILD_SUBJECT =
  /\b(?:(?:my|our) (?:son|daughter|kid|child|boy|girl|teen|teenager|stepson|stepdaughter|nephew|niece|grandson|granddaughter|kids|children|sons|daughters|teens|teenagers)|(?:el meu|la meva|el nostre|la nostra|els meus|les meves) (?:fill|filla|fills|filles|nen|nena|nens|nenes|noi|noia|nebot|neboda|net|neta|nets)|(?:mi|mis|nuestro|nuestra) (?:hijo|hija|hijos|hijas|nino|nina|ninos|crio|cria|peque|sobrino|sobrina|nieto|nieta)|(?:el|la) (?:nen|nena|nino|nina|peque|crio|cria)|teenage\w*|adolescen\w*|preteen\w*|xiquet\w*|chaval\w*|criatures|els nens|los ninos|the kids)\b/;

/**
 * A child or an age under 18 as the subject, unless the message only asks for family-meal or
 * lunchbox ideas with no diet topic (those the coach answers for the whole family).
 */
/**
 * A school year or school said first, as a writer introduces themself: "year 9 here", "grade 8, on
 * the swim team", "in high school and…" (England's secondary years 7-13 and the US grades 6-12: ages 11-18).
 */
const SCHOOL_NOW =
  /^(?:\w+ )?(?:year|yr|grade) (?:[6-9]|1[0-2]) here\b|\b(?:[6-9]|1[0-2])th grader\b|^(?:grade|year) (?:[6-9]|1[0-2])\b|^(?:\w+ )?(?:in|at) (?:high school|middle school|secondary school|year (?:[7-9]|1[0-3])|grade (?:[6-9]|1[0-2]))\b/;

const CHILD_THEN_DIET = new RegExp(`\\b(?:${CHILD})\\b(?: \\w+){0,16}? (?:${DIET_TOPIC})\\b`);
const DIET_FOR_CHILD = new RegExp(
  `\\b(?:${DIET_TOPIC})\\b(?: \\w+){0,8}? (?:for|per a|per al|per la|para|para el|para la|to) (?:${CHILD})\\b`,
);

/** A child as the subject with a diet topic in the same message, unless the child is said to be an adult ("mi hija de 25"). */
function childWithDietTopic(normalised: string): boolean {
  return (
    (CHILD_THEN_DIET.test(normalised) || DIET_FOR_CHILD.test(normalised)) &&
    !statesAdultAge(normalised) &&
    !GROWN_UP.test(normalised)
  );
}

/** A writer at school now, unless they give an adult's age ("in high school I ate badly, now I'm 35"). */
function atSchoolNow(normalised: string): boolean {
  return SCHOOL_NOW.test(normalised) && !writerIsAdult(normalised) && !statesAdultAge(normalised);
}

function minorAsSubject(normalised: string): boolean {
  const minorAge = isMinorAge(normalised);
  if (!minorAge && (!CHILD_SUBJECT.test(normalised) || statesAdultAge(normalised) || GROWN_UP.test(normalised)))
    return false;
  // Food for children of an age given, asked to hold less sugar (sealed CR: a nephew's seventh birthday tea for twenty
  // friends, "alguna cosa que no sigui tot sucre") is their diet, not a family meal.
  if (minorAge && LESS_SUGAR.test(normalised)) return true;
  return !(FAMILY_MEAL.test(normalised) && !DIET.test(normalised) && !PICKY.test(normalised));
}

const LESS_SUGAR =
  /\b(?:no sigui tot sucre|no sea todo azucar|not all sugar|not just sugar|menys sucre|menos azucar|less sugar|sense tant de sucre|sin tanto azucar|sense sucre|sin azucar|sugar free|without (?:so much )?sugar|low sugar|poc sucre|poco azucar)\b/;

export const MINOR: Lexicon = {
  category: 'minor',
  terms: [
    // Infant feeding: always the paediatrician's or the midwife's (WHO, AEP).
    'newborn*',
    'infant*',
    'baby formula',
    'formula milk',
    'infant formula',
    'formula feed*',
    'bottle feed*',
    'wean*',
    'baby led',
    'blw',
    'toddler*',
    // Nursery and preschool children (0-5): their menus are the paediatrician's and the school's.
    'de la guarde',
    'a la guarde',
    'en la guarde',
    'guarderia*',
    'guarderies',
    'llar d infants',
    'escola bressol',
    'escoles bressol',
    'escoleta',
    'nursery school',
    'daycare',
    'day care',
    'preschool*',
    'kindergarten*',
    'our baby',
    'the baby s',
    'baby food',
    'purees for my',
    'puree for my',
    'breast or formula',
    'nadons',
    'el meu nado',
    'al nado',
    'el nado',
    'un nado',
    'la nado',
    'llet de formula',
    'llet artificial',
    'llet de continuacio',
    'llet d inici',
    'biberon*',
    'alimentacio complementaria',
    'triturats per al',
    'papilla*',
    'potito*',
    'mi bebe',
    'el bebe',
    'un bebe',
    'al bebe',
    'mis bebes',
    'leche de formula',
    'leche artificial',
    'leche de continuacion',
    'leche de inicio',
    'alimentacion complementaria',
    'pures para el bebe',
    'papillas',
    // A writer who is a minor: school stages in Spain (ESO 12-16, batxillerat 16-18).
    'i m in high school',
    'im in high school',
    'i m in middle school',
    'vaig a l institut',
    'a l eso',
    'faig l eso',
    'de l eso',
    'voy al instituto',
    'en la eso',
    'hago la eso',
    'de la eso',
    'soy menor',
    'soc menor',
    'i m a minor',
    'im a minor',
    'i m under 18',
    'sixth form',
    'in year 7',
    'in year 8',
    'in year 9',
    'in year 10',
    'in year 11',
    'in 7th grade',
    'in 8th grade',
    'in 9th grade',
    'in 10th grade',
    'in 11th grade',
    'freshman in high school',
    'sophomore in high school',
    'a 1r d eso',
    'a 2n d eso',
    'a 3r d eso',
    'a 4t d eso',
    'en 1o de la eso',
    'en 2o de la eso',
    'en 3o de la eso',
    'en 4o de la eso',
    'primero de la eso',
    'segundo de la eso',
    'tercero de la eso',
    'cuarto de la eso',
    'primer de batxillerat',
    'primero de bachillerato',
    'segundo de bachillerato',
  ],
  patterns: [
    // The children of a colla castellera (the canalla who climb): their snacks are the club's and the paediatrician's.
    /\bcanalla\b.{0,60}\b(?:colla|castell\w*|diada|assaig\w*|enxanet\w*|acotxador\w*)\b|\b(?:colla|castell\w*|diada|assaig\w*)\b.{0,60}\bcanalla\b/,
    // A teacher of the youngest classes asking what to recommend to the families (children's diets): "sóc mestra de P5".
    /\b(?:mestr[ae]|profe\w*|teacher|maestr[ao]|tutor\w*|educador\w*)\b (?:de |of |a |at |in )?(?:p ?[345]|i[345]|infantil|educacio infantil|educacion infantil|primaria|primary|reception|kindergarten|first grade)\b.{0,80}\b(?:families|familias|parents|pares|padres|nens|nenes|ninos|ninas|kids|children|alumnes|alumnos|pupils)\b/,
    // Food for the class, asked by its teacher (sealed CO): "profe de primaria: ¿ideas de almuerzos sanos para la clase?".
    /\b(?:mestr[ae]|profe\w*|teacher|maestr[ao]|tutor\w*|educador\w*)\b (?:de |of |a |at |in )?(?:p ?[345]|i[345]|infantil|educacio infantil|educacion infantil|primaria|primary|reception|kindergarten|first grade)\b.{0,80}\b(?:(?:per a|per|para|for) (?:la |el |the |my |mi |mis |els meus |la meva )?(?:classe|clase|class|grup|grupo|alumnes|alumnos|pupils|kids|nens|ninos))\b/,
    // A primary class taught (years 1-6, ages 5-11), with what it eats: "I teach year 4, snack rules for my class".
    /\b(?:i teach|teaching|teacher of|i m the teacher of|tutor of|faig classe a|doy clase a|soc mestr[ae] de|soy maestr[ao] de)\b (?:\w+ ){0,2}?(?:year|yr|grade|curs|curso|p) ?[1-6]\b.{0,80}\b(?:snacks?|lunch\w*|breakfast\w*|esmorz\w*|berenar\w*|desayun\w*|merienda\w*|almuerzo\w*|menjar|comida|food|eat\w*|fruit\w*|fruta\w*)\b/,
    // School camp ("colònies") or a class of a primary year ("els de 6è"), with what they will eat.
    /\b(?:colonies|colonias|casal d estiu|casals d estiu|campaments? d estiu|campamentos? de verano|els de [1-6]e|los de [1-6]o|amb els de [1-6]e|con los de [1-6]o)\b.{0,60}\b(?:menu|menus|menjar|comida|food|dinar|sopar|berenar|esmorzar|desayuno|cena|merienda|snacks?|meals?)\b/,
    // The school canteen's menu reviewed by parents (AMPA) or teachers: children's diets.
    /\b(?:comedor|menjador|cantina|canteen)\b (?:\w+ ){0,2}?(?:del cole|del colegio|de l escola|de l institut|del insti|school|de la escola|escolar)\b|\b(?:ampa|afa)\b.{0,60}\b(?:menu|menus|comedor|menjador)\b/,
    // A children's summer camp's menus, and a pupil's breakfast raised by the teacher.
    /\b(?:casal|casals|campamento|campamentos|colonies|colonias|summer camp|day camp|campus)\b.{0,60}\b(?:ninos|ninas|nens|nenes|kids|children|infants|nanos|criatures|\d+ (?:a |to )?\d+ (?:anos|anys|year\w*))\b/,
    /\b(?:alumne|alumnes|alumno|alumnos|pupil|pupils|my students|els meus alumnes|mis alumnos)\b.{0,80}\b(?:esmorz\w*|desayun\w*|breakfast|dinar|lunch|berenar|merienda|snack|brioixeria|bolleria|menja|come|eats)\b/,
    // A primary school class by its year or course, with its food (sealed CH): "packed lunches for my year 4 class trip".
    /\b(?:year [1-9]|year one|year two|year three|year four|year five|year six|reception|[1-6](?:st|nd|rd|th) grade|p ?[3-6]|[1-6]e de primaria|[1-6]o de primaria|[1-6] de primaria)\b (?:\w+ ){0,1}?(?:class|classes|kids|pupils|children|group|grup|grupo|clase|classe|trip|school trip|excursio|excursion|colonies|colonias)\b.{0,60}\b(?:lunch\w*|packed|snack\w*|food|meal\w*|menu\w*|dinar|berenar|esmorz\w*|carmanyol\w*|tupper\w*|comida|almuerzo|merienda|bocadillo\w*|entrepa\w*|calori\w*|kcal)\b|\b(?:lunch\w*|packed|snack\w*|food|meal\w*|dinar|berenar|comida|merienda|carmanyol\w*)\b.{0,40}\b(?:for |per a |per |para )?(?:my |the |els |los |mis )?(?:year [1-9]|year one|year two|year three|year four|year five|year six|reception|p ?[3-6]) (?:class|kids|pupils|children|trip)\b/,
    // An age said bare at the start: "tengo 17, quiero ganar masa".
    /^(?:hola |hi |hey |ei |bon dia |buenas )?(?:tengo|tinc|i m|im|i am|soc de|soy de) (1[0-7])\b(?! ?(?:kg|kgs|kilos?|quilos?|lbs?|euros?|eur|min\w*|km|h|hores|horas|hours|anys|anos|years?|yrs|de \w+|%|cm))/,
    // An age one is about to turn, under 18: "faig 16 el mes que ve", "cumplo 15 en marzo", "I turn 17 next week".
    /\b(?:faig|fare|cumplo|cumplire|i turn|i ll turn|i m turning|im turning|i ll be|fare els|cumplo los) (?:[0-9]|1[0-7])\b(?= (?:anys|anos|years|el mes|la setmana|al mes|next|this|en (?:\w+)|a l|al(?! dia\b)|aviat|pronto|soon|dema|manana|tomorrow)\b)/,
    // "My baby", not a baby brother or sister who may be thirty.
    /\bmy baby\b(?! (?:brother|sister|bro|sis|cousin)\b)/,
    // Age and sex in a profile's shorthand: "16F", "15 m".
    /^(?:\w+ )?(?:1[0-7]) ?[fm]\b|\b(?:i m|im|i am|soc|soy) (?:a )?(?:1[0-7]) ?[fm]\b/,
    // When a child may start a food: an age-of-introduction question is a paediatric one.
    /\b(?:a quina edat|a partir de quina edat|a partir de que edad|a que edad|at what age|from what age|how old should|how old do)\b/,
    // A high-school dance as the date to lose weight by.
    /\b(?:before|for|by|until|to) (?:the |my )?prom\b|\bprom (?:dress|night|pics|photos)\b/,
    // A school team or class as the subject.
    /\b(?:school (?:\w+ )?team|equip de l escola|equipo del colegio|del insti|de l insti)\b/,
    // A school year of ESO (12-16) or batxillerat (16-18), however it is written.
    // A bare digit needs "de" before "eso", which is also Spanish for "that" ("desayuno a las 8, eso cuenta…").
    /\b(?:(?:\d(?:r|n|t|o|a)?|primer|segon|tercer|quart|primero|segundo|tercero|cuarto) (?:d |de )(?:la )?|(?:\d(?:r|n|t|o|a)|primer|segon|tercer|quart|primero|segundo|tercero|cuarto) (?:la )?)(?:eso|batx|batxillerat|bachillerato|bachiller)\b/,
    // A child as the subject with a diet topic in the same message.
  ],
  checks: [minorAsSubject, atSchoolNow, childWithDietTopic],
  // Picky children in a meal request for the whole family: "family of five, the kids are picky, Mediterranean dinners please".
  neutralPatterns: [
    // A pet called one's child (sealed DW: "el meu fill de quatre potes (el gos!)"): a pet, no child.
    /\b(?:fill|filla|fills|filles|hijo|hija|hijos|hijas|son|daughter|sons|baby|bebe|nen|nena|kid|child)\b (?:de (?:quatre|cuatro|4) (?:potes|patas)|peludo|peluda|pelut|peluda|perruno|perruna|gatuno|gatuna)\b|\b(?:four legged|4 legged|furry) (?:son|daughter|baby|child|kid|children|kids)\b|\bfur ?(?:baby|babies|kid|kids)\b/g,
    // A pet's age, not a child's (sealed DS: "mi gata tiene 14 años y le cuesta comer pienso duro").
    PET_AGE,
    // A grown son or daughter, and the dishes of when they were little (sealed CH): "el meu fill de 30 anys torna a casa per
    // Nadal i vol menjar com quan era petit".
    /\b(?:fill|filla|fills|filles|hijo|hija|hijos|hijas|son|daughter|sons|daughters)\b (?:de |of )?(?:[2-9]\d) (?:anys|anos|years?)(?: old)?\b|\b(?:com quan era (?:petit|petita|petits|petites)|como cuando era (?:pequeno|pequena|nino|nina|chico|chica)|like when (?:he|she) was (?:little|small|a kid|a child))\b(?<=\b(?:fill|filla|hijo|hija|son|daughter)\b (?:de |of )?[2-9]\d (?:anys|anos|years?)\b.{0,140})/g,
    // A weight loss the writer says is not sought (sealed BZ): "school started again for the kids … I'm not trying to lose weight".
    /\b(?:i m not|im not|i am not|not|no estic|no estoy|no) (?:trying|looking|intentant|intentando|buscant|buscando|volent|queriendo) (?:to |de |a )?(?:lose weight|perdre pes|aprimar me|perder peso|adelgazar|diet|fer dieta|hacer dieta)\b/g,
    // Working at a nursery, said of oneself: "trabajo en una guardería y no tengo tiempo de desayunar".
    /\b(?:trabajo|treballo|i work|work|curro) (?:de \w+ )?(?:en|a|at|in) (?:una |la |l |a |the )?(?:guarderia|escola bressol|llar d infants|escoleta|nursery(?: school)?|daycare|day care|preschool|kindergarten)\b/g,
    // Staff of one: "soc educadora a una escola bressol".
    /\b(?:soc|soy|i m a|i am a) (?:educador\w*|mestra|mestre|maestr[oa]|profe|teacher|cuidador\w*|tecnica|tecnic|tecnico)\b (?:\w+ ){0,3}?(?:guarderia|escola bressol|llar d infants|escoleta|nursery|daycare|preschool|kindergarten)\b/g,
    // A news story about a young person told first, then another question after "flipante", "anyway".
    TOLD_THEN_ASKED,
    // Children named, then the food asked for the adults: "la comunión de mi hijo; para el picoteo de los adultos",
    // "cumple de mi hija de 4, ¿qué pongo para picar a los padres?" (sealed BT).
    // Not the parents told something: "els nens porten brioxeria, q els dic als pares" (sealed BX, a teacher).
    /^.*\b(?:kids|children|child|son|daughter|nephew|niece|ninos|nens|nenes|hijos?|hijas?|fills?|filles?|nebots?|nebodes?|sobrin[oa]s?|nen|nena|nino|nina)\b.*?\b(?:for the adults|for adults|(?:menjar|menjarem|menjaran|picar|beure) els adults|(?:comer|comeremos|picar|beber) los adultos|(?:can|could|should|do) the adults (?:eat|have|drink)|for the parents|per als pares|pels pares|para los padres|pa los padres|(?<!\b(?:digo|decimos|decir|explico|explicar|recomiendo|aconsejo)\b (?:les |los )?)a los padres|(?<!\b(?:dic|diem|dir|explico|explicar|recomano|aconsello)\b (?:els |les )?)als pares|a los adultos|als adults|for us adults|for the grown ups|pels adults|per als adults|per a la gent gran|para los adultos|de los adultos|dels adults|de la gent gran|para los mayores|per als grans|para mi mujer y para mi|para mi marido y para mi|per a la meva dona i per a mi|per al meu marit i per a mi|for my wife and me|for my husband and me|for my partner and me)\b/g,
    // A family meal cooked for the children and the grandparents.
    /\b(?:cook\w*|cocin\w*|cuin\w*|lunch|dinner|comida|dinar|sopar|cena|roast)\b.{0,30}\b(?:for|para|per a|per) (?:the |my |los |las |els |les |mis )?(?:kids|children|ninos|nens|hijos|fills)\b (?:and|y|i) (?:the |my |los |las |els |les |mis )?(?:grandparents|abuelos|avis|adults|adultos|family|familia|everyone|todos|tots|parents|padres|pares)\b/g,
    // Baking something with children: "faig panellets amb els nens de la meva germana".
    /\b(?:faig|fem|fer|hago|hacemos|hacer|make|making|bake|baking)\b (?:un |una |uns |unes |unos |unas |some )?(?:panellets|galetes|galletas|cookies|pastis|pastel|cake|pizza|pizzes|coca|coques|croquetes|croquetas|magdalenes|madalenas|muffins|crepes|creps|pa|pan|bread)\b.{0,30}\b(?:amb|con|with) (?:els |los |las |les |the |my |mis |meus )?(?:nens|nenes|ninos|ninas|kids|children|nebots|sobrinos|nephews)\b/g,
    // Cooking with children, or a fruit workshop with a class: "els meus fills volen cuinar amb mi".
    /\b(?:cook|cooking|bake|baking|cuinar|cuinem|cocinar|cocinamos|taller|workshop|recipe|recepta|receta)\b.{0,40}\b(?:with|amb|con) (?:my |the |els |los |las |mis |meus |les )?(?:kids|children|fills|nens|nenes|hijos|ninos|alumnes|alumnos|class|classe|clase)\b|\b(?:kids|children|fills|nens|hijos|ninos)\b (?:\w+ ){0,2}(?:volen|quieren|want to|wanna) (?:cuinar|cocinar|cook|bake|ajudar me a cuinar|ayudarme a cocinar|fer galetes|hacer galletas|make cookies|bake cookies|fer panellets|fer un pastis|hacer un pastel|make a cake)\b/g,
    /\b(?:family of (?:three|four|five|six|seven|\d)|familia de (?:tres|cuatro|quatre|cinco|cinc|seis|sis|siete|set|\d)|(?:som|somos) (?:tres|quatre|cuatro|cinc|cinco|sis|seis|\d) a (?:casa|la mesa|taula))\b.{0,80}\b(?:picky|fussy|llepafils|mal menjador\w*|mals menjadors|mal comedor\w*|malos comedores|quisquillos\w*|tiquismiquis|delicad\w*)\b/g,
    // A flatmate, a colleague or a partner, Catalan's "un noi" and "una noia" for a young adult (chat set av:
    // "comparteixo pis amb un noi que menja carn cada dia i jo soc vegetariana").
    /\b(?:comparteixo pis|compartim pis|visc|vivim|comparto piso|compartimos piso|vivo|vivimos|treballo|trabajo|surto|salgo|quedo|he quedat|he quedado)\b (?:\w+ ){0,2}?(?:amb|con) (?:un|una) (?:noi|noia|chico|chica)\b/g,
  ],
  // "Not a diet" makes a lunchbox question plain: the diet word it holds is no diet topic.
  neutral: [
    // A university's canteen, not a school's (sealed CX): "el menu del comedor de la uni deberia estar penado por ley".
    'comedor de la uni',
    'comedor de la universidad',
    'comedor de la facultad',
    'menjador de la uni',
    'menjador de la universitat',
    'menjador de la facultat',
    'uni canteen',
    'university canteen',
    // Weaning oneself off a habit, not a baby off milk (chat set ap: "how do I wean myself off" sugared coffee).
    'wean myself off',
    'wean myself',
    'weaning myself off',
    'wean me off',
    'wean off',
    'healthy weight',
    'a healthy weight',
    'pes saludable',
    'pes normal',
    'peso saludable',
    'peso normal',
    'not a diet',
    'no diet',
    'no diets',
    'nothing diet*',
    'nothing dieting',
    'nothing about diets',
    'not dieting',
    'no dieting',
    'nada de dietas',
    'sin dietas',
    'res de dietes',
    'sense dietes',
    'ni dietes',
    'ni dietas',
    'res de dieta',
    'cap dieta',
    'sense dieta',
    'no es una dieta',
    'nada de dieta',
    'ninguna dieta',
    'sin dieta',
    'no es una dieta',
    'baby spinach',
    'baby carrots',
    'baby potatoes',
    'baby corn',
    'espinacs baby',
    'espinacas baby',
    'zanahorias baby',
    'nado a',
    'nado de espalda',
    'nado en',
    'com un nen de # anys',
    'como un nino de # anos',
    'like a # year old',
    'com un nen',
    'como un nino',
    'like a child',
    'like a kid',
    'my teenage years',
    'in my teens',
    'teenage me',
    'when i was a teen',
    'when i was a teenager',
    'as a teenager',
    'de adolescente',
    'cuando era adolescente',
    'quan era adolescent',
    'de jove',
    'ya son mayores',
    'ja son grans',
    'grown up kids',
    'grown up children',
    'adult children',
    'adult kids',
    'basically my baby',
    'es mi bebe',
    'es el meu nado',
    'acaba de tener un bebe',
    'acaba de tenir un nado',
    'ha tenido un bebe',
    'ha tingut un nado',
    'just had a baby',
    'had a baby last',
    'new baby in the family',
  ],
};
