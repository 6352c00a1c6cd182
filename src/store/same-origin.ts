/**
 * @module
 * The store's own forms and Ajax cart refuse writes another site's page makes in the buyer's browser (issue 41: CSRF
 * rested on `SameSite=Lax` alone, and a cross-site POST to `/cart/add.js` replaced the cart cookie). A browser says where
 * a request comes from in `Sec-Fetch-Site`, or else in `Origin`; a request with neither comes from no page (a script,
 * a command line), which holds no one else's cookie. Agents' and apps' endpoints (JSON-RPC, GraphQL, OAuth) are not
 * behind this: they are called across sites by design and carry their own credentials.
 */
import type { Context, MiddlewareHandler } from 'hono';

/** Whether a browser sent the request from a page of another site. */
export function fromAnotherSite(c: Context): boolean {
  const site = c.req.header('sec-fetch-site');
  // `none`: typed, bookmarked or opened from outside a page (an app's link), which is the person's own doing.
  if (site) return site === 'cross-site' || site === 'same-site';
  const origin = c.req.header('origin');
  if (!origin) return false;
  if (origin === 'null') return true;
  try {
    return new URL(origin).host !== (c.req.header('host') ?? new URL(c.req.url).host);
  } catch {
    return true;
  }
}

/** Refuses a write to a path `paths` matches from another site's page, with `refuse`'s answer. */
export function sameOriginWrites(paths: RegExp, refuse: (c: Context) => Response): MiddlewareHandler {
  return async (c, next) => {
    if (c.req.method === 'GET' || c.req.method === 'HEAD' || c.req.method === 'OPTIONS') return next();
    if (!paths.test(c.req.path)) return next();
    if (fromAnotherSite(c)) return refuse(c);
    return next();
  };
}
