import { describe, expect, it } from 'vitest';
import { figureReplyOf as reply } from '../../../../test/helpers/figure-reply.js';
import { foldQuestion } from './food-figure.js';
import { paceBand, progressPace } from './progress-pace.js';

const pace = (text: string) => progressPace(foldQuestion(text));

describe('the pace of a loss so far (issue 39, chat set cn)', () => {
  it('works out the weekly pace of a loss over weeks or months, in words or figures', () => {
    expect(pace("I've lost 4 kg in 8 weeks, should I change anything?")).toEqual({
      kg: 4,
      count: 8,
      unit: 'weeks',
      pace: 0.5,
    });
    expect(pace('He baixat tres quilos en dos mesos')?.pace).toBeCloseTo(3 / (2 * 4.35), 3);
    expect(pace('ya he perdido 5 kilos en los últimos 3 meses')?.kg).toBe(5);
    expect(pace('lost a kilo in a month')).toMatchObject({ kg: 1, count: 1, unit: 'months' });
  });

  it('reads no pace where no loss over a period is said, or the period is under two weeks', () => {
    expect(pace('I want to lose 4 kg in 8 weeks')).toBeUndefined();
    expect(pace('he perdido 2 kilos en 1 semana')).toBeUndefined();
    expect(pace('lost my keys in 2 weeks of moving')).toBeUndefined();
  });

  it('bands the pace against the 0.5–1 kg a week that is safe for most adults', () => {
    expect(paceBand(0.23)).toBe('gentle');
    expect(paceBand(0.5)).toBe('steady');
    expect(paceBand(1)).toBe('steady');
    expect(paceBand(1.5)).toBe('fast');
  });

  it("answers with the person's own pace, not a card's worked example for another loss", () => {
    expect(reply("I've lost 4 kg in 8 weeks just by walking more. Should I change anything now?")).toMatch(
      /^4 kg in 8 weeks is about 0\.5 kg a week: a steady pace/,
    );
    expect(reply('He baixat tres quilos en dos mesos, vaig bé?', 'ca')).toMatch(
      /^3 kg en 2 mesos són uns 0,3 kg per setmana: un ritme suau/,
    );
    expect(reply('lost a kilo in a month, is that too slow?')).toMatch(/^1 kg in a month is about 0\.2 kg a week/);
  });
});
