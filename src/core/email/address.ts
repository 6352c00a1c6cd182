/**
 * @module
 * What an email address is, once for every entry point: the API, the bots, the store's pages and
 * the agent tools all accept exactly the same addresses (zod's rule, at most 254 characters), so
 * none takes one the others would refuse (a trailing NUL or U+0085, say).
 */
import { z } from 'zod';

export const EmailAddressSchema = z.email().max(254);

export const isEmailAddress = (value: string): boolean => EmailAddressSchema.safeParse(value).success;
