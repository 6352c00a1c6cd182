import { describe, expect, it } from 'vitest';
import { figureReplyOf as reply } from '../../../../test/helpers/figure-reply.js';
import { foldQuestion } from './food-figure.js';
import { speaksOfAnotherLoss, statedLossGoal, weightGoalFigure, withoutAnotherLoss } from './weight-goal.js';

const goal = (text: string) => weightGoalFigure(foldQuestion(text));

describe('a loss and its time (issue 39, chat set am)', () => {
  it('gives the weeks from the weights said, the fastest safe pace no more than 1 % of the weight', () => {
    expect(reply('Tinc 45 anys, peso 82 kg i vull arribar a 75. Quant temps és realista?', 'ca')).toMatch(
      /^Perdre 7 kg \(de 82 a 75 kg\) a un ritme constant de 0,5 kg per setmana porta unes 14 setmanes \(uns 3 mesos\); a 0,8 kg per setmana.*unes 9 setmanes/,
    );
    expect(reply("I'm 34, 90 kg, and want to get down to 80. How long should that take?")).toMatch(
      /^Losing 10 kg \(from 90 to 80 kg\) .* about 20 weeks \(some 4\.5 months\); at 0\.9 kg a week/,
    );
    // "How long would it take" asked without "time" (chat set cq: "quant trigaria?" got a card for 95 kg).
    expect(
      reply('Peso 88 kg i voldria perdre 8 kg a poc a poc. A mig quilo per setmana, quant trigaria?', 'ca'),
    ).toMatch(/^Perdre 8 kg .*unes 16 setmanes/);
    expect(goal('I weigh 70 kg and want to lose 4 kg, how long would it take?')?.kind).toBe('time');
    // Two kilos: weeks, not "1 months".
    expect(reply('Vull baixar 2 kg. A quin ritme és realista?', 'ca')).toMatch(/porta unes 4 setmanes; a 1 kg/);
  });

  it('weighs a deadline against the safe pace: gentle, within it, or too fast with what is realistic instead', () => {
    expect(reply('Quiero perder 3 kilos. ¿Es realista en 10 semanas?', 'es')).toMatch(
      /^3 kg en 10 semanas son unos 0,3 kg por semana: realista y suave/,
    );
    expect(reply('I want to lose 5 kg before a wedding in two months. Is that realistic?')).toMatch(
      /^5 kg in 9 weeks is about 0\.6 kg a week: realistic, within the 0\.5–1 kg a week.*about 600 kcal a day/,
    );
    expect(reply('Peso 80 kg y quiero perder 10 kg en un mes, ¿es realista?', 'es')).toMatch(
      /^10 kg en 4 semanas serían unos 2,5 kg por semana, más rápido que los 0,8 kg.*unos 2–3,2 kg es realista/,
    );
  });

  it('leaves gains, targets that may be too low and plans without a time asked to the cards', () => {
    expect(goal('Peso 62 kg y quiero llegar a 66, ¿cuánto tiempo es realista?')).toBeUndefined();
    expect(goal('Peso 55 kg y quiero bajar a 47, ¿cuánto tiempo?')).toBeUndefined();
    expect(goal('Mido 1,70, peso 62 kg y quiero bajar a 56. ¿Cuánto tiempo es realista?')).toBeUndefined();
    expect(goal('Quiero perder 5 kg, ¿qué ceno?')).toBeUndefined();
    expect(goal('Trabajo de 10 a 18, ¿es realista comer a las 4?')).toBeUndefined();
  });
});

describe("a day's protein spread as the aim asks (issue 39, chat set am)", () => {
  it('gives 25–30 g a meal over 65, 20–40 g for training, and the meals for a healthy adult', () => {
    expect(reply('Tinc 70 anys. Quanta proteïna necessito i d’on la trec?', 'ca')).toMatch(
      /Apunta a uns 25–30 g a cadascun dels tres àpats: ous, iogurt, llegums/,
    );
    expect(reply('¿Cuánta proteína necesito para ganar músculo y cómo la reparto?', 'es')).toMatch(
      /Repártela en tres o cuatro comidas de 20–40 g/,
    );
    expect(reply('How much protein do I need a day?')).toMatch(/Spread it over your meals: eggs/);
  });

  it('reads "im 70" without a unit as no weight', () => {
    expect(reply('im 70 n just started walking daily, do i need more protein')).toMatch(/^Over 65: about 1–1\.2 g/);
  });
});

describe("a card's worked loss beside the person's", () => {
  it('is another loss when its first amount is not theirs (chat set bl)', () => {
    const card =
      'És ambiciós però factible: 5 kg en 8–9 setmanes són uns 0,6 kg per setmana, si peses uns 70 kg; si no, 3–4 kg.';
    expect(speaksOfAnotherLoss(card, 4)).toBe(true);
    expect(speaksOfAnotherLoss(card, 5)).toBe(false);
    expect(speaksOfAnotherLoss('Sí: 4 kg en tres mesos són uns 0,3 kg per setmana.', 5)).toBe(true);
  });

  it('reads a range, and leaves paces, body weights and food amounts aside', () => {
    expect(speaksOfAnotherLoss('Losing 3–4 kg by summer is realistic.', 4)).toBe(false);
    expect(speaksOfAnotherLoss('Aim for 0.5 kg a week, about 500 kcal a day below what you burn.', 6)).toBe(false);
    expect(speaksOfAnotherLoss('Perdre uns 0,3 kg setmanals és un bon ritme.', 6)).toBe(false);
    expect(speaksOfAnotherLoss('Perdre uns 0,5 kg a la setmana és un bon ritme.', 4)).toBe(false);
    expect(speaksOfAnotherLoss('Baja 0,5 kg a la semana sin prisa.', 4)).toBe(false);
    expect(speaksOfAnotherLoss('Lose 1 kg every week at most.', 4)).toBe(false);
    expect(speaksOfAnotherLoss('With 70 kg and little activity, that is about 1,450–1,700 kcal a day.', 6)).toBe(false);
    expect(speaksOfAnotherLoss('Buy 1 kg of lentils and 2 kg de patates for the week.', 6)).toBe(false);
    expect(speaksOfAnotherLoss('Eat more vegetables and walk every day.', 6)).toBe(false);
  });

  it('is left out sentence by sentence, a semicolon keeping a thought whole', () => {
    const card =
      "És ambiciós: 5 kg en 8–9 setmanes si peses uns 70 kg o més; si peses menys, l'objectiu són 3–4 kg. Mantén la força.";
    expect(withoutAnotherLoss(card, 4)).toBe('Mantén la força.');
    expect(withoutAnotherLoss(card, 5)).toBe(card);
  });
});

describe('a loss stated without asking the time (chat set cv)', () => {
  const stated = (text: string) => statedLossGoal(foldQuestion(text));

  it('is read from the kilos to lose, or the kilos put on to be lost again', () => {
    expect(stated('m agradaria baixar 3 kg abans d setmana santa, q faig')?.kg).toBe(3);
    expect(stated('He guanyat 2 kg per les festes. Com els perdo sense fer res de boig?')?.kg).toBe(2);
    expect(stated("I've put on 3 kilos since summer, how do I lose them?")?.kg).toBe(3);
    expect(goal('He engordado 4 kilos en Navidad, ¿cuánto tiempo tardaré en perderlos?')?.kg).toBe(4);
  });

  it('is not a gain kept or a gain planned', () => {
    expect(stated('He guanyat 2 kg de múscul aquest hivern, què menjo ara?')).toBeUndefined();
    expect(stated('Vull guanyar 3 kg de múscul, quanta proteïna?')).toBeUndefined();
    expect(stated("I've put on 2 kg of muscle and want to lose some fat, what do I change?")).toBeUndefined();
  });
});
