/**
 * @module
 * Cleans a photo with sharp before it leaves the service: decoded in
 * memory, turned upright, scaled to fit a bound, and re-encoded as JPEG,
 * which drops every piece of metadata (EXIF with GPS, XMP, IPTC, comments,
 * ICC). Nothing touches the disk.
 */
import type SharpModule from 'sharp';
import { CoachError } from '../../core/errors.js';
import type { CleanPhoto, PhotoCleaner } from '../../core/photo/analysis.js';
import { MAX_PHOTO_BYTES } from '../../core/photo/data-url.js';

export interface SharpCleanerOptions {
  /** Longest side of the photo sent on, in pixels. Defaults to 1280. */
  maxSide?: number;
  /** JPEG quality of the photo sent on. Defaults to 85. */
  quality?: number;
  /** Most pixels a photo may have before decoding is refused (a decompression bomb). Defaults to 50 million. */
  maxInputPixels?: number;
}

export function createSharpCleaner(options: SharpCleanerOptions = {}): PhotoCleaner {
  const maxSide = options.maxSide ?? 1280;
  // sharp's native library takes a tenth of a second to load: it loads with the first photo, not at start-up.
  let loading: Promise<{ default: typeof SharpModule }> | undefined;
  return {
    async clean(photo) {
      try {
        const { default: sharp } = await (loading ??= import('sharp'));
        const { data, info } = await sharp(photo.bytes, {
          failOn: 'warning',
          limitInputPixels: options.maxInputPixels ?? 50_000_000,
          sequentialRead: true,
        })
          .rotate()
          .resize({ width: maxSide, height: maxSide, fit: 'inside', withoutEnlargement: true })
          .jpeg({ quality: options.quality ?? 85 })
          .toBuffer({ resolveWithObject: true });
        if (data.length >= MAX_PHOTO_BYTES) throw new Error('the cleaned photo is still too large');
        const clean: CleanPhoto = {
          mediaType: 'image/jpeg',
          bytes: new Uint8Array(data),
          width: info.width,
          height: info.height,
        };
        return clean;
      } catch (error) {
        throw new CoachError('invalid_request', {
          messageKey: 'errors.photo.undecodable',
          hintKey: 'errors.photo.hint',
          vars: { limitMb: MAX_PHOTO_BYTES / 1024 / 1024 },
          cause: error,
        });
      }
    },
  };
}
