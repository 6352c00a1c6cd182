import { beforeEach, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from '../../../test/helpers/api.js';

const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01]);
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d]);
const WEBP = Buffer.concat([Buffer.from('RIFF'), Buffer.from([0x24, 0, 0, 0]), Buffer.from('WEBPVP8 ')]);
const dataUrl = (type: string, bytes: Buffer) => `data:${type};base64,${bytes.toString('base64')}`;

describe('POST /api/meal-photo', () => {
  let api: TestApi;
  beforeEach(async () => {
    api = await createTestApi();
  });
  const send = (body: unknown) => api.post('/api/meal-photo', body);

  it.each([
    ['image/jpeg', JPEG],
    ['image/png', PNG],
    ['image/webp', WEBP],
  ])('accepts a %s photo with consent and answers 503 until a provider is configured', async (type, bytes) => {
    const res = await send({ imageBase64: dataUrl(type, bytes), providerConsent: true });
    expect(res.status).toBe(503);
    expect(((await res.json()) as { code: string }).code).toBe('service_not_configured');
  });

  it.each([
    ['consent false', { imageBase64: dataUrl('image/jpeg', JPEG), providerConsent: false }, 'Set `providerConsent` to true'],
    ['consent missing', { imageBase64: dataUrl('image/jpeg', JPEG) }, '`providerConsent`'],
    ['no data URL', { imageBase64: JPEG.toString('base64'), providerConsent: true }, 'not a base64 data URL'],
    ['a GIF', { imageBase64: dataUrl('image/gif', Buffer.from('GIF89a')), providerConsent: true }, 'image/gif are not accepted'],
    ['broken base64', { imageBase64: 'data:image/jpeg;base64,@@@@', providerConsent: true }, 'not valid base64'],
    ['a PNG labelled JPEG', { imageBase64: dataUrl('image/jpeg', PNG), providerConsent: true }, 'not an image of type image/jpeg'],
    ['text labelled PNG', { imageBase64: dataUrl('image/png', Buffer.from('hello world!')), providerConsent: true }, 'not an image of type image/png'],
    ['an empty photo', { imageBase64: 'data:image/png;base64,', providerConsent: true }, 'empty'],
  ])('answers %s with 422', async (_label, body, text) => {
    const res = await send(body);
    expect(res.status).toBe(422);
    const error = (await res.json()) as { code: string; message: string; hint: string };
    expect(error.code).toBe('invalid_request');
    expect(`${error.message} ${error.hint}`).toContain(text);
  });

  it('accepts a photo just under 8 MB and refuses one of 8 MB', async () => {
    const under = Buffer.alloc(8 * 1024 * 1024 - 1, 0);
    JPEG.copy(under);
    expect((await send({ imageBase64: dataUrl('image/jpeg', under), providerConsent: true })).status).toBe(503);
    const at = Buffer.alloc(8 * 1024 * 1024, 0);
    JPEG.copy(at);
    const res = await send({ imageBase64: dataUrl('image/jpeg', at), providerConsent: true });
    expect(res.status).toBe(422);
    expect(((await res.json()) as { message: string }).message).toContain('8 MB or larger');
  });

  it('refuses a body far over the limit without reading it all', async () => {
    const res = await send({ imageBase64: `data:image/jpeg;base64,${'A'.repeat(12 * 1024 * 1024)}`, providerConsent: true });
    expect(res.status).toBe(422);
    expect(((await res.json()) as { hint: string }).hint).toMatch(/Keep the body under 11\.3 MB/);
  });

  it('answers malformed JSON and a wrong content type with 422', async () => {
    expect((await send('{')).status).toBe(422);
    const res = await api.call('/api/meal-photo', { method: 'POST', headers: { 'content-type': 'image/jpeg' }, body: JPEG });
    expect(res.status).toBe(422);
  });
});
