import OpenAI from 'openai';
import type {
  ChatCompletionChunk,
  ChatCompletionMessageParam,
  ChatCompletionTool,
} from 'openai/resources/chat/completions';
import type { Logger } from '@smarthome/service-kit';
import { countPromptTokens, countTokens, type ChatTurn } from '../knowledge/index.js';
import type { CallerTools, ToolDefinition } from '../tools/caller-tools.js';
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
 * streamed, with function calling over the caller's own records: the tool calls a round asks for
 * are run and their results sent back until the model answers in text (at most MAX_TOOL_ROUNDS
 * rounds of calls), the text of every round streaming as it comes. The SDK retries once on what it considers transient (connection errors, 408, 409,
 * 429, 5xx) before the answer starts; once text flows, a failure is final. The tokens come from
 * each round's last chunk (`stream_options.include_usage`), summed; an endpoint that sends none is counted
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

  async *stream(
    system: string,
    turns: readonly ChatTurn[],
    signal: AbortSignal,
    tools?: CallerTools,
  ): AsyncIterable<ModelEvent> {
    // The SDK's own timeout ends at the response headers; the answer as a whole (every round of
    // tool calls included) has a deadline too.
    const deadline = AbortSignal.timeout(this.options.timeoutMs);
    const messages: ChatCompletionMessageParam[] = [{ role: 'system', content: system }, ...turns];
    let text = '';
    const usage: TokenUsage = { promptTokens: 0, completionTokens: 0 };
    let reported = true;
    try {
      for (let round = 1; ; round += 1) {
        // The last round may not call tools: the answer must come to an end.
        const offerTools = tools !== undefined && round <= MAX_TOOL_ROUNDS;
        const stream = await this.client.chat.completions.create(
          {
            model: this.options.model,
            messages,
            stream: true,
            stream_options: { include_usage: true },
            ...(offerTools ? { tools: tools.definitions.map(asOpenAITool), parallel_tool_calls: true } : {}),
          },
          { signal: AbortSignal.any([signal, deadline]) },
        );
        const calls: PendingToolCall[] = [];
        let roundText = '';
        let finish: string | null = null;
        let roundUsage: TokenUsage | undefined;
        for await (const chunk of stream) {
          const choice = chunk.choices[0];
          if (choice?.finish_reason) finish = choice.finish_reason;
          const delta = choice?.delta?.content;
          if (delta) {
            roundText += delta;
            yield { delta };
          }
          for (const call of choice?.delta?.tool_calls ?? []) collectToolCall(calls, call);
          if (chunk.usage) {
            roundUsage = {
              promptTokens: chunk.usage.prompt_tokens,
              completionTokens: chunk.usage.completion_tokens,
            };
          }
        }
        if (signal.aborted) throw signal.reason;
        text += roundText;
        if (roundUsage) {
          usage.promptTokens += roundUsage.promptTokens;
          usage.completionTokens += roundUsage.completionTokens;
        } else reported = false;
        if (finish !== 'tool_calls' || calls.length === 0 || !offerTools) {
          if (finish === null || text.trim() === '') throw new IncompleteAnswer(finish !== null);
          break;
        }
        messages.push({
          role: 'assistant',
          content: roundText === '' ? null : roundText,
          tool_calls: calls.map(({ id, name, args }) => ({
            id,
            type: 'function' as const,
            function: { name, arguments: args },
          })),
        });
        for (const call of calls) {
          const result = await tools.run(call.name, parseArguments(call.args));
          // The records come back as the tool's message: data for the model, never its instructions.
          messages.push({ role: 'tool', tool_call_id: call.id, content: JSON.stringify(result) });
        }
      }
    } catch (error) {
      if (signal.aborted) throw signal.reason;
      if (error instanceof IncompleteAnswer) {
        this.log.warn(
          { timedOut: deadline.aborted, finished: error.finished, answeredCharacters: text.length },
          'the language model did not complete its answer',
        );
      } else {
        this.log.warn(
          { err: error, timedOut: deadline.aborted, answeredCharacters: text.length },
          'the language model failed',
        );
      }
      throw modelUnavailable();
    }
    yield {
      usage: reported
        ? usage
        : { promptTokens: countPromptTokens(system, turns), completionTokens: countTokens(text) },
    };
  }
}

/** Rounds of tool calls one answer may make before the model must answer with what it has. */
export const MAX_TOOL_ROUNDS = 3;

/** The model stopped without an answer: the stream ended early (`finished` false) or the text was empty. */
class IncompleteAnswer extends Error {
  constructor(readonly finished: boolean) {
    super('incomplete answer');
  }
}

interface PendingToolCall {
  id: string;
  name: string;
  /** The arguments' JSON, as its pieces arrived. */
  args: string;
}

/** Adds a streamed piece of a tool call to the call it belongs to (by `index`). */
function collectToolCall(calls: PendingToolCall[], piece: ChatCompletionChunk.Choice.Delta.ToolCall): void {
  const call = (calls[piece.index] ??= { id: '', name: '', args: '' });
  if (piece.id) call.id = piece.id;
  if (piece.function?.name) call.name += piece.function.name;
  if (piece.function?.arguments) call.args += piece.function.arguments;
}

function parseArguments(json: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(json === '' ? '{}' : json);
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
}

function asOpenAITool(tool: ToolDefinition): ChatCompletionTool {
  return {
    type: 'function',
    function: { name: tool.name, description: tool.description, parameters: tool.parameters },
  };
}
