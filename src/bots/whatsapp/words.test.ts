import { describe, expect, it } from 'vitest';
import { pickChoice, readCommand, readText, type Choice } from './words.js';

const choices: Choice[] = [
  { label: '😴 Descans', action: 'day:rest' },
  { label: '🚶 Caminar', action: 'day:walk' },
  { label: '🏃 Córrer', action: 'day:run' },
];

describe('pickChoice', () => {
  it('picks by number, with the punctuation people add', () => {
    expect(pickChoice('2', choices)?.action).toBe('day:walk');
    expect(pickChoice(' 3. ', choices)?.action).toBe('day:run');
    expect(pickChoice('*1*', choices)?.action).toBe('day:rest');
  });
  it('picks by the words of the choice, without its emoji or accents', () => {
    expect(pickChoice('caminar', choices)?.action).toBe('day:walk');
    expect(pickChoice('CORRER', choices)?.action).toBe('day:run');
  });
  it('picks nothing for a number out of range or other words', () => {
    expect(pickChoice('4', choices)).toBeUndefined();
    expect(pickChoice('0', choices)).toBeUndefined();
    expect(pickChoice('caminar molt', choices)).toBeUndefined();
  });
});

describe('readCommand', () => {
  it('reads a command with or without its slash, in English or Catalan', () => {
    expect(readCommand('/today')).toEqual({ kind: 'command', command: 'today' });
    expect(readCommand('today')).toEqual({ kind: 'command', command: 'today' });
    expect(readCommand('Avui')).toEqual({ kind: 'command', command: 'today' });
    expect(readCommand('setmana')).toEqual({ kind: 'command', command: 'week' });
    expect(readCommand('botiga')).toEqual({ kind: 'command', command: 'shop' });
    expect(readCommand('Progrés')).toEqual({ kind: 'command', command: 'progress' });
    expect(readCommand('oblida')).toEqual({ kind: 'command', command: 'forget' });
  });
  it('reads the arguments the commands take', () => {
    expect(readCommand('botiga 60')).toEqual({ kind: 'action', action: 'shop:60' });
    expect(readCommand('shop 42,5 g')).toEqual({ kind: 'action', action: 'shop:42.5' });
    expect(readCommand('/shop molta')).toEqual({ kind: 'action', action: 'shop:NaN' });
    expect(readCommand('apunta un entrepà de pernil')).toEqual({ kind: 'log', text: 'un entrepà de pernil' });
    expect(readCommand('recordatoris 8:00')).toEqual({ kind: 'reminders', text: '8:00' });
    expect(readCommand('reminders 7.30 Europe/London')).toEqual({ kind: 'reminders', text: '7.30 Europe/London' });
    expect(readCommand('recordatoris atura')).toEqual({ kind: 'reminders', text: 'atura' });
    expect(readCommand('recordatoris')).toEqual({ kind: 'reminders', text: '' });
    expect(readCommand('idioma català')).toEqual({ kind: 'action', action: 'lang:ca' });
    expect(readCommand('lang en')).toEqual({ kind: 'action', action: 'lang:en' });
  });
  it('leaves a sentence that starts with a command word to the coach', () => {
    expect(readCommand('avui he dormit poc')).toBeUndefined();
    expect(readCommand('shop for the week?')).toBeUndefined();
    expect(readCommand('idioma de les receptes')).toBeUndefined();
    expect(readCommand('hola')).toBeUndefined();
  });
  it('takes any argument after the slash as the command', () => {
    expect(readCommand('/today please', 'ca')).toEqual({ kind: 'command', command: 'today', languageHint: 'ca' });
  });
});

describe('readText', () => {
  it('picks a pending choice before reading a command or words', () => {
    expect(readText('2', choices)).toEqual({ kind: 'action', action: 'day:walk' });
    expect(readText('2', [])).toEqual({ kind: 'text', text: '2' });
    expect(readText('avui', choices)).toEqual({ kind: 'command', command: 'today' });
    expect(readText('què és la creatina?', choices)).toEqual({ kind: 'text', text: 'què és la creatina?' });
  });
});
