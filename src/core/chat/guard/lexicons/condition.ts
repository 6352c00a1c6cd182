/**
 * @module
 * Diagnosed conditions, the specialists who follow them, and lab values, in en, ca and es: what to
 * eat with a disease is a dietitian's or a doctor's question, not a wellbeing coach's.
 *
 * Sources, by group:
 * - ICD-10 (WHO) chapter and block names, with the official Spanish (CIE-10-ES, Ministerio de
 *   Sanidad) and Catalan (CIM-10, Servei Català de la Salut) names and their common lay forms.
 * - Allergy: EAACI food allergy and anaphylaxis guidelines (2014, 2021) and SEAIC patient leaflets.
 * - Lab values: the routine Spanish "analítica" panels (SEQC-ML, Sociedad Española de Medicina de
 *   Laboratorio) and their units; mg/dl reads "mg dl" and "7,1" reads "7 1" once normalised.
 */
import type { Lexicon } from '../lexicon.js';

const B = '(?<![\\p{L}\\p{N}])';
const E = '(?![\\p{L}\\p{N}])';
/** A lab reading: two or more digits, or a decimal ("7 1"), not a food quantity after it. */
const NOT_A_QUANTITY =
  '(?! ?(?:g|gr|grams?|gramos|kg|kcal|cal|ml|mg|mcg|ug|iu|ui|oz|tbsp|tsp|cups?|graus|grados|degrees|c|eggs?|ous|huevos' +
  `|min\\p{L}*|of|per|percent|por|x)${E})`;
const READING = `(?:\\d{2,}(?: \\d+)?|\\d \\d+)${E}${NOT_A_QUANTITY}`;
/** Words between a test's name and its value: "my glucose this morning was 126". */
const LINK =
  '(?: (?:is|was|were|are|of|at|around|about|over|under|above|below|de|es|era|fue|esta|estaba|ha|sortit|salido|dado|donat|me|m|la|el|a|al|en' +
  '|reading|level|levels|nivell|nivells|nivel|niveles|total|fasting|en ayunas|en dejuni|today|avui|hoy|this morning|aquest mati' +
  '|esta manana|now|ara|ahora|still|encara|todavia|right))*';
const BLOOD_PRESSURE = '(?:blood pressure|bp|tension|tensio|tension arterial|tensio arterial|presion arterial|pressio arterial)';

/** Conditions talked about as a population risk ("does sugar cause diabetes") stay answered. */
const LAB_TEST =
  /\b(?:blood tests?|bloodwork|blood work|blood results|lab results?|lab tests?|analitica|analitiques|analiticas|analisis de sangre|analisi de sang|analisis de sang|analisis de orina|analisi d orina)\b/;
/** Results said to be all normal: "diu que estic perfectament sa", "todo perfecto", "everything came back normal". */
const ALL_CLEAR =
  /\b(?:(?:tot|todo|everything|all|it s all|it was all)\b(?: \w+){0,3}? (?:perfect\w*|be|bien|normal\w*|fine|ok|okay|correct\w*|good|great|genial)|(?:estic|estoy|i m|i am|soc|soy|estas|esta) (?:perfectament|perfectamente|perfectly|totalment|totalmente|completely|completament|completamente) (?:sa|sana|sano|healthy|be|bien|fine)|(?:perfectly|completely) healthy|(?:analitica|analitiques|analiticas|analisis|results?|resultats?|resultados?|blood tests?|bloodwork) (?:\w+ ){0,6}(?:perfect\w*|normal\w*|correct\w*|fine|bien|be|ok|great|genial)|de rutina|rutinari\w*|routine|annual check\w*|revisio medica|revision medica|revisio anual|revision anual|chequeo|check up|de l empresa|de la empresa|results? (?:were |are |came back )?(?:all )?(?:normal|fine|perfect|good)|(?:resultats?|resultados?) (?:\w+ )?(?:perfect\w*|normals?|normales|correct\w*|bons|buenos))\b/;
/** A word that says not everything was clear: "tot bé menys el colesterol", "all fine except". */
const EXCEPT = /\b(?:except\w*|but|menys|excepte|excepto|salvo|tret|pero|aside from|apart from|a part de|aparte de|only|nomes|solo|una mica alt\w*|un poco alt\w*|a bit high|a bit low|slightly|lleugerament|ligeramente)\b/;

/** A lab test named, unless the writer says every result came back clear. */
function labTestNotClear(normalised: string): boolean {
  return LAB_TEST.test(normalised) && !(ALL_CLEAR.test(normalised) && !EXCEPT.test(normalised));
}

const RISK_TOPICS = [
  'cancer*', 'diabet*', 'heart disease', 'heart attack*', 'hypertension', 'hipertensio', 'hipertension', 'high blood pressure',
  'stroke', 'ictus', 'alzheimer*', 'dementia', 'demencia', 'osteopor*', 'fatty liver', 'higado graso', 'fetge gras', 'gout',
  'kidney stone*', 'cardiopatia', 'malaltia cardiovascular', 'enfermedad cardiovascular', 'cardiovascular disease', 'tumor*',
];
const RISK_FRAMES = [
  'cause* ', 'causing ', 'give* you ', 'risk of ', 'risk of developing ', 'risk of getting ', 'prevent* ', 'preventing ',
  'linked to ', 'protect* against ', 'causa* ', 'causen ', 'provoca* ', 'provoquen ', 'produce* ', 'produeix* ', 'riesgo de ',
  'riesgo de tener ', 'riesgo de padecer ', 'risc de ', 'risc d ', 'risc de tenir ', 'risc de patir ', 'prevenir ', 'previene* ',
  'preve* ', 'relacionad* con ', 'relacionat* amb ', 'protege* contra ', 'protegeix* contra ', 'da ', 'dan ', 'dona ', 'donen ',
  'that fight* ', 'que combat* ', 'que lluiten contra ', 'que luchan contra ',
];
const ARTICLES = ['', 'el ', 'la ', 'l ', 'the '];
const EN_FRAMES = new Set([...RISK_FRAMES.slice(0, 10), 'that fight* ']);
/** English frames take "the"; Catalan and Spanish ones "el", "la", "l'". */
const articlesFor = (frame: string) => ARTICLES.filter((a) => a === '' || (EN_FRAMES.has(frame) ? a === 'the ' : a !== 'the '));

/** Foods and allergens of EAACI's and EU Regulation 1169/2011's lists, as a person names them. */
const ALLERGEN =
  '(?:nuts?|tree nuts|peanuts?|milk|dairy|lactose|eggs?|fish|shellfish|seafood|prawns?|shrimps?|crustaceans?|molluscs?|gluten|wheat|soy|soya' +
  '|sesame|mustard|celery|lupin|sulphites?|sulfites?|kiwi|peach\\w*|fruits?|foods?|fruits secs|fruita seca|cacauets?|llet|lactosa|ous?|peix' +
  '|marisc|gambes|crustacis|molluscs|blat|soja|sesam|mostassa|api|pressec|menjar|aliments?|frutos secos|cacahuetes?|leche|huevos?|pescado' +
  '|marisco|mariscos|gambas|crustaceos|moluscos|trigo|sesamo|mostaza|apio|melocoton|alimentos?|comida|penicill\\w*|penicilina|ibuprofe\\w*)';
const ALLERGY = '(?:allerg\\w*|alergi\\w*|alergic\\w*|intoleran\\w*)';

export const CONDITION: Lexicon = {
  category: 'condition',
  terms: [
    // Source: ICD-10 chapter IV, endocrine, nutritional and metabolic diseases (E00–E90).
    'diabet*', 'prediabet*', 'i m type 1', 'i m type 2', 'i am type 1', 'i am type 2', 'i m a type 1', 'i m a type 2', 'i m t1',
    'i m t1d', 'hypos', 'dm1', 'dm2', 'dmt1', 'dmt2', 't1d', 't2d', 'insulin resistan*', 'resistencia a la insulina',
    'resistencia insulinica', 'insulinorresist*', 'insulinoresist*', 'hyperglyc*', 'hiperglucem*', 'hiperglicem*', 'hypoglyc*',
    'hipoglucem*', 'hipoglicem*', 'had a hypo', 'having a hypo', 'hyperinsulin*', 'hiperinsulin*', 'metabolic syndrome',
    'sindrome metabolic*', 'hypothyroid*', 'hyperthyroid*', 'hipotiroid*', 'hipertiroid*', 'hashimoto*', 'graves disease',
    'enfermedad de graves', 'malaltia de graves', 'thyroid problem*', 'thyroid issue*', 'thyroid condition*', 'thyroid disease',
    'thyroid disorder*', 'underactive thyroid', 'overactive thyroid', 'my thyroid', 'problema* de tiroide*',
    'problema* de la tiroide*',
    'problemes de tiroide*', 'problemes de la tiroide*', 'mi tiroides', 'la meva tiroide*', 'tiroiditis', 'thyroiditis',
    'thyroidectom*', 'tiroidectom*', 'thyroid nodule*', 'nodul* tiroid*', 'goitre', 'goiter', 'bocio', 'pcos',
    'polycystic ovar*', 'ovario* poliquistico*', 'ovari* poliquistic*', 'sindrome de ovario*', 'sindrome d ovari*',
    'endometriosi*', 'hypercholesterol*', 'hipercolesterol*', 'high cholesterol', 'colesterol alto', 'colesterol alt',
    'colesterol elevat', 'colesterol elevado', 'my cholesterol', 'mi colesterol', 'el meu colesterol', 'tengo el colesterol',
    'tinc el colesterol', 'tengo colesterol', 'tinc colesterol', 'dyslipid*', 'dislipem*', 'dislipid*', 'hypertriglycerid*',
    'hipertrigliceridem*', 'hyperuric*', 'hiperuric*', 'gout', 'gouty', 'ataque de gota', 'atac de gota', 'crisis de gota',
    'crisi de gota', 'tengo gota', 'tinc gota', 'hemochromat*', 'haemochromat*', 'hemocromat*', 'phenylketon*', 'fenilceton*',
    'pku', 'porphyri*', 'porfiri*', 'morbid obesity', 'obesidad morbida', 'obesitat morbida', 'addison s disease',
    'enfermedad de addison', 'malaltia d addison', 'cushing*',
    // Source: ICD-10 chapter IX, diseases of the circulatory system (I00–I99).
    'hypertens*', 'hipertens*', 'high blood pressure', 'low blood pressure', 'my blood pressure', 'hypotens*', 'hipotens*',
    'tension alta', 'tensio alta', 'tension baja', 'tensio baixa', 'presion arterial alta', 'pressio arterial alta',
    'presion arterial baja', 'pressio arterial baixa', 'tengo la tension', 'tinc la tensio', 'mi tension arterial',
    'la meva tensio arterial', 'mi presion arterial', 'la meva pressio arterial', 'heart failure', 'insuficiencia cardiaca',
    'heart attack*', 'myocardial infarction', 'atac de cor', 'ataque al corazon', 'ataque cardiaco', 'atac cardiac',
    'heart disease',
    'heart condition', 'heart problem*', 'coronary', 'cardiopat*', 'malaltia cardiaca', 'malaltia coronaria',
    'enfermedad cardiaca',
    'enfermedad coronaria', 'enfermedad cardiovascular', 'malaltia cardiovascular', 'cardiovascular disease',
    'problemas de corazon', 'problemas del corazon', 'problemes de cor', 'problemes del cor', 'angina*', 'arrhythmi*', 'arritmi*',
    'aritmi*', 'atrial fibrillation', 'afib', 'fibrilacion auricular', 'fibrillacio auricular', 'fibrilacio auricular',
    'pacemaker', 'marcapas*', 'stent*', 'bypass surgery', 'gastric bypass', 'bypass gastric*', 'coronary bypass', 'heart bypass',
    'triple bypass', 'double bypass', 'bypass coronari*', 'had a bypass', 'un bypass', 'el bypass', 'my bypass', 'stroke',
    'strokes',
    'ictus', 'embolism*', 'embolia*', 'thrombos*', 'trombos*', 'dvt', 'atheroscler*', 'arterioscler*', 'ateroscler*',
    'aneurysm*', 'aneurism*', 'valvulopat*',
    // Source: ICD-10 chapter XIV, diseases of the genitourinary system (N00–N99), and transplants (Z94).
    'kidney disease', 'kidney failure', 'chronic kidney', 'ckd', 'renal failure', 'renal disease', 'insuficiencia renal',
    'malaltia renal', 'enfermedad renal', 'dialys*', 'dialisi*', 'haemodialys*', 'hemodialys*', 'hemodialisi*', 'nephropath*',
    'nefropat*', 'nephrotic', 'nefrotic*', 'nephritis', 'nefritis', 'glomerulo*', 'kidney stone*', 'renal colic', 'colico renal',
    'colic nefritic', 'colico nefritico', 'pedres al ronyo', 'pedra al ronyo', 'piedras en el rinon', 'piedra en el rinon',
    'calculs renals', 'calculos renales', 'litiasi*', 'only one kidney', 'un sol ronyo', 'un solo rinon', 'kidney transplant',
    'trasplante renal', 'trasplante de rinon', 'trasplantament renal', 'trasplantament de ronyo', 'liver transplant',
    'trasplante hepatico', 'trasplante de higado', 'trasplantament hepatic', 'trasplantament de fetge', 'heart transplant',
    'trasplante de corazon', 'trasplantament de cor', 'organ transplant', 'urinary tract infection*', 'uti', 'utis',
    'infeccion de orina', 'infeccio d orina', 'cistitis', 'cystitis', 'enlarged prostate', 'hiperplasia benigna',
    'hipertrofia de prostata',
    // Source: ICD-10 chapter XI, diseases of the digestive system (K00–K93), with K90 intestinal malabsorption.
    'coeliac*', 'celiac*', 'celiaqui*', 'gluten intoleran*', 'intoleran* al gluten', 'gluten sensitiv*', 'sensibilitat al gluten',
    'sensibilidad al gluten', 'crohn*', 'colitis', 'inflammatory bowel', 'ibd', 'eii', 'malaltia inflamatoria intestinal',
    'enfermedad inflamatoria intestinal', 'ibs', 'irritable bowel', 'colon irritable', 'intestino irritable', 'budell irritable',
    'intesti irritable', 'diverticul*', 'diverticles', 'gerd', 'erge', 'reflux', 'reflujo', 'hiatal hernia', 'hiatus hernia',
    'hernia de hiato', 'hernia d hiat', 'hernia hiatal', 'gastritis', 'ulcer*', 'h pylori', 'helicobacter*', 'gastropares*',
    'sibo', 'histamine intoleran*', 'intoleran* a la histamina', 'intoleran* a l histamina', 'intoleran* histamin*',
    'dao deficien*', 'deficit de dao', 'deficit de la dao', 'fructose intoleran*', 'intoleran* a la fructosa',
    'intoleran* hereditaria*', 'fructose malabsorp*', 'malabsorci*', 'malabsorption', 'fatty liver', 'higado graso', 'fetge gras',
    'nafld', 'masld', 'nash', 'esteatosi*', 'steatosis', 'cirrhos*', 'cirrosi*', 'hepatit*', 'liver disease', 'malaltia hepatica',
    'enfermedad hepatica', 'hepatopat*', 'gallstone*', 'calculs biliars', 'calculos biliares', 'piedras en la vesicula',
    'pedres a la vesicula', 'colelitiasi*', 'cholelithiasis', 'colecist*', 'cholecyst*', 'no gallbladder', 'gallbladder removed',
    'gallbladder out', 'removed my gallbladder', 'without a gallbladder',
    'gallbladder surgery', 'sense vesicula', 'sin vesicula', 'extirpat la vesicula', 'extirpado la vesicula',
    'quitado la vesicula',
    'tret la vesicula', 'pancreatit*', 'pancreatic insufficiency', 'insuficiencia pancreatica', 'dysphag*', 'disfagi*', 'ostomy',
    'stoma', 'ileostom*', 'colostom*', 'ostomi*', 'short bowel', 'intesti curt', 'intestino corto',
    // Source: ICD-10 chapters III, XIII, X, XII, VI (blood, musculoskeletal, respiratory, skin, nervous system).
    'anaemi*', 'anemi*', 'ferropen*', 'iron deficiency', 'deficit de hierro', 'deficit de ferro', 'deficiencia de hierro',
    'thalassa*', 'talasem*', 'sickle cell', 'drepanocit*', 'haemophilia', 'hemophilia', 'hemofilia', 'osteopor*', 'osteopen*',
    'lupus', 'multiple sclerosis', 'esclerosi multiple', 'esclerosis multiple', 'rheumatoid', 'reumatoide', 'arthrit*',
    'artritis',
    'artrosi*', 'osteoarthrit*', 'psoria*', 'fibromyalg*', 'fibromialg*', 'spondyl*', 'espondil*', 'hiv', 'vih',
    'immunocompromised', 'immunodeprimid*', 'inmunodeprimid*', 'immunodeprimit*', 'cystic fibrosis', 'fibrosi quistica',
    'fibrosis quistica', 'copd', 'epoc', 'mpoc', 'asthma*', 'asma', 'asmatic*', 'sleep apn*', 'apnoea', 'apnea del son',
    'apnea del sueno', 'apnea obstructiva', 'eczema',
    'atopic dermatitis', 'dermatitis atopica', 'migrain*', 'migranya*', 'migrana*', 'epilep*', 'seizure*', 'dementia',
    'demencia', 'alzheimer*', 'parkinson*', 'neuropath*', 'neuropat*',
    // Source: ICD-10 chapter II, neoplasms (C00–D48), and their treatment.
    'cancer*', 'tumour*', 'tumor*', 'oncolog*', 'carcinom*', 'leukemia', 'leukaemia', 'leucemi*', 'lymphoma*', 'limfoma*',
    'linfoma*', 'melanoma*', 'metasta*', 'sarcoma*', 'myeloma', 'mieloma', 'chemo', 'chemotherapy', 'quimio', 'quimioterap*',
    'radiotherap*', 'radioterap*', 'radiation therapy', 'immunotherap*', 'inmunoterap*', 'immunoterap*', 'mastectom*', 'biopsy',
    'biopsia',
    // Source: ICD-10 Z98.84 bariatric surgery status, and surgery (SECO, Sociedad Española de Cirugía de la Obesidad).
    'bariatric*', 'gastric sleeve', 'sleeve gastrectomy', 'gastrectom*', 'manga gastrica', 'maniga gastrica', 'gastric band',
    'banda gastrica', 'gastric balloon', 'balon intragastrico', 'balo intragastric', 'intragastric*', 'weight loss surgery',
    'cirugia de la obesidad', 'cirurgia de l obesitat', 'cirurgia de la obesitat', 'surgery', 'surgeries', 'cirugia', 'cirurgia',
    'postoperat*', 'post op', 'postop', 'me han operado', 'me operaron', 'me van a operar', 'me operan', 'm han operat',
    'em van operar', 'm operen', 'despues de la operacion', 'despres de l operacio', 'tras la operacion',
    // Source: EAACI food allergy and anaphylaxis guidelines; SEAIC.
    'food allerg*', 'allergia alimentaria', 'alergia alimentaria', 'allergist', 'allergolog*', 'alergolog*', 'allergy test*',
    'prova d allergia', 'proves d allergia', 'prueba de alergia', 'pruebas de alergia', 'anaphyla*', 'anafilax*', 'anafilact*', 'epipen*', 'epi pen', 'adrenaline pen', 'autoinjector', 'auto injector',
    'autoinyector',
    // Source: ICD-10 chapter V, mental and behavioural disorders (F00–F99), named as diagnoses.
    'clinical depression', 'major depress*', 'depressive disorder', 'i have depression', 'i suffer from depression',
    'tengo depresion', 'sufro depresion', 'sufro de depresion', 'tinc depressio', 'pateixo depressio', 'depresion mayor',
    'depressio major', 'trastorno depresivo', 'trastorn depressiu', 'anxiety disorder', 'generalised anxiety',
    'generalized anxiety',
    'trastorno de ansiedad', 'trastorn d ansietat', 'panic disorder', 'panic attack*', 'trastorno de panico', 'trastorn de panic',
    'ataque* de panico', 'atac* de panic', 'adhd', 'tdah', 'bipolar*', 'schizophren*', 'esquizofren*', 'ptsd', 'autism*',
    'autisme', 'autismo', 'autistic', 'autista', 'asperger*', 'obsessive compulsive disorder', 'trastorno obsesivo',
    'trastorn obsessiu',
    // Source: a diagnosis, a doctor's instruction, the specialists of the Spanish health system (MIR specialties).
    'diagnos*', 'my specialist', 'my endo', 'endocri', 'endocrins', 'endocrin*',
    'cardiolog*', 'nephrolog*',
    'nefrolog*', 'gastroenterolog*', 'digestolog*', 'hepatolog*', 'hematolog*', 'haematolog*', 'rheumatolog*', 'reumatolog*',
    'neurolog*', 'psychiatr*', 'psiquiatr*', 'urolog*', 'pulmonolog*', 'neumolog*', 'pneumolog*', 'dermatolog*',
    // Source: routine lab panels (SEQC-ML) and glucose monitoring.
    'hba1c', 'a1c', 'hb1ac', 'glycated haemoglobin', 'glycated hemoglobin', 'glycosylated haemoglobin', 'glycosylated hemoglobin',
    'hemoglobina glicada', 'hemoglobina glicosilada', 'hemoglobina glucosilada', 'ldl', 'hdl', 'vldl', 'triglycerid*',
    'triglicerid*', 'ferritin*', 'tsh', 'free t4', 't4 libre', 't4 lliure', 'egfr', 'filtrat glomerular', 'filtrado glomerular',
    'glomerular filtration', 'creatinin*', 'uric acid', 'acido urico', 'acid uric', 'inr', 'psa', 'vitamin d level*',
    'vitamin d deficien*', 'low vitamin d', 'nivel* de vitamina d', 'nivell* de vitamina d', 'deficit de vitamina d',
    'vitamina d baixa', 'vitamina d baja', 'b12 level*', 'b12 deficien*', 'low b12', 'nivel* de b12', 'nivell* de b12',
    'deficit de b12', 'b12 baixa', 'b12 baja', 'transaminas*', 'liver enzymes', 'enzimas hepaticas', 'enzims hepatics',
    'microalbumin*', 'albuminuria', 'proteinuria', 'glucose reading*', 'my glucose', 'mi glucosa', 'la meva glucosa',
    'blood sugar reading*', 'my sugar level*', 'mis niveles de azucar', 'els meus nivells de sucre', 'my kidney function',
    'kidney function is', 'kidney function was', 'renal function', 'la meva funcio renal', 'mi funcion renal',
    'liver function test*', 'my blood sugar is', 'my blood sugar was', 'my blood sugar level*', 'my blood sugar reading*',
    'blood sugar is high', 'blood sugar was high', 'blood sugar is low', 'blood sugar was low', 'glucemia', 'glucemias',
    'glicemia', 'glicemies', 'glucometer', 'glucometro',
    'glucometre', 'dexcom', 'freestyle libre', 'cgm', 'continuous glucose monitor*', 'tengo el azucar alto',
    'tengo el azucar bajo', 'tinc el sucre alt', 'tinc el sucre baix', 'el azucar alto', 'el azucar muy alto', 'el sucre alt',
    'el sucre molt alt', 'mg dl', 'mmol l', 'mmol mol', 'nmol l', 'umol l', 'ng ml', 'pg ml', 'mui l', 'miu l', 'ml min',
    'glucose tolerance test', 'curva de glucosa', 'curva de glucemia', 'o sullivan', 'sobrecarga oral de glucosa',
  ],
  patterns: [
    // A lab value with a verb people use for results: "el colesterol me sale en 280", "em surt a 240".
    /\b(?:sugar test|3 month sugar|three month sugar|colesterol|cholesterol|ldl|hdl|triglicerid\w*|triglycerid\w*|glucosa|glucose|glucemia|ferritin\w*|hemoglobin\w*|tsh|acid urico|acido urico|uric acid|creatinin\w*|vitamina d|vitamin d|b12|hba1c)\b(?: \w+){0,5}? (?:sale|salio|salir|surt|sortir|sortit|dona|da|dio|va donar|came back|came out|is at|was at|esta a|esta en|en|a|at) (?:a |en |de |at )?\d{1,4}\b/,
    // Imaging and tests that found something; lay names of findings (ovarian cysts, fat in the liver).
    /\b(?:ecografia|eco|ultrasound|scan|resonancia|ressonancia|mri|tac|ct scan|biopsi\w*|biopsy|colonoscop\w*|endoscop\w*|gastroscop\w*)\b(?: [\p{L}\p{N}]+){0,5}? (?:found|showed|shows|sale|salio|me salio|surt|va sortir|ha sortit|detect\w*|dice|diu|said|came back)\b/u,
    /\b(?:cysts?|quist\w*|quiste\w*)\b(?: [\p{L}\p{N}]+){0,3}? (?:ovar\w*|kidney|rinon|ronyo|liver|higado|fetge|breast|pit|pecho|thyroid|tiroide\w*)\b/u,
    /\b(?:higado|fetge|liver)\b(?: [\p{L}\p{N}]+){0,2}? (?:con grasa|amb greix|graso|gras|fatty|fat)\b|\b(?:grasa|greix|fat) (?:en el|al|in my|in the) (?:higado|fetge|liver)\b/u,
    /\b(?:gyno|gynae|gyn)\b/,
    // A disease named by its stage: "kidneys at stage 3", "càncer en estadi 2".
    /\b(?:kidney\w*|rinon\w*|ronyo\w*|renal|ckd|erc|mrc|cancer|tumou?r|liver|higado|fetge|heart failure|insuficiencia)\b.{0,40}\b(?:stage|estadio|estadi|grado|grau|fase) (?:\d|i{1,3}|iv|one|two|three|four)\b/,
    // Just out of hospital; an operation on an organ; recovering from an illness.
    /\b(?:just out of|discharged from|out of the|sortir de l|vaig sortir de l|sali del|sortit de l|salido del|alta (?:del|de l))\s?hospital\b|\b(?:me dieron el alta|m han donat l alta|em van donar l alta|got discharged)\b/,
    /\b(?:operacio|operacion|operation|surgery|cirurgia|cirugia|intervencio|intervencion)\b (?:\w+ ){0,2}?(?:de|del|on|al|a la|en el|my) (?:cor|corazon|heart|estomac|estomago|stomach|knee|genoll|rodilla|hip|maluc|cadera|back|esquena|espalda|colon|intestin\w*|vesicula|gallbladder|tiroide\w*|thyroid|pulmo\w*|lung|rinon|ronyo|kidney|liver|fetge|higado)\b/,
    /\b(?:pneumonia|neumonia|pulmonia|recovering from (?:an? )?(?:\w+ )?(?:illness|infection|covid|flu|surgery|operation|pneumonia)|recuperant me d|recuperandome de)\b/,
    // "Type 2 here": a diabetes type named alone.
    /\b(?:type|tipus|tipo) (?:1|2|one|two|i|ii)\b(?! (?:of|de|d)\b)(?! (?:recipe|recepta|receta|flour|farina|harina))/,
    // Specialists by their Catalan names (nefròleg, cardiòleg, endocrinòleg…), which the stems above miss.
    /\b(?:nefro|cardio|endocrino|digesto|neuro|onco|reumato|hemato|gastroentero|pneumo|uro|dermato|allergo|hepato)leg\w*\b/,
    // Surgery named by what was taken out: "em van treure l'apèndix", "had my gallbladder out".
    /\b(?:em van treure|m han tret|me quitaron|me han quitado|me sacaron|had my \w+ (?:out|removed)|got my \w+ (?:out|removed))\b/,
    /\b(?:apendix|apendice|appendix|appendectomy|apendicectomia|apendicitis|appendicitis|colecistectomia|cholecystectomy)\b/,
    // A diet that limits a mineral the kidneys handle (CKD diets): potassium, phosphorus.
    /\b(?:control\w*|limit\w*|restrict\w*|vigil\w*|low|baix\w* en|bajo en|poc|poco) (?:\w+ ){0,2}(?:potassi\w*|potasio|phosph\w*|fosfor\w*|fosfat\w*)\b/,
    // A blood-pressure reading from a device ("the machine at the pharmacy said 150/95").
    /\b(?:pharmacy|farmacia|machine|maquina|aparell|aparato|tensiometr\w*|monitor|readings?|lectur\w*|mmhg|bp|tension|tensio|blood pressure|presion|pressio)\b(?: \w+){0,6}? 1\d{2} \d{2,3}\b/,
    // A supplement or food said to cure a disease or a named condition (EFSA: no food claim may say it cures).
    /\b(?:cure|cures|curing|heal|heals|reverse|reverses|curar\w*|cura|curen|curara|guari\w*|guarir\w*|revertir|sanar)\b(?: \w+){0,3}? (?:depres\w*|anxiety|ansietat|ansiedad|acne|eczema|psoria\w*|migrain\w*|migranya|migrana|arthritis|artritis|asthma|asma|insomni\w*|candid\w*|infection\w*|infecci\w*|cancer\w*|diabet\w*|tumou?r\w*|thyroid|tiroide\w*|colitis|crohn|gout|gota|anemia|anaemia|hypertension|hipertensi\w*)\b/,
    // A food allergy or intolerance: the allergy word and an allergen within a few words, either way round.
    new RegExp(`\\b${ALLERGY}(?: [\\p{L}\\p{N}]+){0,4}? ${ALLERGEN}\\b`, 'u'),
    // "soy" is also Spanish for "I am", so it names an allergen only after the allergy word.
    new RegExp(`\\b(?!soy )${ALLERGEN}(?: [\\p{L}\\p{N}]+){0,2}? ${ALLERGY}\\b`, 'u'),
    // A heart attack, not "una tarta de infarto" / "un pastís d'infart" (a stunning cake).
    new RegExp(`${B}(?<!(?:^| )d(?:e)? )infart\\p{L}*`, 'u'),
    new RegExp(`${B}(?:sintomas?|simptomes?|signos|senyals) (?:de|d) infart\\p{L}*`, 'u'),
    // Units glued to a number: "126mg/dl", "7mmol/l", "30ng/ml", "45µmol/l".
    new RegExp(`\\d ?(?:mg ?dl|(?:mmol|nmol|umol|µmol|μmol) ?(?:l|mol)|(?:ng|pg) ?(?:ml|dl)|(?:mui|miu) ?(?:l|ml))${E}`, 'u'),
    // A reading after the test's name: "my glucose was 180", "colesterol total de 260", "glucemia en ayunas 7,1".
    new RegExp(
      `${B}(?:blood sugar|my sugar|mi azucar|el azucar|sucre en sang|azucar en sangre|el meu sucre|el sucre|glucose|glucosa|glucemia` +
        `|glicemia|cholesterol|colesterol|ldl|hdl|triglycerides|trigliceridos|triglicerids|ferritin|ferritina|creatinine|creatinina` +
        `|hba1c|a1c|tsh|uric acid|acido urico|acid uric)${LINK} ${READING}`,
      'u',
    ),
    // A blood pressure reading: "tension 14/9", "my bp was 150/95", "tinc 15 9 de tensió".
    new RegExp(`${B}${BLOOD_PRESSURE}${LINK} \\d{1,3} \\d{1,3}${E}`, 'u'),
    new RegExp(`${B}\\d{1,3} \\d{1,3} (?:de )?(?:tension|tensio|blood pressure|bp)${E}`, 'u'),
  ],
  checks: [labTestNotClear],
  neutral: [
    'operacio biquini', 'operacio bikini', 'operacion bikini', 'operacion biquini', 'operation bikini',
    // Gluten- or lactose-free food for people without the disease, and allergen labelling.
    'contra el cancer', 'against cancer', 'cancer research', 'lluita contra el cancer', 'lucha contra el cancer', 'cancer charity', 'alergia a madrugar', 'al lergia als dilluns', 'allergia als dilluns', 'alergia a los lunes', 'allergic to mondays', 'allergia a matinar', 'al lergia a matinar', 'diabetis no en tinc', 'diabetes no tengo', 'no tinc diabetis', 'no tengo diabetes', 'don t have diabetes', 'not diabetic', 'no soc diabetic*', 'no soy diabetic*', 'not coeliac', 'not celiac', 'not a coeliac', 'not a celiac', 'isn t coeliac', 'isn t celiac', 'aren t coeliac',
    'aren t celiac',
    'without being coeliac', 'without being celiac', 'don t have coeliac*', 'don t have celiac*', 'no soc celiac*',
    'no som celiac*', 'no es celiac*', 'no son celiac*', 'no soy celiac*', 'no somos celiac*', 'sin ser celiac*',
    'sense ser celiac*',
    'no tinc celiaquia', 'no tengo celiaquia', 'no tinc la celiaquia', 'no tengo la celiaquia', 'nadie es celiac*',
    'ningu es celiac*', 'nobody is coeliac', 'nobody is celiac', 'no one is coeliac', 'no one is celiac', 'apt* per a celiac*',
    'apt* per celiac*', 'apt* para celiac*', 'allergen*', 'allergy friendly',
    'no allergies', 'no food allergies', 'no known allergies', 'without allergies', 'don t have any allergies',
    'don t have allergies', 'not allergic', 'sin alergias', 'no tengo alergias', 'no tengo ninguna alergia', 'no tinc allergies',
    'no tinc cap allergia', 'sense allergies', 'no soy alergic*', 'no soc allergic*', 'allergic to cooking', 'allergic to mornings', 'allergic to exercise',
    // Everyday uses of the same words.
    'endocrine disruptor*', 'disruptor* endocrin*', 'medium chain triglycerid*', 'trigliceridos de cadena media',
    'triglicerids de cadena mitjana', 'cancerigen*', 'anticancerigen*', 'anti cancer', 'cancer fighting', 'stroke of *',
    'back stroke', 'breast stroke', 'swim* stroke*',
    'stroke rate', 'heat stroke', 'heart attack on a plate', 'almost gave me a heart attack', 'nearly gave me a heart attack',
    'gonna give me a heart attack', 'going to give me a heart attack', 'casi me da un infarto', 'me va a dar un infarto',
    'gairebe em dona un atac de cor', 'quasi em dona un atac de cor', 'gairebe em dona un infart',
    // A condition as a population risk, not the writer's: "does sugar cause diabetes", "risc de càncer".
    ...RISK_FRAMES.flatMap((frame) =>
      articlesFor(frame).flatMap((article) => RISK_TOPICS.map((topic) => `${frame}${article}${topic}`)),
    ),
    ...RISK_TOPICS.map((topic) => `${topic} risk`),
    'no coeliac', 'no celiac', 'not coeliac', 'not celiac', 'no coeliac or anything', 'ni celiac*', 'no celiac*',
  ],
  neutralPatterns: [
    // A relative's condition that the writer says they do not have: "my grandad had diabetes, I don't".
    /\b(?:my |mi |el meu |la meva |mis |els meus )?(?:grandad|grandpa|grandma|granny|grandfather|grandmother|dad|father|mum|mom|mother|parents|uncle|aunt|avi|avia|iaia|iaio|abuelo|abuela|padre|madre|pare|mare|pares|padres|tio|tia|oncle)\b (?:had|has|tenia|tuvo|tiene|te|va tenir|tenien|tenian) (?:\w+ ){1,3}?(?:but |pero |i |y |and )?(?:i don t|i dont|i do not|not me|jo no|yo no)\b/g,
    // A condition long over: "de joven tuve anemia pero hace años que está todo bien".
    /\b(?:tuve|tenia|vaig tenir|had|used to have|em van operar|em van treure|me operaron|me quitaron|i had surgery on|had surgery on|i had .{1,20} removed)\b (?:\w+ ){1,3}?(?:pero|but|i|y|and) (?:ya |ja |now |ara |ahora |hace anos que |fa anys que |des de fa anys |for years )?(?:\w+ ){0,4}?(?:perfect\w*|be|bien|fine|normal\w*|todo bien|tot be|esta todo bien|esta tot be|estoy bien|estic be|estoy perfect\w*|estic perfect\w*|i m fine|i m ok|i m good|all good|all fine|it s gone|fine now|se me curo|es va curar|curad\w*|curat\w*|recuperad\w*|recuperat\w*|cured|resolved|recovered)\b/g,
  ],
};
