/**
 * The forms within Slack's limits in both languages (Slack refuses a whole
 * view for one text too long), and submissions read into values or errors.
 */
import { describe, expect, it } from 'vitest';
import { overLimits } from '../../../test/fakes/slack-limits.js';
import { createTranslator } from '../../i18n.js';
import { emailModal, profileModal, readEmail, readProfile } from './views.js';

const translator = createTranslator();

describe.each(['en', 'ca'] as const)('the forms in %s', (language) => {
  const t = translator(language);

  it('stay within Slack limits, filled in or empty', () => {
    expect(overLimits(profileModal(t, {}))).toEqual([]);
    expect(
      overLimits(
        profileModal(t, {
          sex: 'male',
          ageYears: 40,
          heightCm: 181.5,
          weightKg: 80,
          usualActivity: 'high',
          goal: 'gain',
        }),
      ),
    ).toEqual([]);
    expect(overLimits(emailModal(t))).toEqual([]);
  });

  it('read a profile, with an error under each bad field', () => {
    const values = (age: string) => ({
      state: {
        values: {
          sex: { value: { selected_option: { value: 'female' } } },
          age: { value: { value: age } },
          height: { value: { value: '170' } },
          weight: { value: { value: '62,5' } },
          usualActivity: { value: { selected_option: { value: 'moderate' } } },
          goal: { value: { selected_option: { value: 'nonsense' } } },
        },
      },
    });
    expect(readProfile(values('17'), t)).toEqual({
      ok: false,
      errors: { age: t('bot.onboarding.retry.age', { min: 18, max: 100 }), goal: t('slack.form.choose') },
    });
    const good = values('33');
    good.state.values.goal.value.selected_option.value = 'lose';
    expect(readProfile(good, t)).toEqual({
      ok: true,
      value: { sex: 'female', ageYears: 33, heightCm: 170, weightKg: 62.5, usualActivity: 'moderate', goal: 'lose' },
    });
  });

  it('read an email address only with consent', () => {
    const form = (address: string, consent: boolean) => ({
      state: {
        values: {
          address: { value: { value: address } },
          consent: { value: { selected_options: consent ? [{ value: 'yes' }] : [] } },
        },
      },
    });
    expect(readEmail(form(' ana@example.com ', true), t)).toEqual({ ok: true, value: 'ana@example.com' });
    expect(readEmail(form('ana@example.com', false), t)).toEqual({
      ok: false,
      errors: { consent: t('slack.email.consentRequired') },
    });
  });
});
