/** The chat's figure reply over the shipped tables and dishes, as the figure tests read it (clock: 2026-11-28). */
import { figureReply } from '../../src/core/chat/figures/figures.js';
import { createNutrientLookup } from '../../src/core/photo/suggestion.js';
import type { ReplyLanguage } from '../../src/core/ports.js';
import { createTranslator } from '../../src/i18n.js';
import { loadSr28 } from '../../src/providers/foods/sr28.js';
import { createEmbeddedMealLibrary } from '../../src/providers/meals/embedded-library.js';

const library = createEmbeddedMealLibrary({ sr28: loadSr28() });
const sources = {
  foods: createNutrientLookup(library.curated),
  library,
  clock: () => new Date('2026-11-28T09:00:00Z'),
};
const translator = createTranslator();

/** The reply a figure gives `text` in `language`, or undefined when no figure answers it. */
export const figureReplyOf = (text: string, language: ReplyLanguage = 'en') =>
  figureReply(text, language, sources, translator(language));
