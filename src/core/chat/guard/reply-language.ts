/**
 * @module
 * Whether a message is Spanish rather than Catalan or English, so a decline, and crisis help
 * above all, reaches a Spanish speaker in Spanish. Function words that the other two languages
 * do not share decide; a tie keeps the conversation's language.
 */

import { normalizeForGuard } from './normalize.js';

const SPANISH = new Set(
  (
    'y los las con para muy estoy tengo quiero yo hay mucho ahora nada cuando porque tambien donde mi mis ellos este estos ' +
    'como comer comida hago puedo algo siempre nunca cosas cada hace desde hasta sin sobre mejor despues antes bien ya dias vez solo ' +
    'ayuda hijo hija ninos quien cual eso esto usted del al lo le nos tiene estar sido ser soy muy semanas semana anos voy aguanto siento puedo quiero estoy tengo hago hoy ceno cena desayuno almuerzo puedes dime algo ' +
    // Words of food questions the languages spell apart ("cuántas calorías tienen", "quantes calories tenen").
    'cuanto cuanta cuantos cuantas tienen calorias cruda crudo azucar huevo huevos leche pescado pollo verduras frutas ' +
    'aceite agua queso beber cenar gramos manzana platano hierro engorda ' +
    // Everyday words with no Catalan twin ("¿Qué quiere decir 'alto contenido' en un envase?").
    'quiere quieres decir todo toda todos todas otro otra otros bueno buena malo mala manana ayer alguien nadie'
  ).split(' '),
);
const CATALAN = new Set(
  (
    'i els amb per molt estic tinc vull jo hi ara res quan perque tambe on meu meva seva aquest aquesta aquests menjar menjo faig ' +
    'puc alguna sempre mai coses cada fa des fins sense sobre millor despres abans be ja dies vegada nomes ajuda fill filla nens qui quin ' +
    'aixo vosaltres al del ho li els ens estar sigut ser soc setmanes setmana anys em et amb que no una un diu val menja viure puc vull estic tinc faig avui sopo sopar esmorzar dinar pots digues ' +
    'quant quanta quants quantes tenen crua cru sucre ou ous llet peix pollastre verdures fruites oli aigua formatge beure ' +
    'poma platan ferro engreixa'
  ).split(' '),
);
/** English function words: "How much caffeine is in a Spanish café solo?" is English with a Spanish word in it. */
const ENGLISH = new Set(
  (
    'the is are in of an how much many what which do does my you your to and for with should it this that there ' +
    'was have eat drink about'
  ).split(' '),
);
const SHARED = new Set([
  'que',
  'no',
  'una',
  'un',
  'al',
  'del',
  'sobre',
  'cada',
  'ser',
  'estar',
  'ya',
  'ja',
  'se',
  'ella',
  'les',
]);

/** Whether a message as written is Spanish: an opening "¿" or "¡" says so (Catalan and English have neither), else its words. */
export function writesSpanish(text: string): boolean {
  return /[¿¡]/u.test(text) || isSpanish(normalizeForGuard(text));
}

export function isSpanish(normalised: string): boolean {
  let spanish = 0;
  let catalan = 0;
  let english = 0;
  for (const word of normalised.split(' ')) {
    if (SHARED.has(word)) continue;
    if (SPANISH.has(word)) spanish++;
    if (CATALAN.has(word)) catalan++;
    if (ENGLISH.has(word)) english++;
  }
  return spanish > catalan && spanish > english;
}
