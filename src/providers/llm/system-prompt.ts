/**
 * @module
 * The chat model's system prompt (`content/chat-system-prompt.md`): the scope,
 * the rules no message can change, and the library cards that fit.
 */
import { readFileSync } from 'node:fs';
import { projectFile } from '../../project-files.js';

const LANGUAGE_NAMES: Record<string, string> = { en: 'English', ca: 'Catalan' };

export function loadSystemPrompt(
  path: string | URL = projectFile('content/chat-system-prompt.md'),
): (language: string, cards: string) => string {
  const template = readFileSync(path, 'utf8');
  return (language, cards) =>
    template.replace('{{language}}', LANGUAGE_NAMES[language] ?? 'English').replace('{{cards}}', cards || '-');
}
