import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { describe, expect, it } from 'vitest';
import { formFields } from './page.js';

function app() {
  const hono = new Hono();
  hono.post('/form', async (c) => c.json(await formFields(c)));
  hono.onError((error, c) => c.text('too large', error instanceof HTTPException ? error.status : 500));
  return hono;
}

describe('formFields', () => {
  it('reads a urlencoded form as text, keeping a postal code’s leading zero', async () => {
    const res = await app().request('/form', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'postalCode=08001&name=Anna+Puig',
    });
    expect(await res.json()).toEqual({ postalCode: '08001', name: 'Anna Puig' });
  });

  it('reads the text fields of a multipart form', async () => {
    const form = new FormData();
    form.set('email', 'anna@example.com');
    form.set('photo', new Blob(['x']), 'a.txt');
    const res = await app().request('/form', { method: 'POST', body: form });
    expect(await res.json()).toEqual({ email: 'anna@example.com' });
  });

  it('reads nothing from a body that is not a form', async () => {
    const res = await app().request('/form', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"email":"a@b.c"}',
    });
    expect(await res.json()).toEqual({});
  });

  it('stops reading a chunked body at 16 KiB and answers 413 while it is still arriving', async () => {
    let sent = 0;
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        sent += 4096;
        controller.enqueue(new TextEncoder().encode('a'.repeat(4096)));
      },
    });
    const res = await app().request('/form', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: endless,
      duplex: 'half',
    } as RequestInit);
    expect(res.status).toBe(413);
    expect(sent).toBeLessThan(64 * 1024);
  });

  it('refuses a declared length over 16 KiB before reading it', async () => {
    const res = await app().request('/form', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'content-length': String(17 * 1024) },
      body: 'a=1',
    });
    expect(res.status).toBe(413);
  });
});
