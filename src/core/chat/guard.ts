/**
 * @module
 * The scope guard: a deterministic check, before any language model, that
 * recognises clinical questions and self-harm signals in English, Catalan
 * and Spanish. It errs towards declining: a coach for everyday eating is the
 * wrong place for a medical question, and a wrong "allow" costs more than a
 * wrong decline.
 */
import { foldText } from '../text.js';

export type GuardDecision = 'allow' | 'clinical' | 'self_harm';

export interface GuardResult {
  decision: GuardDecision;
  /** Which family of pattern matched, for tests and counts; never logged with the text. */
  reason?: string;
}

const ALLERGY = '(allerg\\w*|al lergi\\w*|alergi\\w*|intoleran\\w*)';
// "soy" is also Spanish for "I am", so it counts only after the allergy word.
const ALLERGENS_BEFORE =
  '(nuts?|peanuts?|gluten|lactose|milk|dairy|eggs?|shellfish|fish|wheat|sesame|foods?|fructose|fruits secs|cacauets?|lactosa|llet|marisc|peix|blat|sesam|aliments?|frutos secos|cacahuetes?|leche|huevos?|marisco|pescado|trigo|sesamo|comida|alimentos?)';
const ALLERGENS =
  '(nuts?|peanuts?|gluten|lactose|milk|dairy|eggs?|shellfish|fish|soy|soya|wheat|sesame|foods?|fructose|fruits secs|cacauets?|lactosa|llet|ous?|marisc|peix|blat|sesam|menjar|aliments?|frutos secos|cacahuetes?|leche|huevos?|marisco|pescado|trigo|sesamo|comida|alimentos?)';

/** Patterns over folded text (lower case, no accents, punctuation as spaces). */
const SELF_HARM: RegExp[] = [
  /\bsuicid/,
  // "this week is killing me" is a figure of speech; wanting to kill oneself is not.
  /\bkill(ing)? my ?self\b/,
  /\b(want|wanna|going|gonna) to kill (me|my ?self)\b/,
  /\bend(ing)? (my life|it all)\b/,
  /\b(want|wanna|going) to die\b/,
  /\b(dont|do not|don t) want to (be here|live|exist|wake up)\b(?! (on|in|with|off|alone|like|at|near|by))/,
  /\bbe around much longer\b/,
  /\bwon t be (around|here)\b/,
  /\b(want|need) (it all|everything) to (end|stop)\b/,
  /\b(saving up|stockpiling|hoarding|collecting) (the |my |her |his )?(pills|tablets|meds)\b/,
  /\b(hurt|harm|cut|punish)(ing)? my ?self\b/,
  /\bself ?harm/,
  /\bbetter off dead\b/,
  /\bno reason to (live|go on)\b/,
  /\bstarv(e|ing) my ?self (as|to) punish/,
  /\b(as|a) punishment\b/,
  /\bbetter off without me\b/,
  /\bdeserve to (suffer|be punished|hurt|starve)\b/,
  /\buntil it hurts\b/,
  /\b(want to|wanna|wish i could|if i (just )?|like to) disappear/,
  /\b(not|don t|dont|never) (plan on |planning on |going to )?(be|being) (around|here) (much|for|any|at|by|next)/,
  /\b(not|never) (to )?wake up\b/,
  /\b(cut|cutting|scratch|scratching|burn|burning|hit|hitting) (my )?(arms?|wrists?|legs?|skin|thighs)\b/,
  /\buntil (they|it) bleeds?\b/,
  /\bnobody would (even )?(notice|care|miss me)\b/,
  /\b(dont|don t|do not) see the point (in )?(living|going on|anymore|of living)\b/,
  /\boverdose\b/,
  // ca
  /\bmatar me\b/,
  /\btreure m la vida\b/,
  /\bvull morir\b/,
  /\bno vull (viure|ser aqui|estar aqui|existir|despertar)/,
  /\bfer me mal\b/,
  /\bautolesi/,
  /\btallar me\b/,
  /\bmillor (mort|morta)\b/,
  /\bcastigar me\b/,
  /\bcom a castig\b/,
  /\bmillor sense mi\b/,
  /\b(em )?mereixo patir\b/,
  /\b(perque|fins que) (em )?faci mal\b/,
  /\bem vull fer mal\b/,
  /\bem faig talls\b/,
  /\bem (tallo|cremo|rasco fins)\b/,
  /\b(desapareixer|desaparèixer)\b/,
  /\bno (penso|vull|crec que) (seguir|ser|estar) aqui\b/,
  /\bno despertar me\b/,
  /\bningu (ho )?(notaria|em trobaria a faltar)\b/,
  /\b(vull|voldria) que tot s acabi\b/,
  /\b(ni|no tinc ganes)\b.{0,30}\bde viure\b/,
  /\b(guardant|acumulant) (les |unes )?pastilles\b/,
  // es
  /\bmatarme\b/,
  /\bquitarme la vida\b/,
  /\bquiero morir/,
  /\bno quiero (vivir|estar aqui|seguir|despertar)/,
  /\bhacerme dano\b/,
  /\bcortarme\b/,
  /\bmejor (muerto|muerta)\b/,
  /\bcastigarme\b/,
  /\bcomo castigo\b/,
  /\bmejor sin mi\b/,
  /\bme merezco sufrir\b/,
  /\bpara que (me )?duela\b/,
  /\bme corto\b/,
  /\bme (hago cortes|quemo|hago dano)\b/,
  /\b(ganas de|quiero|si pudiera) desaparecer\b/,
  /\bno (pienso|quiero|creo que) (estar|seguir) aqui\b/,
  /\b(no|para no) despertarme\b/,
  /\bnadie (lo )?(notaria|me echaria de menos)\b/,
  /\b(quiero|querria) que todo (se acabe|termine)\b/,
  /\b(ni|no tengo ganas)\b.{0,30}\bde vivir\b/,
  /\b(guardando|acumulando) (las |unas )?pastillas\b/,
  /\bno (vale|merece) la pena vivir\b/,
];

const CLINICAL: Record<string, RegExp[]> = {
  medication: [
    /\b(medication|medicine|medicines|meds|prescription|prescribed|dosage|dose of|side effects?|pills?)\b/,
    /\b(ibuprofen|paracetamol|acetaminophen|aspirin|metformin|insulin|statins?|antidepressants?|antibiotics?|warfarin|levothyroxine|ozempic|semaglutide|contraceptive|birth control)\b/,
    /\b(medicament|medicaments|medicacio|pastilla|pastilles|ibuprofe|insulina|antidepressius?|antibiotics?|dosi|efectes secundaris|anticonceptius?)\b/,
    // Drug names by their class endings: enalapril, losartan, bisoprolol, atorvastatin, omeprazole…
    /\b\w{3,}(pril|sartan|olol|statin|statina|prazol|prazole|formin|formina|gliptin|gliptina|dipina|dipine|tiazida|thiazide)\b/,
    /\b(per|para|for) (la |my )?(pressio|presion|tension|blood pressure)\b/,
    /\b(metformina|estatines|estatinas|atorvastatina|simvastatina|eutirox|levotiroxina|omeprazol|sintrom|acenocumarol|anticoagula\w*|blood thinners?)\b/,
    /\b(medicamentos?|medicacion|pastillas?|ibuprofeno|antidepresivos?|antibioticos?|receta medica|dosis|efectos secundarios|anticonceptivos?)\b/,
  ],
  condition: [
    /\b(diabetes|diabetic|prediabet\w*|hypertension|high blood pressure|coeliac|celiac|crohn\w*|colitis|ibs|irritable bowel|kidney (disease|stones?|failure)|liver disease|fatty liver|cancer|chemo\w*|tumou?r|pcos|thyroid|hypothyroid\w*|high cholesterol|gout|heart (disease|condition|attack|failure|problems?)|arrhythmia|ana?emia|anemic|osteoporosis|arthritis|depression|reflux|gerd|gastritis|ulcer|epilepsy|bariatric|surgery|post op|after (my|an|the) operation)\b/,
    // Kidneys (ronyons, riñones) are also a dish, and "operació biquini" is a summer diet: neither alone is clinical.
    /\b(diabetis|diabetic|diabetica|hipertensio|pressio alta|celiac|celiaca|celiaquia|colon irritable|malaltia renal|insuficiencia renal|fetge gras|cancer|quimio\w*|tiroide|colesterol alt|atac de gota|malaltia del cor|problemes de cor|anemia|osteoporosi|artritis|depressio|reflux|gastritis|ulcera|cirurgia|despres de l operacio|operacio quirurgica)\b/,
    /\b(diabetes|diabetico|diabetica|hipertension|tension alta|celiaco|celiaca|celiaquia|colon irritable|enfermedad renal|insuficiencia renal|higado graso|cancer|quimio\w*|tiroides|colesterol alto|ataque de gota|enfermedad del corazon|problemas de corazon|anemia|osteoporosis|artritis|depresion|reflujo|gastritis|ulcera|cirugia|despues de la operacion|operacion quirurgica)\b/,
    /\b(appendix|appendectomy|apendix|apendice|apendicitis|appendicitis|blood pressure|osteoarthritis|osteopeni\w*|bone (scan|density)|gallbladder|polycystic|acne|dermatolog\w*|bypass|gastric (band|sleeve)|manega gastrica|manga gastrica|densitometria)\b/,
    /\b(pharmacy|farmacia|machine|maquina|tensio|tension|pressio|pressure)\b.{0,30}\b1\d{2} \d{2,3}\b/,
    /\b(tensio (alta|arterial|a \d+)|ovaris poliquistics|hipotiroidisme|hipertiroidisme|artrosi|vesicula|m han operat)\b/,
    /\b(tension (alta|arterial|a \d+)|ovarios poliquisticos|sop|hipotiroidismo|hipertiroidismo|artrosis|vesicula|me operaron|me han operado)\b/,
    /\b(nephrologist|cardiologist|endocrinologist|gastroenterologist|p(a)?ediatrician|oncologist|nefroleg|cardioleg|endocri|digestoleg|pediatra|oncoleg|nefrologo|cardiologo|endocrino|oncologo)\b/,
    /\b(disease|illness|diagnos\w*|chronic|disorder|syndrome|symptoms?)\b/,
    /\b(malaltia|malalt|diagnos\w*|cronica?|trastorn|sindrome|simptomes?)\b/,
    /\b(enfermedad|enfermo|enferma|diagnos\w*|cronico|cronica|trastorno|sindrome|sintomas?)\b/,
  ],
  symptom: [
    /\b(pain in (my )?chest|mal (al|el) pit|falta l aire|(duele|dolor en) el pecho|falta el aire)\b/,
    // "What do I have?", "what could it be?" at the end of a message ask for a diagnosis.
    /\b(what do i have|que tinc|que tengo|what could (it|this) be|que pot ser|que puede ser) $/,
    /\b(burn\w*|pain\w*|ache|aching|tight\w*|pressure|sting\w*)\b.{0,20}\bin my (chest|stomach|belly|side|gut)\b/,
    /\b(bloat\w*|diarrh\w*|diarrea|hives|rash|urticari\w*|swollen lips|nause\w*|inflor|se m inflen|hinchaz\w*|se me hinchan|stomach (pain|ache)|mal (a |de )?l estomac|dolor de estomago)\b/,
    /\b(chest pain|dizzy|dizziness|faint\w*|blood in (my )?(stool|urine|poo|vomit)|vomiting blood|palpitations?|short(ness)? of breath|numbness|whats wrong with me|what s wrong with me)\b/,
    /\b(dolor al pit|mareig|marejat|marejada|desmai\w*|sang (a|en) (la )?(femta|orina|caca)|palpitacions|que em passa)\b/,
    /\b(dolor en el pecho|mareo|mareado|mareada|desmay\w*|sangre en (las heces|la orina|la caca)|palpitaciones|que me pasa)\b/,
  ],
  pregnancy: [
    /\b(pregnan\w*|breast ?feeding|trimester|expecting a baby|trying to conceive|\d+ weeks along|nursing (my|a|the) )\b/,
    /\b(estic de \d+ setmanes|estoy de \d+ semanas)\b/,
    /\b(embarassada|embaras|lactancia|(donar|dono|donant) el pit|alletant|trimestre)\b/,
    /\b(embarazada|embarazo|lactancia|(dar|doy|dando) el pecho|amamantando|trimestre)\b/,
  ],
  // An allergy or intolerance is clinical when it is to a food; "allergic to mornings" is not.
  allergy: [
    /\b(anaphyla\w*|anafila\w*|epipen|allergic reaction|reaccio al lergica|reaccion alergica|food allerg\w*|al lergia alimentaria|alergia alimentaria)\b/,
    new RegExp(`\\b${ALLERGY}\\b.{0,40}\\b${ALLERGENS}\\b`),
    new RegExp(`\\b${ALLERGENS_BEFORE}\\b.{0,20}\\b${ALLERGY}\\b`),
  ],
  eatingDisorder: [
    /\b(anorexi\w*|bulimi\w*|binge and purge|purging|purge|eating disorder|make my ?self (sick|throw up|vomit)|throw(ing)? up after|laxatives?|vomit\w*|vomito)\b/,
    /\b(anorexia|bulimia|trastorn alimentari|trastorn de la conducta alimentaria|vomitar|laxants?|provocar me el vomit)\b/,
    /\b(trastorno alimentario|trastorno de la conducta alimentaria|vomitar|laxantes?|provocarme el vomito|atracon\w* y vomit\w*)\b/,
    // Eating very little on purpose: "eat 500 calories a day", "menjar 600 kcal al dia".
    /\b(eat|eating|only|just|menjar|menjo|nomes|solo|comer|como)\b.{0,20}\b([1-7]\d{2}|[1-9]\d) ?(k?cal\w*|calori\w*) (a|per|al|cada) (day|dia)\b/,
    // Eating almost nothing: "only an apple a day", "una vez cada dos días".
    /\b(nomes|solo|only|just)\b.{0,25}\b(al dia|a day|per day)\b.{0,40}\b(vestit|vestido|dress|wedding|casament|boda|thin|prim|prima|delgad\w*|aguantar\w*|week|setmana|semana)\b/,
    /\b(cada dos dies|cada dos dias|every (other|two) days?)\b/,
    /\b(get down to|down to|bajar a|baixar a|limit (my ?self )?to|limitar me a|limitarme a)\b.{0,6}\b[1-9]\d{2}\b/,
    /\b(agobio|m agobio|angoixa|m angoixa|anxious|panic\w*)\b.{0,60}\b(calori\w*|k?cal)\b|\b(calori\w*|k?cal)\b.{0,60}\b(agobio|angoixa|anxious|panic\w*)\b/,
  ],
  supplementTreatment: [
    /\b(supplements?|vitamins?|minerals?|herbs?|herbal|probiotics?)\b.{0,40}\b(cure|treat|heal|fix|reverse)\w*/,
    /\b(cure|treat|heal|reverse)\w*\b.{0,40}\b(supplements?|vitamins?|herbs?|probiotics?)\b/,
    /\b(suplements?|vitamin\w*|probiotics?|herbes)\b.{0,40}\b(curar|tractar|guarir)\b/,
    /\b(suplementos?|vitamin\w*|probioticos?|hierbas)\b.{0,40}\b(curar|tratar|sanar)\b/,
  ],
  labValues: [
    /\b(hba1c|a1c|ldl|hdl|triglycerides?|ferritin|tsh|creatinine|blood (test|work|results)|glucose (levels?|readings?)|blood sugar)\b/,
    /\b(colesterol|cholesterol|glucosa|glucose|sucre|sugar|ferritin\w*|triglicerid\w*|triglycerides?)\b (level |levels )?(a |at |de |of |is |es |was )?\d{2,3}\b/,
    /\b(analitica|analisi de sang|analisis de sangre|glucosa|glucemia|ferritina|triglicerids|trigliceridos|sucre en sang|azucar en sangre)\b/,
  ],
};

/** Decides whether a message is for the coach, clinical, or a sign of distress. */
export function guardMessage(text: string): GuardResult {
  const folded = ` ${foldText(text)} `;
  if (SELF_HARM.some((pattern) => pattern.test(folded))) return { decision: 'self_harm', reason: 'self_harm' };
  for (const [reason, patterns] of Object.entries(CLINICAL)) {
    if (patterns.some((pattern) => pattern.test(folded))) return { decision: 'clinical', reason };
  }
  return { decision: 'allow' };
}

/** The strictest decision over several messages: self-harm over clinical over allow. */
export function guardConversation(texts: readonly string[]): GuardResult {
  let result: GuardResult = { decision: 'allow' };
  for (const text of texts) {
    const next = guardMessage(text);
    if (next.decision === 'self_harm') return next;
    if (next.decision === 'clinical') result = next;
  }
  return result;
}
