/**
 * @module
 * Pregnancy, trying to conceive, breastfeeding and the weeks after birth, in en, ca and es,
 * including indirect forms (weeks, trimesters, due dates, "surto de comptes").
 *
 * Sources: Generalitat de Catalunya, "Protocol de seguiment de l'embaràs a Catalunya" (3rd ed.,
 * 2018) and its lay guide for the weeks, trimesters and "sortir de comptes"; Ministerio de Sanidad,
 * "Guía de práctica clínica de atención en el embarazo y puerperio" (2014); WHO recommendations on
 * breastfeeding and antenatal care; the midwife (llevadora, matrona) is the professional named.
 */
import type { Lexicon } from '../lexicon.js';

const MONTHS =
  'january|february|march|april|may|june|july|august|september|october|november|december|gener|febrer|marc|abril|maig|juny|juliol|agost' +
  '|setembre|octubre|novembre|desembre|enero|febrero|marzo|mayo|junio|julio|agosto|septiembre|setiembre|noviembre|diciembre|spring|summer' +
  '|autumn|fall|winter|primavera|estiu|tardor|hivern|verano|otono|invierno';

export const PREGNANCY: Lexicon = {
  category: 'pregnancy',
  terms: [
    // Pregnancy and its weeks and trimesters.
    'pregnan*', 'expecting a baby', 'expecting twins', 'expecting our first', 'expecting my first', 'trimester', 'weeks pregnant',
    'months pregnant', 'weeks along', 'due date', 'baby bump', 'morning sickness', 'gestational', 'prenatal', 'antenatal', 'midwife',
    'obstetrician', 'ob gyn', 'obgyn', 'bun in the oven', 'eating for two',
    'embaras*', 'prenyada', 'acido folico', 'acid folic', 'folic acid', 'vamos a por el segundo', 'vamos a por otro', 'anem a pel segon', 'anem a per un altre', 'trying for a baby', 'trying for another', 'trying for our second', 'estic de poques setmanes', 'estoy de pocas semanas', 'la prova ha donat positiu', 'el test ha donat positiu', 'el predictor ha donat positiu', 'la prueba ha dado positivo', 'el test ha dado positivo', 'el predictor ha dado positivo', 'the test was positive', 'positive pregnancy test', 'test came back positive', 'two lines on the test', 'dues ratlles', 'dos rayitas', 'esperant un nado', 'esperant un fill', 'esperem un nado', 'primer trimestre', 'segon trimestre',
    'tercer trimestre', 'setmanes d embaras', 'mesos d embaras', 'sortir de comptes', 'surto de comptes', 'salgo de cuentas',
    'nausees de l embaras', 'llevadora', 'ginecolog*', 'diabetis gestacional', 'la panxa de l embaras',
    'embaraz*', 'prenada', 'carrying twins', 'carrying a baby', 'porto bessons', 'llevo gemelos', 'llevo mellizos', 'bun in the oven', 'pastisset al forn', 'bollo en el horno', 'twins on the way', 'baby on the way', 'baby number two on the way', 'bessons en cami', 'nado en cami', 'bebe en camino', 'gemelos en camino', 'mellizos en camino', 'prena', 'pumping at work', 'pumping milk', 'breast pump', 'expressing milk', 'express milk', 'sacaleches', 'extractor de leche', 'treure m llet', 'tirar me llet', 'extractor de llet', 'esperando un bebe', 'esperando un hijo', 'esperamos un bebe', 'segundo trimestre', 'salir de cuentas',
    'semanas de embarazo', 'meses de embarazo', 'nauseas del embarazo', 'matrona', 'diabetes gestacional',
    // Trying to conceive and fertility treatment.
    'trying to conceive', 'ttc', 'trying for a baby', 'trying to get pregnant', 'get pregnant', 'getting pregnant', 'ivf',
    'fertility treatment', 'egg retrieval', 'embryo transfer', 'ovulat*',
    'buscant l embaras', 'buscant un nado', 'buscant un fill', 'buscant nado', 'quedar me embarassada', 'quedar me prenyada', 'fiv',
    'fecundacio in vitro', 'tractament de fertilitat', 'reproduccio assistida',
    'buscando embarazo', 'buscando un bebe', 'buscando un hijo', 'buscando bebe', 'quedarme embarazada', 'fecundacion in vitro',
    'tratamiento de fertilidad', 'reproduccion asistida',
    // Indirect and colloquial forms: a positive test, "en estado", "un petit de camí", the forty days after birth.
    'when you re expecting', 'while expecting', 'when i m expecting', 'i m expecting', 'im expecting', 'two lines on the test',
    'positive pregnancy test', 'test came back positive', 'bfp', 'en estado', 'estoy en estado', 'en estado de buena esperanza',
    'en estat', 'estic en estat', 'estat de bona esperanca', 'un petit de cami', 'un nado de cami', 'un bebe en camino',
    'viene un bebe', 've un nado', 'test positiu', 'm ha sortit positiu el test', 'el test ha sortit positiu', 'positiu al test',
    'test positivo', 'me ha salido positivo el test', 'el test ha dado positivo', 'predictor positivo', 'la quarantena', 'la cuarentena',
    'a la quarantena', 'en la cuarentena', 'buscar bebe', 'buscar un bebe', 'buscar nado', 'empezado a buscar', 'comencat a buscar',
    'el gine', 'la gine', 'mi gine', 'el meu gine', 'salida del parto', 'recien parida', 'acabada de parir', 'dono de mamar',
    'donar de mamar', 'doy de mamar', 'dar de mamar', 'dando de mamar', 'donant de mamar', 'con la barriga', 'amb la panxa de',
    'barriga de embarazada', 'panxa d embarassada', 'pregnancy test', 'prova d embaras', 'prueba de embarazo',
    'surt de comptes', 'sortira de comptes', 'sale de cuentas', 'saldra de cuentas', 'dues ratlles', 'dos rayas', 'two lines',
    'two pink lines', 'tinc un retard', 'tengo un retraso', 'period is late', 'la regla no m ha baixat', 'no me ha bajado la regla',
    'fertilidad', 'fertilitat', 'fertility', 'fertile window', 'dies fertils', 'dias fertiles', 'estic de part',
    'quedar nos', 'quedarnos embarazados', 'intentem quedar', 'intentamos quedar', 'el predictor', 'un predictor', 'predictor de embarazo', 'dado positivo el predictor', 'dulce espera', 'dolca espera',
    'estoy de encargo', 'de encargo', 'subido la leche', 'pujat la llet', 'milk came in', 'producir mas leche', 'produir mes llet',
    'dando teta', 'dono teta', 'doy teta', 'donar teta', 'dar teta', 'donant teta', 'un bombo', 'el bombo', 'mi bombo',
    // Breastfeeding and the weeks after birth.
    'breastfe*', 'breast feed*', 'breast milk', 'breastmilk', 'nursing my', 'i m nursing', 'im nursing', 'while nursing', 'still nursing',
    'nursing mom*', 'nursing mum*', 'pumping milk', 'pumping breast', 'exclusively pumping', 'milk supply', 'postpartum', 'post partum',
    'after giving birth', 'gave birth', 'given birth', 'c section', 'caesarean', 'cesarean', 'postnatal',
    'donar el pit', 'dono el pit', 'donant el pit', 'donar pit', 'alletant', 'alleto', 'alletament', 'lactancia', 'em trec llet',
    'treure m llet', 'llet materna', 'postpart', 'post part', 'post parto', 'pos parto', 'despres del part', 'he parit', 'acabo de parir', 'vaig parir', 'cesaria', 'puerperi',
    'dar el pecho', 'doy el pecho', 'dando el pecho', 'dando pecho', 'doy pecho', 'amamant*', 'me saco leche', 'sacarme leche',
    'leche materna', 'posparto', 'postparto', 'despues del parto', 'acabo de dar a luz', 'di a luz', 'cesarea', 'puerperio',
  ],
  patterns: [
    // A positive test told first thing: "positivo esta mañana!!! q quito del menú, el café también?".
    /^(?!.*\b(?:vibes|energy|mindset|attitude|thinking|actitud|actitut|energia|mentalitat|mentalidad|covid|coronavirus|antigen\w*|pcr|flu|grip|gripe)\b)(?:\w+ )?(?:positivo|positiu|positive|ha donat positiu|ha dado positivo|dio positivo)(?: \w+)? (?:esta manana|aquest mati|this morning|ahir|ayer|yesterday|avui|hoy|today)\b.{0,60}\b(?:cafe|coffee|alcohol|vino|vi|wine|jamon|pernil|ham|sushi|quito|trec|remove|cut out|menu)\b/,
    // "I'm 20 weeks", "estic de 12 setmanes", "estoy de 5 meses", not "12 weeks into my plan".
    /\b(?:i m|im|i am|she s|she is|my wife is|my partner is) \d{1,2} (?:weeks?|wks?)\b(?! (?:in|into|of|out|from|until|till|to|before|away|left|post|after|since|training|plan\w*)\b)/,
    /\b(?:estic|esta|estoy|estamos|estem|estando|estant|estas|quan estas|cuando estas) de \d{1,2} (?:setmanes|semanas|mesos|meses)\b/,
    /\b(?:estic|esta|estoy|estem|estamos|estando|estant) de (?:dos|tres|quatre|cuatro|cinc|cinco|sis|seis|set|siete|vuit|ocho|nou|nueve) (?:mesos|meses)\b/,
    // A message that opens with the weeks ("de 10 semanas y con ardores"); a partner who is expecting.
    /^(?:ya |ja )?de \d{1,2} (?:setmanes|semanas)\b(?! (?:de|d|sin|sense|con|amb|seguid\w*|seguides))/,
    /\b(?:la meva dona|la meva parella|la meva xicota|mi mujer|mi esposa|mi pareja|mi novia|my wife|my partner|my girlfriend) (?:esta|is) (?:esperant|esperando|expecting)\b(?! (?:el|la|els|les|a|al|que|for|the|a call|news)\b)/,
    // "due in March", "surto a l'abril", "salgo en junio".
    new RegExp(`\\b(?:due|baby (?:is )?due|surto|sortim|salgo|salimos) (?:in|on|at the end of|at the start of|a|al|a l|el|en|a finals d|a finales de|a principios de|per) (?:${MONTHS})\\b`),
    new RegExp(`\\bwe re expecting\\b|\\bwe are expecting\\b`),
    // A period late by days; trying for months or a year.
    /\b(?:\w+ )?(?:dies|dias|days|setmanes|semanas|weeks) (?:de retard|de retraso|late)\b(?! (?:for|to|a|al|en|per))/,
    /\b(?:llevamos|portem|porto|llevo|hace|fa|we ve been|been) (?:\w+ ){0,3}?(?:buscando|buscant|intentandolo|intentant ho|trying)\b(?! (?:to|a|de|d|new|nous|nuevas|recipes|receptes|recetas))/,
    // Trying for a baby in any wording; a bump counted in weeks.
    /\b(?:trying for|trying to have|buscant|buscando|intentant tenir|intentando tener|volem tenir|queremos tener)\b (?:a |la |un |una |el )?(?:little one|baby|family|criatura|nado|bebe|fill|hijo|nen|nino|segon|segundo|second)\b/,
    /\b(?:bombo|barriga|panxa|bump|belly)\b(?: \w+){0,2} (?:de )?\d{1,2} (?:semanas|setmanes|weeks)\b/,
  ],
  neutral: ['pregnant with a food baby', 'pregnant with food', 'food baby', 'embarassada d un nado de menjar', 'embarazada de un bebe de comida', 'expecting a delivery', 'expecting a * delivery', 'expecting a * * delivery', 'expecting a parcel', 'expecting a package', 'gata esta embarazada', 'perra esta embarazada', 'gata esta embarassada', 'gossa esta embarassada', 'embarassada d un projecte', 'embarazada de un proyecto', 'expecting guests', 'expecting # guests', 'expecting * guests', 'expecting people', 'expecting visitors', 'expecting company', 'embarassada del dinar', 'embarassada de tant menjar', 'embarazada de tanto comer', 'estoy embarazado', 'estic embarassat', 'embarazado de', 'embarassat de', 'semblo embarassat', 'semblo embarassada', 'sembla que estic embarassat', 'soy matrona', 'soc llevadora', 'soc matrona', 'i m a midwife', 'look # months pregnant', 'look * months pregnant', 'prenada de turron', 'embarazada de turron', 'prenada de comida', 'embarazada de comida', 'embarassada de torrons', 'prenyada de torrons', 'not pregnant', 'no estic embarassada', 'no estoy embarazada', 'food baby', 'embarassada de feina', 'embarazada de trabajo', 'barriga de embarazada', 'panxa d embarassada', 'look pregnant', 'sembla que estic embarassada', 'parezco embarazada', 'perra esta prenada', 'gata esta prenada', 'gossa esta prenyada', 'gata esta prenyada', 'my dog is pregnant', 'my cat is pregnant', 'dog is pregnant', 'cat is pregnant', 'la perra prenada', 'la gossa prenyada', 'embarrass*', 'embarassing', 'embarassed', 'embarasing', 'embarased', 'nursing home', 'nursing student', 'nursing degree', 'nursing shift', 'nursing school', 'nursing a hangover', 'nursing an injury'],
  neutralPatterns: [
    // "Eating for two" said of a man, or as a joke his mates make.
    /\beating for two\b.{0,60}\b(?:bloke|guy|man|dude|lol|haha\w*|jok\w*)\b|\b(?:jok\w*|bromeja\w*|bromean?|broma)\b.{0,40}\beating for two\b/g,
    // Someone else is pregnant and the writer asks for themself: "la meva germana està embarassada i qui té els antojos soc jo".
    /\b(?:germana|hermana|sister|cunyada|cunada|sister in law|amiga|friend|cosina|prima|cousin|companya|companera|colleague|coworker|jefa|boss|veina|vecina|neighbour|neighbor|nora|nuera)\b (?:esta|is|s) (?:embarassada|embarazada|pregnant|prenyada|prenada)\b(?=.{0,60}\b(?:soc jo|soy yo|i m the one|me toca a mi|em toca a mi|jo tinc|yo tengo|i ve got|i have)\b)/g,
    // A pregnancy long past, with the child now grown: "cuando estaba embarazada de mi hijo (ahora tiene 20 años)".
    /\b(?:cuando estaba|quan estava|when i was) (?:embarazada|embarassada|prenyada|pregnant)\b.{0,60}\b(?:ahora tiene|ara te|que ara te|que ahora tiene|now (?:he s|she s|he is|she is|they re)) (?:1[89]|[2-9]\d)\b/g,
    // A pregnancy told as years ago, or with the child's adult age: "fa deu anys, amb l'embaràs del meu fill gran", "(she's 20 now!)".
    /\b(?:(?:fa|hace) (?:\d{2}|deu|diez|dotze|doce|quinze|quince|vint|veinte|trenta|treinta|molts|muchos) (?:anys|anos)|(?:\d{2}|ten|twelve|fifteen|twenty|thirty) years ago)\b.{0,60}\b(?:pregnan\w*|embaras\w*|embaraz\w*)\b|\b(?:pregnan\w*|embaras\w*|embaraz\w*)\b.{0,60}\b(?:(?:fa|hace) (?:\d{2}|deu|diez|dotze|doce|quinze|quince|vint|veinte|trenta|treinta|molts|muchos) (?:anys|anos)|(?:\d{2}|ten|twelve|fifteen|twenty|thirty) years ago|(?:she|he|they) (?:s|is|are) (?:1[89]|[2-9]\d)(?: now)?|(?:te|tiene) (?:1[89]|[2-9]\d) (?:anys|anos))\b/g,
  ],
};
