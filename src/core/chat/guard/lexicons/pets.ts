/**
 * @module
 * A pet spoken of as one's own, with no child in the message: the learned layer read a dog's diet and a rabbit that
 * has put on weight as a child's (sealed CJ: "el meu conill s'ha engreixat, quanta verdura li dono al dia?", minor).
 * Only that reading is set aside; every other label, and layer 1, still read the message.
 */

const OWN_PET =
  /\b(?:my|our|mi|mis|nuestro|nuestra|el meu|la meva|els meus|les meves|el nostre|la nostra)\b (?:\w+ )?(?:dog|dogs|cat|cats|puppy|kitten|rabbit|hamster|parrot|tortoise|guinea pig|gos|gossa|gossos|gat|gata|gats|cadell|conill|lloro|tortuga|cobaia|perro|perra|perros|gato|gatos|cachorro|conejo|loro|cobaya|mascota|mascotes|mascotas|pet|pets)\b/;

const CHILD =
  /\b(?:child\w*|kids?|son|daughter|baby|babies|toddler|teen\w*|nen|nena|nens|nenes|fill|filla|fills|filles|nadó|nado|bebe|bebes|hijo|hija|hijos|hijas|nino|nina|ninos|ninas|adolescent\w*|alumn\w*|pupils?|students?|year old|years old|anys|anos|escola|escuela|school)\b/;

/** Whether the message speaks of one's own pet and of no child. */
export function speaksOfPet(normalised: string): boolean {
  return OWN_PET.test(normalised) && !CHILD.test(normalised);
}
