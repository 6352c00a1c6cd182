/**
 * @module
 * Whether a message speaks of someone else ("my flatmate has given her things away", "asking for
 * a friend"), so crisis help is written to the person who is worried, with how to help; the
 * reply still says the lines are there for the writer too, in case the friend is them.
 */

const OTHER =
  /\b(?:asking for a friend|per un amic|per una amiga|para un amigo|para una amiga|(?:my|our) (?:friend|best friend|flatmate|roommate|housemate|partner|boyfriend|girlfriend|husband|wife|sister|brother|mum|mom|mother|dad|father|son|daughter|cousin|colleague|coworker|mate|niece|nephew)|(?:el meu|la meva) (?:amic|amiga|company de pis|companya de pis|company|companya|parella|germa|germana|mare|pare|fill|filla|cosi|cosina|xicot|xicota|marit|dona|nebot|neboda)|(?:mi|mis) (?:amigo|amiga|mejor amiga|mejor amigo|compi|compi de piso|companero|companera|companero de piso|companera de piso|pareja|novio|novia|hermano|hermana|madre|padre|hijo|hija|primo|prima|marido|mujer|sobrino|sobrina))\b/;
/** Words that put the writer at the centre: then the writer is the one to help. */
const SELF = /\b(?:i want to die|kill myself|i m going to|i ve been|i feel|i can t|i don t want|em vull|vull morir|no puc mes|jo|quiero morir|me quiero|no puedo mas|yo)\b/;

export function isAboutSomeoneElse(normalised: string): boolean {
  return OTHER.test(normalised) && !SELF.test(normalised);
}
