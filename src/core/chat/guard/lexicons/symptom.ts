/**
 * @module
 * Symptoms that ask for an interpretation or a fix, in en, ca and es: a body that misbehaves is a
 * doctor's to read, and some of these (chest pain, blood, fainting, a closing throat) are urgent.
 *
 * Sources, by group:
 * - NHS "when to get medical help" red-flag symptom pages (chest pain, breathlessness, blood in
 *   stool or vomit, unexplained weight loss, difficulty swallowing, jaundice, anaphylaxis signs).
 * - semFYC (Sociedad Española de Medicina de Familia y Comunitaria) "signos de alarma" in its
 *   patient guides, and the Catalan versions of Canal Salut (Generalitat de Catalunya).
 * - ICD-10 chapter XVIII, symptoms, signs and abnormal findings (R00–R99), by name.
 */
import type { Lexicon } from '../lexicon.js';

const B = '(?<![\\p{L}\\p{N}])';
const E = '(?![\\p{L}\\p{N}])';
const W = '[\\p{L}\\p{N}]+';
const L = '\\p{L}*';
/** One group out of alternatives written one idea a line. */
const any = (...alternatives: string[]) => `(?:${alternatives.join('|')})`;

/** A body symptom in any of the three languages, for "is it normal that …" questions. */
const BODY = any(
  `pain|pains|painful|hurts?|hurting|aches?|aching|bleed${L}|blood(?! (?:oranges?|sausage|pudding|types?|sugar|pressure|tests?|work))`,
  `dizz${L}|lightheaded|fainting|fainted|feel faint|feeling faint|pass(?:ed|ing)? out|numb|numbness|tingl${L}|swollen|swelling`,
  `rash|rashes|hives|itch${L}|palpitat${L}|heart (?:racing|pounding|skipping)|chest (?:pain|tight${L}|hurts|pressure)`,
  `vomit${L}|throw(?:ing)? up|threw up|diarrh${L}|nause${L}|fever|tremor${L}|shaking|shaky|blurr${L}|short of breath`,
  `dolor${L}|mal de|(?:em|m|et|t|li|ens) (?:fa|fan|faci|facin|feia|ha fet) mal|duel[ea]n?|dolia|dolio`,
  `(?<!de )sang|sangr(?:e|a|an|o|ado|ando|ar)|sagn${L}|mare(?:o|os|ado|ada|ados|adas|arme|arse)|mareig${L}|marej${L}`,
  `desmai${L}|desmay${L}|formiguei${L}|hormigue${L}|picor|me pica|em pica|palpitac${L}|diarrea|febre|fiebre|tremol${L}|tembl${L}`,
  `borros${L}|ofec|ahogo`,
);
const ASK = any(
  'is (?:it|this|that) normal|normal (?:to|that|for me to)|es normal|es habitual|es preocupant|es preocupante',
  `should i (?:be )?worr${L}|m he de preocupar|he de preocupar me|me tengo que preocupar|debo preocuparme`,
);
const EXCRETA = any(
  'stools?|poo|poos|poop|urine|pee|wee|vomit|femta|femtes|caca|caques|orina|pipi|pis|heces',
  `deposici${L}|excrements?|toilet|vater|inodor|wc`,
);
const BLOOD = any(`blood|bloody|sang|sangre|sangrado|sagnat|ensangrentad${L}`);
const GI_EN = any(
  `diarrh${L}|vomiting|throwing up|nause${L}|stomach (?:pains?|aches?|cramps|hurts|hurting)|belly (?:pain|ache)|tummy (?:pain|ache)`,
  `abdominal pain|constipat${L}|bloat${L}|heartburn|reflux|dizz${L}|headaches?|chest pain`,
);
const GI_ES_CA = any(
  `diarrea|vomit${L}|nause${L}|mal de panxa|mal de ventre|mal d estomac|dolor de panxa|dolor d estomac|dolor de ventre`,
  'dolor de estomago|dolor de barriga|dolor de tripa|dolor abdominal|restrenyiment|estrenimiento|mareos?|mareigs?',
  'ardor d estomac|ardor de estomago|mal de cap|dolor de cabeza',
  '(?:me duele|me duelen|em fa mal|em fan mal) (?:el|la|l|els|les|los|las) \\p{L}+',
);
/** A complaint that comes back: "stomach hurts every time I eat", "nàusees cada matí". */
const COMPLAINT = any(
  '(?:it|stomach|belly|tummy|chest|throat|head) hurts|hurts me|(?<!a )pains?|aches?|vomiting|diarrea|duele|duelen|dolor',
  `nause${L}|dizz${L}|diarrh${L}|vomit${L}|(?:em|m) (?:fa|fan) mal|mal de panxa|mal d estomac`,
  'mare(?:o|os|ada|ado)|mareig|marejad[ae]|marejat',
);
const AGAIN = any(
  'every time i eat|after every meal|whenever i eat|all the time|every day|every morning|constantly',
  'cada vegada que menjo|cada cop que menjo|sempre que menjo|despres de cada apat|tot el dia|cada dia|cada mati|tots els dies',
  'cada vez que como|despues de cada comida|siempre que como|todo el dia|todos los dias|cada manana',
);
const RECURRING_EN = `(?:diarrh${L}|vomit${L}|nause${L}|hives|rash|rashes|heartburn)`;
const DURATION_EN = '(?:(?:the|a|an|\\d+|two|three|four|five|six|several|few|many|last|past|couple|of) )*(?:days?|weeks?|months?)';
const SPAN = '(?:dies|dias|setmanes|semanas|mesos|meses|setmana|semana|mes)';
const LIMB_EN = '(?:ankles?|legs?|feet|foot|lips?|throat|tongue|face|eyes?|eyelids?|hands?|fingers?|glands?)';
const LIMB_CA = '(?:cames|cama|turmells?|peus|peu|llavis|gola|llengua|cara|mans|dits|ulls|parpelles)';
const LIMB_ES = '(?:piernas?|tobillos?|pies|pie|labios|garganta|lengua|cara|manos|dedos|ojos|parpados)';
const LOSING_EN = '(?:losing|lost|dropping|dropped)';
const NO_REASON_EN = '(?:without trying|for no (?:apparent )?reason|without (?:any )?(?:explanation|reason)|and i don t know why)';
const LOSING_ES_CA = '(?:perdo|perdent|perdut|pierdo|perdiendo|perdido|adelgazo|adelgazando|adelgazado|m aprimo|aprimant)';
const NO_REASON_ES_CA = any(
  'sense (?:cap )?(?:motiu|rao|explicacio|voler|buscar ho|saber per que)',
  'sin (?:ningun )?(?:motivo|razon|explicacion|querer|buscarlo|saber por que)',
);

/** Complaints people bring to a GP (ICD-10 R00–R99 in lay words). */
const RECURRING_COMPLAINT =
  'me hincho|m inflo|se me hincha|em surten grans|me salen granos|granos|espinillas|grans a la cara|the runs|restret\\w*|estrenyit|heartburn|acid reflux|indigestion|nause\\w*|headaches?|migraines?|cramps?|bloat\\w*|constipat\\w*|diarrh\\w*|stomach ache|tummy ache|dizz\\w*|' +
  'cremor|ardor|acidesa|acidez|nausees|nauseas|mal de cap|dolor de cap|dolor de cabeza|rampes|calambres|inflor|hinchad\\w*|hinchaz\\w*|' +
  'inflad\\w*|inflat\\w*|estrenid\\w*|restrenyit\\w*|estrenyiment|restrenyiment|estrenimiento|diarrea|cagarrines|mal de panxa|mal de tripa|dolor de barriga|dolor de tripa|' +
  'me hincho|m inflo|se me hincha|em surten grans|me salen granos|granos|espinillas|grans a la cara|the runs|restret\\w*|estrenyit|liquid|liquida|liquido|mareig\\w*|marejos|mareos?|pinchazo|punxada|palpitacions|palpitaciones|vomits|vomitos|picor|itching|thirsty|tinc set|tengo sed|' +
  'pee a lot|peeing a lot|meo mucho\\w*|orino mucho\\w*|pixo molt|orino molt';
/** Words that make a complaint persistent. */
const PERSISTENT =
  'every (?:day|night|morning|afternoon|evening|time)|all the time|always|for (?:days|weeks|months)|each (?:night|morning|day)|' +
  'cada (?:dia|nit|mati|tarda|vespre|noche|manana|tarde|vez|vegada|cop)|tots els dies|totes les nits|todas las (?:mananas|noches|tardes)|' +
  'todos los dias|sempre|siempre|des de fa|desde hace|desde que|des que|since i started|since starting|ever since|fa (?:dies|setmanes|mesos)|hace (?:dias|semanas|meses)|llevo|porto|' +
  'for (?:like |about |around |almost )?(?:\\d+|a few|several|two|three|four|five|six) (?:days|weeks|months)|' +
  '(?:fa|hace|llevo|porto|des de fa|desde hace) (?:\\d+|un|una|dos|dues|tres|quatre|cuatro|unes|unos|varias|diverses) ?(?:dies|dias|setmanes|setmana|semanas|semana|mesos|meses|mes|anys|anos)|de fa anys|fa anys|hace anos|desde hace anos|for years|' +
  '(?:desde el|des de|des del|since) (?:lunes|martes|miercoles|jueves|viernes|sabado|domingo|dilluns|dimarts|dimecres|dijous|divendres|dissabte|diumenge|monday|tuesday|wednesday|thursday|friday|saturday|sunday)|' +
  'despues de (?:cenar|comer|cada comida|desayunar)|despres de (?:sopar|dinar|menjar|cada apat|esmorzar)|after (?:dinner|lunch|eating|meals|every meal)|' +
  'for a (?:week|month|fortnight)|for over a week|all week|tota la setmana|toda la semana|' +
  'todo el rato|tot el rato|tot el dia|todo el dia|all day|at night|a la nit|de nit|per les nits|por la noche|por las noches|de noche|every single';

export const SYMPTOM: Lexicon = {
  category: 'symptom',
  terms: [
    // Source: NHS and semFYC red flags; ICD-10 R07 chest pain, R00 abnormal heartbeat, R06 breathing.
    'chest pain*', 'chest tight*', 'tight chest', 'chest feels tight', 'chest felt tight', 'chest gets tight', 'chest is tight', 'chest went tight', 'opressio al pit', 'opresion en el pecho', 'presion en el pecho', 'pressio al pit', 'pecho apretado', 'el pit oprimit', 'tightness in my chest', 'pain in my chest', 'pain in the chest',
    'pressure in my chest', 'chest pressure', 'crushing chest', 'pain down my left arm', 'dolor al pit', 'dolor de pit',
    'dolor en el pit', 'mal al pit', 'em fa mal el pit', 'opressio al pit', 'pressio al pit', 'dolor toracic', 'dolor toracico',
    'dolor en el pecho', 'dolor de pecho', 'dolor al pecho', 'me duele el pecho', 'opresion en el pecho', 'presion en el pecho',
    'dolor al brac esquerre', 'dolor en el brazo izquierdo', 'palpita*', 'heart racing', 'racing heart', 'heart is racing',
    'heart pounding', 'pounding heart', 'heart races', 'heart raced', 'heart pounds', 'se me acelera el corazon',
    'el cor se m accelera', 'se m accelera el cor', 'heart is pounding', 'heart skipping', 'skipped beat*', 'skipping beats',
    'irregular heartbeat', 'irregular heart beat', 'tachycard*', 'taquicard*', 'el cor em va a mil', 'cor accelerat',
    'corazon acelerado', 'corazon a mil', 'batec* irregular*', 'latido* irregular*', 'shortness of breath', 'short of breath',
    'can t breathe', 'cannot breathe', 'can t catch my breath', 'trouble breathing', 'difficulty breathing',
    'struggling to breathe',
    'hard to breathe', 'dyspn*', 'dispnea', 'disnea', 'wheez*', 'falta d aire', 'em falta l aire', 'em falta aire',
    'me falta el aire', 'me falta aire', 'falta de aire', 'dificultat per respirar', 'dificultad para respirar',
    'dificultad respiratoria', 'dificultat respiratoria', 'no puc respirar', 'no puedo respirar', 'sensacio d ofec',
    'sensacion de ahogo', 'em costa respirar', 'me cuesta respirar',
    // Source: ICD-10 R55 syncope, R42 dizziness; NHS "fainting", "dizziness".
    'fainted', 'fainting', 'faint spell*', 'feel faint', 'felt faint', 'feeling faint', 'passed out', 'pass out', 'passing out',
    'blacked out', 'blacking out', 'desmai*', 'desmay*', 'perdi el coneixement', 'perdut el coneixement', 'perdre el coneixement',
    'perdi el conocimiento', 'perdido el conocimiento', 'perder el conocimiento', 'sincop*', 'syncop*', 'lipotimi*', 'dizzy',
    'dizziness', 'lightheaded*', 'light headed*', 'vertigo', 'vertigen', 'mareo', 'mareos', 'mareado', 'mareada', 'mareados',
    'mareadas', 'me mareo', 'marearme', 'mareig', 'mareigs', 'marejat', 'marejada', 'em marejo', 'vahido*',
    // Source: NHS red flags; ICD-10 R31 haematuria, K92 haematemesis and melaena, R19.5 faecal abnormalities.
    'vomiting blood', 'vomited blood', 'vomit blood', 'throwing up blood', 'threw up blood', 'coughing up blood',
    'cough up blood',
    'vomitar sang', 'vomito sang', 'vomitat sang', 'vomits amb sang', 'vomitar sangre', 'vomito sangre', 'vomitado sangre',
    'vomitos con sangre', 'tos amb sang', 'tos con sangre', 'escopir sang', 'escupir sangre', 'rectal bleeding',
    'sangrado rectal',
    'sagnat rectal', 'hematuri*', 'haematuri*', 'hematemes*', 'haematemes*', 'melaena', 'rectorrag*', 'blood when i wipe',
    'bloody stool*', 'bloody diarrh*', 'bloody urine', 'bloody vomit', 'black stool*', 'black poo*', 'black tarry',
    'tarry stool*',
    'stools are black', 'poo is black', 'femta negra', 'femtes negres', 'caca negra', 'heces negras', 'deposiciones negras',
    'deposicions negres', 'pale stool*', 'dark urine', 'orina oscura', 'orina fosca', 'orina molt fosca', 'orina muy oscura',
    // Source: NHS "vomiting", "diarrhoea", "stomach ache" (when to get help); ICD-10 R10 abdominal pain, R11 nausea and vomiting.
    'keep vomiting', 'keep throwing up', 'been vomiting', 'been throwing up', 'still vomiting', 'constantly vomiting',
    'vomiting every day', 'can t stop vomiting', 'can t stop throwing up', 'can t keep anything down', 'can t keep food down',
    'can t keep water down', 'no paro de vomitar', 'no puedo parar de vomitar', 'no deixo de vomitar', 'no retinc res',
    'no retengo nada', 'vomito tot el que menjo', 'vomito todo lo que como', 'vomits persistents', 'vomitos persistentes',
    'vomitos constantes', 'vomits constants', 'constant nausea', 'nausees constants', 'nauseas constantes', 'chronic diarrh*',
    'persistent diarrh*', 'constant diarrh*', 'diarrea cronica', 'diarrea persistent*', 'diarrea constant*', 'diarrea cada dia',
    'diarrea todos los dias', 'diarrea tots els dies', 'abdominal pain', 'dolor abdominal', 'severe pain', 'severe stomach pain',
    'intense pain', 'sharp pain', 'stabbing pain', 'persistent pain', 'constant pain', 'dolor intens',
    'dolor intenso', 'dolor agut', 'dolor agudo', 'dolor punzante', 'dolor punxant', 'dolor persistent', 'dolor persistente',
    'dolor constant', 'dolor constante', 'dolor molt fort', 'dolor muy fuerte', 'pain under my ribs', 'pain in my side',
    'pain in my right side', 'pain on my right side', 'dolor en el costado', 'dolor al costat', 'dolor en el costat',
    'persistent stomach', 'persistent abdominal',
    // Source: NHS anaphylaxis and angioedema signs; ICD-10 R60 oedema, T78.3 angioneurotic oedema, L50 urticaria.
    'edem*', 'oedem*', 'throat closing', 'throat is closing', 'throat tight*', 'tight throat', 'throat swell*', 'lips swell*',
    'gola tancada', 'garganta cerrada', 'throat feels tight', 'throat felt tight', 'throat gets tight', 'throat is tight',
    'throat went tight', 'tightness in my throat',
    'tongue swell*', 'face swell*', 'ankles swell*', 'legs swell*', 'feet swell*', 'se me cierra la garganta',
    'se m tanca la gola', 'em tanca la gola', 'se m infla la cara',
    'se m inflen els llavis', 'se m inflen les cames', 'se m inflen els peus', 'se m inflen els turmells', 'hives', 'urticari*',
    'skin rash', 'rash after', 'rash when', 'rash from', 'rash on my', 'rash all over', 'got a rash', 'have a rash', 'get a rash',
    'break out in a rash', 'erupcio cutania', 'erupcion cutanea', 'erupcion en la piel', 'erupcions a la pell', 'sarpull*',
    'ronchas', 'habones', 'picor en la boca', 'picor a la boca', 'itchy mouth', 'itchy throat', 'mouth itch*', 'me pica la boca',
    'me pica la garganta', 'em pica la boca', 'em pica la gola', 'me pica todo', 'em pica tot', 'lips tingl*', 'tingling lips',
    // Source: NHS "numbness", "pins and needles"; ICD-10 R20 disturbances of skin sensation, R25 tremor.
    'numb', 'numbness', 'tingling', 'tingly', 'pins and needles', 'formigueig*', 'formigueja', 'formiguejant', 'hormigueo*',
    'entumecid*', 'entumecimiento', 'entumit*', 'insensibilitat', 'ma adormida', 'mans adormides', 'peu adormit', 'peus adormits',
    'cama adormida', 'brac adormit', 'cara adormida', 'llavis adormits', 'mano dormida', 'manos dormidas', 'pie dormido',
    'pies dormidos', 'brazo dormido', 'pierna dormida', 'cara dormida', 'labios dormidos', 'tremor*', 'temblor*', 'tremolor*',
    'shaking hands', 'hands shaking', 'hands are shaking', 'me tiemblan las manos', 'em tremolen les mans',
    // Source: NHS red flags; ICD-10 R63.4 abnormal weight loss, R17 jaundice, R13 dysphagia.
    'unexplained weight loss', 'unintentional weight loss', 'losing weight without trying', 'lost weight without trying',
    'losing weight for no reason', 'lost weight for no reason', 'perdida de peso inexplicable', 'perdida de peso involuntaria',
    'perdua de pes inexplicable', 'perdua de pes involuntaria', 'jaundice*', 'yellow skin', 'skin is yellow',
    'skin turned yellow',
    'skin has turned yellow', 'skin looks yellow', 'yellow eyes', 'eyes are yellow', 'eyes turned yellow',
    'yellowing of my skin', 'yellowing of the skin', 'yellowing of my eyes', 'yellowing of the eyes',
    'yellowish skin', 'ictericia', 'pell groga', 'pell grogosa', 'ulls grocs', 'piel amarilla', 'piel amarillenta',
    'ojos amarillos', 'ojos amarillentos', 'difficulty swallowing', 'trouble swallowing', 'problems swallowing',
    'painful swallowing', 'pain when swallowing', 'pain when i swallow', 'hurts to swallow', 'hurts when i swallow',
    'can t swallow', 'cannot swallow', 'stuck in my throat', 'sticks in my throat', 'stuck in my chest',
    'dificultat per empassar', 'dificultad para tragar', 'me cuesta tragar', 'em costa empassar', 'dolor al tragar',
    'dolor al empassar', 'dolor en empassar', 'no puedo tragar', 'no puc empassar', 'se me atasca la comida',
    'se m encalla el menjar', 'odynophag*', 'odinofagi*',
    // Source: NHS stroke (FAST) and diabetes warning signs; ICD-10 R35 polyuria, R63.1 polydipsia, R61 hyperhidrosis.
    'blurred vision', 'blurry vision', 'vision borrosa', 'visio borrosa', 'vista borrosa', 'double vision', 'vision doble',
    'visio doble', 'slurred speech', 'face drooping', 'facial droop*', 'boca torcida', 'boca torta', 'convuls*',
    'constant thirst',
    'extreme thirst', 'excessive thirst', 'sed constante', 'sed excesiva', 'set constant', 'set excessiva', 'frequent urination',
    'polyuri*', 'poliuri*', 'polydips*', 'polidipsi*', 'night sweats', 'sudores nocturnos', 'sudoracion nocturna',
    'suors nocturnes', 'sudoracio nocturna', 'worst headache', 'sudden severe headache', 'pitjor mal de cap',
    'peor dolor de cabeza', 'lump in my breast', 'lump in my neck', 'lump in my throat', 'lump in my armpit', 'lump on my neck',
    'bulto en el cuello', 'bulto en el pecho', 'bulto en la mama', 'bulto en la axila', 'bony al coll', 'bony al pit',
    'bony a l aixella',
    'bruise easily',
    'bruising easily', 'me salen moratones', 'em surten blaus',
    // Asking what the symptom means.
    'what s wrong with me', 'whats wrong with me', 'what is wrong with me', 'what s happening to me', 'what is happening to me',
    'is something wrong with me', 'something is wrong with me',
  ],
  patterns: [
    // A complaint that keeps coming back (NHS and semFYC: persistent symptoms are a GP's to assess).
    new RegExp(`\\b(?:${RECURRING_COMPLAINT})\\b.{0,60}\\b(?:${PERSISTENT})\\b|\\b(?:${PERSISTENT})\\b.{0,60}\\b(?:${RECURRING_COMPLAINT})\\b`),
    // Food that sticks when swallowing (dysphagia), weight lost without trying, night sweats, bleeding gums, chest stabs.
    /\b(?:stuck|se me queda\w*|se m queda\w*|encalla\w*|atasca\w*)\b.{0,40}\b(?:swallow\w*|empass\w*|trag\w*)|\b(?:swallow\w*|empass\w*|trag\w*)\b.{0,40}\b(?:stuck|encalla\w*|atasca\w*|se queda)\b/,
    /\b(?:lost|perdut|perdido|adelgaz\w*|aprimat|baixat|bajado)\b.{0,40}\b(?:without trying|sin proponer\w*|sense voler|sense proposar\w*|sin querer|sin hacer nada|sense fer res|without meaning to|no se por que|no se per que)\b/,
    /\b(?:night sweats|sudo mucho por la noche|sudo por las noches|suo molt a la nit|suo a la nit|sweat a lot at night)\b/,
    /\b(?:gums bleed|bleeding gums|sangran las encias|me sangran las encias|em sagnen les genives|sagnen les genives)\b/,
    /\b(?:pinchazos?|punxades|punxada|stabbing pains?|sharp pains?)\b(?: \w+){0,2} (?:en el pecho|al pit|in my chest|in the chest|en el costado|al costat)\b/,
    // Shaky or faint when a meal is missed; low blood sugar asked about.
    /\b(?:shaky|shaking|trembl\w*|tremol\w*|tiemblo|temblor\w*|tembl\w*|faint\w*|mare\w*|marej\w*|desmai\w*|desmay\w*)\b.{0,40}\b(?:skip\w*|salt\w*|si no (?:como|menjo|dino|ceno|sopo)|if i don t eat|sin comer|sense menjar|without eating)\b/,
    /\b(?:is (?:that|it) low (?:blood )?sugar|low blood sugar|bajada de azucar|baixada de sucre|se me baja el azucar|em baixa el sucre)\b/,
    // Pain with a fever, or low on the right side (NHS red flags: infection, appendicitis).
    /\b(?:pain|ache|hurts|dolor\w*|mal de \w+|fa mal|duele|dolia)\b.{0,60}\b(?:fever|temperature|febre|fiebre|febrada|calentura)\b|\b(?:fever|febre|fiebre)\b.{0,60}\b(?:pain|ache|hurts|dolor\w*|mal de \w+|fa mal|duele)\b/,
    /\b(?:a baix a la dreta|abaix a la dreta|lower right|bottom right|abajo a la derecha|parte baja derecha|costat dret de baix|fosa iliaca)\b/,
    // Thirst, passing water often and blurred sight (NHS: signs of diabetes to see a GP about).
    /\b(?:mucha sed|muchisima sed|sed todo el rato|molta set|moltissima set|set tot el dia|very thirsty|always thirsty|thirsty all the time|constantly thirsty|sed constante|set constant)\b/,
    /^(?=.*\b(?:sed|set|thirst\w*|borros\w*|blurr\w*|cansad\w*|cansat\w*|tired|weight loss|perdido peso|perdut pes)\b).*?\b(?:meo|orino|pixo|pee|peeing|wee|urinat\w*|orinar|pixar|fer pipi|hacer pis)\b(?: \w+){0,2}? (?:todo el rato|tot el rato|a lot|all the time|tot el dia|todo el dia|constantment|constantemente|sin parar|sense parar|cada hora|every hour|constantly)\b/,
    /\b(?:veo borroso|vision borrosa|visio borrosa|blurry vision|blurred vision|hi veig borros|veig borros|ho veig tot borros|lo veo todo borroso|my vision is blurry|my vision goes blurry)\b/,
    // A rash or swelling after a food (EAACI: a reaction to see a doctor about).
    /\b(?:erupcio|erupcion|rash|hives|urticaria|habons|ronchas|granets|granitos|inflor|hinchazon|swelling|swollen|picor|em pica|me pica|itch\w*)\b.{0,50}\b(?:despres de menjar|despues de comer|after eating|after i ate|after having|quan menjo|cuando como|despres de prendre|despues de tomar|despres de (?:\w+ )?menjar|despues de (?:\w+ )?comer)\b/,
    // Stool that is black or bloody (NHS red flag).
    /\b(?:caca|heces|femta|femtes|poo|stool|stools|deposicion\w*|feces|faeces)\b.{0,25}\b(?:negr\w*|black|tarry|sang\w*|blood\w*|roj\w*|vermell\w*)\b/,
    // A body described with a question about a deficiency; days without going; mouth ulcers.
    /\b(?:is that a deficiency|is it a deficiency|could it be a deficiency|es por falta de algo|sera falta de algo|por falta de algo|per falta d alguna cosa|me falta algo|em falta alguna cosa|em falta alguna vitamina|me falta alguna vitamina|lacking something)\b/,
    /\b(?:sin ir al bano|sense anar al lavabo|sense anar de ventre|sin ir de vientre|without going to the (?:toilet|loo)|without a poo)\b/,
    /\b(?:llagas|llagues|aftas|aftes|mouth ulcers?|canker sores?|ulceres a la boca|ulceras en la boca|nafres a la boca|nafres)\b/,
    // A complaint with a question about its cause: "será por los lácteos?", "is it the gluten?".
    new RegExp(`\\b(?:${RECURRING_COMPLAINT})\\b.{0,60}\\b(?:sera por|sera per|es por|es per|is it(?! (?:normal|ok|okay|fine|bad|common|true))|sera el|sera la|es el|es la|could it be|podria ser|puede ser|pot ser|que alimento es|quin aliment es|which food|what food causes|que me lo provoca|que m ho provoca)\\b`),
    // Bowel habits changed for days, blood when going to the toilet, hair falling out.
    /\b(?:haven t been|havent been|not been|no he anat|no voy|no vaig|no he ido|no hago|no faig)\b(?: \w+){0,3}? (?:loo|toilet|bathroom|lavabo|bany|bano|de ventre|de vientre|caca)\b/,
    /\b(?:yendo al bano|anant al lavabo|going to the (?:loo|toilet)|voy al bano|vaig al lavabo)\b(?: \w+){0,3}? (?:sin parar|sense parar|non stop|constantly|all day|todo el dia|tot el dia)\b/,
    /\b(?:blood|red|bright red|vermell|vermella|rojo|roja)\b(?: \w+){0,6}? (?:toilet|loo|poo|stool|wipe|pee)\b|\b(?:toilet|loo|poo|stool|wipe|pee)\b(?: \w+){0,4}? blood\b|\bsang\b(?: \w+){0,4}? (?:lavabo|vater|caca|femta|pipi)\b|\bsangre\b(?: \w+){0,4}? (?:bano|vater|caca|heces|pis)\b/,
    /\b(?:hair|cabell|cabello|pelo)\b(?: \w+){0,4}? (?:falling out|coming out|in clumps|em cau|cau a grapats|se me cae|a punados|a mechones)\b|\b(?:em cau el cabell|se me cae el pelo|se me cae el cabello|my hair is falling)\b/,
    /\b(?:exhausted|tired|knackered|cansad\w*|cansat\w*|esgotad\w*|agotad\w*|sin fuerzas|sense forces|sin energia|sense energia)\b(?: \w+){0,6}? (?:even after|even though|even with|although|aunque|encara que|tot i|a pesar de|incluso con|fins i tot amb)\b/,
    /(?<!\b(?:lo|el) )\bque (?:me pasa|em passa)\b(?! es\b)|\bis wrong with me\b/,
    // A diagnosis asked for at the end of the message: "…, què tinc?", "what could it be?".
    /\b(?:que tinc|que tengo|what do i have|que pot ser|que puede ser|what could (?:it|this) be|what is wrong with me|que sera|que li passa)$/,
    // A complaint that comes back with a food: "bloated and crampy every time I have bread".
    /\b(?:bloat\w*|cramp\w*|pain\w*|hurts?|rash\w*|itch\w*|swell\w*|swollen|diarrh\w*|nause\w*|dizz\w*|inflor|inflat\w*|infla\w*|rampes|dolor\w*|mal de panxa|mal de barriga|picor\w*|pica|hinch\w*|mareo\w*|mareig|marej\w*|diarrea|gases|gasos|retortijon\w*|urticari\w*|ronch\w*|granets|granitos|vomit\w*)\b.{0,80}\b(?:every time|whenever|each time|cada vegada|cada cop|siempre que|cada vez)\b/,
    /\b(?:every time|whenever|each time|cada vegada|cada cop|siempre que|cada vez)\b.{0,80}\b(?:bloat\w*|cramp\w*|pain\w*|hurts?|rash\w*|itch\w*|swell\w*|swollen|diarrh\w*|nause\w*|dizz\w*|inflor|infla\w*|rampes|dolor\w*|mal de panxa|mal de barriga|picor\w*|hinch\w*|mareo\w*|mareig|marej\w*|diarrea|gases|gasos|urticari\w*|ronch\w*|vomit\w*)\b/,
    // Blood with what the body passes: "blood in my stool", "sang a la femta", "heces con sangre".
    new RegExp(`${B}${BLOOD}(?: ${W}){0,3} ${EXCRETA}${E}`, 'u'),
    new RegExp(`${B}${EXCRETA}(?: ${W}){0,3} ${BLOOD}${E}`, 'u'),
    // A symptom that lasts or comes back: "diarrhoea for two weeks", "mal de panxa des de fa dies", "nàusees cada matí".
    new RegExp(`${B}${GI_EN}(?: ${W}){0,3} (?:for|since|over) ${DURATION_EN}${E}`, 'u'),
    new RegExp(`${B}${GI_ES_CA}(?: ${W}){0,3} (?:des de fa|desde hace|fa|hace|durante|durant)(?: ${W}){0,2} ${SPAN}${E}`, 'u'),
    new RegExp(`${B}(?:porto|portem|llevo|llevamos)(?: ${W}){1,3} (?:amb|con) ${GI_ES_CA}`, 'u'),
    new RegExp(`${B}(?:porto|portem|llevo|llevamos)(?: ${W}){0,2} ${SPAN} (?:vomitant|vomitando|amb diarrea|con diarrea)${E}`, 'u'),
    new RegExp(`${B}${SPAN} (?:amb|con) ${GI_ES_CA}`, 'u'),
    new RegExp(`${B}${COMPLAINT}(?: ${W}){0,3} ${AGAIN}${E}`, 'u'),
    new RegExp(`${B}${AGAIN}(?: ${W}){0,2} ${COMPLAINT}${E}`, 'u'),
    new RegExp(`${B}(?:keep|kept|always) (?:getting|having|get|have)(?: ${W}){0,3} ${RECURRING_EN}${E}`, 'u'),
    // "Is it normal that …" with a body symptom, either way round.
    new RegExp(`${B}${ASK}(?: ${W}){0,8} ${BODY}${E}`, 'u'),
    new RegExp(`${B}${BODY}(?: ${W}){0,8} (?:is (?:it|this|that) normal|es normal|should i (?:be )?worr${L})${E}`, 'u'),
    // Swelling of a body part: "swollen ankles", "cames inflades", "se me hinchan los labios".
    new RegExp(`${B}(?:swollen|swelling (?:of|in|on)(?: my| the)?) ${LIMB_EN}${E}`, 'u'),
    new RegExp(`${B}${LIMB_EN} (?:are |is |get |gets |keep |started |have )?(?:swollen|swelling|swell|swelled|puff${L} up)${E}`, 'u'),
    new RegExp(`${B}${LIMB_CA}(?: ${W})? (?:inflad[ae]s?|inflats?|inflamad[ae]s?|inflamats?)${E}`, 'u'),
    new RegExp(`${B}(?:inflor|inflamacio) (?:de|d|a) (?:les |els |la |el |l )?${LIMB_CA}${E}`, 'u'),
    new RegExp(`${B}${LIMB_ES}(?: ${W})? (?:hinchad[oa]s?|inflamad[oa]s?)${E}`, 'u'),
    new RegExp(`${B}(?:hinchazon|inflamacion) (?:de|en) (?:los |las |la |el )?${LIMB_ES}${E}`, 'u'),
    new RegExp(`${B}se me (?:hincha|hinchan|inflama|inflaman) (?:los |las |la |el )?${LIMB_ES}${E}`, 'u'),
    // "Què em passa?", "no sé qué me pasa", not "lo que me pasa es que no tengo tiempo".
    new RegExp(`${B}(?<!(?:lo|el|al|del|tot|todo|aixo|eso) )que (?:em passa|m esta passant|me pasa|me esta pasando)${E}`, 'u'),
    // Weight that goes without trying: "I keep losing weight for no reason", "perdo pes sense motiu".
    new RegExp(`${B}${LOSING_EN}(?: ${W}){0,3} (?:weight|kilos?|kg|pounds|lbs|stone)(?: ${W}){0,3} ${NO_REASON_EN}${E}`, 'u'),
    new RegExp(`${B}${LOSING_ES_CA}(?: ${W}){0,3} ${NO_REASON_ES_CA}${E}`, 'u'),
  ],
  neutral: [
    'no pain no gain', 'mal de cap de tant pensar', 'me duele la cabeza de tanto pensar', 'headache from thinking', 'pain au *', 'pain de mie', 'pain perdu', 'pain in the neck', 'pain in the ass', 'pain in the arse',
    'pain in the butt', 'growing pains', 'de desmayo', 'mal de amores',
  ],
};
