import { describe, expect, it } from 'vitest';
import { startServer } from './serve.js';

describe('startServer', () => {
  it('finishes a request in flight when closed, then refuses new connections', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const server = await startServer({
      port: 0,
      hostname: '127.0.0.1',
      fetch: async () => {
        await gate;
        return new Response('done');
      },
    });
    const url = `http://127.0.0.1:${server.port}/`;
    const inFlight = fetch(url).then((res) => res.text());
    await new Promise((resolve) => setTimeout(resolve, 50));
    const closed = server.close();
    release();
    expect(await inFlight).toBe('done');
    await closed;
    await expect(fetch(url)).rejects.toThrow();
  });
});
