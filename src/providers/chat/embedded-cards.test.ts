import { describe, expect, it } from 'vitest';
import { CARD_TOPICS, createCardIndex } from '../../core/chat/cards.js';
import { loadCoachingCards } from './embedded-cards.js';

const cards = loadCoachingCards();
const index = createCardIndex(cards);
const words = (text: string) => text.split(/\s+/).filter(Boolean).length;

describe('the coaching library', () => {
  it('holds at least 120 cards in en and ca across the five topics', () => {
    expect(cards.length).toBeGreaterThanOrEqual(120);
    for (const topic of CARD_TOPICS)
      expect(cards.filter((card) => card.topic === topic).length).toBeGreaterThanOrEqual(20);
    for (const card of cards) {
      expect(words(card.text.en), card.id).toBeLessThanOrEqual(140);
      expect(words(card.text.ca), card.id).toBeLessThanOrEqual(140);
    }
  });

  it.each([
    ['what should I eat before a morning run', 'training-fuel'],
    ['què menjo després de fer força', 'training-fuel'],
    ['qué pido en el menú del día', 'restaurants'],
    ['what to pick from a menú del dia', 'restaurants'],
    ['com estalvio a la compra', 'groceries'],
    ['lighter alternative to allioli', 'swaps'],
    ['how do I stop snacking at night', 'habits'],
  ])('"%s" ranks a %s card first', (query, topic) => {
    const [best] = index.rank(query, [], 3);
    expect(best?.card.topic).toBe(topic);
  });

  it('lets the earlier conversation steer an ambiguous follow-up', () => {
    const [best] = index.rank('and after it?', ['what should I eat before a long run?'], 3);
    expect(best?.card.topic).toBe('training-fuel');
  });

  it('finds nothing for gibberish', () => {
    expect(index.rank('zzqxv blorp', [], 3)).toEqual([]);
  });
});
