/**
 * @module
 * A chat model behind any OpenAI-compatible API (OpenAI, Ollama, vLLM,
 * llama.cpp), through the official SDK. Every call is bounded in time, and
 * every failure (HTTP errors, timeouts, refusals, empty or garbled answers)
 * becomes `upstream_unavailable`.
 */
import OpenAI from 'openai';
import type { ChatModel } from '../../core/chat/coach-chat.js';
import { CoachError } from '../../core/errors.js';

export interface OpenAiChatOptions {
  apiKey: string;
  /** Base URL of the API; the SDK's default (OpenAI) when absent. */
  baseUrl?: string;
  model: string;
  /** Time allowed for one request, in ms. Defaults to 15000. */
  timeoutMs?: number;
  /** Time allowed for the whole reply, retries included, in ms. Defaults to 25000. */
  deadlineMs?: number;
  /** Retries of transient failures. Defaults to 1. */
  maxRetries?: number;
  /** Longest reply in tokens. Defaults to 400. */
  maxTokens?: number;
}

export function createOpenAiClient(
  options: Pick<OpenAiChatOptions, 'apiKey' | 'baseUrl' | 'timeoutMs' | 'maxRetries'>,
): OpenAI {
  return new OpenAI({
    apiKey: options.apiKey,
    baseURL: options.baseUrl,
    timeout: options.timeoutMs ?? 15_000,
    maxRetries: options.maxRetries ?? 1,
  });
}

export function createOpenAiChatModel(
  options: OpenAiChatOptions,
  client: OpenAI = createOpenAiClient(options),
): ChatModel {
  return {
    async reply({ system, messages }) {
      try {
        const completion = await client.chat.completions.create(
          {
            model: options.model,
            messages: [
              { role: 'system', content: system },
              ...messages.map((message) => ({ role: message.role, content: message.text })),
            ],
            max_tokens: options.maxTokens ?? 400,
            temperature: 0.4,
          },
          { signal: AbortSignal.timeout(options.deadlineMs ?? 25_000) },
        );
        const message = completion.choices[0]?.message;
        const content = message?.content?.trim();
        if (!message || message.refusal || !content) throw new Error('the model gave no usable reply');
        return content;
      } catch (error) {
        throw toCoachError(error);
      }
    },
  };
}

/** Every failure of a model call, SDK errors and our own, as `upstream_unavailable`. */
export function toCoachError(error: unknown): CoachError {
  return error instanceof CoachError ? error : new CoachError('upstream_unavailable', { cause: error });
}
