import { z } from '@hono/zod-openapi';
import { LANGUAGES } from '../../core/ports.js';

export const ChatMessageSchema = z
  .object({
    role: z.enum(['user', 'assistant']),
    text: z.string().max(1400),
  })
  .openapi('ChatMessage');

export const ChatRequestSchema = z
  .object({
    messages: z.array(ChatMessageSchema).min(1).max(12),
    language: z.enum(LANGUAGES).optional().default('en'),
  })
  .openapi('ChatRequest');

export const ChatResponseSchema = z
  .object({
    reply: z.string().openapi({ description: "The coach's answer, at most about 140 words." }),
    declined: z.boolean().openapi({
      description:
        'True when the question was clinical (or a sign of distress) and was declined (an addition to the contract).',
    }),
    source: z
      .enum(['library', 'model'])
      .openapi({ description: 'Whether the coaching library or a language model wrote the reply (an addition).' }),
  })
  .openapi('ChatResponse');
