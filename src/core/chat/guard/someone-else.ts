/**
 * @module
 * Whether messages speak of someone else ("my flatmate has given her things away", "asking for
 * a friend"), so crisis help is written to the person who is worried, with how to help; the
 * reply still says the lines are there for the writer too, in case the friend is them.
 */

const OTHER =
  /\b(?:asking for a friend|per un amic|per una amiga|para un amigo|para una amiga|(?:my|our) (?:friend|best friend|flatmate|roommate|housemate|partner|boyfriend|girlfriend|husband|wife|sister|brother|mum|mom|mother|dad|father|son|daughter|cousin|colleague|coworker|mate|niece|nephew)|(?:el meu|la meva) (?:amic|amiga|company de pis|companya de pis|company|companya|parella|germa|germana|mare|pare|fill|filla|cosi|cosina|xicot|xicota|marit|dona|nebot|neboda)|(?:mi|mis) (?:amigo|amiga|mejor amiga|mejor amigo|compi|compi de piso|companero|companera|companero de piso|companera de piso|pareja|novio|novia|hermano|hermana|madre|padre|hijo|hija|primo|prima|marido|mujer|sobrino|sobrina))\b/;
/** Worry about someone else, which names the writer without making them the one at risk. */
const WORRY =
  /\b(?:i m worried|im worried|i am worried|i m scared for|me preocupa|em preocupa|estic preocupad\w*|estoy preocupad\w*|tengo miedo por|tinc por per)\b/g;
/**
 * Words that make the writer the one at risk: "without me", "I want to…", "em vull…". A message
 * with any of them gets the reply written to the writer, which is the safe mistake to make.
 */
const SELF =
  /\b(?:me|myself|i want|i wanna|i feel|i can t|i cant|i don t want|i dont want|i wish|i d rather|i keep|i ve been|i m going to|i m gonna|i m done|i m tired|i hate myself|jo|em vull|em sento|em faig|no puc|vull morir|m agradaria|m he|yo|me quiero|me siento|me hago|no puedo|quiero morir|conmigo|me he)\b/;

/** Whether a conversation's messages speak of someone else at risk and not of the writer. */
export function isAboutSomeoneElse(normalisedTexts: readonly string[]): boolean {
  const text = normalisedTexts.join(' ').replace(WORRY, ' ');
  return OTHER.test(text) && !SELF.test(text);
}
