/**
 * @module
 * An aside shared by lexicons that would otherwise import each other.
 */

/** Working in a pharmacy or a hospital told first, then "but I only want to know ...": the span up to the turn. */
export const WORK_THEN_ASKED =
  /^.*\b(?:trabajo|treballo|i work|work|curro|currando) (?:en|a|in|at) (?:una |la |a |the )?(?:farmacia|pharmacy|chemist|hospital|clinica|clinic|parafarmacia)\b.*?\b(?:pero|pero yo|but|but i|pero bueno|pero solo|però)\b/g;
