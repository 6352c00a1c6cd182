/**
 * @module
 * Morning check-ins in the chats: asked for with a typed hour, shown, moved or stopped, and the
 * morning message itself, which asks about today's training so the plan that follows fits the day.
 */
import { CoachError, isCoachError } from '../errors.js';
import type { ChatRef, CheckIns, DeliverCheckIn } from '../reminders/check-ins.js';
import type { Conversation } from './conversation.js';
import {
  DEFAULT_ZONE,
  formatReminderTime,
  localDay,
  readReminderRequest,
  type ReminderTime,
} from '../reminders/reminder-time.js';
import type { Clock, Translate } from '../ports.js';
import { askTraining } from './flows.js';
import type { ChatState, Reply } from './types.js';

/** What the reminders command asks for, answered: the setting, a new hour, or none any more. */
export async function reminders(
  checkIns: CheckIns | undefined,
  chat: ChatRef,
  state: ChatState,
  text: string,
  clock: Clock,
  t: Translate,
): Promise<Reply[]> {
  if (!checkIns) return [{ text: t('bot.reminders.unavailable') }];
  const request = readReminderRequest(text, state.zone ?? DEFAULT_ZONE);
  switch (request.kind) {
    case 'show': {
      const time = await checkIns.get(chat);
      return [time ? withStop(t(`bot.reminders.current`, timeVars(time)), t) : { text: t('bot.reminders.none') }];
    }
    case 'off':
      await checkIns.off(chat);
      state.checkIns = undefined;
      return [{ text: t('bot.reminders.off') }];
    case 'invalid':
      return [{ text: t('bot.reminders.invalid') }];
    case 'bad_zone':
      return [{ text: t('bot.reminders.badZone', { zone: request.zone }) }];
    case 'at': {
      const next = await checkIns.set(chat, request.time);
      state.checkIns = { ensuredDay: localDay(clock(), request.time.zone) };
      // The zone named here is the person's: their log's days follow it too.
      state.zone = request.time.zone;
      const first =
        next.day === localDay(clock(), request.time.zone) ? t('bot.reminders.today') : t('bot.reminders.tomorrow');
      return [withStop(t('bot.reminders.set', { ...timeVars(request.time), first }), t)];
    }
  }
}

/**
 * Once a day, on the person's first message, the next check-in is made sure of: a chain broken by a lost job
 * (a long Redis outage at check-in time) mends itself when they next write.
 */
export async function keepCheckInsGoing(
  checkIns: CheckIns | undefined,
  chat: ChatRef,
  state: ChatState,
  clock: Clock,
): Promise<void> {
  if (!checkIns || !state.checkIns) return;
  const today = localDay(clock(), state.zone ?? DEFAULT_ZONE);
  if (state.checkIns.ensuredDay === today) return;
  await checkIns.ensure(chat);
  state.checkIns = { ensuredDay: today };
}

/** The hour as shown, with the count that picks "a la 1:00" or "a les 8:00" in Catalan. */
const timeVars = (time: ReminderTime) => ({
  time: formatReminderTime(time),
  zone: time.zone,
  count: time.hour === 1 ? 1 : 2,
});

const withStop = (text: string, t: Translate): Reply => ({
  text,
  buttons: [[{ label: t('bot.buttons.remindersOff'), action: 'reminders:off' }]],
});

/** The morning message: how the person trains today, as buttons that plan the day. */
export function morningCheckIn(t: Translate): Reply {
  const question = askTraining(t);
  return { ...question, text: t('bot.reminders.morning') };
}

/** Sends a chat's replies on its platform unprompted; one per configured channel. */
export type Push = (chatId: string, replies: readonly Reply[]) => Promise<void>;

/**
 * Delivers a due check-in: the coach's morning message for the chat, pushed on its platform. A chat
 * without a profile (forgotten, or never finished) and a person the platform says cannot be written to
 * (`forbidden`: the bot blocked, the account gone) end the check-ins. On a channel this instance does not
 * serve it rejects, so the queue tries again, where another instance may serve it.
 */
export function deliverCheckIns(
  conversation: Conversation,
  pushers: Partial<Record<ChatRef['channel'], Push>>,
): DeliverCheckIn {
  return async (chat) => {
    const push = pushers[chat.channel];
    if (!push)
      throw new CoachError('service_not_configured', {
        cause: new Error(`this instance does not serve ${chat.channel}`),
      });
    const replies = await conversation(
      { ...chat, downloadPhoto: () => Promise.reject(new Error('a check-in has no photo')) },
      { kind: 'checkin' },
    );
    if (replies.length === 0) return false;
    try {
      await push(chat.chatId, replies);
      return true;
    } catch (error) {
      if (isCoachError(error) && error.code === 'forbidden') return false;
      throw error;
    }
  };
}
