/**
 * @module
 * Meal photo analysis through an OpenAI-compatible vision model, with
 * structured output: the dishes on the plate and an estimated portion of
 * each. Only the cleaned photo is sent, as a data URL.
 */
import { Buffer } from 'node:buffer';
import type OpenAI from 'openai';
import { zodResponseFormat } from 'openai/helpers/zod';
import { z } from 'zod';
import type { CleanPhoto, PhotoAnalyser } from '../../core/photo/analysis.js';
import { toCoachError } from '../llm/openai-chat.js';

export interface OpenAiVisionOptions {
  model: string;
  /** Time allowed for the whole answer, retries included, in ms. Defaults to 30000. */
  deadlineMs?: number;
  /** Longest answer in tokens. Defaults to 500. */
  maxTokens?: number;
}

/** What the model must answer. */
export const PlateSchema = z.object({
  dishes: z.array(z.object({ name: z.string(), estimatedGrams: z.number() })),
});

const INSTRUCTIONS = [
  'You look at a photo of a restaurant meal and list what is on the plate, in English:',
  'each dish or clearly separate food with a short common name and an estimated portion in grams.',
  'If the photo shows no food, answer an empty list. Give no advice and no health or medical comment.',
].join(' ');

export function createOpenAiVisionAnalyser(client: OpenAI, options: OpenAiVisionOptions): PhotoAnalyser {
  return {
    name: 'openai',
    async analyse(photo: CleanPhoto) {
      try {
        const url = `data:${photo.mediaType};base64,${Buffer.from(photo.bytes).toString('base64')}`;
        const completion = await client.chat.completions.parse(
          {
            model: options.model,
            messages: [
              { role: 'system', content: INSTRUCTIONS },
              { role: 'user', content: [{ type: 'image_url', image_url: { url, detail: 'low' } }] },
            ],
            response_format: zodResponseFormat(PlateSchema, 'meal_photo'),
            max_tokens: options.maxTokens ?? 500,
            temperature: 0,
          },
          { signal: AbortSignal.timeout(options.deadlineMs ?? 30_000) },
        );
        const parsed = completion.choices[0]?.message.parsed;
        if (!parsed) throw new Error('the vision model gave no usable answer');
        return {
          payload: { model: options.model, dishes: parsed.dishes },
          items: parsed.dishes.map((dish) => ({ name: dish.name, grams: dish.estimatedGrams })),
        };
      } catch (error) {
        throw toCoachError(error);
      }
    },
  };
}
