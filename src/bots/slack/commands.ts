/**
 * @module
 * `/coach` and its subcommands, read from the command's text: what the
 * conversational core is asked, or the profile form, or a usage message.
 * Subcommands are English words; their Catalan equivalents work too.
 */
import { ACTIVITIES, type Activity } from '../../core/requests.js';
import { CATALAN_COMMANDS, shopActionFor, type Incoming } from '../../core/conversation/types.js';
import { foldText } from '../../core/text.js';

export type CoachCommand =
  /** Ask the core; `slow` when the answer may take more than a moment (a plan, a model). */
  | { kind: 'core'; incoming: Incoming; slow: boolean }
  /** Open the profile form. */
  | { kind: 'profile' }
  /** Explain how the subcommand is used: a key of `slack.usage`. */
  | { kind: 'usage'; key: 'today' | 'ask' | 'lang' | 'unknown' };

/**
 * Catalan words for the subcommands: the coach's own, and Slack's (the profile form, a question).
 * «compra» is none: the week's shopping list comes with `setmana`, as on WhatsApp.
 */
const ALIASES: Record<string, string> = { ...CATALAN_COMMANDS, perfil: 'profile', pregunta: 'ask' };

const ACTIVITY_ALIASES: Record<string, Activity> = {
  descans: 'rest',
  caminar: 'walk',
  força: 'strength',
  forca: 'strength',
  córrer: 'run',
  correr: 'run',
};

const core = (incoming: Incoming, slow = false): CoachCommand => ({ kind: 'core', incoming, slow });

export function parseCoachCommand(text: string): CoachCommand {
  const trimmed = text.trim();
  const [first = '', ...rest] = trimmed.split(/\s+/);
  const word = foldText(first);
  const name = ALIASES[word] ?? word;
  const argument = rest.join(' ').trim();
  switch (name) {
    case '':
    case 'help':
      return core({ kind: 'command', command: 'help' });
    case 'start':
    case 'privacy':
    case 'forget':
    case 'week':
      return core({ kind: 'command', command: name }, name === 'week');
    case 'today': {
      if (!argument) return core({ kind: 'command', command: 'today' });
      const activity = activityOf(argument);
      return activity ? core({ kind: 'action', action: `day:${activity}` }, true) : { kind: 'usage', key: 'today' };
    }
    case 'shop':
      // The core answers a number out of range with the bounds; a word is read as no number.
      return core(
        argument ? { kind: 'action', action: shopActionFor(argument) } : { kind: 'command', command: 'shop' },
        true,
      );
    case 'log':
      return argument ? core({ kind: 'log', text: argument }, true) : core({ kind: 'command', command: 'log' });
    case 'progress':
      return core({ kind: 'command', command: 'progress' }, true);
    case 'reminders':
      return core({ kind: 'reminders', text: argument });
    case 'profile':
      return { kind: 'profile' };
    case 'ask':
      return argument ? core({ kind: 'text', text: argument }, true) : { kind: 'usage', key: 'ask' };
    case 'lang': {
      if (!argument) return core({ kind: 'command', command: 'lang' });
      const language = argument.toLowerCase();
      return language === 'ca' || language === 'en'
        ? core({ kind: 'action', action: `lang:${language}` })
        : { kind: 'usage', key: 'lang' };
    }
    default:
      return { kind: 'usage', key: 'unknown' };
  }
}

function activityOf(word: string): Activity | undefined {
  const folded = word.toLowerCase();
  return (ACTIVITIES as readonly string[]).includes(folded) ? (folded as Activity) : ACTIVITY_ALIASES[folded];
}
