/**
 * @module
 * The conversational core's vocabulary: what a person does in a chat, what
 * the coach answers, and what is kept about the chat. Platform-neutral: each
 * bot adapter turns incoming updates into `Incoming` and renders `Reply`.
 */
import type { Action } from './actions.js';
import type { LoggedItem } from '../log/meal-log.js';
import type { MealSwaps } from '../meals/swap.js';
import type { Language } from '../ports.js';
import type { Activity, ChatTurn } from '../requests.js';
import type { Profile } from '../targets/targets.js';

/** A button: an action the coach handles when pressed, or a link. Actions stay within 64 bytes. */
export type Button = { label: string; action: Action } | { label: string; url: string };

export interface Reply {
  text: string;
  /** Rows of buttons under the message. */
  buttons?: Button[][];
  /** A picture the message shows (a progress chart); its text is the caption and the description. */
  image?: ChatImage;
  /** The language the reply is written in; the core sets it on every reply it returns. */
  language?: Language;
}

/** A picture drawn for a chat: its PNG, and where it is hosted for platforms that show images by link. */
export interface ChatImage {
  png: Uint8Array;
  url?: string;
  /** The hosted copy's id, so that `/forget` removes it. */
  hostedId?: string;
}

/** The chat platforms the coach answers on. */
export type ChatChannel = 'telegram' | 'slack' | 'whatsapp';

export const COMMANDS = [
  'start',
  'today',
  'week',
  'log',
  'progress',
  'reminders',
  'shop',
  'lang',
  'help',
  'privacy',
  'forget',
] as const;
export type Command = (typeof COMMANDS)[number];

/**
 * The commands by their Catalan words, folded as `foldText` folds (lower case, no accents: `progres`
 * for «progrés»), for the channels where people type commands as words (Slack's subcommands,
 * WhatsApp's messages). A channel adds its own words beside these.
 */
export const CATALAN_COMMANDS: Readonly<Record<string, Command>> = {
  inici: 'start',
  comenca: 'start',
  avui: 'today',
  setmana: 'week',
  apunta: 'log',
  registra: 'log',
  progres: 'progress',
  recordatoris: 'reminders',
  recorda: 'reminders',
  botiga: 'shop',
  batut: 'shop',
  idioma: 'lang',
  ajuda: 'help',
  privacitat: 'privacy',
  oblida: 'forget',
  oblidam: 'forget',
};

/**
 * The action a size typed after the shop command asks for ("60", "60 g", "42,5"): `shop:<grams>`, which
 * the core answers with the offer sized to it, or with the bounds when it is no whole number within them.
 */
export function shopActionFor(argument: string): Action {
  const number = argument.trim().replace(/\s*g$/i, '');
  return `shop:${/^\d+([.,]\d+)?$/.test(number) ? number.replace(',', '.') : 'NaN'}`;
}

export type Incoming =
  | { kind: 'command'; command: Command; languageHint?: string }
  | { kind: 'text'; text: string; languageHint?: string }
  | { kind: 'action'; action: Action }
  /** A photo, by the platform's reference to it: nothing is downloaded before consent. */
  | { kind: 'photo'; ref: string }
  /** What the person typed they ate, to be read and confirmed before it is logged. */
  | { kind: 'log'; text: string }
  /** What followed the reminders command: an hour ("8:00", "7:30 Europe/London"), "off", or nothing to see the setting. */
  | { kind: 'reminders'; text: string }
  /** The morning check-in falls due: sent by the coach, not a message from the person. */
  | { kind: 'checkin' }
  /** A file the coach cannot read as a meal photo: too large, or not an image. */
  | { kind: 'unreadable'; why: 'too_large' | 'not_an_image' }
  /** The person's overview, for a channel with a place to show it (a Home tab, a dashboard): today's target, meals and progress, or how to begin. */
  | { kind: 'overview' }
  /** A profile submitted through a form; the platform has checked each field with `readTypedValue`. */
  | { kind: 'profile'; profile: Partial<Profile> }
  /** An address submitted through a form that also asked for consent, which was given; the week's plan unless `what` says the list. */
  | { kind: 'email'; address: string; what?: EmailKind };

/** What is emailed: the week's plan, or today's shopping list. */
export type EmailKind = 'plan' | 'basket';

/** What the coach needs from the platform for one update. */
export interface ChatContext {
  channel: ChatChannel;
  chatId: string;
  /**
   * The platform's number of this update, which orders a chat's turns (Telegram's `update_id`, Slack's event time,
   * WhatsApp's timestamp); none for what the coach starts itself (a check-in).
   */
  order?: number;
  /** Downloads a photo by its reference, within the size limit. */
  downloadPhoto(ref: string): Promise<Uint8Array>;
  /**
   * Whether the platform collects the profile and an email address through
   * forms (Slack's modals) rather than typed answers. Defaults to false.
   */
  forms?: boolean;
  /** The person's locale from the platform, asked only when the chat is new. */
  locale?: () => Promise<string | undefined>;
  /** Whether the platform shows a picture by link (Slack's image blocks) rather than by upload. Defaults to false. */
  imagesByUrl?: boolean;
  /** Deletes what the platform's adapter keeps about the chat itself (WhatsApp's pending choices); `/forget` calls it. */
  forgetPlatform?: () => Promise<void>;
  /**
   * Sends the turn's replies while the turn still holds its chat, so that they reach the person in the order of the
   * turns even when the turns ran on different instances. Without it the caller sends what the conversation returns,
   * after the turn (enough on one instance, where the caller awaits one turn before the next).
   */
  deliver?: (replies: readonly Reply[]) => Promise<void>;
}

/** What a typed answer is awaited for. */
export type Awaiting = 'age' | 'height' | 'weight' | 'email' | 'grams';

/** Everything kept about a chat, under one key: `/forget` deletes it. */
export interface ChatState {
  language: Language;
  profile: Partial<Profile>;
  awaiting?: Awaiting;
  /** Today's training and the seed of today's menu, once asked for. */
  activity?: Activity;
  seed: number;
  /** The most recent turns of the coach chat. */
  turns: ChatTurn[];
  /** A photo waiting for consent: its platform reference only. */
  pendingPhoto?: string;
  /** An address waiting for marketing consent before the week is emailed. */
  pendingEmail?: string;
  /** Meals of today's plan changed since it was planned, by place. */
  swaps?: MealSwaps;
  /** What was read from a typed log, waiting for the person to confirm it. */
  pendingLog?: LoggedItem[];
  /** Whether check-ins are on, and the day their next one was last made sure of (see `CheckIns.ensure`). */
  checkIns?: { ensuredDay?: string };
  /** The person's time zone, once named (with a check-in hour); their log's days follow it. Madrid otherwise. */
  zone?: string;
  /** The item of `pendingLog` whose grams are being typed. */
  editing?: number;
  /** What the address being asked for is for. */
  emailing?: EmailKind;
  /** Addresses this chat's plans were emailed to, so that /forget removes their subscriber records too. */
  emailedTo?: string[];
  /** The id of this chat's hosted chart (one, redrawn in place, kept a day), so that /forget removes it too. */
  chartImage?: string;
  /** The UTC day of the chat's first message, and whether a return on a later day was counted. */
  firstDay?: string;
  returned?: boolean;
}

/** Address check shared by the typed answer and the forms. */
export { isEmailAddress } from '../email/address.js';

export const isProfileComplete = (profile: Partial<Profile>): profile is Profile =>
  profile.sex !== undefined &&
  profile.ageYears !== undefined &&
  profile.heightCm !== undefined &&
  profile.weightKg !== undefined &&
  profile.usualActivity !== undefined &&
  profile.goal !== undefined;
