import OpenAI from 'openai';
import type { Logger } from '@smarthome/service-kit';
import { countPromptTokens, countTokens, type ChatTurn } from '../knowledge/index.js';
import { modelUnavailable, type ChatModel, type ModelEvent, type TokenUsage } from './model.js';

export const OPENAI_DEFAULT_BASE_URL = 'https://api.openai.com/v1';

export interface OpenAIModelOptions {
  apiKey: string;
  /** Any OpenAI-compatible endpoint, up to `/v1`. */
  baseURL?: string | undefined;
  model: string;
  /** The whole answer, first byte to last, retry included. */
  timeoutMs: number;
  log: Logger;
}

/**
 * A chat model behind the OpenAI chat-completions API (OpenAI itself or any compatible server),
 * streamed. The SDK retries once on what it considers transient (connection errors, 408, 409,
 * 429, 5xx) before the answer starts; once text flows, a failure is final. The tokens come from
 * the stream's last chunk (`stream_options.include_usage`); an endpoint that sends none is counted
 * with our own tokenizer, so that no answer is ever recorded as free.
 */
export class OpenAIChatModel implements ChatModel {
  readonly name: string;
  private readonly client: OpenAI;
  private readonly log: Logger;

  constructor(private readonly options: OpenAIModelOptions) {
    this.name = options.model;
    this.log = options.log.child({ component: 'openai', model: options.model });
    this.client = new OpenAI({
      apiKey: options.apiKey,
      // Explicit, so the SDK never reads the process environment on its own.
      baseURL: options.baseURL ?? OPENAI_DEFAULT_BASE_URL,
      timeout: options.timeoutMs,
      maxRetries: 1,
      logger: this.log,
      logLevel: 'warn',
    });
  }

  async *stream(system: string, turns: readonly ChatTurn[], signal: AbortSignal): AsyncIterable<ModelEvent> {
    // The SDK's own timeout ends at the response headers; the answer as a whole has a deadline too.
    const deadline = AbortSignal.timeout(this.options.timeoutMs);
    let text = '';
    let usage: TokenUsage | undefined;
    let finished = false;
    try {
      const stream = await this.client.chat.completions.create(
        {
          model: this.options.model,
          messages: [{ role: 'system', content: system }, ...turns],
          stream: true,
          stream_options: { include_usage: true },
        },
        { signal: AbortSignal.any([signal, deadline]) },
      );
      for await (const chunk of stream) {
        const choice = chunk.choices[0];
        if (choice?.finish_reason) finished = true;
        const delta = choice?.delta?.content;
        if (delta) {
          text += delta;
          yield { delta };
        }
        if (chunk.usage) {
          usage = {
            promptTokens: chunk.usage.prompt_tokens,
            completionTokens: chunk.usage.completion_tokens,
          };
        }
      }
    } catch (error) {
      if (signal.aborted) throw signal.reason;
      this.log.warn(
        { err: error, timedOut: deadline.aborted, answeredCharacters: text.length },
        'the language model failed',
      );
      throw modelUnavailable();
    }
    // The SDK ends a stream quietly when it is aborted: an answer cut short must not pass for whole.
    if (signal.aborted) throw signal.reason;
    if (!finished || text.trim() === '') {
      this.log.warn(
        { timedOut: deadline.aborted, finished, answeredCharacters: text.length },
        'the language model did not complete its answer',
      );
      throw modelUnavailable();
    }
    yield {
      usage: usage ?? { promptTokens: countPromptTokens(system, turns), completionTokens: countTokens(text) },
    };
  }
}
