/**
 * @module
 * The headers of every page a person's browser shows (issue 41 found none): no script may run and nothing may load from
 * elsewhere, no other site may frame the page, the address is not passed on, the type is not guessed, and nothing is
 * cached, since the cart, checkout, order and sign-in pages carry a person's data. JSON answers are left as they are.
 */
import type { MiddlewareHandler } from 'hono';

/**
 * The pages' inline `<style>` is their only style; JSON-LD data blocks are not scripts and run nowhere. No `form-action`:
 * the OAuth sign-in's form ends in a redirect to the app's own address, which browsers would hold to it.
 */
export const PAGE_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:; frame-ancestors 'none'; base-uri 'none'";

/** What every page carries; the OAuth provider, which writes to Node's response itself, sets them there. */
export const PAGE_HEADERS: Readonly<Record<string, string>> = {
  'content-security-policy': PAGE_CSP,
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'no-referrer',
  'cache-control': 'no-store',
};

export function pageHeaders(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    if (!c.res.headers.get('content-type')?.startsWith('text/html')) return;
    const headers = new Headers(c.res.headers);
    for (const [name, value] of Object.entries(PAGE_HEADERS)) headers.set(name, value);
    // A new response: one from a library (the OAuth provider) may hold immutable headers.
    c.res = new Response(c.res.body, { status: c.res.status, statusText: c.res.statusText, headers });
  };
}
