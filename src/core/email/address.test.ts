import { describe, expect, it } from 'vitest';
import { EmailRequestSchema } from '../../api/schemas/email.js';
import { isEmailAddress } from './address.js';

const ADDRESSES = [
  'ana@example.com',
  'núria@example.cat',
  'ana@example.com\u0000',
  'ana@example.com\u0085',
  'ana @example.com',
  'ana@example',
  '@example.com',
  `${'a'.repeat(250)}@x.es`,
  'a.b+c@sub.example.org',
];

describe('one rule for email addresses', () => {
  it('refuses control characters the trimming of a chat message leaves in place', () => {
    expect(isEmailAddress('ana@example.com\u0000'.trim())).toBe(false);
    expect(isEmailAddress('ana@example.com\u0085'.trim())).toBe(false);
    expect(isEmailAddress('ana@example.com')).toBe(true);
  });

  it('accepts in the chats exactly what the API accepts', () => {
    const api = (email: string) => EmailRequestSchema.shape.email.safeParse(email).success;
    expect(ADDRESSES.map(isEmailAddress)).toEqual(ADDRESSES.map(api));
  });
});
