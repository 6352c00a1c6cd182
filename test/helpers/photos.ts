/**
 * Real photos for the tests, made with sharp: a plate with GPS in its EXIF,
 * the same in PNG and WebP, a PNG padded with a large text chunk, and a
 * truncated JPEG.
 */
import { crc32 } from 'node:zlib';
import sharp from 'sharp';

/** Where the fixture says it was taken: 41°23'2" N, 2°10'3" E. */
export const FIXTURE_GPS = { latitude: 41 + 23 / 60 + 2 / 3600, longitude: 2 + 10 / 60 + 3 / 3600 };

const plate = () => sharp({ create: { width: 320, height: 240, channels: 3, background: { r: 190, g: 120, b: 60 } } });

/** A JPEG whose EXIF carries a camera, a description and a GPS position. */
export function plateJpegWithGps(): Promise<Buffer> {
  return plate()
    .jpeg()
    .withExif({
      IFD0: { Make: 'TestCam', ImageDescription: 'dinner at Can Test' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '41/1 23/1 2/1', GPSLongitudeRef: 'E', GPSLongitude: '2/1 10/1 3/1' },
    })
    .toBuffer();
}

export const platePng = (): Promise<Buffer> => plate().png().toBuffer();
export const plateWebp = (): Promise<Buffer> => plate().webp().toBuffer();

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A valid PNG of exactly `totalBytes`, padded with a tEXt comment chunk after IHDR. */
export async function pngOfSize(totalBytes: number): Promise<Buffer> {
  const png = await platePng();
  const afterHeader = 8 + 25;
  const padding = totalBytes - png.length - 12;
  const text = Buffer.concat([Buffer.from('Comment\0', 'latin1'), Buffer.alloc(padding - 8, 0x61)]);
  return Buffer.concat([png.subarray(0, afterHeader), chunk('tEXt', text), png.subarray(afterHeader)]);
}

/** The first half of a real JPEG: it still starts like one. */
export async function truncatedJpeg(): Promise<Buffer> {
  const jpeg = await plateJpegWithGps();
  return jpeg.subarray(0, Math.floor(jpeg.length / 2));
}

export const dataUrl = (type: string, bytes: Uint8Array): string =>
  `data:${type};base64,${Buffer.from(bytes).toString('base64')}`;
