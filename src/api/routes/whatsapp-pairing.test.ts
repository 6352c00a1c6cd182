import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { createTestApi } from '../../../test/helpers/api.js';

const TOKEN = 'operator-token-0123456789';
const PNG = new Uint8Array(
  await sharp({ create: { width: 8, height: 8, channels: 3, background: '#fff' } })
    .png()
    .toBuffer(),
);

describe('GET /admin/whatsapp/qr', () => {
  it('gives the operator the pairing code as a PNG, never cached', async () => {
    const api = await createTestApi({ adminToken: TOKEN, whatsappPairing: async () => PNG });
    const res = await api.call('/admin/whatsapp/qr', { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(PNG);
  });
  it('refuses another token, and answers 404 when there is nothing to pair or no operator token', async () => {
    const api = await createTestApi({ adminToken: TOKEN, whatsappPairing: async () => PNG });
    expect(
      (await api.call('/admin/whatsapp/qr', { headers: { authorization: 'Bearer someone-else-0123456789' } })).status,
    ).toBe(401);
    const paired = await createTestApi({ adminToken: TOKEN, whatsappPairing: async () => undefined });
    expect((await paired.call('/admin/whatsapp/qr', { headers: { authorization: `Bearer ${TOKEN}` } })).status).toBe(
      404,
    );
    const closed = await createTestApi({ whatsappPairing: async () => PNG });
    expect((await closed.call('/admin/whatsapp/qr', { headers: { authorization: `Bearer ${TOKEN}` } })).status).toBe(
      404,
    );
  });
});
