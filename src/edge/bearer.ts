/**
 * @module
 * The operator's bearer token, compared in constant time so a wrong guess takes as long as a near one.
 */
import { timingSafeEqual } from 'node:crypto';

/** Whether an `Authorization` header carries exactly `Bearer <token>`. */
export function bearerMatches(header: string | undefined, token: string): boolean {
  const given = Buffer.from(/^Bearer (.+)$/i.exec(header ?? '')?.[1] ?? '');
  const wanted = Buffer.from(token);
  return given.length === wanted.length && timingSafeEqual(given, wanted);
}
