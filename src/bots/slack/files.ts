/**
 * @module
 * Downloading a photo shared with the app, after consent: files.info gives
 * its private URL, fetched with the bot token. The token is only ever sent
 * to Slack's file host (or the configured API's own origin, for a fake in
 * tests); the photo is read into memory within the size limit, never stored.
 */
import type { webApi } from '@slack/bolt';
import { CoachError } from '../../core/errors.js';
import { MAX_PHOTO_BYTES } from '../../core/photo/data-url.js';

export interface FileDownload {
  client: Pick<webApi.WebClient, 'files'>;
  token: string;
  /** Origins the token may be sent to. */
  allowedOrigins: readonly string[];
  timeoutMs: number;
}

/** Slack's own file host. */
export const SLACK_FILES_ORIGIN = 'https://files.slack.com';

/** The kinds of photo the analysis takes. */
export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

export async function downloadSlackFile(fileId: string, options: FileDownload): Promise<Uint8Array> {
  const info = await options.client.files.info({ file: fileId }).catch((error: unknown) => {
    throw new CoachError('upstream_unavailable', { cause: error });
  });
  const file = info.file;
  const url = file?.url_private_download ?? file?.url_private;
  if (!file || !url) throw new CoachError('upstream_unavailable');
  if (!(PHOTO_TYPES as readonly string[]).includes(file.mimetype ?? '') || (file.size ?? 0) >= MAX_PHOTO_BYTES)
    throw new CoachError('invalid_request');
  if (!options.allowedOrigins.includes(new URL(url).origin))
    throw new CoachError('upstream_unavailable', { cause: new Error('file URL outside Slack') });
  try {
    return await fetchCapped(url, options);
  } catch (error) {
    throw error instanceof CoachError ? error : new CoachError('upstream_unavailable', { cause: error });
  }
}

async function fetchCapped(url: string, options: FileDownload): Promise<Uint8Array> {
  // A redirect to another origin drops the Authorization header (fetch's rule), so the token stays with Slack.
  const response = await fetch(url, {
    headers: { authorization: `Bearer ${options.token}` },
    signal: AbortSignal.timeout(options.timeoutMs),
  });
  // Without the files:read scope Slack answers 200 with its sign-in page.
  if (!response.ok || !response.body || (response.headers.get('content-type') ?? '').startsWith('text/html'))
    throw new Error(`file download failed: HTTP ${response.status}`);
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
    size += chunk.byteLength;
    if (size >= MAX_PHOTO_BYTES) throw new CoachError('invalid_request');
    chunks.push(chunk);
  }
  return new Uint8Array(Buffer.concat(chunks));
}
