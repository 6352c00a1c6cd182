/** A person's browser for the store's pages, driven by tests over real HTTP. */

/**
 * A browser: a cookie jar (by name, whatever the host: as one site behind a balancer), redirects
 * followed by hand until a page answers or the app's `redirect` is reached, forms posted.
 */
export function createBrowser(origin: string, redirect: string, language = 'en') {
  const jar = new Map<string, string>();
  const go = async (url: string, init: RequestInit = {}): Promise<Response> => {
    const headers = new Headers(init.headers);
    headers.set('accept-language', language);
    if (jar.size) headers.set('cookie', [...jar].map(([name, value]) => `${name}=${value}`).join('; '));
    const response = await fetch(new URL(url, origin), { ...init, headers, redirect: 'manual' });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      const at = pair.indexOf('=');
      jar.set(pair.slice(0, at), pair.slice(at + 1));
    }
    return response;
  };
  /** Follows redirects until a page answers or the app's callback is reached. */
  const follow = async (url: string, init?: RequestInit): Promise<{ url: string; response: Response }> => {
    let response = await go(url, init);
    let at = new URL(url, origin).href;
    while (response.status >= 300 && response.status < 400) {
      at = new URL(response.headers.get('location') ?? '', at).href;
      if (at.startsWith(redirect)) return { url: at, response };
      response = await go(at);
    }
    return { url: at, response };
  };
  const post = (url: string, fields: Record<string, string>) =>
    follow(url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields).toString(),
    });
  return { go, follow, post };
}

export const formAction = (html: string, ending: string) =>
  new RegExp(`action="([^"]*/${ending}\\?[^"]*)"`).exec(html)?.[1]?.replace(/&amp;/g, '&') ?? '';
