/**
 * @module
 * A card's aside about an older age left out for a younger person. Cards for muscle, protein or calcium
 * add "especially after 50" or "sobretot passats els 50"; read by someone who says they are 29 that
 * speaks to someone else (readers of chat set cq: "'after 50' for a 29-year-old"). Only the aside goes:
 * a sentence whose point is the age stays, since the person may be asking for a parent.
 */

/** The age a person gives as theirs: "I'm 29", "I'm a 34-year-old", "tinc 45 anys", "tengo 60 años"; not a parent's. */
const OWN_AGE = [
  /\b(?:i['’]?m|i am|aged?)\s+(?:an?\s+)?(\d{2})(?:-year-old|\s+years?\s+old)?\b(?!\s*(?:kg|kgs|kilos?|cm|km|min|minutes|g|%|percent|weeks?|days?|hours?)\b)/iu,
  /\b(?:tinc|tengo|ja tinc|ya tengo|cumplo|faig)\s+(\d{2})\s*(?:anys|años|anos)\b/iu,
];

/** "Especially after 50", ", sobretot passats els 50,": an aside naming an older age. */
const AGE_ASIDE =
  /,?\s*\b(?:especially|particularly|above all|sobretot|sobre todo|especialment|especialmente)\s+(?:after|over|past|from|passats|passat|a partir dels?|a partir de los|després dels|despues de los|después de los|més enllà dels|mas alla de los)\s+(?:the\s+|els\s+|los\s+)?(\d{2})s?\b(?:\s*(?:anys|años|anos|years))?(?=[,.;:!?]|\s)/giu;

/** The person's own age when their message gives one, 14 to 100. */
export function ownAge(text: string): number | undefined {
  for (const pattern of OWN_AGE) {
    const found = pattern.exec(text);
    const age = found ? Number(found[1]) : undefined;
    if (age !== undefined && age >= 14 && age <= 100) return age;
  }
  return undefined;
}

/** The card's text without asides about an age the person has not reached. */
export function withoutOlderAsides(cardText: string, age: number): string {
  return cardText.replace(AGE_ASIDE, (aside, named: string) => (age < Number(named) ? '' : aside));
}
