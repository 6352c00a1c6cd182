/**
 * @module
 * Onboarding: the profile asked one field at a time, with buttons where the
 * choice is finite and a friendly retry on a typed value out of range.
 */
import type { Translate } from '../ports.js';
import { GOALS, USUAL_ACTIVITIES } from '../requests.js';
import { SEXES, type Profile } from '../targets/targets.js';
import type { Awaiting, ChatState, Reply } from './types.js';
import type { Action } from './actions.js';

type NumberField = 'ageYears' | 'heightCm' | 'weightKg';

/** The typed fields, their bounds (as the API's) and what each is asked as. */
export const TYPED_FIELDS: Record<'age' | 'height' | 'weight', { field: NumberField; min: number; max: number }> = {
  age: { field: 'ageYears', min: 18, max: 100 },
  height: { field: 'heightCm', min: 120, max: 230 },
  weight: { field: 'weightKg', min: 35, max: 250 },
};

/** The next question of onboarding, or undefined when the profile is complete. */
export function nextQuestion(state: ChatState, t: Translate): Reply | undefined {
  const profile = state.profile;
  state.awaiting = undefined;
  if (!profile.sex)
    return choice(
      t('bot.onboarding.sex'),
      SEXES.map((sex) => ({ label: t(`bot.sex.${sex}`), action: `sex:${sex}` })),
    );
  for (const awaiting of ['age', 'height', 'weight'] as const) {
    if (profile[TYPED_FIELDS[awaiting].field] === undefined) {
      state.awaiting = awaiting;
      return { text: t(`bot.onboarding.${awaiting}`) };
    }
  }
  if (!profile.usualActivity) {
    return choice(
      t('bot.onboarding.usualActivity'),
      USUAL_ACTIVITIES.map((level) => ({ label: t(`targets.usualActivity.${level}`), action: `life:${level}` })),
    );
  }
  if (!profile.goal)
    return choice(
      t('bot.onboarding.goal'),
      GOALS.map((goal) => ({ label: t(`bot.goal.${goal}`), action: `goal:${goal}` })),
    );
  return undefined;
}

/** Where forms collect the profile (Slack), one button opens the form instead of questions. */
export function formPrompt(t: Translate): Reply {
  return { text: t('bot.onboarding.form'), buttons: [[{ label: t('bot.buttons.profile'), action: 'profile' }]] };
}

function choice(text: string, buttons: { label: string; action: Action }[]): Reply {
  return { text, buttons: buttons.map((button) => [button]) };
}

/**
 * Reads a typed number: "62", "62,5 kg", "1,70 m" (metres become centimetres).
 * Undefined when there is no number or it is out of range.
 */
export function readTypedValue(awaiting: Exclude<Awaiting, 'email' | 'grams'>, text: string): number | undefined {
  const match = /(\d+(?:[.,]\d+)?)/.exec(text);
  if (!match) return undefined;
  let value = Number(match[1].replace(',', '.'));
  if (awaiting === 'height' && value < 3) value *= 100;
  const { min, max } = TYPED_FIELDS[awaiting];
  if (!Number.isFinite(value) || value < min || value > max) return undefined;
  return awaiting === 'age' ? Math.floor(value) : Math.round(value * 10) / 10;
}

/** The fields of a submitted profile that are valid; the rest are dropped. */
export function validProfileFields(submitted: Partial<Profile>): Partial<Profile> {
  const valid: Partial<Profile> = {};
  for (const key of ['sex', 'usualActivity', 'goal'] as const) {
    const value = submitted[key];
    const prefix = { sex: 'sex', usualActivity: 'life', goal: 'goal' }[key];
    if (typeof value === 'string') applyChoice(valid, `${prefix}:${value}`);
  }
  for (const [awaiting, { field }] of Object.entries(TYPED_FIELDS) as [
    keyof typeof TYPED_FIELDS,
    (typeof TYPED_FIELDS)[keyof typeof TYPED_FIELDS],
  ][]) {
    const value = submitted[field];
    if (typeof value === 'number' && readTypedValue(awaiting, String(value)) === value) valid[field] = value;
  }
  return valid;
}

/** Applies a pressed onboarding button; false when the action is not one. */
export function applyChoice(profile: Partial<Profile>, action: string): boolean {
  const [kind, value] = action.split(':');
  if (kind === 'sex' && (SEXES as readonly string[]).includes(value)) profile.sex = value as Profile['sex'];
  else if (kind === 'life' && (USUAL_ACTIVITIES as readonly string[]).includes(value))
    profile.usualActivity = value as Profile['usualActivity'];
  else if (kind === 'goal' && (GOALS as readonly string[]).includes(value)) profile.goal = value as Profile['goal'];
  else return false;
  return true;
}
