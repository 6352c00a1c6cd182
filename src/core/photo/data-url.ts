/**
 * @module
 * Checks a photo sent as a data URL: an allowed media type, valid base64,
 * under the size limit, and bytes that really are that type of image.
 */
import { fromBase64 } from '../base64.js';
import { CoachError } from '../errors.js';

export const PHOTO_MEDIA_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export type PhotoMediaType = (typeof PHOTO_MEDIA_TYPES)[number];

/** Decoded photos must be smaller than this: 8 MB. */
export const MAX_PHOTO_BYTES = 8 * 1024 * 1024;

export interface DecodedPhoto {
  mediaType: PhotoMediaType;
  bytes: Uint8Array;
}

const DATA_URL = /^data:([a-z]+\/[a-z0-9.+-]+);base64,/i;
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/** Decodes the data URL or throws `invalid_request` naming what is wrong. */
export function decodePhotoDataUrl(dataUrl: string): DecodedPhoto {
  const header = DATA_URL.exec(dataUrl);
  if (!header) throw photoError('not_data_url');
  const mediaType = header[1].toLowerCase();
  if (!isPhotoMediaType(mediaType)) throw photoError('media_type', { mediaType });
  const payload = dataUrl.slice(header[0].length);
  if (payload.length % 4 !== 0 || !BASE64.test(payload)) throw photoError('base64');
  if ((payload.length / 4) * 3 - padding(payload) >= MAX_PHOTO_BYTES) throw photoError('too_large');
  const bytes = fromBase64(payload);
  if (bytes.length === 0) throw photoError('empty');
  if (sniff(bytes) !== mediaType) throw photoError('bytes_mismatch', { mediaType });
  return { mediaType, bytes };
}

function isPhotoMediaType(value: string): value is PhotoMediaType {
  return (PHOTO_MEDIA_TYPES as readonly string[]).includes(value);
}

function padding(payload: string): number {
  return payload.endsWith('==') ? 2 : payload.endsWith('=') ? 1 : 0;
}

/** The media type the first bytes announce, whatever the label says. */
export function sniff(bytes: Uint8Array): PhotoMediaType | undefined {
  const starts = (...signature: number[]) => signature.every((byte, i) => bytes[i] === byte);
  if (starts(0xff, 0xd8, 0xff)) return 'image/jpeg';
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'image/png';
  const ascii = (from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));
  if (bytes.length >= 12 && ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'image/webp';
  return undefined;
}

function photoError(reason: string, vars: Record<string, string> = {}): CoachError {
  return new CoachError('invalid_request', {
    messageKey: `errors.photo.${reason}`,
    hintKey: 'errors.photo.hint',
    vars: { ...vars, limitMb: MAX_PHOTO_BYTES / 1024 / 1024 },
  });
}
