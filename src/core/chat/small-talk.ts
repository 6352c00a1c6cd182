/**
 * @module
 * A greeting, a thank-you, a goodbye or "what can you do?" on its own, in en, ca or es: answered
 * as a person would answer it, not with a card or the honest "no good answer" (the first relevance
 * set's readers marked "hola" and "thanks" answered that way as not answered).
 */
import { foldText } from '../text.js';

export type SmallTalk = 'greeting' | 'thanks' | 'bye' | 'capabilities';

const KINDS: [SmallTalk, RegExp][] = [
  [
    'capabilities',
    /\b(?:what can you do|what do you do|how can you help|what can i ask|que (?:pots|puc|saps) fer|que fas|com em pots ajudar|que et puc preguntar|que puedes hacer|que haces|como me puedes ayudar|que te puedo preguntar|help|ajuda|ayuda)\b/,
  ],
  ['thanks', /\b(?:thanks?|thank you|thx|ty|cheers|gracies|merci|moltes gracies|gracias|muchas gracias|mil gracias)\b/],
  ['bye', /\b(?:bye|goodbye|see you|adeu|fins aviat|fins dema|a reveure|adios|hasta luego|hasta manana|chao|ciao)\b/],
  [
    'greeting',
    /\b(?:hi|hello|hey|hiya|ola|q tal|k tal|good morning|good afternoon|good evening|hola|bon dia|bona tarda|bona nit|ei|buenos dias|buenas tardes|buenas noches|buenas|que tal|com va|como estas|how are you|whats up|wassup)\b/,
  ],
];
/** Words that may stand beside the small talk without asking anything. */
const FILLER = new Set(
  'a an the you coach so much very a lot lots for it all great ok okay vale d acord perfecte perfecto genial super i y and again there everyone molt mucho tot todo me'.split(
    ' ',
  ),
);
/** Longest message read as small talk: a longer one asks something too. */
const MOST_WORDS = 8;

/** What kind of small talk a message is, when it is nothing more. */
export function smallTalkOf(text: string): SmallTalk | undefined {
  const folded = foldText(text);
  if (!folded || folded.split(' ').length > MOST_WORDS) return undefined;
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
