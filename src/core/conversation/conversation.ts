/**
 * @module
 * The conversational core: one function that takes what a person did in a
 * chat and returns the coach's replies, for every bot. State lives in shared
 * storage under the chat's id; failures become a short apology in the chat's
 * language and are logged without personal data.
 */
import type { Coach } from '../coach.js';
import type { CheckIns } from '../reminders/check-ins.js';
import { DEFAULT_ZONE, localDay } from '../reminders/reminder-time.js';
import type { ChartRenderer } from '../log/progress-chart.js';
import type { PictureDeps } from './progress-picture.js';
import { CoachError, errorName, isCoachError } from '../errors.js';
import { SWAPPABLE, type SwappableSlot } from '../meals/swap.js';
import { MAX_PHOTO_BYTES } from '../photo/data-url.js';
import { hashSeed } from '../random.js';
import type { Profile } from '../targets/targets.js';
import type { ChatTurns, Clock, KeyValueStore, Language, Logger, Translate, Translator } from '../ports.js';
import { createLocalChatTurns } from './chat-turns.js';
import {
  analysePhoto,
  askTraining,
  emailBasket,
  emailWeek,
  mealImage,
  offerShake,
  overview,
  planToday,
  planWeek,
  todaysBasket,
  type FlowDeps,
} from './flows.js';
import {
  applyChoice,
  formPrompt,
  nextQuestion,
  readTypedValue,
  validProfileFields,
  TYPED_FIELDS,
} from './onboarding.js';
import {
  askItemGrams,
  ateMeal,
  confirmLog,
  dropLogItem,
  isGramsAnswer,
  progress,
  readLog,
  setItemGrams,
  type LogPlace,
} from './log-flows.js';
import { keepCheckInsGoing, morningCheckIn, reminders } from './reminder-flows.js';
import { targetReply } from './render.js';
import {
  chatKey,
  forgetState,
  freshState,
  languageFromHint,
  loadVersion,
  saveState,
  type StateVersion,
} from './state.js';
import {
  isEmailAddress,
  isProfileComplete,
  type ChatContext,
  type ChatState,
  type Command,
  type EmailKind,
  type Incoming,
  type Reply,
} from './types.js';

export interface ConversationDeps {
  coach: Coach;
  store: KeyValueStore;
  translator: Translator;
  logger: Logger;
  /** Public origin of the coach, for the tracked cart redirect. */
  publicUrl: string;
  clock?: Clock;
  /** Morning check-ins; without them the reminders command says they are not available. */
  checkIns?: CheckIns;
  /** Draws progress charts; without it progress is told in words only. */
  charts?: ChartRenderer;
  /** Hosts a drawn picture for platforms that show images by link (Slack). */
  hostImage?: PictureDeps['hostImage'];
  /** Orders each chat's turns; defaults to this process's order of arrival (one instance). */
  turns?: ChatTurns;
}

/** The protein a milkshake offer may be sized to, in grams (as the API's `/api/shop`). */
export const SHAKE_GRAMS = { min: 10, max: 300 };

export type Conversation = (context: ChatContext, incoming: Incoming) => Promise<Reply[]>;

export function createConversation(deps: ConversationDeps): Conversation {
  const tracked = (url: string) => `${deps.publicUrl}/r/cart?to=${encodeURIComponent(url)}`;
  const turns = deps.turns ?? createLocalChatTurns();
  return (context, incoming) =>
    turns.run(chatKey(context), context.order, async () => {
      const replies = await turnOf(context, incoming);
      await context.deliver?.(replies);
      return replies;
    });

  async function turnOf(context: ChatContext, incoming: Incoming): Promise<Reply[]> {
    const flows: FlowDeps = {
      coach: deps.coach,
      tracked,
      channel: context.channel,
      imagesByUrl: context.imagesByUrl,
      charts: deps.charts,
      hostImage: deps.hostImage,
      logger: deps.logger,
    };
    const hint = 'languageHint' in incoming ? incoming.languageHint : undefined;
    const read = await loadVersion(deps.store, context).catch((error: unknown) => {
      deps.logger.warn({ channel: context.channel, err: errorName(error) }, 'chat state unavailable');
      return null;
    });
    const loaded = read && read.state;
    // Without storage the coach cannot follow the conversation, but it still answers.
    // A check-in waits for storage (the queue tries again): an apology nobody asked for helps no one.
    if (loaded === null && incoming.kind === 'checkin')
      throw new CoachError('upstream_unavailable', { cause: new Error('chat state unavailable') });
    if (loaded === null)
      return [
        { text: deps.translator(languageFromHint(hint))('bot.errors.storage'), language: languageFromHint(hint) },
      ];
    const state = loaded ?? freshState(languageFromHint(hint ?? (await context.locale?.().catch(() => undefined))));
    const t = inChannel(deps.translator(state.language), context);
    try {
      // Looking at the overview, or a check-in falling due, is not a message: it keeps nothing, so a forgotten chat stays forgotten.
      if (incoming.kind === 'overview' || incoming.kind === 'checkin') {
        const { list } = await dispatch({ ...deps, flows, context, state, t }, incoming);
        // The chat's first hosted chart, drawn for the overview: its id is kept, so that /forget finds it (only a kept chat gets one).
        if (loaded && state.chartImage !== loaded.chartImage) await keep(context, state, read);
        return inLanguage(list, state.language);
      }
      await countReturn(deps, state);
      await keepCheckInsGoing(deps.checkIns, context, state, deps.clock ?? (() => new Date())).catch(() =>
        deps.logger.warn({ channel: context.channel }, 'check-ins not made sure of'),
      );
      const replies = await dispatch({ ...deps, flows, context, state, t }, incoming);
      if (replies.forgotten) return inLanguage(replies.list, state.language);
      await keep(context, state, read);
      return inLanguage(replies.list, state.language);
    } catch (error) {
      deps.logger.warn(
        { channel: context.channel, kind: incoming.kind, err: isCoachError(error) ? error.code : errorName(error) },
        'chat update failed',
      );
      return [{ text: apology(error, t), language: state.language }];
    }
  }

  /** Writes the turn's state unless another turn wrote the chat since this one read it (then that one's stands). */
  async function keep(context: ChatContext, state: ChatState, read: StateVersion | null): Promise<void> {
    const written = await saveState(deps.store, context, state, read ?? undefined).catch(() => {
      deps.logger.warn({ channel: context.channel }, 'chat state not saved');
      return true;
    });
    if (!written) deps.logger.warn({ channel: context.channel }, 'chat state changed by another turn; kept that one');
  }
}

/** `returned_day_two`, once per chat, the first time it comes back on a later day. */
async function countReturn(deps: ConversationDeps, state: ChatState): Promise<void> {
  const today = (deps.clock ?? (() => new Date()))().toISOString().slice(0, 10);
  state.firstDay ??= today;
  if (state.returned || state.firstDay === today) return;
  state.returned = true;
  await deps.coach.recordEvent('returned_day_two');
}

/**
 * Sentences that name commands differ by platform (`/today` or `/coach today`):
 * i18next's context picks `key_slack` where it exists, else `key`.
 */
/** Each reply marked with the language it is written in, for what an adapter adds to it (WhatsApp's "reply with the number"). */
const inLanguage = (replies: Reply[], language: Language): Reply[] => replies.map((reply) => ({ ...reply, language }));

const inChannel =
  (t: Translate, context: ChatContext): Translate =>
  (key, vars) =>
    t(key, { context: context.channel, ...vars });

function apology(error: unknown, t: Translate): string {
  if (isCoachError(error) && error.code === 'service_not_configured') return t('bot.errors.notConfigured');
  if (isCoachError(error) && error.code === 'upstream_unavailable') return t('bot.errors.upstream');
  if (isCoachError(error) && error.code === 'invalid_request') return t('bot.errors.invalid');
  // A spent budget says which and until when (an address's emails for the day), not "something went wrong".
  if (isCoachError(error) && error.code === 'rate_limited')
    return `${t(error.messageKey, error.vars)} ${t(error.hintKey, error.vars)}`;
  return t('bot.errors.sorry');
}

interface Turn extends ConversationDeps {
  flows: FlowDeps;
  context: ChatContext;
  state: ChatState;
  t: Translate;
}

type Outcome = { list: Reply[]; forgotten?: boolean };

async function dispatch(turn: Turn, incoming: Incoming): Promise<Outcome> {
  switch (incoming.kind) {
    case 'command':
      return { list: await command(turn, incoming.command) };
    case 'text':
      return { list: await text(turn, incoming.text) };
    case 'action':
      return action(turn, incoming.action);
    case 'photo':
      turn.state.pendingPhoto = incoming.ref;
      return {
        list: [
          {
            text: turn.t('bot.photo.consent'),
            buttons: [
              [
                { label: turn.t('bot.buttons.yesAnalyse'), action: 'photo:yes' },
                { label: turn.t('bot.buttons.no'), action: 'photo:no' },
              ],
            ],
          },
        ],
      };
    case 'log':
      return { list: await withProfile(turn, async () => readLog(turn.flows, turn.state, incoming.text, turn.t)) };
    case 'reminders':
      return {
        list: await withProfile(turn, () =>
          reminders(turn.checkIns, turn.context, turn.state, incoming.text, clockOf(turn), turn.t),
        ),
      };
    case 'checkin':
      // Sent only to a chat with a profile: one that was forgotten, or never finished, gets nothing.
      return { list: complete(turn.state) ? [morningCheckIn(turn.t)] : [] };
    case 'unreadable':
      return {
        list: [
          {
            text: turn.t(incoming.why === 'too_large' ? 'bot.photo.tooLarge' : 'bot.photo.notImage', {
              megabytes: MAX_PHOTO_BYTES / (1024 * 1024),
            }),
          },
        ],
      };
    case 'overview': {
      const profile = complete(turn.state);
      if (!profile) return { list: [{ text: turn.t('bot.welcome') }, formPrompt(turn.t)] };
      // Today's target and meals, then where the day stands.
      return {
        list: [
          ...(await overview(turn.flows, turn.state, profile, turn.t)),
          ...(await progress(turn.flows, turn.state, profile, logPlace(turn), turn.t)),
        ],
      };
    }
    case 'profile':
      return { list: await submitProfile(turn, incoming.profile) };
    case 'email':
      if (!isEmailAddress(incoming.address.trim())) return { list: [{ text: turn.t('bot.email.invalid') }] };
      return {
        list: await withProfile(turn, (profile) =>
          sendByEmail(turn, profile, incoming.address.trim(), incoming.what ?? 'plan'),
        ),
      };
  }
}

/** With a complete profile, the flow; otherwise onboarding goes on. */
async function withProfile(
  turn: Turn,
  flow: (profile: NonNullable<ReturnType<typeof complete>>) => Promise<Reply[]>,
): Promise<Reply[]> {
  const profile = complete(turn.state);
  if (profile) return flow(profile);
  if (turn.context.forms) return [formPrompt(turn.t)];
  const question = nextQuestion(turn.state, turn.t);
  return [{ text: turn.t('bot.onboarding.first') }, ...(question ? [question] : [])];
}

const complete = (state: ChatState) => (isProfileComplete(state.profile) ? state.profile : undefined);

async function command(turn: Turn, name: Command): Promise<Reply[]> {
  const { t, state, flows } = turn;
  switch (name) {
    case 'start': {
      await turn.coach.recordEvent('coach_opened');
      const question = nextQuestion(state, t);
      if (question) await turn.coach.recordEvent('onboarding_started');
      return [{ text: t('bot.welcome') }, question ?? { text: t('bot.welcomeBack') }];
    }
    case 'today':
      return withProfile(turn, async () => [askTraining(t)]);
    case 'week':
      return withProfile(turn, (profile) => planWeek(flows, state, profile, t));
    case 'shop':
      return withProfile(turn, (profile) => offerShake(flows, state, profile, t));
    case 'log':
      return [{ text: t('bot.log.usage') }];
    case 'progress':
      return withProfile(turn, (profile) => progress(flows, state, profile, logPlace(turn), t));
    case 'reminders':
      return withProfile(turn, () => reminders(turn.checkIns, turn.context, state, '', clockOf(turn), t));
    case 'lang':
      return [
        {
          text: t('bot.lang.ask'),
          buttons: [
            [
              { label: 'Català', action: 'lang:ca' },
              { label: 'English', action: 'lang:en' },
            ],
          ],
        },
      ];
    case 'help':
      return [{ text: t('bot.help') }];
    case 'privacy':
      return [{ text: t('bot.privacy') }];
    case 'forget':
      return [
        {
          text: t('bot.forget.confirm'),
          buttons: [
            [
              { label: t('bot.buttons.forgetYes'), action: 'forget:yes' },
              { label: t('bot.buttons.no'), action: 'forget:no' },
            ],
          ],
        },
      ];
  }
}

async function text(turn: Turn, message: string): Promise<Reply[]> {
  const { state, t } = turn;
  if (state.awaiting === 'email') {
    const address = message.trim();
    if (!isEmailAddress(address)) return [{ text: t('bot.email.invalid') }];
    state.pendingEmail = address;
    state.awaiting = undefined;
    return [
      {
        text: t(state.emailing === 'basket' ? 'bot.email.consentBasket' : 'bot.email.consent', { address }),
        buttons: [
          [
            { label: t('bot.buttons.consentYes'), action: 'consent:yes' },
            { label: t('bot.buttons.no'), action: 'consent:no' },
          ],
        ],
      },
    ];
  }
  if (state.awaiting === 'grams') {
    if (isGramsAnswer(message)) return setItemGrams(state, message, t);
    // Something else than grams ("is 30 g of protein enough?"): the change is dropped and the message answered as any other.
    state.awaiting = undefined;
    state.editing = undefined;
    return chat(turn, message);
  }
  if (state.awaiting) {
    const value = readTypedValue(state.awaiting, message);
    const { field, min, max } = TYPED_FIELDS[state.awaiting];
    if (value === undefined) return [{ text: t(`bot.onboarding.retry.${state.awaiting}`, { min, max }) }];
    state.profile[field] = value;
    return afterOnboardingStep(turn);
  }
  return chat(turn, message);
}

async function chat(turn: Turn, message: string): Promise<Reply[]> {
  const { state } = turn;
  state.turns.push({ role: 'user', text: message.slice(0, 1400) });
  const answer = await turn.coach.chat({ messages: state.turns.slice(-12), language: state.language });
  state.turns.push({ role: 'assistant', text: answer.reply.slice(0, 1400) });
  return [{ text: answer.reply }];
}

/** A profile from a form: valid fields are kept, and a completed profile gets its target. */
async function submitProfile(turn: Turn, submitted: Partial<Profile>): Promise<Reply[]> {
  const before = isProfileComplete(turn.state.profile);
  turn.state.profile = { ...turn.state.profile, ...validProfileFields(submitted) };
  const profile = complete(turn.state);
  if (!profile) return [formPrompt(turn.t)];
  return showTarget(turn, profile, !before);
}

async function afterOnboardingStep(turn: Turn): Promise<Reply[]> {
  const question = nextQuestion(turn.state, turn.t);
  if (question) return [question];
  const profile = complete(turn.state);
  if (!profile) return [];
  return showTarget(turn, profile, true);
}

async function showTarget(
  turn: Turn,
  profile: NonNullable<ReturnType<typeof complete>>,
  completed: boolean,
): Promise<Reply[]> {
  if (completed) await turn.coach.recordEvent('onboarding_completed');
  await turn.coach.recordEvent('targets_shown');
  const target = turn.coach.dailyTarget({ ...profile, activity: 'rest', language: turn.state.language });
  return [targetReply(target, turn.t), askTraining(turn.t)];
}

async function action(turn: Turn, name: string): Promise<Outcome> {
  const { state, t, flows } = turn;
  const [kind, value] = name.split(':');
  if (applyChoice(state.profile, name)) return { list: await afterOnboardingStep(turn) };
  switch (kind) {
    case 'day':
      state.activity = value as ChatState['activity'];
      state.swaps = undefined;
      state.seed = hashSeed(`${turn.context.chatId}:${clockOf(turn)().toISOString().slice(0, 10)}`) % 1_000_000;
      return { list: await withProfile(turn, (profile) => planToday(flows, state, profile, t)) };
    case 'today':
      return { list: await withProfile(turn, async () => [askTraining(t)]) };
    case 'more':
      state.seed += 1;
      state.swaps = undefined;
      return { list: await withProfile(turn, (profile) => planToday(flows, state, profile, t)) };
    case 'swap':
      if (!(SWAPPABLE as readonly string[]).includes(value)) return { list: [] };
      state.swaps = { ...state.swaps, [value]: (state.swaps?.[value as SwappableSlot] ?? 0) + 1 };
      return { list: await withProfile(turn, (profile) => planToday(flows, state, profile, t)) };
    case 'img':
      return { list: await withProfile(turn, (profile) => mealImage(flows, state, profile, Number(value), t)) };
    case 'ate':
      return {
        list: await withProfile(turn, (profile) => ateMeal(flows, state, profile, logPlace(turn), value, t)),
      };
    case 'log':
      return {
        list: await withProfile(turn, (profile) =>
          confirmLog(flows, state, profile, logPlace(turn), value === 'yes', t),
        ),
      };
    case 'drop':
      return { list: dropLogItem(state, Number(value), t) };
    case 'grams':
      return { list: askItemGrams(state, Number(value), t) };
    case 'reminders':
      return { list: await reminders(turn.checkIns, turn.context, state, 'off', clockOf(turn), t) };
    case 'shop':
      if (value !== undefined) return { list: await shakeFor(turn, value) };
      return { list: await withProfile(turn, (profile) => offerShake(flows, state, profile, t)) };
    case 'basket':
      return { list: await withProfile(turn, (profile) => todaysBasket(flows, state, profile, t)) };
    case 'email':
      state.awaiting = 'email';
      state.emailing = value === 'basket' ? 'basket' : 'plan';
      return { list: [{ text: t(state.emailing === 'basket' ? 'bot.email.askBasket' : 'bot.email.ask') }] };
    case 'consent':
      return { list: await consentToEmail(turn, value === 'yes') };
    case 'photo':
      return { list: await consentToPhoto(turn, value === 'yes') };
    case 'lang':
      state.language = value === 'ca' ? 'ca' : 'en';
      return { list: [{ text: inChannel(turn.translator(state.language), turn.context)('bot.lang.done') }] };
    case 'forget':
      if (value !== 'yes') return { list: [{ text: t('bot.forget.kept') }] };
      await turn.checkIns?.off(turn.context);
      await forgetState(turn.store, turn.context, turn.state);
      await turn.context.forgetPlatform?.();
      return { list: [{ text: t('bot.forget.done') }], forgotten: true };
    default:
      return { list: [] };
  }
}

/** The offer for protein grams asked for (`shop:40`): whole grams within the API's bounds. */
async function shakeFor(turn: Turn, value: string): Promise<Reply[]> {
  const grams = Number(value);
  if (!Number.isInteger(grams) || grams < SHAKE_GRAMS.min || grams > SHAKE_GRAMS.max)
    return [{ text: turn.t('bot.shop.grams', SHAKE_GRAMS) }];
  return offerShake(turn.flows, turn.state, grams, turn.t);
}

async function consentToEmail(turn: Turn, yes: boolean): Promise<Reply[]> {
  const { state, t } = turn;
  const address = state.pendingEmail;
  state.pendingEmail = undefined;
  const what = state.emailing ?? 'plan';
  state.emailing = undefined;
  if (!yes || !address) return [{ text: t('bot.email.cancelled') }];
  return withProfile(turn, (profile) => sendByEmail(turn, profile, address, what));
}

/** The week's plan or today's list, to an address whose owner consented. */
function sendByEmail(turn: Turn, profile: Profile, address: string, what: EmailKind): Promise<Reply[]> {
  return (what === 'basket' ? emailBasket : emailWeek)(turn.flows, turn.state, profile, address, turn.t);
}

async function consentToPhoto(turn: Turn, yes: boolean): Promise<Reply[]> {
  const { state, t } = turn;
  const ref = state.pendingPhoto;
  state.pendingPhoto = undefined;
  if (!yes || !ref) return [{ text: t('bot.photo.cancelled') }];
  return analysePhoto(turn.flows, state, await turn.context.downloadPhoto(ref), t);
}

const clockOf = (turn: Turn): Clock => turn.clock ?? (() => new Date());

/** Where this chat's log is kept, and today's date where the person is (Madrid unless they named another zone). */
function logPlace(turn: Turn): LogPlace {
  return {
    store: turn.store,
    chat: `${turn.context.channel}:${turn.context.chatId}`,
    day: localDay(clockOf(turn)(), turn.state.zone ?? DEFAULT_ZONE),
  };
}
