/**
 * @module
 * An image model behind an OpenAI-compatible API. GPT image models answer
 * with base64 (`b64_json`); a DALL·E-style URL answer is fetched once, with
 * a timeout and a size bound.
 */
import type OpenAI from 'openai';
import type { ImageModel } from '../../core/images/meal-images.js';
import { fetchWithRetry } from '../http.js';
import { toCoachError } from './openai-chat.js';

export interface OpenAiImageOptions {
  model: string;
  /** Time allowed for the whole generation, in ms. Defaults to 60000. */
  deadlineMs?: number;
  /** Largest image accepted, in bytes. Defaults to 8 MB. */
  maxBytes?: number;
}

export function createOpenAiImageModel(client: OpenAI, options: OpenAiImageOptions): ImageModel {
  const maxBytes = options.maxBytes ?? 8 * 1024 * 1024;
  return {
    async generate(prompt) {
      try {
        const result = await client.images.generate(
          { model: options.model, prompt, n: 1, size: '1024x1024' },
          { signal: AbortSignal.timeout(options.deadlineMs ?? 60_000) },
        );
        const image = result.data?.[0];
        if (image?.b64_json) return Buffer.from(image.b64_json, 'base64');
        if (image?.url) {
          const response = await fetchWithRetry(image.url, {}, { timeoutMs: 10_000, retries: 1 });
          const bytes = new Uint8Array(await response.arrayBuffer());
          if (!response.ok || bytes.byteLength > maxBytes) throw new Error('the image URL gave no usable image');
          return bytes;
        }
        throw new Error('the image model answered without an image');
      } catch (error) {
        throw toCoachError(error);
      }
    },
  };
}
