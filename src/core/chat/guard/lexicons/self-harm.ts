/**
 * @module
 * Suicidal ideation and self-harm, direct and indirect, in en, ca and es.
 *
 * Sources, by group:
 * - C-SSRS screener (Posner et al., Columbia University; official Spanish version "Escala
 *   Columbia para evaluar la seriedad de la ideación suicida"): wish to be dead or to sleep
 *   and not wake up; thoughts of killing oneself; method; intent; plan; preparatory behaviour
 *   (collecting pills, obtaining means, writing a will or a note, giving things away, goodbyes).
 * - PHQ-9 item 9 (Kroenke, Spitzer and Williams; Spanish and Catalan validated versions):
 *   "thoughts that you would be better off dead, or of hurting yourself in some way".
 * - Public warning signs (WHO "Preventing suicide: a resource for media professionals"; Spain's
 *   Ministerio de Sanidad, línea 024 "señales de alerta"): feeling a burden, trapped, without
 *   hope or reason to live, unbearable pain, saying goodbye.
 * - Self-harm (NICE guideline NG225 on self-harm): cutting, burning, hitting oneself, hiding
 *   wounds, wanting to feel pain, harming oneself as punishment.
 */
import type { Lexicon } from '../lexicon.js';

const PILLS = '(?:pills?|tablets?|meds|medication|painkillers?|pastilles|pastillas|comprimits|comprimidos|pindoles|pildoras|medicaments?|medicamentos?|calmants|calmantes|orfidal\\w*|lorazepam|diazepam|valium|lexatin|tranquimazin|trankimazin|alprazolam|sleeping pills|somniferos|somnifers)';

export const SELF_HARM: Lexicon = {
  category: 'self_harm',
  terms: [
    // Thoughts of killing oneself (C-SSRS item 2), every language.
    'suicid*', 'kill myself', 'killing myself', 'kill my self', 'unalive*', 'off myself', 'end my life', 'ending my life',
    'take my own life', 'take my life', 'taking my own life', 'end it all', 'ending it all', 'ending it', 'end it tonight', 'and not wake up', 'and never wake up', 'sleep and not wake',
    'want to end it', 'going to end it', 'gonna end it', 'hang myself', 'hanging myself',
    'slit my wrists', 'cut my wrists', 'overdos*', 'jump off a bridge', 'jump in front of',
    'matar me', 'em vull matar', 'me voy a matar', 'em vaig a matar', 'em matare', 'm vull matar', 'treure m la vida', 'llevar me la vida', 'acabar amb tot',
    'acabar amb la meva vida', 'posar fi a tot', 'posar fi a la meva vida', 'penjar me', 'tirar me per la finestra', 'ja no li trobo sentit', 'ja no hi trobo sentit', 'no li trobo sentit a res', 'no li trobo sentit a la vida', 'em tiro per la finestra', 'em llenco per la finestra', 'em vaig tornar a tallar', 'em torno a tallar', 'tirar me del pont', 'tirar me a la via', 'no vull seguir aqui', 'vull que tot s acabi', 'voldria que tot s acabi', 'tirar me daltabaix', 
    'matarme', 'me quiero matar', 'quitarme la vida', 'acabar con todo', 'acabar con mi vida',
    'poner fin a mi vida', 'poner fin a todo', 'ahorcarme', 'tirarme por la ventana', 'quiet way out', 'painless way out', 'a way out of this life', 'una salida tranquila', 'una sortida tranquilla', 'una salida sin dolor', 'ya no le encuentro sentido', 'no le encuentro sentido a nada', 'no le encuentro sentido a la vida', 'no le veo sentido a nada', 'no le veo sentido a seguir', 'ya no le veo sentido', 'me tiro por la ventana', 'me lanzo por la ventana', 'me volvi a cortar', 'me vuelvo a cortar', 'cut myself again', 'jump out of the window', 'jump out the window', 'tirarme de un puente', 'tirarme del puente', 'tirarme a las vias', 'quiero que todo se acabe', 'quiero que todo termine', 'sobredosis',
    // Wish to be dead, to sleep and not wake up (C-SSRS item 1, PHQ-9 item 9).
    'want to die', 'wanna die', 'want to be dead', 'wish i was dead', 'wish i were dead', 'wish i could die', 'wish i wasn t alive',
    'wish i wasnt alive', 'rather be dead', 'better off dead', 'better off without me', 'go to sleep and not wake up',
    'go to sleep and never wake up', 'never wake up again', 'decided how i ll do it', 'decided how to do it', 'decided how i m going to do it',
    'he decidit com ho fare', 'ja he decidit com ho fare', 'he decidit com fer ho', 'he decidido como lo hare', 'ya he decidido como lo hare', 'he decidido como hacerlo', 'wish i didn t exist', 'wish i didnt exist', 'tant de bo no existis', 'ojala no existiera', 'ojala no existir',
    'still be here next week', 'still be here next month', 'still be around next week', 'won t be here next week', 'wont be here next week', 'to not wake up', 'to never wake up', 'so i don t wake up', 'so i dont wake up', 'don t want to wake up', 'dont want to wake up',
    'don t want to be alive', 'dont want to be alive', 'don t want to live', 'dont want to live', 'don t want to exist',
    'dont want to exist', 'don t want to be here', 'dont want to be here', 'not want to be here anymore', 'be around much longer', 'be here much longer', 'be around for much longer', 'wish i could disappear', 'stop existing', 'cease to exist', 'disappear forever', 'want to disappear', 'tired of living',
    'tired of being alive', 'sick of living', 'sick of being alive', 'done with life', 'done with living',
    'vull morir', 'em vull morir', 'voldria morir', 'vull estar mort*', 'voldria estar mort*', 'm agradaria estar mort*',
    'millor mort*', 'preferiria estar mort*', 'no vull viure', 'no vull seguir vivint', 'no vull despertar*',
    'no despertar me', 'no tornar a despertar', 'per no despertar*', 'adormir me i no despertar', 'cansat de viure', 'cansada de viure',
    'fart de viure', 'farta de viure', 'deixar d existir', 'desapareixer per sempre', 'vull desapareixer', 'ganes de desapareixer', 'no vull ser aqui', 'no vull estar aqui',
    'quiero morir*', 'me quiero morir', 'quisiera morir*', 'ojala estuviera muert*', 'mejor muert*', 'preferiria estar muert*',
    'no quiero vivir', 'no quiero seguir viviendo', 'no quiero despertar*', 'no despertarme', 'no volver a despertar', 'para no despertar*',
    'dormirme y no despertar', 'cansad* de vivir', 'hart* de vivir', 'dejar de existir', 'desaparecer para siempre',
    'quiero desaparecer', 'ganas de desaparecer', 'no quiero estar aqui', 'no quiero seguir aqui',
    // No reason to live, hopelessness, being a burden (warning signs; PHQ-9 item 9).
    'no reason to live', 'nothing to live for', 'no point in living', 'no point living', 'point of living', 'life isn t worth living',
    'life isnt worth living', 'not worth living', 'want it all to end', 'want everything to end', 'make it all stop',
    'burden to everyone', 'burden on everyone', 'burden to my family', 'burden on my family', 'i m a burden', 'im a burden',
    'everyone would be better off', 'world would be better without me', 'nobody would miss me', 'no one would miss me',
    'nobody would notice if i', 'no one would notice if i', 'can t go on', 'cant go on', 'given up on life', 'give up on life',
    'no tinc ganes de viure', 'sense ganes de viure', 'ni ganes de viure', 'no val la pena viure',
    'cap motiu per viure', 'res per viure', 'soc una carrega', 'ser una carrega', 'estarien millor sense mi',
    'tothom estaria millor sense mi', 'millor sense mi', 'ningu em trobaria a faltar', 'ningu ho notaria', 
    'no tengo ganas de vivir', 'sin ganas de vivir', 'ni ganas de vivir', 'no vale la pena vivir', 'no merece la pena vivir',
    'ningun motivo para vivir', 'nada por lo que vivir', 'soy una carga', 'ser una carga', 'estarian mejor sin mi',
    'todos estarian mejor sin mi', 'mejor sin mi', 'nadie me echaria de menos', 'nadie lo notaria', 
    
    // Preparatory behaviour: notes, wills, giving things away, goodbyes (C-SSRS behaviour items).
    'marxar per sempre', 'me n vaig per sempre', 'anar me n per sempre', 'irme para siempre', 'me voy para siempre', 'leave for good',
    'gone for good', 'go away forever', 'leave forever', 'ultim sopar abans', 'ultima cena antes', 'last meal before i go', 'my last meal ever',
    'suicide note', 'goodbye letter*', 'goodbye note*', 'farewell letter*', 'farewell note*', 'letters to my family',
    'giving away my', 'giving my stuff away', 'giving my things away', 'gave away my', 'wrote my will', 'written my will',
    'writing my will', 'say goodbye to everyone', 'saying goodbye to everyone', 'said my goodbyes',
    'carta de comiat', 'cartes de comiat', 'nota de comiat', 'acomiadar me de tothom', 'm he acomiadat de', 'm he despedit de tothom', 'despedir me de tothom', 'm estic despedint de tothom', 'regalant les meves coses',
    'regalar les meves coses', 'he regalat les meves', 'he fet testament', 'fer testament', 'fent testament',
    'carta de despedida', 'cartas de despedida', 'nota de despedida', 'despedirme de todos', 'me he despedido de',
    'regalando mis cosas', 'regalar mis cosas', 'he regalado mis', 'he hecho testamento', 'hacer testamento', 'haciendo testamento',
    // Self-harm: cutting, burning, hitting, hiding wounds, wanting pain, punishment (NICE NG225).
    'self harm*', 'selfharm*', 'hurt myself', 'hurting myself', 'harm myself', 'harming myself', 'cut myself', 'cutting myself',
    'burn myself', 'burning myself', 'hit myself', 'hitting myself', 'punch myself',
    'punching myself', 'hide the cuts', 'hide my cuts', 'hide the scars', 'hide my scars', 'cover the cuts',
    'cover my cuts', 'deserve to suffer', 'deserve pain', 'deserve to starve', 'deserve to hurt', 'want to feel pain', 'need to feel pain', 'cuts on my arms', 'cuts on my wrists', 'cuts on my legs', 'cuts on my thighs', 'punish myself',
    'punishing myself', 'as punishment', 'as a punishment',
    'fer me mal', 'em faig mal a mi', 'em vull fer mal', 'autolesi*', 'tallar me', 'fer me talls', 'em faig talls',
    'm he tornat a tallar', 'm he tallat', 'm he fet talls', 'talls als bracos', 'talls al brac', 'talls a les cames',
    'talls a les cuixes', 'colpejar me', 'em colpejo', 'amagar les ferides', 'amagar els talls',
    'amagar les cicatrius', 'es notin els talls', 'es noti el tall', 'castigar me', 'em castigo', 'com a castig',
    'mereixo patir', 'vull sentir dolor', 'necessito sentir dolor', 'em cremo a proposit', 'cremar me a proposit', 'em tallo els bracos', 'em tallo als bracos', 'em tallo les cames', 
    'hacerme dano', 'me hago dano', 'me quiero hacer dano', 'cortarme', 'hacerme cortes', 'me hago cortes',
    'me he vuelto a cortar', 'me he cortado los', 'cortes en los brazos', 'cortes en el brazo', 'cortes en las piernas',
    'cortes en los muslos', 'me quemo a proposito', 'golpearme', 'me golpeo', 'esconder las heridas',
    'esconder los cortes', 'tapar los cortes', 'ocultar las cicatrices', 'se noten los cortes', 'castigarme', 'me castigo',
    'como castigo', 'merezco sufrir', 'quiero sentir dolor', 'necesito sentir dolor', 
  ],
  patterns: [
    // Collecting a means (C-SSRS preparatory behaviour): "saving up my sleeping pills", "guardant pastilles".
    new RegExp(`\\b(?:sav|stockpil|hoard|collect|stash|gather|guard|acumul|junt|amag|ahorr|recoll)\\w* (?:\\w+ ){0,4}${PILLS}\\b`),
    new RegExp(`\\b${PILLS} (?:\\w+ ){0,3}(?:saved|stockpiled|hoarded|guardades|guardadas|acumulades|acumuladas|amagades|escondidas)\\b`),
    // A prescription kept instead of taken, whatever the brand: "lo estoy guardando todo en vez de tomármelo".
    /\b(?:sav|stockpil|hoard|stash|guard|acumul|junt|amag|ahorr|recoll)\w* (?:\w+ ){0,3}?(?:en vez de|en lugar de|en lloc de|instead of) (?:tomar\w*(?:lo|la|los|las)|prendre (?:m )?(?:los|les|ho|l|ls|la)|taking (?:them|it)|take (?:them|it))\b/,
    // Others better off without "a mother like me" (warning signs: being a burden).
    /\b(?:mejor|millor|better off|better)\b (?:sin|sense|without) (?:un |una |a )?(?:madre|padre|mare|pare|mother|father|mum|mom|dad|persona|person|alguien|algu|someone|wife|husband|dona|marit|esposa|esposo|friend|amiga|amigo|amic|amiga|germana?|hermana?|hermano|sister|brother|partner|parella|pareja) (?:como yo|com jo|like me)\b/,
    // Giving one's things away for want of use "where I'm going" (warning signs: putting affairs in order).
    /\b(?:giv\w*|gave|regal\w*|donant|donar|dono|donando|deshaci\w*|desf\w*)\b.{0,80}\b(?:won t need|wont need|will not need|no (?:los|las|lo|la|els|les|ho|el) (?:necesitare|necessitare)|ya no (?:los|las|lo|la) (?:voy a necesitar|necesitare)|ja no (?:els|les|ho|el|la) (?:necessitare|necessitaré))\b.{0,25}\b(?:where i m going|where i am going|alla on vaig|on vaig|donde voy|alli donde voy|much longer|for long|after this week|after (?:the )?weekend|soon|aviat|pronto)\b/,
    // A plan for how it ends (C-SSRS: intent with a plan).
    /\b(?:have|got|tengo|tinc)\b (?:a |un )?(?:plan|pla) (?:for |para |per )?(?:how (?:this|i) ends?|how to end (?:it|this|things|everything|my life)|to end (?:it|this|things|everything|my life)|acabar amb tot|acabar con todo|end it all)\b/,
    // Someone saying they are ready to go or have lived enough, or not eating so as to go sooner (passive ideation in old age).
    /\b(?:says?|saying|said|keeps saying|diu|dice|deia|decia|dient|diciendo|repeteix|repite)\b (?:that )?(?:he s |she s |he is |she is |i m |que )?(?:ja |ya )?(?:(?<=(?:he s|she s|he is|she is) )ready to go(?! (?:for|to|on|out|into|with|back|again|at))|ready to die|ready to be with|preparad\w* para morir|preparat\w* per morir|list\w* para irse|ha vivido (?:bastante|suficiente)|ja ha viscut prou|lived long enough|lived enough|wants to go now|quiere irse ya|vol anar se n ja)\b/,
    /\b(?:ya he vivido (?:bastante|suficiente)|ja he viscut prou|i ve lived long enough|i ve lived enough|ha vivido bastante|ja ha viscut prou|has lived long enough)\b/,
    /\b(?:dejado de comer|deixat de menjar|stopped eating|deja de comer|deixa de menjar|won t eat|no vol menjar|no quiere comer)\b.{0,25}\b(?:para irse|per anar se n|per marxar|to go sooner|to die|para morir|per morir|para morirse|per morir se|to be with)\b/,
    // Someone else who says they want to die, or will "end it all" on a day (warning signs told by a friend or parent).
    /\b(?:wants to die|wanted to die|wishes (?:he|she|they) (?:was|were) dead|es vol morir|es volia morir|vol morir se|se quiere morir|se queria morir|quiere morirse|queria morirse|no quiere seguir viviendo|no vol seguir vivint|doesn t want to live|does not want to live|doesn t want to be alive|doesn t want to go on|no quiere vivir|no vol viure|dice que se quiere matar|diu que es vol matar|says (?:he|she|they) (?:wants|want) to kill|es vol matar|es volia matar|se quiere matar|se queria matar|wants to kill (?:himself|herself|themselves))\b/,
    /\b(?:acaba\w*|acabar\w*|acabara|acabare|acabe)\b (?:con todo|amb tot|with it all)\b(?! (?:el|la|lo|los|las|els|les)\b)|\bends? it all\b/,
    /\b(?:ha regalado|ha regalat|regala|regalant|regalando|gave away|has given away|is giving away|given away)\b(?: \w+){0,5}? (?:sus cosas|les seves coses|his things|her things|their things|all (?:his|her|their) (?:stuff|things)|todas sus cosas|totes les seves coses)\b/,
    // A goodbye texted by someone who then does not answer.
    /\b(?:texted|sent|messaged|wrote|m ha enviat|m ha escrit|me ha mandado|me ha escrito|me envio|me escribio)\b.{0,30}\b(?:goodbye|good bye|adeu|adios|farewell|bye forever)\b.{0,80}\b(?:isn t picking up|not picking up|not answering|won t answer|no contesta|no respon|no agafa|no coge|can t reach|no la localitzo|no lo localizo)\b/,
    // A step forward on a platform, towards the tracks (C-SSRS: method).
    /\b(?:platform|anden|andana|tracks|vies del tren|vias del tren|la via|las vias|les vies|metro|train|tren)\b.{0,60}\b(?:step\w* forward|step\w* off|jump\w*|fer un pas endavant|donar un pas|dar un paso|saltar|tirar me|tirarme|llancar me|lanzarme)\b/,
    // Not being here soon: "si dentro de poco no voy a estar", "won't be here soon".
    /\b(?:dentro de poco|pronto|en breve|d aqui poc|d aqui a poc|aviat|soon)\b.{0,25}\bno (?:voy a estar|estare|hi sere|hi estare|sere aqui|estare aqui)\b|\bno (?:voy a estar|estare|hi sere|hi estare)\b.{0,25}\b(?:dentro de poco|pronto|aviat|d aqui poc|soon)\b|\bwon t be (?:here|around) (?:soon|for long|much longer)\b/,
    /\b(?:hoping i won t wake|hoping not to wake|hope i won t wake|hoping i don t wake|ojala no despertar\w*|ojala no me despierte|tant de bo no em desperti|esperant no despertar me|esperando no despertarme)\b/,
    // Wishing God would take one (passive ideation in old age): "ojalá se la lleve Dios ya".
    /\b(?:ojala (?:se (?:la|lo) lleve|me lleve) dios|que dios (?:se (?:la|lo) lleve|me lleve)|tant de bo (?:deu se l endugui|deu se m endugui|se l endugui deu|se m endugui deu)|que deu se m endugui|god (?:would|will) take (?:me|her|him)|wish god would take)\b/,
    // A lethal combination of foods, supplements or medicines asked after (C-SSRS: method).
    /\b(?:lethal|letal|deadly|mortal|fatal)\b.{0,40}\b(?:combo|combination|combinacio|combinacion|mix|mezcla|barreja|together|junts|juntos)\b|\b(?:combo|combination|combinacio|combinacion|mix|mezcla|barreja)\b.{0,40}\b(?:lethal|letal|deadly|mortal|fatal)\b/,
    // Goodbyes to everyone, letters to everyone, forgiveness asked of all (warning signs: saying goodbye).
    /\b(?:despidiendose de todos|se ha despedido de todos|despedirme de todos|s esta acomiadant de tothom|s ha acomiadat de tothom|acomiadar me de tothom|saying goodbye to everyone|said goodbye to everyone|say goodbye to everyone)\b|\b(?:wrote|written|writing|write|escrit|escrito|escribi|escrivint|escribiendo)\b (?:\w+ )?(?:letters|cartes|cartas|notes|notas)\b (?:to|a|per a|para) (?:everyone|everybody|tothom|todos|all of them|my family|la meva familia|mi familia|my kids|els meus fills|mis hijos)\b/,
    // A threat half taken back: "no es del todo broma", "not entirely joking" after talk of dying or jumping.
    /\b(?:tiro|tirarme|tirar me|llenco|lanzo|jump|die|morir\w*|matar\w*|kill\w*|acabar)\b.{0,80}\b(?:no es del todo broma|no es broma del todo|no es ben be broma|no es del tot broma|not entirely (?:a )?jok\w*|not totally (?:a )?jok\w*|only half joking|half joking|medio en broma|mig en broma|kind of not joking)\b/,
    // A height asked after as a means: "which bridge is high enough" (C-SSRS: method).
    /\b(?:bridge|pont|puente|building|edifici|edificio|roof|terrat|terrado|azotea|balcony|balco|balcon|cliff|penya segat|acantilado|viaduct\w*|viaducte|viaducto)\b.{0,30}\b(?:high enough|tall enough|prou alt\w*|suficientment alt\w*|bastant alt\w*|lo bastante alt\w*|suficientemente alt\w*|bastante alt\w*)\b/,
    // Poison looked for: "una seta que sea mortal seguro, pa saber cual buscar".
    /^(?!.*\b(?:para no|per no|to avoid|avoid|evitar|no cogerl\w*|no agafar\w*|no collir\w*)\b).*\b(?:seta|setas|bolet|bolets|mushroom\w*|planta|plantes|plantas|plant|plants|baya|bayas|berry|berries|baia|baies)\b.{0,40}\b(?:mortal\w*|letal\w*|deadly|lethal)\b.{0,50}\b(?:buscar|cercar|find|look for|per saber|pa saber|para saber|on trobar|donde encontrar|where to find|where can i find|on es troba|donde hay)\b/,
    // The last week one will need a plan; not planning ahead "at all"; not knowing whether one will be here (warning signs).
    /\b(?:the )?last (?:week|time|month) i (?:ll |will )?need (?:one|it|this|a plan|a list|a basket)\b|\bnot planning (?:that far|ahead|anything)\b.{0,25}\b(?:at all|or at all)\b/,
    /\bno (?:se|sap|sabe) si (?:hi |aqui )?(?:sere|estare|seguire|sera|estara)\b(?: (?:aqui|per aqui|por aqui))? (?:d aqui|dentro de|en|in) (?:\d+|un|una|dos|tres|quatre|cuatro) (?:setmanes?|semanas?|mesos?|meses?|weeks?|months?|dies|dias|days)\b/,
    // "I won't be around / here much longer", "no seré aquí", "ya no estaré".
    /\b(?:won t|wont|will not|not going to|not gonna) be (?:around|here) (?:much|for|any|next|by|when)/,
    /\b(?:no|ja no) (?:sere|estare) (?:aqui|per aqui|por aqui)\b/,
    /\b(?:ja no|no) hi (?:sere|estare|sera|seria)\b|\bya no (?:estare|estaria)\b|\bno (?:estare|sere) (?:por aqui|aqui) mucho\b/,
    // Hiding marks, scars or wounds on the body (NICE NG225: concealment).
    /\b(?:hide|hiding|cover|covering|conceal\w*|amag\w*|tapar|tapo|ocult\w*|dissimul\w*|disimul\w*|no se vean|no es vegin|no es notin|no se noten)\b(?: [\p{L}\p{N}]+){0,4}? (?:marks|scars|cuts|wounds|bruises|burns|marques|cicatrius|ferides|talls|blaus|cremades|marcas|cicatrices|heridas|cortes|moratones|quemaduras)\b/u,
    /\b(?:marks|scars|cuts|wounds|burns|marques|cicatrius|ferides|talls|cremades|marcas|cicatrices|heridas|cortes|quemaduras)\b(?: [\p{L}\p{N}]+){0,3}? (?:on|in|a|al|als|en|de) (?:my |the |mis |los |las |el |la |els |les )?(?:arms?|forearms?|wrists?|thighs?|legs?|stomach|bracos?|brac|avantbrac\w*|canells?|cuixes?|cames?|panxa|brazos?|antebrazos?|munecas?|muslos?|piernas?|tripa)\b/u,
    // Burning or hitting oneself with something: a lighter, a cigarette, fists, walls.
    /\b(?:lighter|cigarette|cigar|iron|encenedor|cigarret\w*|cigarro|mechero|plancha|planxa)\b(?: [\p{L}\p{N}]+){0,4}? (?:to|on|against|a|al|en|contra) (?:my|mi|el meu|la meva)? ?(?:wrist|arm|skin|leg|thigh|hand|canell|brac|pell|cama|cuixa|ma|muneca|brazo|piel|pierna|muslo|mano)\w*/u,
    /\b(?:me quemo|em cremo|i burn myself|burning myself|quemarme|cremar me)\b(?: [\p{L}\p{N}]+){0,4}? (?:con|amb|with)\b/u,
    /\b(?:punch\w*|hit\w*|bang\w*) (?:the )?walls?\b|\b(?:me doy|em dono|me pego|em pego) (?:\w+ ){0,2}?(?:punetazos|golpes|cops|hosties|hostias|bofetadas|bufetades|cabezazos|cops de cap)\b|\bcops de puny\b|\bpunetazos\b/,
    // Wanting the body to give up, to stop existing, to disappear.
    /\b(?:body|cos|cuerpo)\b(?: [\p{L}\p{N}]+){0,3}? (?:gives? up|shut\w* down|stops? working|deixi de funcionar|diga prou|deje de funcionar|se apague|s apagui)\b/u,
    /\b(?:tired of existing|cansad\w* de existir|cansat\w* d existir|fart\w* d existir|hart\w* de existir|m agradaria desapareixer|me gustaria desaparecer|i d like to disappear|i wish i could vanish|wish i could just vanish)\b/,
    // Cutting oneself, whatever the wording.
    /\b(?:cuts?|cutting|talls?|cortes?)\b(?: [\p{L}\p{N}]+){0,10}? (?:i keep doing|i make|i do|em faig|me hago|que em faig|que me hago|me hice|em vaig fer)\b/u,
    // "kms" as slang for killing oneself, not kilometres.
    /\b(?:gonna|going to|wanna|want to|will|might|should|just|about to|ready to|could) kms\b/,
    // Lethal amounts and poisons, asked as curiosity (C-SSRS: method).
    /\b(?:lethal|letal|deadly|fatal|mortal|mortals|mortales|kill (?:you|someone|a person|me|myself)|kills you|te mata|et mata|to die|morir|matar(?!as?\b)\w*|haga efecto|faci efecte|take effect)\b.{0,80}\b(?:how much|how many|quanta|quantes|quant|cuanta|cuantas|cuanto|quantitat|cantidad|amount|dose|dosi|dosis|need to (?:eat|take|drink))\b(?! (?:calori\w*|kcal|cals?|carbs|protein\w*|hidrat\w*|porci\w*|racion\w*|raccio\w*))/,
    /\b(?:how much|how many|quanta|quantes|quants|quant|cuanta|cuantas|cuantos|cuanto|quantitat|cantidad|amount|dose|dosi|dosis)\b(?! (?:calori\w*|kcal|cals?|carbs|protein\w*|hidrat\w*|porci\w*|racion\w*|raccio\w*)).{0,80}\b(?:lethal|letal|deadly|fatal|mortal|mortals|mortales|serien mortals|serian mortales|would kill|to kill|em matarien|em mataria|me matarian|me mataria|matar me|matarme|kills you|te mata|et mata|to die|per morir|para morir|haga efecto|faci efecte|seria mortal|es mortal|fer se mal|fer me mal|hacerse dano|hacerme dano|hurt (?:myself|yourself|oneself|someone|a person|you)|do (?:real )?damage|fer mal de debo|hacer dano de verdad)\b/,
    /\b(?:cyanide|cianur\w*|poison\w*|veneno|veri|verins|bleach|lleixiu|lejia|antifreeze|anticongelant\w*|raticida|rat poison|matarrates)\b.{0,60}\b(?:how much|quanta|cuanto|cuanta|quantitat|cantidad|amount|mix\w*|barreg\w*|mezcl\w*|drink|beure|beber|swallow|empassar|tragar|effect|efecte|efecto)\b/,
    // Poisons that act late, and mixing a cleaning product into a drink: means asked as curiosity.
    /\b(?:kill\w*|maten|matan|mata|deadly|lethal|letal\w*|mortal\w*)\b.{0,60}\b(?:feel fine for days|days later|no notes res|fins al cap de dies|no dan sintomas|hasta dias despues|dias despues|dies despres)\b/,
    /\b(?:feel fine for days|no notes res|no dan sintomas|no donen simptomes)\b.{0,60}\b(?:kill\w*|maten|matan|te matan|et maten|mata|deadly|lethal|letal\w*|mortal\w*)\b/,
    /\b(?:cleaning product\w*|bleach|producto\w* de limpieza|producte\w* de neteja|lejia|lleixiu|amoniac\w*|salfuman)\b.{0,60}\b(?:drink\w*|bebida|beguda|mezcla\w*|barreja\w*|mix\w*|beu\w*|beure|beber|bebe\w*|swallow\w*|empass\w*|trag\w*)\b/,
    // No reason to go on, however it is put (warning signs: no reason for living); not the diet or the plan.
    /\b(?:no|not|cap|ningun|ninguna|ningu|sense|sin|without|any|gens de)\b (?:\w+ ){0,2}?(?:reason|reasons|motiu|motius|motivo|motivos|razon|razones|rao|raons|sentit|sentido|point)\b (?:\w+ ){0,1}?(?:per|para|to|de|in|a|pa) (?:continuar|seguir|go on|going on|keep going|carry on|tirar endavant|seguir adelante|seguir aqui|continuar aqui|seguir viviendo|viure|vivir|live|living|llevar me|levantarme|get up|getting up|existir|exist|existing)\b(?! (?:amb|con|with|the|la|el|els|les|las|los|my|mi|mis|el meu|la meva|eating|menjant|comiendo|a dieta|fent|haciendo|doing|dieting|training|entrenant|entrenando))/,
    // Farewell: letters written, a last message (warning signs: saying goodbye).
    /\b(?:letters?|notes?|cartes|cartas|notas)\b (?:are |is |ja estan |ya estan |ja esta |ya esta )?(?:already )?(?:written|escrites|escritas|escrita|escrit)\b|\b(?:already wrote|ja he escrit|ya he escrito) (?:the |my |les |las |mis |les meves )?(?:letters|notes|cartes|cartas)\b/,
    /\b(?:this is|aquest es|este es|esto es|sera|will be) (?:my|el meu|mi) (?:last|final|ultim|ultimo) (?:message|missatge|mensaje)\b/,
    // Burns or cuts one gives oneself, told as a wound-healing question.
    /\b(?:burns|cuts|quemaduras|cortes|heridas|cremades|talls|ferides)\b.{0,100}\b(?:me las hago|me los hago|m els faig|me les faig|em faig|i do them|i give myself|i make them)\b/,
    // Burning one's own body (NICE NG225), and poisons one wants to try oneself.
    /\b(?:burn\w*|cremar me|cremo|em cremo|quemarme|me quemo)\b(?: (?:my|el|els|la|les|mi|mis|el meu|la meva)) (?:arms?|wrists?|legs?|thighs?|hands?|skin|stomach|brac\w*|canells?|cames?|cuixes?|mans?|pell|brazos?|munecas?|piernas?|muslos?|manos?|piel)\b.{0,20}\b(?:lighter|cigarettes?|matches|encenedor|cigarret\w*|mistos|mechero|cigarros?|cerillas)\b/,
    /\b(?:poisonous|toxic|verinos\w*|venenos\w*|toxic\w*)\b.{0,60}\b(?<!\b(?:no|not|don t|dont) (?:en |ni )?)(?:try it myself|want to (?:try|eat|take) (?:it|one|them)|vull provar|la vull provar|les vull provar|provar la jo|provar ho jo|quiero probar|probarla yo|probarlo yo|menjar me la|comerme la)\b/,
    // Burning or injuring oneself with hot or sharp things from the kitchen.
    /\b(?:hot|boiling|calent\w*|caliente\w*|bullent\w*|ardent\w*)\b (?:\w+ ){0,1}?(?:spoons?|knife|knives|pan|iron|water|cullera|culleres|ganivet|paella|planxa|cuchara\w*|cuchillo|sarten|plancha|aigua|agua)\b.{0,30}\b(?:skin|arm|arms|wrist|leg|thigh|hand|pell|brac|canell|cama|cuixa|piel|brazo|muneca|pierna|muslo|mano)\b/,
    // On purpose with an allergen or an illness; hoping it does not stop (passive ideation, C-SSRS item 1).
    /\b(?:on purpose|a posta|a proposito|adrede|expres)\b.{0,60}\b(?:swell\w*|allerg\w*|reaction|reaccio|reaccion|inflam\w*|hinch\w*|infl\w*)\b|\b(?:swell\w*|allerg\w*|reaction|reaccio|reaccion)\b.{0,60}\b(?:on purpose|a posta|a proposito|adrede)\b/,
    /\b(?:part of me (?:hopes|wants|wishes)|una part de mi (?:vol|espera|desitja)|una parte de mi (?:quiere|espera|desea)|hope i don t wake|ojala no despertara|tant de bo no em despertes)\b/,
    // A joke about food killing them that turns real: "better kill me, genuinely hoping it does".
    /\b(?:kill me|kill me off|matar\w*|matara|me va a matar|em matara|em mata|me mata)\b.{0,50}\b(?:hoping it does|hope it does|i hope so|genuinely|ojala|de verdad|sincerament millor|i millor|y mejor|tant de bo|so be it|no tinc res a perdre|no tengo nada que perder|nothing to lose|no aguanto mas|no puc mes)\b/,
    // Long sleeves in summer so nobody sees the arms (NICE NG225: concealing injuries).
    /\b(?:long sleeves|manga larga|maniga llarga|manigues llargues|mangas largas)\b(?: [\p{L}\p{N}]+){0,4}? (?:summer|august|july|heat|estiu|agost|juliol|calor|verano|agosto|julio)\b/u,
    /\b(?:so nobody|so no one|so people don t|perque no|para que no|que no)\b(?: [\p{L}\p{N}]+){0,2}? (?:sees?|see|em vegin|vegin|me vean|vean|noti|notin|noten|note)\b(?: [\p{L}\p{N}]+){0,2}? (?:my arms|my wrists|my legs|els bracos|els canells|les cames|les marques|los brazos|las munecas|las piernas|las marcas)\b/u,
    // Hunger as a punishment (NICE NG225; PHQ-9 item 9).
    /\b(?:me toca|em toca|merezco|mereixo|deserve to|i have to|toca)\b(?: [\p{L}\p{N}]+){0,2}? (?:pasar hambre|passar gana|go hungry|starve|starving)\b/u,
    /\b(?:por haber sido|per haver estat|for being|por ser|per ser)\b(?: [\p{L}\p{N}]+){0,3}? (?:desastre|inutil|useless|failure|fracas|fracaso|idiota|idiot)\b(?: [\p{L}\p{N}]+){0,6}? (?:hambre|gana|hungry|no como|no menjo|not eat\w*|nada|res)\b/u,
    // Means and method, also asked for someone else (C-SSRS: method, preparatory behaviour).
    /\b(?:whole (?:box|bottle|pack|packet)|all (?:the|my|her|his|of the) (?:\w+ )?(?:pills|tablets|meds)|a lot of (?:pills|tablets)|todas las (?:\w+ )?pastillas|totes les (?:\w+ )?pastilles|tota la caixa|toda la caja|un bote entero|un pot sencer)\b/,
    /\b(?:pills|tablets|pastillas|pastilles)\b(?: [\p{L}\p{N}]+){0,6}? (?:with (?:alcohol|vodka|wine|booze)|amb alcohol|con alcohol|con vino|amb vi)\b/u,
    /\b(?:how high|how tall|cuanta altura|quina alcada|que altura|quanta alcada|altura tiene|alcada te)\b(?: [\p{L}\p{N}]+){0,6}? (?:bridge|bridges|building|roof|puente|puentes|pont|ponts|edificio|edifici|terrat|azotea|balcon|balco)\b/u,
    /\b(?:bridge|bridges|puente|puentes|pont|ponts)\b(?: [\p{L}\p{N}]+){0,6}? (?:how high|altura|alcada|jump|saltar|tirar)\b/u,
    /\b(?:make|hacer que|fer que)\b(?: [\p{L}\p{N}]+){0,4}? (?:bleed|sangr\w*|sagn\w*)\w* (?:more|mas|mes)\b/u,
    // Giving things away and goodbyes, also said of someone else (C-SSRS preparatory behaviour).
    /\b(?:gave|given|giving|regal\w*|ha regalat|ha regalado|dona\w*|don[oó]) (?:away )?(?:\w+ ){0,2}?(?:things|stuff|belongings|cat|dog|bike|coses|cosas|pertenencias|gat|gato|perro|gos|bici)\b/,
    /\b(?:se despide|s acomiada|says goodbye|saying goodbye|se esta despidiendo|s esta acomiadant)\b(?: [\p{L}\p{N}]+){0,2}? (?:de todos|de tothom|to everyone|de tots)\b/u,
    /\b(?:won t|wont|will not) be (?:a problem|around|here) (?:for long|much longer|by)\b|\bno (?:sera|estara|seras) (?:aqui|per aqui|por aqui)\b|\bja no (?:sera|estara) (?:aqui|per aqui)\b/,
    // Self-punishment through food and the body (NICE NG225; PHQ-9 item 9 "hurting yourself in some way").
    /\b(?:deserve worse|i deserve it|don t deserve to eat|dont deserve to eat|no merezco comer|no me merezco comer|no mereixo menjar|no em mereixo menjar|deserve to be hungry|merezco pasar hambre|mereixo passar gana)\b/,
    /\b(?:punch\w*|hit\w*|slap\w*|bit\w*|bite|scratch\w*|pinch\w*) (?:my|myself in the|myself on the) (?:thighs?|legs?|arms?|stomach|belly|face|head|skin|wrists?|hands?)\b/,
    /\b(?:rasc\w*|esgarrap\w*|arano|aranar\w*|scratch\w*|pellizc\w*|pessig\w*|mossego|muerdo)\b(?: [\p{L}\p{N}]+){0,6}? (?:hasta que sangr\w*|fins que sagn\w*|until it bleeds|until i bleed|till it bleeds|fins que fa sang|hasta hacerme sangre)\b/u,
    /\b(?:a posta|a proposit|on purpose|adrede|a proposito|expres)\b(?: [\p{L}\p{N}]+){0,6}? (?:cremat|cremar|tallat|tallar|quemad\w*|quemar|cortad\w*|cortar|burn\w*|cut\w*|hit|hurt)\b|\b(?:cremat|quemado|tallat|cortado|burned|burnt|cut) (?:[\p{L}\p{N}]+ ){0,6}?(?:a posta|a proposit|on purpose|adrede|a proposito)\b/u,
    /\b(?:soy un estorbo|soc un destorb|soy una molestia|soc una molestia|waste of space|i m a nuisance|sobro en|faig nosa|estorbo para)\b/,
    // Not expecting to live to a near day, said beside a plan: "dubto que arribi a diumenge" (C-SSRS item 1; warning signs).
    /\b(?:dubto|dudo|i doubt|doubt|no crec|no creo|don t think|dont think|not sure|no se si|no estic segur\w*|no estoy segur\w*)\b(?: (?:molt|mucho|much|really|gaire|que|i ll|i will|ill|if i ll|if i will|if i|de que))* (?:arribi|llegue|arribare|llegare|make it|last|survive|be alive|be here|be around|still be here|still be around|visqui|viva|seguire viu\w*|seguire viv\w*|hi sere|sere aqui|estare aqui|seguire aqui) (?:a|al|fins a|fins al|hasta|hasta el|to|till|until|past|through|by|el|the|this|para el|per)\b ?(?:the |el |la |this |aquest |este |next |proper |proxim\w* )?(?:diumenge|dilluns|dimarts|dimecres|dijous|divendres|dissabte|domingo|lunes|martes|miercoles|jueves|viernes|sabado|sunday|monday|tuesday|wednesday|thursday|friday|saturday|dema|manana|tomorrow|weekend|cap de setmana|fin de semana|setmana que ve|semana que viene|next week|nadal|navidad|christmas|aniversari|cumpleanos|birthday)\b(?! (?:sense|sin|without|con (?:tan|tanta|tanto|lo|la|el|esta|este|estos|estas)|amb (?:tan|el|la|els|les|aquest\w*)|with (?:so|this|these|the|that))\b)/,
    // A rope or noose obtained and told in passing (C-SSRS: preparatory behaviour, obtaining a means); not a skipping rope.
    /\b(?:comprat|comprado|compre|vaig comprar|bought|buy|got|tinc|tengo|have|he aconseguit|he conseguido)\b (?:\w+ ){0,2}?(?<!(?:jump|skipping|skip|climbing|saltar|saltar a la|escalada) )(?:corda|cuerda|soga|rope|noose)\b(?! (?:de saltar|per saltar|para saltar|de escalada|d escalada|per escalar|para escalar|to skip|for skipping|for climbing|to climb|per estendre|para tender|per a la roba|para la ropa|for the washing|for washing))/,
    /\b(?:noose|nudo corredizo|nus escorredor|soga al cuello|corda al coll)\b/,
    // On a roof, a bridge or a ledge, weighing "the other way" down (C-SSRS: method, intent).
    /\b(?:azotea|terrat|terrado|teulada|tejado|roof|rooftop|ledge|cornisa|barana|barandilla|railing|bridge|pont|puente|viaducte|viaducto|balco|balcon|balcony|precipici|precipicio|penya segat|acantilado|cliff)\b.{0,80}\b(?:l altre costat|el otro lado|the other side|the other way|pel cami rapid|por el camino rapido|the quick way|la via rapida|saltar|salto|jump|tirar me|tirarme|llancar me|lanzarme|baixar rapid|bajar rapido)\b(?! (?:a la piscina|into the pool|al mar|into the sea|a l aigua|al agua|en paracaigudes|en paracaidas|with a parachute|de la dieta|del pla|off the diet|on the bandwagon))/,
    // Enough of a food, plant or medicine to kill an adult: a means asked as curiosity (C-SSRS: method).
    /\b(?:per|para|pa|to|enough to|suficient\w* (?:per|para)|bastant (?:per|para)) (?:matar|kill)\b (?:a )?(?:un |una |an |a )?(?:adult\w*|persona|person|human\w*|huma|home|hombre|dona|mujer|someone|algu|alguien|grown)\b/,
    // Someone (or oneself) wanting to throw themselves from a balcony, a window or a bridge (C-SSRS: method; warning signs told by a friend).
    /\b(?:es vol|em vull|es volia|se quiere|me quiero|se queria|wants to|want to|wanted to|talks about|parla de|habla de|diu que es|dice que se)\b (?:\w+ )?(?:tirar|llancar|lanzar|jump|throw (?:himself|herself|themselves|myself))\w* (?:pel|per la|per el|des del|des de la|por el|por la|desde el|desde la|off the|off a|from the|out of the|out the) (?:balco|balcon|balcony|finestra|ventana|window|pont|puente|bridge|terrat|azotea|roof|teulada|tejado)\b/,
    // No plan needed after this one: "I won't be needing one after that" (warning signs: putting affairs in order).
    /\b(?:won t|wont|will not) (?:be )?need(?:ing)? (?:one|it|a plan|another|any more|anymore|them)\b.{0,20}\b(?:after|afterwards|after that|again|anymore|any more)\b/,
    // Cutting deeper than before, on the body (NICE NG225).
    /\bcut (?:\w+ ){0,2}?(?:deeper|too deep|deep)\b.{0,40}\b(?:thigh|arm|wrist|leg|skin|stomach)s?\b/,
    // Cutting or burning named with the body part, so "em tallo els cabells" and "no me corto" (I don't hold back) stay food talk.
    /\b(?:me|em) (?:corto|he cortado|vuelvo a cortar|tallo|he tallat|torno a tallar|quemo|cremo) (?:otra vez |una altra vegada |\w+ ){0,2}(?:brazos?|piernas?|munecas?|muslos?|bracos?|brac|cames?|canells?|cuixes?|pell|piel)\b/,
  ],
  neutralPatterns: [
    // A small kitchen cut: "m'he tallat una mica fent l'amanida", "me he cortado pelando patatas".
    /\b(?:m he tallat|me he cortado|me corte|em vaig tallar|i cut myself|cut myself) (?:una mica |un poco |un pel |a bit |a little |sense voler |sin querer )?(?:fent|tallant|pelant|cuinant|picant|amb el ganivet|amb la mandolina|haciendo|cortando|pelando|cocinando|picando|con el cuchillo|con la mandolina|chopping|slicing|peeling|cooking|with the knife|on the mandoline)\b/g,
    // A food or the diet named as the cause and a laugh straight after: "me he pasado con el turrón, me quiero morir jajaja".
    /\b(?:diet|dieta|plan|menu|tupper\w*|taper\w*|turron\w*|torrons?|pollo|pollastre|brocoli|broccoli|chicken|food|menjar|comida|macros|calories|calorias|kcal|pasta|pizza|chocolate|xocolata|postre|dessert|cake|pastel|pastis|tiramisu|cocido|escudella|calcots|paella|atracon|afartada|michelines|lorzas|flotador|love handles|tripa cervecera|barriga cervecera|beer belly|panxa cervesera)\b.{0,60}\b(?:want to die|wanna die|i could die|me quiero morir|em vull morir|me muero|em moro|want to jump out (?:of )?the window|me tiro por la ventana|em tiro per la finestra|kill me now|matadme|mateu me)\b(?: \w+){0,2}? (?:ha(?:ha)+\w*|ja(?:ja)+\w*|je(?:je)+\w*|lol|lmao|xd)\b/g,
    // "If I see another plate of chicken I'll jump out of the window 😂": a dish as the reason, not a life.
    /\b(?:si|if)\b(?: \w+){0,6}? (?:plato|plat|pollo|pollastre|brocoli|broccoli|chicken|ensalada|amanida|salad|tupper\w*|taper\w*|arroz|arros|rice|dish|meal|menu|pechuga|pit de pollastre|cols|coles|col|brussel\w*|bruselas|sprouts|kale|quinoa|tofu|verdura\w*|vegetables|veggies|enciam|lechuga|lettuce|espinacs|espinacas|spinach|lentejas|llenties|lentils)\b.{0,60}\b(?:me tiro|em tiro|i ll jump|i m jumping|i ll throw myself|em llenco|me lanzo)\b (?:por|per|out of|out) (?:la |the )?(?:ventana|finestra|window|balcon|balco)\b/g,
  ],
  neutral: [
    'want to live on', 'want to live off', 'want to live in', 'want to live with', 'want to live near', 'want to live to',
    'kill myself at the gym', 'killing myself at the gym', 'killing myself in the gym', 'kill myself in the gym', 'killing myself training',
    'me voy a matar a entrenar', 'me voy a matar en el gym', 'me voy a matar en el gimnasio', 'me voy a matar a correr',
    'em matare a entrenar', 'em matare al gimnas', 'em vaig a matar a entrenar', 'em vaig a matar al gimnas',
    'matarme a entrenar', 'matarme en el gym', 'matarme en el gimnasio', 'matarme a correr', 'matar me a entrenar', 'matar me al gimnas',
    // Food praised as worth dying for: "aquest pastís és per morir-se", "está para morirse", "to die for".
    'es per morir se', 'son per morir se', 'esta per morir se', 'estan per morir se', 'de morir se de bo', 'de morir se de bona',
    'es para morirse', 'son para morirse', 'esta para morirse', 'estan para morirse', 'de morirse de bueno', 'de morirse de buena',
    'morir de vergonya', 'morir me de vergonya', 'morir de verguenza', 'morirme de verguenza', 'morir de la verguenza', 'morirme de la verguenza', 'morir de la vergonya', 'morir me de la vergonya', 'estic que em tiro per la finestra amb', 'estic que em tiro per la finestra de', 'estoy que me tiro por la ventana con', 'estoy que me tiro por la ventana de', 'die of embarrassment', 'died of embarrassment', 'morir de riure', 'morir me de riure', 'morir de risa', 'morirme de risa', 'morir de fastic', 'morir de asco', 'literally die for', 'would die for', 'd die for', 'em vaig tallar el cabell', 'me corte el pelo', 'cortarme el pelo', 'cut my hair', 'cortarme el dedo', 'me he cortado el dedo', 'cortado un dedo', 'm he tallat el dit', 'm he tallat un dit', 'cut my finger', 'cortarme un dedo', 'tallar me un dit', 'pla de dieta es un suicidi', 'dieta es un suicidi', 'dieta es un suicidio', 'plan es un suicidio', 'to die for', 'would kill for', 'i d kill for', 'could kill for', 'mataria per', 'mataria por', 'mataria x',
    'es per matar se', 'son per matar se', 'esta per matar se', 'es para matarse', 'esta para matarse', 'de matar se de bo', 'que et mates', 'que te mueres',
    // Too much of a food, said as a joke: "I overdosed on turrón".
    'overdos* on turron', 'overdos* on torrons', 'overdos* on turrones', 'overdos* on chocolate', 'overdos* on xocolata', 'overdos* on sugar', 'overdos* on sucre', 'overdos* on azucar', 'overdos* on sweets', 'overdos* on candy', 'overdos* on dolcos', 'overdos* on dulces', 'overdos* on cake', 'overdos* on pastis', 'overdos* on pastel', 'overdos* on cookies', 'overdos* on galetes', 'overdos* on galletas', 'overdos* on pizza', 'overdos* on carbs', 'overdos* on cheese', 'overdos* on formatge', 'overdos* on queso', 'overdos* on food', 'overdos* on menjar', 'overdos* on comida', 'overdos* on junk food', 'overdos* on ice cream', 'overdos* on gelat', 'overdos* on helado', 'overdos* on christmas food', 'overdos* on neules', 'overdos* on polvorones', 'overdos* on panettone', 'overdos* on coffee', 'overdos* on cafe', 'overdos* on series', 'overdos* on netflix', 'overdos* on pasta', 'overdos* on bread', 'overdos* on pa', 'overdos* on pan',
    'sobredosi* de turron', 'sobredosi* de torrons', 'sobredosi* de turrones', 'sobredosi* de chocolate', 'sobredosi* de xocolata', 'sobredosi* de sugar', 'sobredosi* de sucre', 'sobredosi* de azucar', 'sobredosi* de sweets', 'sobredosi* de candy', 'sobredosi* de dolcos', 'sobredosi* de dulces', 'sobredosi* de cake', 'sobredosi* de pastis', 'sobredosi* de pastel', 'sobredosi* de cookies', 'sobredosi* de galetes', 'sobredosi* de galletas', 'sobredosi* de pizza', 'sobredosi* de carbs', 'sobredosi* de cheese', 'sobredosi* de formatge', 'sobredosi* de queso', 'sobredosi* de food', 'sobredosi* de menjar', 'sobredosi* de comida', 'sobredosi* de junk food', 'sobredosi* de ice cream', 'sobredosi* de gelat', 'sobredosi* de helado', 'sobredosi* de christmas food', 'sobredosi* de neules', 'sobredosi* de polvorones', 'sobredosi* de panettone', 'sobredosi* de coffee', 'sobredosi* de cafe', 'sobredosi* de series', 'sobredosi* de netflix', 'sobredosi* de pasta', 'sobredosi* de bread', 'sobredosi* de pa', 'sobredosi* de pan',
    'tallar me els cabells', 'tallar me el cabell', 'tallar me les ungles', 'cortarme el pelo', 'cortarme las unas',
    // Waking at night, which dinner and sleep questions ask about.
    'wake up hungry', 'wake up starving', 'wake up thirsty', 'wake up at', 'wake up in the night', 'wake up during the night',
    'wake up in the middle of the night', 'wake up with',
    'despertar* con hambre', 'despertar* con sed', 'despertar* con ardor', 'despertar* a las', 'despertar* de madrugada',
    'despertar* por la noche', 'despertar* a media noche', 'despertar* en mitad de la noche', 'despertar* cansad*',
    'despertar me amb gana', 'despertar me amb set', 'despertar me a les', 'despertar me de matinada', 'despertar me a la nit',
    'despertar me a mitja nit', 'despertar me cansat*', 'despertar amb gana', 'despertar a les', 'despertar de matinada', 'despertar a mitja nit',
  ],
};
