/**
 * @module
 * A greeting, a thank-you, a goodbye or "what can you do?" on its own, in en, ca or es: answered
 * as a person would answer it, not with a card or the honest "no good answer" (the first relevance
 * set's readers marked "hola" and "thanks" answered that way as not answered).
 */
import { foldText } from '../text.js';

export type SmallTalk = 'greeting' | 'thanks' | 'bye' | 'capabilities' | 'identity' | 'plan' | 'progress' | 'wishes';

const KINDS: [SmallTalk, RegExp][] = [
  [
    'capabilities',
    /\b(?:what can you do|what do you do|how can you help|what can i ask|que (?:pots|puc|saps) fer|que fas|com em pots ajudar|que et puc preguntar|que puedes hacer|que haces|como me puedes ayudar|que te puedo preguntar|help|ajuda|ayuda|how does this work|how do you work|how does it work|com funciona|como funciona|em pots ajudar a fer|me puedes ayudar a hacer|que em pots ajudar|en que me puedes ayudar|en que em pots ajudar)\b/,
  ],
  ['thanks', /\b(?:thanks?|thank you|thx|ty|cheers|gracies|merci|moltes gracies|gracias|muchas gracias|mil gracias)\b/],
  [
    'bye',
    /\b(?:bye|goodbye|see you|see ya|see u|cya|ttyl|laters|talk (?:to you )?(?:later|tomorrow|tmrw|tmr)|nos vemos|ens veiem|fins despres|hasta pronto|adeu|fins aviat|fins dema|a reveure|adios|hasta luego|hasta manana|chao|ciao|good night|bona nit|buenas noches)\b/,
  ],
  [
    'greeting',
    /\b(?:hi+|hello+|hey+|hiya|ola|how r u|how are u|how r you|how are you doing|how s it going|hows it going|how is it going|how you doing|com estas|como va todo|com va tot|q tal|k tal|good morning|morning|mornin|good afternoon|good evening|hola|bon dia|bona tarda|bona nit|ei|buenos dias|buenas tardes|buenas noches|buenas|que tal|com va|como estas|how are you|whats up|wassup|quick q|ready for (?:another|a new|the|this) week|a per (?:una altra|la nova) setmana|a por (?:otra|la nueva) semana|som hi|vamos alla|let s go|lets go|let s do this)\b/,
  ],
];
/** Words that may stand beside the small talk without asking anything. */
const FILLER = new Set(
  'a an the you coach so much very a lot lots for it all great ok okay cool nice vale d acord perfecte perfecto genial super i y and again there everyone molt mucho tot todo me tmrw tmr tomorrow dema manana today avui hoy otra vez de nuevo un altre cop de nou'.split(
    ' ',
  ),
);
/** Longest message read as small talk: a longer one asks something too. */
const MOST_WORDS = 8;

/** Longest thank-you that goes on to say how it went ("gràcies, m'ha anat molt bé el menú"), asking nothing. */
const MOST_THANKS_WORDS = 20;
const THANKS_FIRST =
  /^(?:\S+ )?(?:thanks+|thank you|thanx|thnx|thnks|tnx|thx|ty|cheers|gracie+s+|moltes gracie+s+|moltes grcies|grcies|grasies|gracies|moltes grasies|merci+|gracia+s+|grasias|grcs|grax|gracis|muchas gracias|mil gracias)\b/;
/** "What can you help me with exactly?", "Hi! I'm new here, how does this work?": the question is what the coach does. */
const MOST_CAPABILITY_WORDS = 12;
const ABOUT_THE_COACH =
  /\b(?:how does this work|how do you work|how does it work|com funciona aixo|como funciona esto|que em pots ajudar a fer|em pots ajudar a fer|que me puedes ayudar a hacer|me puedes ayudar a hacer|en que me puedes ayudar|en que em pots ajudar|what can you (?:actually |really |even )?help (?:me )?with|what can you (?:actually |really )?do for me|what could you do for me|que pots fer per mi|que em pots fer|que puedes hacer por mi|que me puedes hacer|what can you (?:actually |really |even )?do|que et puc preguntar|que te puedo preguntar|what can i ask(?: you)?)(?: exactly| exactament| exactamente| then| pls| please| siusplau| por favor)?$/;
/** Words of a question: a thank-you that goes on to ask something is a question. */
const ASKS =
  /\b(?:pregunta|question|can i|could i|should i|how|what|which|why|when|puc|pots|quin|quina|quant|quanta|per que|puedo|puedes|cual|cuanto|cuanta|por que)\b/;

/** "Buenas, es la primera vez que uso esto. ¿Cómo funciona?": how it works, asked by someone new. */
const NEW_HERE =
  /\b(?:primera vez|primer cop|primera vegada|first time|new here|soc nou|soc nova|soy nuevo|soy nueva|i m new|im new|acabo de empezar|acabo de comencar|just started|just joined)\b.*\b(?:com funciona|como funciona|how does (?:this|it) work)(?: aixo| esto| this)?$/;
/** "Ets un nutricionista de veritat o un programa?": a person deserves to know they talk to a program. */
const WHO_ARE_YOU =
  /\b(?:are you (?:a |an )?(?:real|human|person|bot|robot|ai|program|machine|chatbot|dietitian|nutritionist)|am i talking to (?:a )?(?:bot|robot|human|person|real)|ets (?:un |una )?(?:persona|huma|humana|bot|robot|programa|ia|maquina|nutricionista|dietista)|eres (?:un |una )?(?:persona|humano|humana|bot|robot|programa|ia|maquina|nutricionista|dietista)|hablo con (?:un |una )?(?:persona|bot|robot|maquina)|parlo amb (?:un |una )?(?:persona|bot|robot|maquina))\b/;
/** "Me haces un plan pa esta semana?": the plans are built in the menu, not written in the chat. */
const PLAN_REQUEST =
  /\b(?:make|give|send|prepare|write|do|fes|em fas|me fas|fer me|me haces|hazme|haz me|dame|me das|me preparas|preparame|em prepares|prepara m|dona m|pots fer|puedes hacer|podrias hacer|podries fer)(?: me| em| m)? (?:un |una |a |el |la |the |my |mi |el meu |la meva )?(?:\w+ )?(?:plan|pla|menu|meal plan|weekly plan|dieta|diet|llista de la compra|lista de la compra|shopping list)\b/;
const MOST_PLAN_WORDS = 16;
/** "That meal plan was great. Can we do a similar one for next week?": another plan, asked as a repeat. */
const ANOTHER_PLAN =
  /\b(?:can we do|could we do|can you do|could you do|let s do|podem fer|pots fer|podemos hacer|puedes hacer|fem|hacemos)(?: me| em)? (?:a |an |one |un |una |otro |otra |un altre |una altra )?(?:similar|semblant|parecid\w*|same|mateix|mateixa|mismo|misma|another|otro|otra|altre|altra)\b.{0,30}\b(?:next week|this week|setmana que ve|aquesta setmana|semana que viene|esta semana|proxima setmana|proxima semana)\b/;
/**
 * Saying hello and nothing else yet: "Hi there! Just saying hello before I start tracking my food", or
 * announcing the question to come (chat set ap: "Good morning! Quick question before my day kicks off.").
 */
const SAYING_HELLO =
  /\b(?:just saying (?:hello|hi)|just wanted to say (?:hello|hi)|only saying hi|nomes (?:volia )?saludar|solo (?:queria )?saludar|passava a saludar|pasaba a saludar|per saludar|para saludar|quick question|a question for you|i have a question|i ve got a question|una pregunta rapida|una pregunteta|tinc una pregunta|tinc un dubte|una preguntita|tengo una pregunta|tengo una duda|una duda rapida)\b/;

/**
 * Good news shared, nothing asked: "I lost 2 kg this month, just wanted to share!", "Porto tres
 * setmanes sense picar entre hores", "Hoy he cumplido todos los objetivos" (set k's readers: the
 * honest "no good answer" to them is no answer). The guard has read them first.
 */
const SHARING =
  /\b(?:just wanted to (?:share|tell you|let you know)|wanted to share|had to share|wanted to tell you|just letting you know|volia dir t ho|volia compartir|t ho volia dir|et volia dir|volia explicar te|te lo queria decir|te queria decir|queria contartelo|queria contarte|queria decirtelo|queria compartir)\b/;
const DONE_WELL =
  /\b(?:(?:i (?:ve )?lost|down|he perdut|he baixat|he perdido|he bajado) \d+(?: \d+)?(?: ?(?:kg|kgs|kilos?|quilos?|lbs?|pounds?))?|\d+(?: \d+)? ?(?:kg|kgs|kilos?|quilos?|lbs?|pounds?) (?:down|less|menys|menos|fuera)|he complert|l he complert|ho he complert|he cumplido|lo he cumplido|i did it|nailed it|hit my (?:\w+ )?(?:target|goal|protein|steps?)(?: goal)?|he aconseguit|he conseguido|ho he aconseguit|lo he conseguido|just checking in|checking in|week (?:\w+ )?(?:done|complete|completed)|setmana (?:\w+ )?(?:feta|completada)|semana (?:\w+ )?(?:hecha|completada)|new (?:\w+ )?(?:pr|pb)|(?:pr|pb) today|personal (?:best|record)|record personal|marca personal|millor marca|mejor marca|nou record|nuevo record|per primera vegada|per primer cop|por primera vez|for the first time in (?:years|ages|months|forever)|first time in (?:years|ages|months|forever)|(?:porto|llevo|i ve gone|i have gone|been) (?:\w+ ){1,3}?(?:sense|sin|without) (?:\w+ ){0,1}?(?:refrescos?|sodas?|fizzy drinks?|coke|cola|sucre|azucar|sugar|picar|alcohol|brioixeria|bolleria|pastries|dolcos|dulces|sweets|fumar|tabac|tabaco|takeaway)|(?:my|el meu|la meva|mi) (?:first|primer|primera) (?:\d+ ?(?:k|km|kms)|marathon|half marathon|marato|maraton|mitja marato|media maraton|triathlon|triatlo|triatlon|race|cursa|carrera))\b/;
/** Happy said outright: it outweighs a "sense" ("porto tres setmanes sense picar i estic contenta"). */
const HAPPY =
  /\b(?:estic content\w*|estoy content\w*|so proud|i m proud|(?:pretty|really|quite|very) proud|proud of (?:that|this|it|myself|me)|petites victories|petita victoria|pequenas victorias|pequena victoria|small wins?|little wins?|small victor\w*|i m happy|so happy|orgullos\w*|feli(?:c|z|ces|cos|ca|cas|citat|cidad)|genial|molt be|muy bien|feeling (?:great|gr8|good|amazing|better|so much better)|feel (?:great|better|amazing)|em sento (?:molt )?(?:be|millor)|me siento (?:muy )?(?:bien|mejor)|(?:em|me) noto (?:amb |con )?(?:mes|mas) energia|(?:em|me) noto (?:molt |muy )?(?:millor|mejor)|more energy|con mas energia|amb mes energia|with more energy|se nota en el bolsillo|es nota a la butxaca|ho noto a la butxaca|(?:ya |ja )?noto la diferencia|noticing the difference|(?:i can )?(?:feel|tell) the difference|fit better|(?:em|me) (?:van|va|queden|queda|quedan) millor|me (?:quedan|queda) mejor|no me lo creo|no m ho crec|can t believe it|surprised|sorpres\w*)\b/;
/** Progress said to be slow but sure, exclaimed: "Hoy he subido al Tibidabo andando desde casa. ¡Poco a poco!" (chat set au). */
const STEP_BY_STEP =
  /\b(?:poco a poco|poc a poc|pas a pas|paso a paso|step by step|little by little|bit by bit|seguimos|seguim|a seguir|endavant|adelante|keep going|onwards|som hi)\s*!/iu;
/** Running "without stopping" is the good news, not a span gone wrong (chat set au: "el meu primer 10 km sense parar!"). */
const WITHOUT_STOPPING = /\b(?:sense parar|sin parar|without stopping|non stop|nonstop)\b/g;
/** A habit given up is the good news: "porto tot el mes sense refrescos", "3 semanas sin azúcar en el café" (set aw). */
const GIVEN_UP =
  /\b(?:sense|sin|without|no more) (?:\w+ ){0,1}?(?:refrescos?|sodas?|fizzy drinks?|coke|cola|coca cola|sucre|azucar|sugar|picar|picotear|snacking|alcohol|cervesa|cerveza|beer|brioixeria|bolleria|pastries|dolcos|dulces|sweets|fumar|tabac|tabaco|smoking|takeaway|fast food|menjar rapid|comida rapida|xuxes|chuches|llaminadures|patates xips|crisps)\b/g;
/** Happy shown rather than said: a flexed arm or a party outweighs a "sense" ("porto un mes sense brioixeria 💪"). */
const HAPPY_EMOJI = /[💪🎉🙌👏🥳✅]/u;
/** "Vamos bien, no?", "am I on track?": asked after good news, it wants a well done, not a card. */
const ON_TRACK =
  /\b(?:vamos bien|voy bien|anem be|vaig be|am i on track|on the right track|is that good|good right|not bad right|no esta mal)\b/;
/** A span of days or weeks kept up: "llevo 2 semanas sin picar", "3 wks in". */
const KEPT_UP = /\b(?:llevo|porto|portem|llevamos|\d+ (?:wks?|weeks?|days?) in)\b/;
/** A span of days told with something going wrong is no good news: "llevo tres días comiendo fatal". */
const NOT_GOOD =
  /\b(?:desmotivad\w*|desmotivat\w*|unmotivated|demotivated|no (?:he|ho he|lo he|l he) (?:complert|cumplido|aconseguit|conseguido|fet|hecho)|didn t (?:manage|stick|do)|haven t (?:managed|stuck|done)|descontrol\w*|me cuesta|em costa|struggl\w*|sense|sin|without|fatal|malament|mal|gained|put on|pujat|engordad\w*|engreixat|skip\w*|saltat|saltado|no puc|no puedo|can t|cant|cansad\w*|cansat\w*|tired|worse|pitjor|peor|estancad\w*|stuck|again)\b/;
const MOST_PROGRESS_WORDS = 25;
/** "Buenas noches, mañana te cuento qué tal": a goodbye with a promise to tell. */
const TELL_LATER =
  /\b(?:(?:lo pruebo|lo probare|ho provo|ho provare|i ll try it|will try it) (?:y|i|and) (?:te digo|t digo|ya te digo|et dic|t dic|ja et dic|let you know|tell you)|dema t explico|dema t ho explico|ja t explicare|ja et dire|manana te cuento|te cuento manana|luego te cuento|ya te contare|ya te cuento|i ll let you know|i ll tell you (?:how|tomorrow)|will report back|i ll report back)\b/;
/** "Good morning! What should I focus on today?": the day's plan is in /today. */
const TODAY_ASKED =
  /^(?:(?:good morning|morning|bon dia|buenos dias|hi|hello|hey|hola|ei) )?(?:so )?(?:what should i (?:focus on|eat|do) today|what s the plan (?:for )?today|que (?:menjo|hauria de menjar|faig) avui|que (?:como|deberia comer|hago) hoy)$/;

/**
 * The season's wishes, nothing asked: "¡Feliz casi año nuevo! Gracias por aguantarme todo el año" got the well-done reply
 * to good news (chat set cs's readers: a congratulations that does not fit).
 */
const WISHES =
  /\b(?:happy (?:new year|holidays|christmas|xmas|nye)|merry (?:christmas|xmas)|season s greetings|feli[cz] (?:(?:casi|quasi|gairebe) )?(?:any nou|ano nuevo|anyo nuevo|ano|anyo|any|navidad|nadal)|felices fiestas|felices pascuas|bones festes|bon nadal|bon any(?: nou)?|prospero ano|feliz 20\d\d|happy 20\d\d|bon 20\d\d)\b/;
const MOST_WISHES_WORDS = 20;

/** What kind of small talk a message is, when it is nothing more. */
export function smallTalkOf(text: string): SmallTalk | undefined {
  const folded = foldText(text);
  if (!folded) return undefined;
  const words = folded.split(' ').length;
  if (words <= MOST_CAPABILITY_WORDS && WHO_ARE_YOU.test(folded)) return 'identity';
  if (words <= MOST_CAPABILITY_WORDS && (ABOUT_THE_COACH.test(folded) || NEW_HERE.test(folded))) return 'capabilities';
  if (words <= MOST_PLAN_WORDS && (PLAN_REQUEST.test(folded) || TODAY_ASKED.test(folded) || ANOTHER_PLAN.test(folded)))
    return 'plan';
  const wishes = WISHES.test(folded) && !DONE_WELL.test(folded) && !SHARING.test(folded);
  if (words <= MOST_WISHES_WORDS && !text.includes('?') && wishes && !ASKS.test(folded)) return 'wishes';
  const announced = folded.replace(new RegExp(SAYING_HELLO.source, 'g'), ' ');
  if (words <= MOST_THANKS_WORDS && !text.includes('?') && SAYING_HELLO.test(folded) && !ASKS.test(announced))
    return 'greeting';
  if (words <= MOST_THANKS_WORDS && !text.includes('?') && THANKS_FIRST.test(folded) && !ASKS.test(folded))
    return 'thanks';
  if (words <= MOST_PROGRESS_WORDS && ON_TRACK.test(folded) && (KEPT_UP.test(folded) || DONE_WELL.test(folded)))
    return 'progress';
  if (words <= MOST_PROGRESS_WORDS && !text.includes('?') && !ASKS.test(folded)) {
    const shown = HAPPY_EMOJI.test(text);
    const good =
      SHARING.test(folded) ||
      DONE_WELL.test(folded) ||
      HAPPY.test(folded) ||
      STEP_BY_STEP.test(text) ||
      (shown && KEPT_UP.test(folded));
    const setback = NOT_GOOD.test(folded.replace(WITHOUT_STOPPING, ' ').replace(GIVEN_UP, ' '));
    if (good && (!setback || HAPPY.test(folded) || shown)) return 'progress';
    if (TELL_LATER.test(folded)) return 'bye';
  }
  if (words > MOST_WORDS) return undefined;
  let rest = folded;
  let found: SmallTalk | undefined;
  for (const [kind, words] of KINDS) {
    if (!words.test(rest)) continue;
    found ??= kind;
    rest = rest.replace(new RegExp(words.source, 'g'), ' ');
  }
  if (!found) return undefined;
  return rest.split(' ').every((word) => !word || FILLER.has(word)) ? found : undefined;
}
