/**
 * @module
 * "I've lost 4 kg in 8 weeks just by walking more: should I change anything?": the pace the person's own
 * loss has been, against the 0.5–1 kg a week that is safe for most adults (NICE CG189; SEEDO). Readers of
 * chat set cn found a card's worked example ("a kilo in a month, about 0.25 kg a week") answering someone
 * else's loss, and calling 4 kg in 8 weeks slow.
 */
import { COUNT, countOf, KG } from './weight-goal.js';

export interface ProgressPace {
  kg: number;
  /** The period as typed: a count of weeks or of months. */
  count: number;
  unit: 'weeks' | 'months';
  /** Kilograms a week. */
  pace: number;
}

const LOST = new RegExp(
  `\\b(?:i've lost|ive lost|i have lost|i lost|i've dropped|i dropped|lost|he perdido|ya he perdido|llevo perdidos|perdi|he bajado|ya he bajado|baje|me he quitado|he perdut|ja he perdut|porto perduts|vaig perdre|he baixat|ja he baixat|vaig baixar|m'he tret)\\s+(?:about |around |almost |nearly |over |just over |uns |unos |unes |unas |casi |gairebe |mes de |mas de )?${COUNT}(?:\\s*${KG})?\\s+(?:in|en|over|durante|durant|in the last|over the last|en los ultimos|en las ultimas|en les ultimes|en els ultims)\\s+(?:about |around |some |just |unes |unas |uns |unos )?${COUNT}\\s*(weeks?|setmanes?|semanas?|months?|mesos|mes|meses)\\b`,
);
/** The body's weight is no loss: "I've lost 4 kg in 8 weeks" is; "lost 70 kg" is not what a person reports. */
const MOST_KG = 30;

/** The loss a folded message reports over a period, and its weekly pace; undefined when none is said. */
export function progressPace(folded: string): ProgressPace | undefined {
  const lost = LOST.exec(folded);
  if (!lost) return undefined;
  const kg = countOf(lost[1]);
  const count = countOf(lost[2]);
  const unit = /^(?:w|s)/.test(lost[3]) ? 'weeks' : 'months';
  const weeks = unit === 'weeks' ? count : count * 4.35;
  if (!(kg >= 0.5 && kg <= MOST_KG) || !(weeks >= 2 && weeks <= 104)) return undefined;
  return { kg, count, unit, pace: kg / weeks };
}

/** How the pace stands against the safe 0.5–1 kg a week: gentle under 0.4, steady to 1, fast past it. */
export function paceBand(pace: number): 'gentle' | 'steady' | 'fast' {
  return pace < 0.4 ? 'gentle' : pace <= 1.05 ? 'steady' : 'fast';
}
