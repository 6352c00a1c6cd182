import { describe, expect, it } from 'vitest';
import { CoachError } from '../errors.js';
import { decodePhotoDataUrl, sniff } from './data-url.js';

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);

describe('decodePhotoDataUrl', () => {
  it('decodes a PNG and keeps its bytes', () => {
    const photo = decodePhotoDataUrl(`data:image/PNG;base64,${PNG.toString('base64')}`);
    expect(photo.mediaType).toBe('image/png');
    expect(Buffer.from(photo.bytes)).toEqual(PNG);
  });

  it.each([
    ['plain base64', PNG.toString('base64'), 'errors.photo.not_data_url'],
    ['an SVG', `data:image/svg+xml;base64,${Buffer.from('<svg/>').toString('base64')}`, 'errors.photo.media_type'],
    ['padding in the middle', 'data:image/png;base64,iVBO=w0KGgo=', 'errors.photo.base64'],
    ['a truncated quartet', 'data:image/png;base64,iVBORw0KG', 'errors.photo.base64'],
  ])('refuses %s', (_label, url, key) => {
    expect(() => decodePhotoDataUrl(url)).toThrow(CoachError);
    try {
      decodePhotoDataUrl(url);
    } catch (error) {
      expect((error as CoachError).messageKey).toBe(key);
      expect((error as CoachError).code).toBe('invalid_request');
    }
  });
});

describe('sniff', () => {
  it('reads the signature, not the label', () => {
    expect(sniff(PNG)).toBe('image/png');
    expect(sniff(Buffer.from([0xff, 0xd8, 0xff, 0xdb]))).toBe('image/jpeg');
    expect(sniff(Buffer.from('RIFF\0\0\0\0WEBPVP8L'))).toBe('image/webp');
    expect(sniff(Buffer.from('RIFF\0\0\0\0WAVEfmt '))).toBeUndefined();
    expect(sniff(Buffer.alloc(0))).toBeUndefined();
  });
});
