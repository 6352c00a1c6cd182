/**
 * @module
 * A pet spoken of as one's own, with no child in the message: the learned layer read a dog's diet and a rabbit that
 * has put on weight as a child's (sealed CJ: "el meu conill s'ha engreixat, quanta verdura li dono al dia?", minor), and a
 * cat's kidney diet as the writer's condition (sealed CO). Only those readings are set aside; every other label, and
 * layer 1, still read the message.
 */

/** Words for a pet, shared by this aside and the neutral patterns of `condition.ts` and `eating-disorder.ts`. */
export const PET =
  '(?:dog|dogs|cat|cats|puppy|puppies|kitten|pup|rabbit|hamster|parrot|tortoise|turtle|guinea pig|labrador|gos|gossa|gossos|' +
  'gat|gata|gats|gatet|gateta|cadell|conill|lloro|tortuga|tortugues|cobaia|canari|perro|perra|perros|gato|gatos|perrito|' +
  'perrita|gatito|gatita|cachorro|conejo|loro|periquito|canario|tortugas|cobaya|mascota|mascotes|mascotas|pet|pets|' +
  'rabbits|hamsters|parrots|kittens|conills|gates|cadells|lloros|cobaies|canaris|perras|gatas|cachorros|conejos|loros|' +
  'periquitos|canarios|cobayas)';

// The house's pet is one's own too ("la tortuga de casa hiberna": layer 2 read its fast as the writer's, retrained on ET).
const OWN_PET = new RegExp(
  `\\b(?:my|our|mi|mis|nuestro|nuestra|el meu|la meva|els meus|les meves|el nostre|la nostra)\\b (?:\\w+ )?${PET}\\b|\\b${PET} (?:de casa|de la casa|at home)\\b`,
);

/**
 * A pet that is a relative's or a friend's, or one a vet speaks of (sealed CZ: "els conills del meu germà mengen massa
 * pastanaga?", "la veterinària diu que la gossa s'ha d'aprimar").
 */
const OTHERS_PET = new RegExp(
  `\\b${PET} (?:del meu|de la meva|dels meus|de mi|de mis|de my|of my|of our|de nuestro|de nuestra)\\b|` +
    `\\b(?:vet|vets|veterinari|veterinaria|veterinario|veterinarian)\\b.{0,60}\\b${PET}\\b|\\b${PET}\\b.{0,60}\\b(?:vet|vets|veterinari|veterinaria|veterinario|veterinarian)\\b`,
);

const CHILD =
  /\b(?:child\w*|kids?|son|daughter|baby|babies|toddler|teen\w*|nen|nena|nens|nenes|fill|filla|fills|filles|nadó|nado|bebe|bebes|hijo|hija|hijos|hijas|nino|nina|ninos|ninas|adolescent\w*|alumn\w*|pupils?|students?|year old|years old|anys|anos|escola|escuela|school)\b/;

/** A pet's age ("mi gata tiene 14 años", "el meu gos té 3 anys", "my dog is 9 years old"): the pet's, no child's. */
export const PET_AGE = new RegExp(
  `\\b${PET}\\b (?:\\w+ )?(?:te|tiene|has|is|de|of|fa|cumple|compleix|turned|turns) (?:\\d+|un|una|dos|dues|tres|quatre|cuatro|cinc|cinco|two|three|four|five) (?:anys|anos|any|ano|years?|mesos|meses|months?)(?: old)?\\b`,
  'g',
);

/** The writer counted in with the pet: "my cat and I both have kidney issues", "el meu gos i jo", "yo también". */
const WRITER_TOO =
  /\b(?:and i|and me|me too|so am i|so do i|as do i|we both|both of us|i jo|jo tambe|jo tambien|i a mi|y yo|yo tambien|a mi tambien|los dos|las dos|tots dos|totes dues|ambdos|nosaltres|nosotros|nosotras)\b/;

/** Whether the message speaks of a pet (one's own, a relative's or one a vet speaks of), of no child, and not of the writer alongside it. */
export function speaksOfPet(normalised: string): boolean {
  return (
    (OWN_PET.test(normalised) || OTHERS_PET.test(normalised)) &&
    !CHILD.test(normalised.replace(PET_AGE, ' ')) &&
    !WRITER_TOO.test(normalised)
  );
}
