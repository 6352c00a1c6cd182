/**
 * @module
 * An aside shared by lexicons that would otherwise import each other.
 */

/** Working in a pharmacy or a hospital told first, then "but I only want to know ...", "per a mi, ...": the span up to the turn, if no dose is asked on the way. */
export const WORK_THEN_ASKED =
  /^.*\b(?:(?:trabajo|treballo|i work|work|curro|currando) (?:(?:de|as|com|como) (?:an? )?\w+ )?(?:en|a|in|at) (?:una |la |a |the )?(?:farmacia|farmaceutica|pharmacy|pharma company|pharmaceutical company|chemist|hospital|clinica|clinic|parafarmacia|laboratori|laboratorio)|(?:soc|soy|i m a|i am a) (?:farmaceutic\w*|pharmacist|tecnic\w* de farmacia|tecnico de farmacia|auxiliar de farmacia|pharmacy technician))\b(?:(?!\b(?:dose|doses|dosi|dosis|mg|max|maxim\w*|maxima|how much|how many|quant\w*|cuant\w*)\b).)*?\b(?:pero|pero yo|but|but i|pero bueno|pero solo|però|per a mi|para mi|for me|for myself|yo solo|jo nomes|i just|i only|jaja|jajaja|haha|hahaha|lol|jeje|xd)\b/g;
