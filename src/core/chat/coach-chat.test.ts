/**
 * The library chat as a person reads it: the honest "no good answer" in the language of the message,
 * and a two-card reply only when both cards belong to the whole message.
 */
import { describe, expect, it } from 'vitest';
import { createTranslator } from '../../i18n.js';
import { createEmbeddedCardMatcher } from '../../providers/chat/embedded-cards.js';
import type { CardMatcher } from './card-matcher.js';
import type { CoachingCard } from './cards.js';
import { asksMoreThanOneThing, createCoachChat } from './coach-chat.js';
import { createGuard } from './guard/guard.js';
import { loadSr28 } from '../../providers/foods/sr28.js';
import { createEmbeddedMealLibrary } from '../../providers/meals/embedded-library.js';
import { createNutrientLookup } from '../photo/suggestion.js';

const translator = createTranslator();
const chatWith = (cards: CardMatcher) =>
  createCoachChat({ cards, mode: { kind: 'library' }, translator, guard: createGuard() });
const ask = (chat: ReturnType<typeof chatWith>, text: string, language: 'en' | 'ca' = 'ca') =>
  chat({ language, messages: [{ role: 'user', text }] });

describe('the honest reply', () => {
  const chat = chatWith(createEmbeddedCardMatcher());

  it('comes in Spanish to a Spanish message in a Catalan conversation, and in Catalan to a Catalan one', async () => {
    expect((await ask(chat, '¿Me recomiendas una serie para el fin de semana?')).reply).toMatch(
      /^No tengo una buena respuesta/,
    );
    expect((await ask(chat, 'Em recomanes una sèrie per al cap de setmana?')).reply).toMatch(
      /^No tinc una bona resposta/,
    );
  });
});

/** A matcher that is sure of the card named for each text, and ranks `near` for the whole message. */
function scripted(byText: Record<string, string>, near: readonly string[]): CardMatcher {
  const card = (id: string): CoachingCard => ({
    id,
    topic: 'habits',
    keywords: { en: [id], ca: [id], es: [id] },
    text: { en: `card ${id}`, ca: `targeta ${id}` },
  });
  return {
    match(text, limit) {
      const id = byText[text];
      const ranked = (id ? [id] : near).slice(0, limit).map((each) => ({ card: card(each), score: 1 }));
      return { ranked, confidence: id || near.length > 0 ? 1 : 0 };
    },
    answers: (confidence) => confidence >= 0.5,
  };
}

describe('a message that asks two things', () => {
  const parts = {
    'What should I eat before a long run?': 'before-a-run',
    'And what should I eat after it?': 'after-a-run',
  };
  const message = 'What should I eat before a long run? And what should I eat after it?';

  it('gets both cards when both rank near the whole message', async () => {
    const chat = chatWith(scripted(parts, ['before-a-run', 'after-a-run']));
    expect((await ask(chat, message, 'en')).reply).toBe('card before-a-run\n\ncard after-a-run');
  });

  it('reads a second question about the first one\'s subject ("Is it…?", "¿Es…?") as part of one question', async () => {
    const refersBack = {
      "What's the deal with horchata?": 'horchata',
      'Is it basically sugar milk?': 'oat-drink',
    };
    const chat = chatWith(scripted(refersBack, ['horchata', 'oat-drink']));
    expect((await ask(chat, "What's the deal with horchata? Is it basically sugar milk?", 'en')).reply).not.toMatch(
      /oat-drink/,
    );
    const inCatalan = chatWith(
      scripted({ "Què en penses de l'orxata": 'horchata', 'Té tant sucre com diuen?': 'sugar' }, ['horchata', 'sugar']),
    );
    expect((await ask(inCatalan, "Què en penses de l'orxata? Té tant sucre com diuen?")).reply).not.toMatch(/sugar/);
  });

  it('reads how to handle the first question\'s subject ("Com l\'he de descongelar?", "how do I thaw it?") as one question', async () => {
    const rice = { "Es pot congelar l'arròs cuit": 'freezing-rice', "Com l'he de descongelar?": 'thawing-meat' };
    const inCatalan = chatWith(scripted(rice, ['freezing-rice', 'thawing-meat']));
    expect((await ask(inCatalan, "Es pot congelar l'arròs cuit? Com l'he de descongelar?")).reply).toBe(
      'targeta freezing-rice',
    );
    const inEnglish = chatWith(
      scripted({ 'Can I freeze cooked rice': 'freezing-rice', 'how do I thaw it?': 'thawing-meat' }, [
        'freezing-rice',
        'thawing-meat',
      ]),
    );
    expect((await ask(inEnglish, 'Can I freeze cooked rice? how do I thaw it?', 'en')).reply).toBe(
      'card freezing-rice',
    );
    const inSpanish = chatWith(
      scripted({ '¿Se puede congelar el arroz cocido': 'freezing-rice', '¿Cómo lo descongelo?': 'thawing-meat' }, [
        'freezing-rice',
        'thawing-meat',
      ]),
    );
    expect((await ask(inSpanish, '¿Se puede congelar el arroz cocido? ¿Cómo lo descongelo?')).reply).toBe(
      'targeta freezing-rice',
    );
  });

  it("gets the whole message's card alone when a part's card does not belong to it", async () => {
    const chat = chatWith(scripted(parts, ['before-a-run', 'race-week']));
    expect((await ask(chat, message, 'en')).reply).toBe('card before-a-run');
  });

  const lentils = 'Com cuino les llenties perquè no quedin farinoses i quant duren a la nevera un cop cuites?';
  const joined = {
    'Com cuino les llenties perquè no quedin farinoses': 'cooking-lentils',
    'quant duren a la nevera un cop cuites': 'fridge-times',
  };

  it('reads a second question joined by a question word ("i quant…", "and how…") as a part of its own', async () => {
    const chat = chatWith(scripted(joined, ['cooking-lentils', 'fridge-times']));
    expect((await ask(chat, lentils)).reply).toBe('targeta cooking-lentils\n\ntargeta fridge-times');
  });

  it("gets the whole message's card alone when it is neither part's card: it answers both together", async () => {
    const chat = chatWith(scripted(joined, ['lentils-cooked-and-kept', 'cooking-lentils', 'fridge-times']));
    expect((await ask(chat, lentils)).reply).toBe('targeta lentils-cooked-and-kept');
  });
});

describe('declines', () => {
  const quietly = createCoachChat({
    cards: createEmbeddedCardMatcher(),
    mode: { kind: 'library' },
    translator,
    guard: { check: () => ({ decision: 'clinical', category: 'eating_disorder', layer: 'classifier', quiet: true }) },
  });
  const loudly = createCoachChat({
    cards: createEmbeddedCardMatcher(),
    mode: { kind: 'library' },
    translator,
    guard: { check: () => ({ decision: 'clinical', category: 'eating_disorder', layer: 'concepts' }) },
  });

  it('point to the GP without the crisis lines when the eating-disorder reading is weak, and with them otherwise', async () => {
    for (const language of ['en', 'ca'] as const) {
      const quiet = await ask(quietly, 'I skip lunch', language);
      expect(quiet.declined).toBe(true);
      expect(quiet.reply).not.toMatch(/024|112/);
      const loud = await ask(loudly, 'I skip lunch', language);
      expect(loud.reply).toMatch(/024/);
      expect(loud.reply).toMatch(/112/);
    }
  });
});

/** The library chat with the figures of the shipped food tables, over `cards`. */
function withFigures(cards: CardMatcher) {
  const library = createEmbeddedMealLibrary({ sr28: loadSr28() });
  const figures = {
    foods: createNutrientLookup(library.curated),
    library,
    clock: () => new Date('2026-11-28T09:00:00Z'),
  };
  return createCoachChat({ cards, mode: { kind: 'library' }, translator, guard: createGuard(), figures });
}

describe('a message whose one question a figure answers and the other a card', () => {
  const message = 'I weigh 70 kg and want to build muscle, how much protein a day? And is creatine worth it?';
  const parts = { 'And is creatine worth it?': 'creatine' };

  it('gets the figure, then the card of the other question when it belongs to the whole message', async () => {
    const { reply } = await ask(withFigures(scripted(parts, ['creatine'])), message, 'en');
    expect(reply).toMatch(/^For 70 kg, to build muscle: about 110–140 g of protein a day/);
    expect(reply).toMatch(/\n\ncard creatine$/);
  });

  it("gets the whole message's card instead when it is not the figure's part's own card", async () => {
    const both = { ...parts, 'I weigh 70 kg and want to build muscle, how much protein a day': 'protein' };
    const combined = await ask(withFigures(scripted(both, ['protein-and-creatine', 'creatine'])), message, 'en');
    expect(combined.reply).toMatch(/\n\ncard protein-and-creatine$/);
    const proteinOnly = await ask(withFigures(scripted(both, ['protein', 'creatine'])), message, 'en');
    expect(proteinOnly.reply).toMatch(/\n\ncard creatine$/);
  });

  it("leaves out the other part's card when it does not belong to the whole message", async () => {
    const { reply } = await ask(withFigures(scripted(parts, ['race-week'])), message, 'en');
    expect(reply).not.toMatch(/card creatine/);
  });
});

describe('a message that asks more than the figure it gets', () => {
  const message = "I'm 52 and want to start creatine. Is it fine at my age, and how much should I take?";

  it('gets the figure, then the card the matcher is sure of for the whole message', async () => {
    const { reply } = await ask(withFigures(scripted({ [message]: 'creatine-at-52' }, [])), message, 'en');
    expect(reply).toMatch(/^Creatine monohydrate: 3–5 g a day/);
    expect(reply).toMatch(/\n\ncard creatine-at-52$/);
  });

  it("leaves out a card's sentences that give the figure's numbers again, and the card when little is left (chat set dd)", async () => {
    const ask5g = 'Is 5 g of creatine a day enough or should I do a loading phase?';
    const repeats =
      'The usual dose is 3–5 g a day. A loading phase of about 20 g a day for 5–7 days is optional. It helps with short, intense efforts like lifting, sprints and jumps, and plain monohydrate with a third-party testing seal is all you need.';
    const { reply } = await ask(withFigures(scripted({ [ask5g]: repeats }, [])), ask5g, 'en');
    expect(reply).toMatch(/^Creatine monohydrate: 3–5 g a day/);
    expect(reply).toMatch(/\n\nIt helps with short, intense efforts/);
    expect(reply).not.toMatch(/The usual dose is 3–5 g/);
    const little = 'The usual dose is 3–5 g a day. A loading phase of about 20 g a day for 5–7 days is optional. Fine.';
    const alone = await ask(withFigures(scripted({ [ask5g]: little }, [])), ask5g, 'en');
    expect(alone.reply).not.toMatch(/\n\n/);
  });

  it('leaves out a card worked out for another loss than the one the figure times (chat set bl)', async () => {
    const plan = 'I want to lose 4 kg in 2 months. Is that a sensible pace, and how do I go about it?';
    const other = await ask(withFigures(scripted({ [plan]: 'ambitious: 5 kg in 8–9 weeks' }, [])), plan, 'en');
    expect(other.reply).toMatch(/^4 kg in 9 weeks/);
    expect(other.reply).not.toMatch(/card/);
    const same = await ask(withFigures(scripted({ [plan]: 'fine: 3–4 kg in two months' }, [])), plan, 'en');
    expect(same.reply).toMatch(/\n\ncard fine: 3–4 kg in two months$/);
    const pace = await ask(withFigures(scripted({ [plan]: 'steady: 0.5 kg a week' }, [])), plan, 'en');
    expect(pace.reply).toMatch(/\n\ncard steady: 0.5 kg a week$/);
  });

  it("keeps the rest of such a card: how to go about it (chat set cv's regained kilos)", async () => {
    const regained =
      'I put on 2 kg over the holidays. How do I lose them without anything drastic, and how long is reasonable?';
    const card = 'ambitious: 5 kg in 8–9 weeks. Keep two strength sessions a week and a protein at every meal.';
    const { reply } = await ask(withFigures(scripted({ [regained]: card }, [])), regained, 'en');
    expect(reply).toMatch(/^Losing 2 kg at a steady 0\.5 kg a week takes about 4 weeks/);
    expect(reply).toMatch(/\n\nKeep two strength sessions a week and a protein at every meal\.$/);
    expect(reply).not.toMatch(/(?<!\.)5 kg/);
  });

  it('times the loss a message states without asking the time, in place of a card timed for another (chat set cv)', async () => {
    const plan = "I'd like to drop 3 kg before Easter, what do I do?";
    const card =
      'Count 10–12 weeks: 5 kg is about two and a half months. Fill half the plate with vegetables, have a protein at every meal and walk every day.';
    const { reply } = await ask(withFigures(scripted({ [plan]: card }, [])), plan, 'en');
    expect(reply).toMatch(/^Losing 3 kg at a steady 0\.5 kg a week takes about 6 weeks/);
    expect(reply).toMatch(
      /\n\nFill half the plate with vegetables, have a protein at every meal and walk every day\.$/,
    );
    expect(reply).not.toMatch(/(?<!\.)5 kg|10–12/);
    // A card timed for the same loss, or for none, is given as it is.
    const same = await ask(withFigures(scripted({ [plan]: 'fine: 3 kg in six weeks is steady.' }, [])), plan, 'en');
    expect(same.reply).toBe('card fine: 3 kg in six weeks is steady.');
  });

  it('gets the figure alone for a single question, or when the matcher is not sure', async () => {
    const single = 'How much creatine monohydrate should I take a day?';
    expect((await ask(withFigures(scripted({ [single]: 'creatine' }, [])), single, 'en')).reply).not.toMatch(/card/);
    expect((await ask(withFigures(scripted({}, [])), message, 'en')).reply).not.toMatch(/card/);
  });

  it('reads a second question after a question mark or a question word, in each language', () => {
    expect(asksMoreThanOneThing('Tinc 60 anys. Hauria de prendre vitamina D? I omega-3?')).toBe(true);
    expect(asksMoreThanOneThing("Pujo a la Pica d'Estats. Quanta aigua i quin menjar m'he d'endur?")).toBe(true);
    expect(asksMoreThanOneThing('¿Me llega la proteína con legumbres y qué suplemento tomo?')).toBe(true);
    expect(asksMoreThanOneThing('What can I eat so I can sleep better?')).toBe(false);
    expect(asksMoreThanOneThing('¿Cuántas kcal tiene un plátano mediano, unos 120 g ya pelado?')).toBe(false);
    expect(asksMoreThanOneThing('y como pasta cada día, ¿está bien?')).toBe(false);
  });
});

describe('a loss planned with its time asked', () => {
  it('gets the weeks, then the card the matcher is sure of for how, even as one question', async () => {
    const message = "I'm 58 and want to lose 5 kg before my daughter's wedding. Realistic timeline and daily calories?";
    const { reply } = await ask(withFigures(scripted({ [message]: 'loss-plan' }, [])), message, 'en');
    expect(reply).toMatch(/^Losing 5 kg at a steady 0\.5 kg a week takes about 10 weeks/);
    expect(reply).toMatch(/\n\ncard loss-plan$/);
  });
});

describe("a card's worked example", () => {
  const chat = chatWith(createEmbeddedCardMatcher());

  it('is redone at the weight the person gives', async () => {
    const { reply } = await ask(chat, 'cuanta proteina nesesito si peso 80 kilos y hago pesas');
    expect(reply).toMatch(/80 kg/);
    expect(reply).not.toMatch(/\b75 kg/);
  });
});
