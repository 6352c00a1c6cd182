/**
 * @module
 * Medicines, drug classes and prescription talk, in en, ca and es: a question about food with a
 * medicine in it is a pharmacist's or a doctor's, since interactions (vitamin K and acenocoumarol,
 * tyramine and MAOIs, grapefruit and statins, salt and lithium, timing and levothyroxine, meals and
 * insulin or GLP-1 agonists) are clinical.
 *
 * Sources, by group:
 * - Spain's most dispensed active ingredients (Ministerio de Sanidad, "Informe de consumo de
 *   medicamentos en el SNS"; names and Spanish-market brands as registered in CIMA, AEMPS).
 * - WHO ATC classification, level 2–4 group names, in the three languages.
 * - Food–drug interactions flagged in the product information (CIMA ficha técnica, section 4.5).
 */
import type { Lexicon } from '../lexicon.js';

/** Supplements and foods one takes in a pill or a dose without a prescription: ordinary for a healthy adult. */
const SUPPLEMENTS = [
  'vitamin*', 'multivitamin*', 'magnesi*', 'creatin*', 'caffeine', 'cafeina', 'proteina', 'protein', 'whey', 'omega*', 'fish oil',
  'zinc', 'iron', 'ferro', 'hierro', 'electrolit*', 'electrolyte*', 'salt', 'sal', 'fibra', 'fibre', 'fiber', 'collagen',
  'colageno',
  'b12', 'espirulina', 'spirulina', 'levadura', 'llevat', 'beta alanin*', 'sunshine', 'sol', 'coffee', 'cafe', 'tea',
];
/** Supplements named with a second word ("vitamin D pills", "omega 3 dose"). */
const TWO_WORD = ['vitamin*', 'omega'];
const PILL_WORDS = ['pastilla*', 'pastilles', 'pindol*', 'pildor*', 'comprimit*', 'comprimido*'];
const FOOD_TABLETS = [
  'de caldo', 'de brou', 'd avecrem', 'de avecrem', 'de xocolata', 'de chocolate', 'de xocolate', 'de cacau', 'de cacao',
  'de sabo',
  'de jabon', 'de menta', 'de regaliz', 'de regalessia', 'juanola*', 'de rentaplats', 'per al rentaplats', 'de lavavajillas',
  'para el lavavajillas', 'efervescent*', 'multivitamin*', 'vitamin*', ...SUPPLEMENTS.flatMap((s) => [`de ${s}`, `d ${s}`]),
];

/** A supplement, herb or home remedy, and a disease it is taken for. */
const REMEDY =
  '(?:supplements?|suplements?|suplementos?|herbs?|herbal|herbes|hierbas|remed(?:y|ies)|remeis?|remedios?|infusions?|infusio(?:ns)?' +
  '|infusion(?:es)?|teas?|tisanes?|tisanas?|plantas medicinales|plantes medicinals|cinnamon|canela|canyella|turmeric|curcuma|ginger' +
  '|jengibre|gingebre|garlic|moringa|apple cider vinegar|vinagre de manzana|vinagre de poma)';
const TO_TREAT =
  '(?:for|against|to (?:treat|cure|heal|fix|manage|control|lower|reverse|beat)|per(?: a)?(?: (?:tractar|curar|controlar|baixar))?' +
  '|para(?: (?:tratar|curar|controlar|bajar))?|contra)';
const ARTICLE = '(?:my|the|la|el|les|els|los|las|meva|meu|mi|mis|l|d|de)';
const DISEASE =
  '(?:diabet|cancer|tumou?r|hypertens|hipertens|cholesterol|colesterol|hypothyroid|hipotiroid|thyroid|tiroide|arthrit|artritis' +
  '|artrosi|gout|depress|depresi|fatty liver|higado graso|fetge gras|crohn|colitis|psoria|ulcer|anemi|anaemi|infection|infecci' +
  '|candid|sibo|epilep|alzheimer|parkinson|endometriosi|pcos|ovario poliquistico|ovaris poliquistics|kidney stone|calculs renals' +
  '|calculos renales|hepatit|cirrhos|cirrosi|gastritis|h pylori|helicobacter)';

export const MEDICATION: Lexicon = {
  category: 'medication',
  terms: [
    // Source: Spain's most dispensed active ingredients (Ministerio de Sanidad; CIMA AEMPS), by ATC group.
    // A02 acid-related disorders; N02 and M01 analgesics and anti-inflammatories.
    'omeprazol*', 'esomeprazol*', 'pantoprazol*', 'lansoprazol*', 'rabeprazol*', 'ranitidin*', 'famotidin*', 'almagat*',
    'paracetamol', 'acetaminophen', 'ibuprof*', 'dexketoprof*', 'naprox*', 'diclofenac*', 'metamizol*', 'dipyrone', 'aspirin*',
    'acetylsalicylic', 'acetilsalicilic*', 'celecoxib*', 'etoricoxib*',
    // C10 lipid-modifying agents; A10 drugs used in diabetes.
    'atorvastatin*', 'simvastatin*', 'rosuvastatin*', 'pravastatin*', 'pitavastatin*', 'lovastatin*', 'fluvastatin*', 'ezetimib*',
    'fenofibrat*', 'gemfibrozil*', 'metformin*', 'sitagliptin*', 'vildagliptin*', 'linagliptin*', 'saxagliptin*', 'alogliptin*',
    'empagliflozin*', 'dapagliflozin*', 'canagliflozin*', 'ertugliflozin*', 'gliclazid*', 'glimepirid*', 'glibenclamid*',
    'repaglinid*', 'pioglitazon*', 'semaglutid*', 'liraglutid*', 'dulaglutid*', 'exenatid*', 'tirzepatid*', 'orlistat*',
    'glargin*', 'degludec', 'detemir', 'lispro', 'glulisin*', 'insulin glargine', 'insulin aspart',
    // Insulin as a treatment, not the hormone a meal raises ("does rice spike insulin" stays answered).
    'insulin injection*', 'insulin pen*', 'insulin pump*', 'insulin dose*', 'insulin units', 'units of insulin',
    'insulin to carb',
    'inject insulin', 'injecting insulin', 'take insulin', 'taking insulin', 'i m on insulin', 'i am on insulin',
    'been on insulin',
    'put on insulin', 'put me on insulin', 'my insulin', 'basal insulin', 'bolus insulin', 'rapid acting insulin',
    'fast acting insulin',
    'long acting insulin', 'bomba d insulina', 'bomba de insulina', 'unitats d insulina', 'unidades de insulina',
    'ratio d insulina',
    'ratio de insulina', 'la meva insulina', 'mi insulina', 'em punxo insulina', 'em punxo la insulina', 'me pincho insulina',
    'me pincho la insulina', 'em poso insulina', 'em poso la insulina', 'me pongo insulina', 'me pongo la insulina',
    'm injecto insulina', 'me inyecto insulina', 'prenc insulina', 'tomo insulina', 'uso insulina', 'insulina rapida',
    'insulina lenta', 'insulina basal', 'ploma d insulina', 'pluma de insulina', 'insulin before', 'insulina abans', 'insulina antes',
    'stop the insulin', 'skip my insulin', 'adjust my insulin', 'deixar la insulina', 'deixo la insulina', 'deixar d injectar',
    'reduir la insulina', 'ajustar la insulina', 'saltar me la insulina', 'dejar la insulina', 'dejo la insulina', 'reducir la insulina',
    'ajustar la insulina', 'bajar la insulina', 'saltarme la insulina',
    // C09, C08, C07, C03 blood pressure and heart; B01 antithrombotics; H03 thyroid.
    'enalapril*', 'ramipril*', 'lisinopril*', 'captopril*', 'perindopril*', 'losartan*', 'valsartan*', 'candesartan*',
    'olmesartan*',
    'irbesartan*', 'telmisartan*', 'sacubitril*', 'amlodipin*', 'nifedipin*', 'lercanidipin*', 'manidipin*', 'diltiazem*',
    'verapamil*',
    'doxazosin*', 'bisoprolol*', 'atenolol*', 'carvedilol*', 'nebivolol*', 'propranolol*', 'metoprolol*', 'furosemid*',
    'torasemid*',
    'hidroclorotiazid*', 'hydrochlorothiazid*', 'espironolacton*', 'spironolacton*', 'eplerenon*', 'indapamid*', 'clortalidon*',
    'chlortalidon*', 'chlorthalidon*', 'amiodaron*', 'digoxin*', 'nitroglycerin*', 'nitroglicerin*', 'ivabradin*',
    'acenocumarol*', 'acenocoumarol*', 'warfarin*', 'apixaban*', 'rivaroxaban*', 'dabigatran*', 'edoxaban*', 'heparin*',
    'enoxaparin*', 'bemiparin*', 'clopidogrel*', 'ticagrelor*', 'prasugrel*', 'triflusal*',
    'levothyroxin*', 'levotiroxin*', 'thyroxin*', 'tiroxin*', 'tiamazol*', 'thiamazol*', 'carbimazol*', 'methimazol*',
    // N05, N06, N03 psycholeptics, psychoanaleptics, antiepileptics; MAOIs (tyramine interaction).
    'lorazepam*', 'lormetazepam*', 'alprazolam*', 'diazepam*', 'clonazepam*', 'bromazepam*', 'clorazepat*', 'ketazolam*',
    'zolpidem*', 'zopiclon*', 'sertralin*', 'escitalopram*', 'citalopram*', 'fluoxetin*', 'paroxetin*', 'fluvoxamin*',
    'vortioxetin*', 'venlafaxin*', 'desvenlafaxin*', 'duloxetin*', 'mirtazapin*', 'trazodon*', 'bupropion*', 'agomelatin*',
    'amitriptylin*', 'amitriptilin*', 'clomipramin*', 'imipramin*', 'nortriptylin*', 'nortriptilin*', 'quetiapin*', 'olanzapin*',
    'risperidon*', 'paliperidon*', 'aripiprazol*', 'haloperidol*', 'clozapin*', 'lurasidon*', 'ziprasidon*', 'sulpirid*',
    'lithium', 'litio', 'liti', 'valpro*', 'lamotrigin*', 'levetiracetam*', 'carbamazepin*', 'oxcarbazepin*', 'topiramat*',
    'lacosamid*', 'fenitoin*', 'phenytoin*', 'phenelzin*', 'fenelzin*', 'tranylcypromin*', 'tranilcipromin*', 'isocarboxazid*',
    'moclobemid*', 'selegilin*', 'rasagilin*', 'safinamid*', 'linezolid*', 'melatonin*', 'doxylamin*', 'doxilamin*',
    'methylphenidat*', 'metilfenidat*', 'lisdexamfetamin*', 'lisdexanfetamin*', 'atomoxetin*', 'guanfacin*',
    'levodopa', 'carbidopa', 'donepezil*', 'memantin*', 'rivastigmin*', 'galantamin*',
    // N02A opioids and N02/N03 neuropathic pain; H02 corticosteroids; L01–L04 antineoplastic and immunomodulating agents.
    'tramadol*', 'codein*', 'morphin*', 'morfin*', 'oxycodon*', 'oxicodon*', 'fentanyl*', 'fentanil*', 'tapentadol*',
    'buprenorfin*',
    'buprenorphin*', 'pregabalin*', 'gabapentin*', 'prednison*', 'prednisolon*', 'methylprednisolon*', 'metilprednisolon*',
    'dexamethason*', 'dexametason*', 'hydrocortison*', 'hidrocortison*', 'cortison*', 'deflazacort*', 'budesonid*',
    'methotrexat*', 'metotrexat*', 'hydroxychloroquin*', 'hidroxicloroquin*', 'azathioprin*', 'azatioprin*', 'mercaptopurin*',
    'tacrolimus', 'ciclosporin*', 'cyclosporin*', 'mycophenol*', 'micofenol*', 'adalimumab*', 'infliximab*', 'ustekinumab*',
    'vedolizumab*', 'etanercept*', 'mesalazin*', 'mesalamin*', 'tamoxif*', 'letrozol*', 'anastrozol*', 'capecitabin*',
    // M04 gout; G04 urologicals; R03, R06 respiratory and antihistamines; D10 isotretinoin; G03 hormonal contraceptives.
    'allopurinol*', 'alopurinol*', 'febuxostat*', 'colchicin*', 'tamsulosin*', 'finasterid*', 'dutasterid*', 'sildenafil*',
    'tadalafil*', 'mirabegron*', 'solifenacin*', 'oxybutynin*', 'oxibutinin*', 'salbutamol*', 'albuterol*', 'montelukast*',
    'formoterol*', 'salmeterol*', 'fluticason*', 'tiotropi*', 'cetirizin*', 'levocetirizin*', 'loratadin*', 'desloratadin*',
    'ebastin*', 'bilastin*', 'rupatadin*', 'dexclorfeniramin*', 'isotretinoin*', 'levonorgestrel*', 'drospirenon*',
    'desogestrel*',
    'etinilestradiol*', 'ethinylestradiol*',
    // J01 antibacterials, J02 antifungals, J05 antivirals.
    'amoxicil*', 'augmentin*', 'azithromycin*', 'azitromicin*', 'clarithromycin*', 'claritromicin*', 'ciproflox*', 'levoflox*',
    'moxiflox*', 'doxycyclin*', 'doxiciclin*', 'cefuroxim*', 'cefalexin*', 'cefixim*', 'clindamycin*', 'clindamicin*',
    'metronidazol*', 'fosfomycin*', 'fosfomicin*', 'nitrofurantoin*', 'penicil*', 'cotrimoxazol*', 'fluconazol*', 'aciclovir*',
    'acyclovir*',
    // Source: Spanish-market brand names of the ingredients above (CIMA AEMPS).
    'nolotil', 'adiro', 'tromalyt', 'gelocatil', 'termalgin', 'efferalgan', 'dafalgan', 'apiretal', 'panadol', 'espidifen',
    'dalsy',
    'neobrufen', 'nurofen', 'advil', 'enantyum', 'voltaren', 'almax', 'nexium', 'frenadol', 'fortasec', 'primperan', 'buscapina',
    'eutirox', 'levothroid', 'sintrom', 'aldocumar', 'eliquis', 'xarelto', 'pradaxa', 'lixiana', 'clexane', 'hibor', 'plavix',
    'iscover', 'brilique', 'cardyl', 'zarator', 'crestor', 'zocor', 'ezetrol', 'inegy', 'lipitor', 'renitec', 'acovil', 'cozaar',
    'norvas', 'emconcor', 'sumial', 'tenormin', 'seguril', 'aldactone', 'orfidal', 'trankimazin', 'tranquimazin', 'trankimacin', 'tranquimacin', 'valium', 'lexatin', 'noctamid',
    'rivotril', 'stilnox', 'dormidina', 'besitran', 'cipralex', 'esertia', 'prozac', 'seroxat', 'vandral', 'cymbalta', 'rexer',
    'deprax', 'seroquel', 'zyprexa', 'risperdal', 'abilify', 'dogmatil', 'plenur', 'depakine', 'lamictal', 'keppra', 'tegretol',
    'topamax', 'nardil', 'parnate', 'manerix', 'azilect', 'rubifen', 'medikinet', 'elvanse', 'strattera', 'concerta', 'equasym', 'ritalin', 'intuniv', 'vyvanse', 'adderall', 'sinemet', 'aricept',
    'ebixa', 'adolonta', 'zaldiar', 'durogesic', 'lyrica', 'neurontin', 'dacortin', 'urbason', 'zamene', 'humira', 'stelara',
    'remicade', 'enbrel', 'imurel', 'dolquine', 'prograf', 'cellcept', 'femara', 'arimidex', 'zyloric', 'omnic', 'viagra',
    'cialis',
    'ventolin*', 'seretide', 'symbicort', 'singulair', 'roacutan*', 'roaccutan*', 'isdiben', 'dercutane', 'clamoxyl', 'monurol',
    'zitromax', 'ozempic', 'wegovy', 'rybelsus', 'mounjaro', 'saxenda', 'victoza', 'trulicity', 'byetta', 'bydureon', 'xenical',
    'januvia', 'janumet', 'jardiance', 'synjardy', 'forxiga', 'xigduo', 'galvus', 'eucreas', 'dianben', 'glucophage', 'diamicron',
    'amaryl', 'novonorm', 'lantus', 'toujeo', 'abasaglar', 'semglee', 'tresiba', 'levemir', 'humalog', 'novorapid', 'apidra',
    'fiasp', 'lyumjev', 'humulin*', 'actrapid', 'mixtard', 'insulatard', 'novomix', 'ryzodeg', 'xultophy', 'suliqua',
    // Source: WHO ATC level 2–4 group names, en/ca/es.
    'anticoagul*', 'blood thinner*', 'antiplatelet*', 'antiagregant*', 'statin', 'statins', 'estatin*', 'ssri', 'ssris', 'isrs',
    'snri', 'snris', 'irsn', 'maoi', 'maois', 'imao', 'imaos', 'mao inhibitor*', 'monoamine oxidase inhibitor*',
    'inhibidor* de la monoamino*', 'benzodiazepin*', 'benzo', 'benzos', 'antidepres*', 'antipsychotic*', 'antipsicotic*',
    'neuroleptic*', 'neurolept*', 'antihypertensive*', 'antihipertensi*', 'beta blocker*', 'betablocker*', 'betabloquejant*',
    'betabloqueant*', 'beta bloqueant*', 'beta bloquejant*', 'ace inhibitor*', 'ieca', 'iecas', 'calcium channel blocker*',
    'corticosteroid*', 'corticoesteroid*', 'corticoid*', 'steroid', 'steroids', 'esteroid*', 'immunosup*', 'inmunosup*',
    'glp 1', 'glp1', 'sglt2', 'sglt 2', 'dpp 4', 'dpp4', 'proton pump inhibitor*', 'ppi', 'ppis', 'ibp',
    'inhibidor* de la bomba de proton*', 'protector gastric', 'protectors gastrics', 'protector gastrico',
    'protectores gastricos',
    'protector d estomac', 'protector de estomago', 'antacid*', 'antiacid*', 'antihistamin*', 'antibiotic*', 'antifung*',
    'antiviral*', 'antiepilep*', 'anticonvuls*', 'antiarrhythm*', 'antiarritmic*', 'antidiabet*', 'hipolipem*', 'anxiolytic*',
    'ansiolitic*', 'tranquiliser*', 'tranquilizer*', 'tranquilizant*', 'tranquillitzant*', 'somnifer*', 'sleeping pill*',
    'opioid*',
    'opiat*', 'opiace*', 'analgesic*', 'painkiller*', 'pain killer*', 'nsaid*', 'aine', 'aines', 'antineoplastic*', 'cytostatic*',
    'citostatic*', 'chemotherapy drug*', 'anticoncept*', 'contraceptive*', 'birth control', 'hrt', 'trt', 'hormone replacement',
    'hormone therapy', 'terapia hormonal', 'tratamiento hormonal', 'tractament hormonal',
    // Diuretics as a treatment (C03); "is coffee a diuretic" stays answered.
    'diuretic pill*', 'diuretic tablet*', 'diuretic medication*', 'diuretic drug*', 'on diuretics', 'take diuretics',
    'taking diuretics', 'prescribed diuretics', 'pastilla* diuretic*', 'medicament* diuretic*', 'farmac* diuretic*',
    'prenc diuretic*', 'prenc un diuretic', 'tomo diuretic*', 'tomo un diuretico',
    // Source: WHO "medicines" vocabulary; generic words for a medicine, a prescription, a dose and its effects.
    'medication*', 'medicine', 'medicines', 'meds', 'medicament*', 'medicacio*', 'medicacion*', 'medicina', 'medicinas', 'farmac',
    'farmacs', 'farmaco', 'farmacos', 'prescrib*', 'prescription*', 'prescripci*', 'prescrit*', 'receptat*', 'recetad*',
    'recepta medica', 'receta medica', 'recepta electronica', 'receta electronica', 'pill', 'pills', 'pastilla*', 'pastilles',
    'pindola*', 'pindoles', 'pildora*', 'comprimit', 'comprimits', 'comprimido', 'comprimidos', 'suppositor*', 'supositori*',
    'inhaler*', 'inhalador*', 'side effect*', 'efecte* secundari*', 'efecto* secundario*', 'efectes adversos', 'efectos adversos',
    'adverse effect*', 'reaccio adversa', 'reaccion adversa', 'missed a dose', 'missed my dose', 'miss a dose', 'skipped a dose',
    'skip a dose', 'my dose', 'my dosage', 'increased my dose', 'lowered my dose', 'reduced my dose', 'la meva dosi',
    'mi dosis', 'm han pujat la dosi', 'm han augmentat la dosi', 'm han baixat la dosi', 'me han subido la dosis',
    'me han aumentado la dosis', 'me han bajado la dosis', 'he oblidat la dosi', 'olvide la dosis', 'i m on # mg', 'i am on # mg',
    // Source: herbal medicines with documented drug interactions (EMA HMPC monographs; CIMA).
    'berberin*', 'st john s wort', 'st johns wort', 'hiperic*', 'hierba de san juan', 'herba de sant joan', 'red yeast rice',
    'levadura de arroz rojo', 'llevat d arros vermell', 'llevat de arros vermell', 'monacolin*',
  ],
  patterns: [
    // Something prescribed: "el tardyferon que me recetaron", "m'ho va receptar el metge".
    // ("receta" and "recepta" alone are also recipes, so only the verb and the medical forms count.)
    /\b(?:recetad\w*|recetaron|recetar(?!io\b|ios\b)\w*|me recet\w*|te recet\w*|receptad\w*|receptat\w*|receptar(?!i\b|is\b)\w*|va receptar|prescri\w*|receta medica|recepta medica|on prescription)\b/,
    // Weight-loss injections by their everyday names, and laxatives by brand.
    /\b(?:weight ?loss|weekly|skinny|fat) (?:jabs?|injections?|shots?|pens?)\b|\b(?:injeccio|injeccions|inyeccion|inyecciones|punxada|punxades|pinchazo|pinchazos|boli|bolis) (?:\w+ ){0,1}?(?:per aprimar|para adelgazar|setmanal|semanal)\b/,
    /\b(?:dulcolax|micralax|duphalac|movicol|evacuol|bisacodil\w*|senosidos|senna|sen)\b/,
    // A food said to stop or block a treatment: an interaction question (CIMA ficha técnica 4.5).
    /\b(?:stop|stops|block\w*|affect\w*|interfer\w*|reduce\w*|talla|tallen|cortar|corta|cortan|afecta\w*|interfier\w*|inhib\w*|anul\w*)\b(?: \w+){0,3}? (?:my |the |les meves |mis |las |les |el |la )?(?:\w+ )?(?:tablets|pills|meds|medication|pastillas|pastilles|medicacio|medicacion|comprimidos|comprimits|tratamiento|tractament|treatment)\b/,
    // Iron, B12 or vitamin D by brand or as a prescribed treatment (Spanish market, CIMA).
    /\b(?:tardyferon|ferogradumet|fero gradumet|ferrosanol|kilor|hidroferol|deltius|optovite|cyanokit|calcifediol)\b/,
    // How much insulin to take: a dose, whatever the wording.
    /\b(?:how much|how many units|quanta|cuanta|quantes unitats|cuantas unidades|dosis de|dosi d)\b(?: \w+){0,2}? insulin\w*/,
    /\binsulin\w* (?:me pongo|em poso|me pincho|em punxo|should i take|do i take|to take)\b/,
    // A supplement, herb or remedy taken to treat a disease: "berberine for my diabetes", "infusió per la hipertensió".
    new RegExp(`(?<![\\p{L}\\p{N}])${REMEDY}(?: [\\p{L}\\p{N}]+){0,4} ${TO_TREAT}(?: ${ARTICLE})* ${DISEASE}`, 'u'),
  ],
  neutral: [
    // "Swallow the pill" as accepting something; coffee "is my medicine".
    'empassar me la pindola', 'empassar la pindola', 'empassar me aquesta pindola', 'tragarme la pildora', 'tragar la pildora',
    'swallow the pill', 'pastilla de chocolate', 'pastilla diaria de chocolate', 'pastilla de xocolata', 'pastilles de xocolata', 'pastillas de chocolate', 'nada de pastillas', 'res de pastilles', 'sin pastillas', 'reparteixo pastilles', 'reparto pastillas', 'cat s on a prescription diet', 'dog s on a prescription diet', 'is basically my medication', 'basically my medication', 'my medication at this point', 'pill organiser', 'pill organizer', 'es mi medicina', 'es la meva medicina', 'is my medicine', 'son mi medicina', 'son la meva medicina',
    // Food and everyday uses of the same words.
    ...PILL_WORDS.flatMap((pill) => FOOD_TABLETS.map((tablet) => `${pill} ${tablet}`)),
    ...SUPPLEMENTS.flatMap((s) => [`${s} pill*`, `${s} dose*`, `${s} dosage`, `dose* of ${s}`, `dosage of ${s}`, `dosi* de ${s}`,
      `dosi* d ${s}`, `dosi* del ${s}`, `dosi* de la ${s}`]),
    ...TWO_WORD.flatMap((s) => [`${s} * pill*`, `${s} * dose*`, `dose* of ${s} *`, `dosi* de ${s} *`]),
    'chill pill', 'bitter pill', 'chocolate pill*', 'candy pill*', 'sugar pill*', 'mint pill*', 'jelly pill*', 'sweet pill*', 'pill to swallow', 'pill pocket*', 'medicine ball*', 'food is medicine', 'food as medicine',
    'food is the best medicine', 'let food be thy medicine', 'best medicine', 'millor medicina', 'mejor medicina',
    'sports medicine', 'medicina esportiva', 'medicina deportiva', 'medicina de l esport', 'medicina del deporte',
    'facultat de medicina', 'facultad de medicina', 'estudio medicina', 'estudi medicina', 'estudiant* de medicina',
    'estudiante* de medicina', 'med school', 'medical school', 'antibiotic* free', 'free of antibiotic*', 'without antibiotic*',
    'no antibiotic*', 'sense antibiotic*', 'sin antibiotic*', 'lliure* d antibiotic*', 'libre* de antibiotic*',
    'antibiotic* in meat', 'antibiotic* in chicken', 'antibiotic* in milk', 'antibiotic* in the meat',
    'antibiotic* in the chicken',
    'antibiotic* in farm*', 'antibiotic* in livestock', 'antibiotic* en la carne', 'antibiotic* en el pollo',
    'antibiotic* en la leche',
    'antibiotic* a la carn', 'antibiotic* en la carn', 'antibiotic* al pollastre', 'antibiotic* a la llet', 'melatonin rich',
    'rich in melatonin', 'ric* en melatonina', 'rico* en melatonina', 'natural melatonin', 'melatonina natural',
    'contain* melatonin', 'conte* melatonina', 'contiene* melatonina', 'have melatonin', 'has melatonin', 'tenen melatonina',
    'tienen melatonina', 'produce melatonin', 'melatonin production', 'produir melatonina', 'producir melatonina',
    'produccio de melatonina', 'produccion de melatonina', 'have side effects', 'has side effects', 'have any side effects',
    'has any side effects', 'any side effects', 'te efectes secundaris', 'tenen efectes secundaris', 'tiene efectos secundarios',
    'tienen efectos secundarios', 'side effects of eating *', 'side effects of too much *',
    'side effects of a * diet', 'side effects of the * diet', 'side effects of keto', 'side effects of fasting',
    'side effects of intermittent fasting', 'efectes secundaris de menjar *', 'efectes secundaris de la dieta *',
    'efectes secundaris del dejuni', 'efectos secundarios de comer *', 'efectos secundarios de la dieta *',
    'efectos secundarios del ayuno', ...SUPPLEMENTS.flatMap((s) => [`side effects of ${s}`, `${s} side effects`,
      `efectes secundaris de ${s}`, `efectes secundaris de la ${s}`, `efectes secundaris del ${s}`, `efectos secundarios de ${s}`,
      `efectos secundarios de la ${s}`, `efectos secundarios del ${s}`]),
  ],
};
