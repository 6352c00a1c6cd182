import exifr from 'exifr';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from '../../../test/helpers/api.js';
import {
  dataUrl,
  pngOfSize,
  plateJpegWithGps,
  platePng,
  plateWebp,
  truncatedJpeg,
} from '../../../test/helpers/photos.js';

const JPEG_MAGIC = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01]);
const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d]);

describe('POST /api/meal-photo without a provider', () => {
  let api: TestApi;
  let jpeg: Buffer;
  beforeAll(async () => {
    jpeg = await plateJpegWithGps();
  });
  beforeEach(async () => {
    api = await createTestApi();
  });
  const send = (body: unknown) => api.post('/api/meal-photo', body);

  it.each([
    ['image/jpeg', plateJpegWithGps],
    ['image/png', platePng],
    ['image/webp', plateWebp],
  ])('checks a %s photo with consent, then answers 503', async (type, make) => {
    const res = await send({ imageBase64: dataUrl(type, await make()), providerConsent: true });
    expect(res.status).toBe(503);
    expect(((await res.json()) as { code: string }).code).toBe('service_not_configured');
  });

  it.each([
    [
      'consent false',
      () => ({ imageBase64: dataUrl('image/jpeg', jpeg), providerConsent: false }),
      'Set `providerConsent` to true',
    ],
    ['consent missing', () => ({ imageBase64: dataUrl('image/jpeg', jpeg) }), '`providerConsent`'],
    ['no data URL', () => ({ imageBase64: jpeg.toString('base64'), providerConsent: true }), 'not a base64 data URL'],
    [
      'a GIF',
      () => ({ imageBase64: dataUrl('image/gif', Buffer.from('GIF89a')), providerConsent: true }),
      'image/gif are not accepted',
    ],
    [
      'broken base64',
      () => ({ imageBase64: 'data:image/jpeg;base64,@@@@', providerConsent: true }),
      'not valid base64',
    ],
    [
      'a PNG labelled JPEG',
      () => ({ imageBase64: dataUrl('image/jpeg', PNG_MAGIC), providerConsent: true }),
      'not an image of type image/jpeg',
    ],
    [
      'text labelled PNG',
      () => ({ imageBase64: dataUrl('image/png', Buffer.from('hello world!')), providerConsent: true }),
      'not an image of type image/png',
    ],
    ['an empty photo', () => ({ imageBase64: 'data:image/png;base64,', providerConsent: true }), 'empty'],
    [
      'JPEG magic bytes and nothing else',
      () => ({ imageBase64: dataUrl('image/jpeg', JPEG_MAGIC), providerConsent: true }),
      'could not be read',
    ],
  ])('answers %s with 422', async (_label, body, text) => {
    const res = await send(body());
    expect(res.status).toBe(422);
    const error = (await res.json()) as { code: string; message: string; hint: string };
    expect(error.code).toBe('invalid_request');
    expect(`${error.message} ${error.hint}`).toContain(text);
  });

  it('answers a truncated JPEG with 422', async () => {
    const res = await send({ imageBase64: dataUrl('image/jpeg', await truncatedJpeg()), providerConsent: true });
    expect(res.status).toBe(422);
    expect(((await res.json()) as { message: string }).message).toContain('could not be read');
  });

  it('accepts a real photo just under 8 MB and refuses one of 8 MB', async () => {
    const limit = 8 * 1024 * 1024;
    expect(
      (await send({ imageBase64: dataUrl('image/png', await pngOfSize(limit - 1)), providerConsent: true })).status,
    ).toBe(503);
    const res = await send({ imageBase64: dataUrl('image/png', await pngOfSize(limit)), providerConsent: true });
    expect(res.status).toBe(422);
    expect(((await res.json()) as { message: string }).message).toContain('8 MB or larger');
  });

  it('refuses a body far over the limit without reading it all', async () => {
    const res = await send({
      imageBase64: `data:image/jpeg;base64,${'A'.repeat(12 * 1024 * 1024)}`,
      providerConsent: true,
    });
    expect(res.status).toBe(422);
    expect(((await res.json()) as { hint: string }).hint).toMatch(/Keep the body under 11\.3 MB/);
  });

  it('answers malformed JSON and a wrong content type with 422', async () => {
    expect((await send('{')).status).toBe(422);
    const res = await api.call('/api/meal-photo', {
      method: 'POST',
      headers: { 'content-type': 'image/jpeg' },
      body: new Uint8Array(jpeg),
    });
    expect(res.status).toBe(422);
  });
});

describe('the fixture photo', () => {
  it('carries a GPS position in its EXIF, so the tests that check it is gone mean something', async () => {
    const gps = await exifr.gps(await plateJpegWithGps());
    expect(gps.latitude).toBeCloseTo(41.384, 3);
    expect(gps.longitude).toBeCloseTo(2.1675, 3);
  });
});
