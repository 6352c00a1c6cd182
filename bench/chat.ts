/**
 * Chat benchmark (issue 39): a library answer in process, with the learned card matcher loaded and
 * the figures beside it, over the library's own questions in three languages and the messages no
 * card answers. The baseline in the same run is the guard alone on the same messages, so what the
 * matcher and the figures add shows beside it. The budget: p50 ≤ 5 ms.
 */
import { createCoachChat } from '../src/core/chat/coach-chat.js';
import { trainingTexts } from '../src/core/chat/card-matcher.js';
import { createGuard } from '../src/core/chat/guard/guard.js';
import { createNutrientLookup } from '../src/core/photo/suggestion.js';
import { createTranslator } from '../src/i18n.js';
import { createEmbeddedCardMatcher, loadCoachingCards } from '../src/providers/chat/embedded-cards.js';
import { loadSr28 } from '../src/providers/foods/sr28.js';
import { loadGuardClassifier } from '../src/providers/guard/guard-model.js';
import { createEmbeddedMealLibrary } from '../src/providers/meals/embedded-library.js';
import { readNegatives } from '../scripts/card-training.js';
import { round, summarise, timeEach } from './stats.js';

const library = createEmbeddedMealLibrary({ sr28: loadSr28() });
const guard = createGuard({ classifier: loadGuardClassifier() });
const cards = createEmbeddedCardMatcher();
const learnStarted = performance.now();
while (cards.prepare());
const learnMs = performance.now() - learnStarted;
const chat = createCoachChat({
  cards,
  mode: { kind: 'library' },
  translator: createTranslator(),
  guard,
  figures: { foods: createNutrientLookup(library.curated), library, clock: () => new Date() },
});

// Every fifth question of the library and every message no card answers: some 3,400 messages.
const messages = [
  ...loadCoachingCards()
    .flatMap((card) => trainingTexts(card))
    .filter((_, i) => i % 5 === 0),
  ...readNegatives(),
];
const ask = (text: string) => chat({ language: 'en', messages: [{ role: 'user', text }] });
for (const text of messages) await ask(text);
const times: number[] = [];
for (const text of messages) {
  const started = performance.now();
  await ask(text);
  times.push(performance.now() - started);
}
const answer = summarise(times);
const baseline = timeEach(messages, (text) => guard.check([text]));

console.log(
  JSON.stringify(
    {
      benchmark: 'chat',
      node: process.version,
      messages: messages.length,
      matcherLearnMs: round(learnMs),
      libraryAnswer: answer,
      baselineGuardOnly: baseline,
      addedP50Ms: round(answer.p50Ms - baseline.p50Ms),
    },
    null,
    2,
  ),
);
