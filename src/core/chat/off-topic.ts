/**
 * @module
 * Words that name something a nutrition coach cannot know (a series, a match result, a phone, a tax
 * return, a weather forecast, tomorrow's wind at the beach): a card is given for a question holding
 * one only when the card speaks of it too. The card matcher reads shared words, and gave "Em recomanes
 * una sèrie per al cap de setmana?" the weekends card (issue 39), and "Is it going to be too windy for
 * a beach run tomorrow?" a breakfast card (chat set an); the popcorn card, whose questions say "a
 * film", still answers "popcorn or nuts for a film?". A poem, a toast or a message to write, the metro's hours (chat set cs:
 * a progress card, a race-day card) are not a coach's either.
 */
import { foldText } from '../text.js';
import type { CoachingCard } from './cards.js';

const ELSEWHERE =
  /\b(?:series?|serie|pelis?|pel licula|pel licules|pelicula|peliculas|films?|movies?|netflix|hbo|documentary|documental|teatre|teatro|concerts?|concierto|novel\w*|llibre|libro|books?|playlist|musica|music|songs?|canco|cancion|qui va guanyar|quien gano|who won|marcador|formula 1|f1|motogp|laptop|portatil|ordinador|ordenador|computer|phone|mobil|movil|iphone|android|wifi|battery|bateria|charger|carregador|cargador|translate|tradueix|traduce|traduir|traducir|translation|traduccio|traduccion|tax|taxes|renda|hacienda|impostos|impuestos|forecast|previsio|prevision|weather|windy|rainy|raining|pluja|ploura|llueve|llovera|lluvia|ventoso|tormenta|storm|tempesta|flight|vuelo|airport|aeroport|aeropuerto|museum|museu|museo|mortgage|hipoteca|landlord|cover letter|curriculum|poems?|poema|poemes|poemas|rhymes?|rima|speech|discurs|discurso|brindis|write me|help me write|escriu me|ajuda m a escriure|escribeme|ayudame a escribir|metro|bus|buses|autobus|busos|tren|trens|trenes|rodalies|renfe|taxi|dogs?|puppy|puppies|cats?|kittens?|pets?|gos|gossos|gat|gats|gatet\w*|cadells?|mascot\w*|perros?|perrit\w*|gatos?|gatit\w*)\b/g;

/**
 * A phrase to be said in another language ("How do I say 'I'd like the set lunch menu' in Catalan?", "Com es diu
 * 'esmorzar de forquilla' en anglès?"): three first touches of chat set bh gave them the food card the phrase names.
 * Only a card written for such a request ("how to say sauce on the side in catalan", whose text gives the phrase) is given.
 */
const TRANSLATION =
  /\b(?:how (?:do|would|can|should) (?:you|i|we) say|how to say|how (?:is|do you write|do i write)|what s the (?:word|phrase) for|com (?:es|se) diu|com (?:dic|puc dir|diria|ho dic)|com s escriu|como se dice|como (?:digo|puedo decir|diria|lo digo)|como se escribe|tradueix\w*|traduce\w*|translate)\b.{0,120}\b(?:in|into|en|al|a l) (?:english|catalan|spanish|french|italian|german|angles|catala|castella|frances|ingles|castellano|espanol|aleman|alemany|italia|italiano)\b/;

const vocabulary = new WeakMap<CoachingCard, Set<string>>();

/** The folded words of a card's questions, keywords and texts, built once per card. */
function wordsOf(card: CoachingCard): Set<string> {
  let words = vocabulary.get(card);
  if (!words) {
    const texts = [
      ...Object.values(card.questions ?? {}).flat(),
      ...Object.values(card.keywords).flat(),
      card.text.en,
      card.text.ca,
    ];
    words = new Set(texts.flatMap((text) => foldText(text).split(' ')));
    vocabulary.set(card, words);
  }
  return words;
}

const translating = new WeakMap<CoachingCard, boolean>();

/** Whether one of a card's own questions asks how to say something in another language. */
function translates(card: CoachingCard): boolean {
  let answer = translating.get(card);
  if (answer === undefined) {
    answer = Object.values(card.questions ?? {}).some((questions) =>
      questions.some((question) => TRANSLATION.test(foldText(question))),
    );
    translating.set(card, answer);
  }
  return answer;
}

/** Whether a card speaks of every word of another domain that the question names. */
export function speaksOfTheSame(card: CoachingCard, question: string): boolean {
  const folded = foldText(question);
  if (TRANSLATION.test(folded)) return translates(card);
  const elsewhere = folded.match(ELSEWHERE) ?? [];
  if (elsewhere.length === 0) return true;
  const words = wordsOf(card);
  return elsewhere.every((phrase) => phrase.split(' ').every((word) => words.has(word)));
}
