/**
 * @module
 * What a WhatsApp message asks for. WhatsApp Web has no commands and no reliable buttons, so: a number
 * (or the words of a choice) picks one of the numbered choices the last reply offered; a command works
 * with or without its slash, in English or as a Catalan word ("avui", "setmana", "botiga"); anything
 * else is a message to the coach. Without the slash a command word counts only when it stands alone or
 * with the argument it takes ("botiga 60", "apunta un entrepà"), so "avui he dormit poc" stays a message.
 */
import { OFF_WORDS } from '../../core/reminders/reminder-time.js';
import { foldText as fold } from '../../core/text.js';
import {
  CATALAN_COMMANDS,
  COMMANDS,
  shopActionFor,
  type Command,
  type Incoming,
} from '../../core/conversation/types.js';
import type { Action } from '../../core/conversation/actions.js';

/** A numbered choice: what a button of the core's reply became. */
export interface Choice {
  label: string;
  action: Action;
}

function commandOf(word: string): Command | undefined {
  const folded = fold(word);
  return (COMMANDS as readonly string[]).includes(folded) ? (folded as Command) : CATALAN_COMMANDS[folded];
}

/** The choice a reply picks: its number ("2", "2.", "*2*") or its words ("Caminar"). */
export function pickChoice(text: string, choices: readonly Choice[]): Choice | undefined {
  const folded = fold(text);
  if (/^\d{1,2}$/.test(folded)) return choices[Number(folded) - 1];
  return folded ? choices.find((choice) => fold(choice.label) === folded) : undefined;
}

/** The command a message gives, with its argument, or undefined when it is a message to the coach. */
export function readCommand(text: string, languageHint?: string): Incoming | undefined {
  const trimmed = text.trim();
  const slashed = trimmed.startsWith('/');
  const [first = '', ...rest] = trimmed.replace(/^\//, '').split(/\s+/);
  const command = commandOf(first);
  if (!command) return undefined;
  const argument = rest.join(' ').trim();
  if (!argument)
    return command === 'reminders' ? { kind: 'reminders', text: '' } : { kind: 'command', command, languageHint };
  switch (command) {
    case 'shop':
      // "botiga 60": a shake sized to 60 g of protein; with the slash a word gets the bounds from the core.
      return slashed || /^\d+([.,]\d+)?\s*g?$/i.test(argument)
        ? { kind: 'action', action: shopActionFor(argument) }
        : undefined;
    case 'log':
      return { kind: 'log', text: argument };
    case 'reminders':
      return slashed || /^\d{1,2}([:.h]\d{2})?h?(\s|$)/i.test(argument) || OFF_WORDS.has(argument.toLowerCase())
        ? { kind: 'reminders', text: argument }
        : undefined;
    case 'lang': {
      const language = fold(argument);
      if (language === 'ca' || language === 'catala') return { kind: 'action', action: 'lang:ca' };
      if (language === 'en' || language === 'english' || language === 'angles')
        return { kind: 'action', action: 'lang:en' };
      return slashed ? { kind: 'command', command, languageHint } : undefined;
    }
    default:
      // "/today please" is the command; "avui he dormit poc" is a message.
      return slashed ? { kind: 'command', command, languageHint } : undefined;
  }
}

/** What a text message asks the core: a pending choice, a command, or words for the coach. */
export function readText(text: string, choices: readonly Choice[], languageHint?: string): Incoming {
  const picked = choices.length > 0 ? pickChoice(text, choices) : undefined;
  if (picked) return { kind: 'action', action: picked.action };
  return readCommand(text, languageHint) ?? { kind: 'text', text, languageHint };
}
