/**
 * @module
 * The app's surfaces beyond messages: the Home tab, the profile form and the
 * email form, and the reading of a submitted form into values or the errors
 * Slack shows under each field.
 */
import type { HomeView, InputBlock, KnownBlock, ModalView, PlainTextOption } from '@slack/types';
import { TYPED_FIELDS, readTypedValue } from '../../core/conversation/onboarding.js';
import { isEmailAddress, type EmailKind, type Reply } from '../../core/conversation/types.js';
import type { Translate } from '../../core/ports.js';
import { GOALS, USUAL_ACTIVITIES } from '../../core/requests.js';
import { SEXES, type Profile } from '../../core/targets/targets.js';
import { viewBlocks } from './blocks.js';

export const PROFILE_VIEW = 'coach_profile';
export const EMAIL_VIEW = 'coach_email';

/** Slack's longest modal title. */
const TITLE_CHARS = 24;

const plain = (text: string, limit = 3000) => ({
  type: 'plain_text' as const,
  text: text.slice(0, limit),
  emoji: true,
});

export function homeView(replies: Reply[]): HomeView {
  return { type: 'home', blocks: viewBlocks(replies) };
}

function select(blockId: string, label: string, options: PlainTextOption[], initial: string | undefined): InputBlock {
  const chosen = options.find((option) => option.value === initial);
  return {
    type: 'input',
    block_id: blockId,
    label: plain(label, 2000),
    element: { type: 'static_select', action_id: 'value', options, ...(chosen ? { initial_option: chosen } : {}) },
  };
}

function textInput(
  blockId: string,
  label: string,
  hint: string,
  initial: string | undefined,
  maxLength = 20,
): InputBlock {
  return {
    type: 'input',
    block_id: blockId,
    label: plain(label, 2000),
    hint: plain(hint, 2000),
    element: {
      type: 'plain_text_input',
      action_id: 'value',
      max_length: maxLength,
      ...(initial ? { initial_value: initial } : {}),
    },
  };
}

/** Slack's longest option text. */
const OPTION_CHARS = 75;

const option = (text: string, value: string): PlainTextOption => ({ text: plain(text, OPTION_CHARS), value });

/** The profile form, filled with what is known. */
export function profileModal(t: Translate, profile: Partial<Profile>): ModalView {
  const blocks: KnownBlock[] = [
    { type: 'section', text: { type: 'mrkdwn', text: t('slack.profile.intro') } },
    select(
      'sex',
      t('bot.onboarding.sex'),
      SEXES.map((sex) => option(t(`bot.sex.${sex}`), sex)),
      profile.sex,
    ),
    textInput(
      'age',
      t('slack.profile.age'),
      t('slack.profile.ageHint', TYPED_FIELDS.age),
      profile.ageYears?.toString(),
    ),
    textInput(
      'height',
      t('slack.profile.height'),
      t('slack.profile.heightHint', TYPED_FIELDS.height),
      profile.heightCm?.toString(),
    ),
    textInput(
      'weight',
      t('slack.profile.weight'),
      t('slack.profile.weightHint', TYPED_FIELDS.weight),
      profile.weightKg?.toString(),
    ),
    select(
      'usualActivity',
      t('bot.onboarding.usualActivity'),
      USUAL_ACTIVITIES.map((level) => option(t(`targets.usualActivity.${level}`), level)),
      profile.usualActivity,
    ),
    select(
      'goal',
      t('bot.onboarding.goal'),
      GOALS.map((goal) => option(t(`bot.goal.${goal}`), goal)),
      profile.goal,
    ),
  ];
  return modal(PROFILE_VIEW, t('slack.profile.title'), t, blocks);
}

/** The email form: the address and explicit consent, both required. */
/** The address and consent form for the week's plan or today's list; which one travels in `private_metadata`. */
export function emailModal(t: Translate, what: EmailKind = 'plan'): ModalView {
  const blocks: KnownBlock[] = [
    textInput('address', t('slack.email.address'), t('slack.email.addressHint'), undefined, 254),
    // The full wording sits above the box, as an option's text is limited to 75 characters.
    {
      type: 'section',
      text: { type: 'mrkdwn', text: t(what === 'basket' ? 'slack.email.consentBasket' : 'slack.email.consent') },
    },
    {
      type: 'input',
      block_id: 'consent',
      label: plain(t('slack.email.consentLabel'), 2000),
      element: {
        type: 'checkboxes',
        action_id: 'value',
        options: [{ text: plain(t('slack.email.agree'), OPTION_CHARS), value: 'yes' }],
      },
    },
  ];
  return {
    ...modal(EMAIL_VIEW, t(what === 'basket' ? 'slack.email.titleBasket' : 'slack.email.title'), t, blocks),
    private_metadata: what,
  };
}

/** What a submitted email form was for. */
export const emailKindOf = (view: { private_metadata?: string }): EmailKind =>
  view.private_metadata === 'basket' ? 'basket' : 'plan';

function modal(callbackId: string, title: string, t: Translate, blocks: KnownBlock[]): ModalView {
  return {
    type: 'modal',
    callback_id: callbackId,
    title: plain(title, TITLE_CHARS),
    submit: plain(t('slack.form.submit'), TITLE_CHARS),
    close: plain(t('slack.form.cancel'), TITLE_CHARS),
    blocks,
  };
}

/** A submitted view's values, as Slack sends them. */
type StateValues = Record<
  string,
  Record<
    string,
    { value?: string | null; selected_option?: { value: string } | null; selected_options?: { value: string }[] }
  >
>;

export type Submission<T> = { ok: true; value: T } | { ok: false; errors: Record<string, string> };

const field = (values: StateValues, blockId: string) => values[blockId]?.value;

/** Every field of the profile form checked as onboarding checks typed answers; errors per field. */
export function readProfile(view: { state?: { values: StateValues } }, t: Translate): Submission<Partial<Profile>> {
  const values = view.state?.values ?? {};
  const errors: Record<string, string> = {};
  const profile: Partial<Profile> = {};
  for (const awaiting of ['age', 'height', 'weight'] as const) {
    const typed = field(values, awaiting)?.value ?? '';
    const value = readTypedValue(awaiting, typed);
    if (value === undefined) errors[awaiting] = t(`bot.onboarding.retry.${awaiting}`, TYPED_FIELDS[awaiting]);
    else profile[TYPED_FIELDS[awaiting].field] = value;
  }
  const chosen = (blockId: string, allowed: readonly string[]) => {
    const value = field(values, blockId)?.selected_option?.value;
    if (value !== undefined && allowed.includes(value)) return value;
    errors[blockId] = t('slack.form.choose');
    return undefined;
  };
  profile.sex = chosen('sex', SEXES) as Profile['sex'] | undefined;
  profile.usualActivity = chosen('usualActivity', USUAL_ACTIVITIES) as Profile['usualActivity'] | undefined;
  profile.goal = chosen('goal', GOALS) as Profile['goal'] | undefined;
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, value: profile };
}

/** The address and the consent of the email form; both are required. */
export function readEmail(view: { state?: { values: StateValues } }, t: Translate): Submission<string> {
  const values = view.state?.values ?? {};
  const errors: Record<string, string> = {};
  const address = (field(values, 'address')?.value ?? '').trim();
  if (!isEmailAddress(address)) errors.address = t('bot.email.invalid');
  if (!(field(values, 'consent')?.selected_options ?? []).some((choice) => choice.value === 'yes'))
    errors.consent = t('slack.email.consentRequired');
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, value: address };
}
