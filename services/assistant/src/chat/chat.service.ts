import type { AuthUser, Clock, Logger } from '@smarthome/service-kit';
import type { Counter, Gauge } from 'prom-client';
import type { ChatActionView } from '../actions/actions.service.js';
import type { HistoryService } from '../history/history.service.js';
import { countPromptTokens, countTokens, type ChatTurn, type SystemPrompt } from '../knowledge/index.js';
import type { CallerTools } from '../tools/caller-tools.js';
import type { Caller } from '../tools/operations-client.js';
import { recordTopic } from '../tools/record-intents.js';
import { usageRecorded } from '../usage/usage.events.js';
import type { AnswerCache } from './answer-cache.js';
import { validConversation } from './chat.rules.js';
import { LEAK_REFUSAL, LeakDetector, LeakGuard } from './leak-guard.js';
import type { ChatModel, TokenUsage } from './model.js';
import type { ChatUsage, DailyQuota } from './quota.js';

/** The assistant's answer to the last user message, once complete. */
export interface ChatReply {
  /** The whole answer as stored; it replaces the streamed pieces when the leak guard refused. */
  response: string;
  model: string;
  cached: boolean;
  promptTokens: number;
  completionTokens: number;
  /** The caller's usage after this message. */
  usage: ChatUsage;
  /** What the answer proposes to do for the caller (to confirm or cancel); null when nothing. */
  action: ChatActionView | null;
}

/** Who sends a message: the verified user, and as whom the tools read their records (null: no tools). */
export interface ChatCaller {
  user: AuthUser;
  caller: Caller | null;
}

/** An answer the model gave (or that replaced it), before it is stored. */
interface ModelAnswer extends TokenUsage {
  response: string;
  /** The leak guard replaced the model's answer by the refusal. */
  refused: boolean;
}

export interface ChatServiceOptions {
  model: ChatModel;
  /** The system prompt, built on first use (from the site's facts, which never change at run time). */
  systemPrompt: () => SystemPrompt;
  quota: DailyQuota;
  cache: AnswerCache;
  history: HistoryService;
  clock: Clock;
  log: Logger;
  /** `assistant_chats_in_flight`: answers being prepared right now. */
  inFlight?: Gauge;
  /** `assistant_chats_answered_total`: answers stored by this process, the model's or the cache's. */
  answered?: Counter;
  /** Wakes the outbox relay after an exchange was stored with its usage event. */
  kickRelay?: () => void;
  /** The tools over the caller's own records for one message; without them the chat knows only the site. */
  toolsFor?: (user: AuthUser, caller: Caller) => CallerTools;
}

/**
 * The chat: one pipeline behind both the streaming route and `sendChatMessage`.
 *
 *   1. the conversation is checked (BAD_USER_INPUT) and one message of the caller's day is
 *      reserved (RATE_LIMITED);
 *   2. the context: the earlier turns the client sent, or else the caller's stored conversation
 *      of the last two hours (their own only);
 *   3. a question without context that is not about the caller's own records is answered from
 *      the cache when it was asked recently; otherwise the model streams the answer through the
 *      leak guard, reading the caller's records with the caller's rights where it needs them (an
 *      answer that read them is the caller's alone: never cached);
 *   4. the exchange is stored with its usage event in one write; the message stays counted.
 *
 * Whatever ends the answer before step 4 completes (the model failing or timing out, the caller
 * leaving) gives the reserved message back.
 */
export class ChatService {
  private prompt: { system: SystemPrompt; detector: LeakDetector } | undefined;

  constructor(private readonly options: ChatServiceOptions) {}

  get modelName(): string {
    return this.options.model.name;
  }

  /**
   * Answers the conversation's last message, yielding the answer's text in pieces as it becomes
   * safe to show, and returning the complete reply. Every refusal (input, limit, a model that
   * cannot start answering) happens before the first piece; `signal` aborting stops the model.
   */
  async *answer(from: ChatCaller, messages: unknown, signal: AbortSignal): AsyncGenerator<string, ChatReply> {
    const { quota, cache, history, model, clock, toolsFor } = this.options;
    const { user, caller } = from;
    const turns = validConversation(messages);
    const question = turns[turns.length - 1]!.content;
    // The stored context is read while the message is counted: both stand before the first token.
    const contextRead: Promise<ChatTurn[]> =
      turns.length > 1
        ? Promise.resolve(turns)
        : history.recentTurns(user.id).then((earlier) => [...earlier, ...turns]);
    // A refused message never reads it; a failed read is reported below, once counted.
    contextRead.catch(() => undefined);
    // So is the cache, for a message sent alone: its answer is used only when no stored turn
    // comes before it either (a wasted read otherwise, which costs less than a round trip more).
    const cacheRead = turns.length === 1 ? cache.get(model.name, question) : Promise.resolve(null);
    cacheRead.catch(() => undefined);
    const reservation = await quota.reserve(user);
    const askedAt = new Date(clock());
    let stored = false;
    this.options.inFlight?.inc();
    try {
      const context = await contextRead;
      const tools = toolsFor && caller ? toolsFor(user, caller) : undefined;
      const cacheable = context.length === 1 && !(tools && recordTopic(question) !== null);
      const fromCache = cacheable ? await cacheRead : null;

      let answer: ModelAnswer;
      let kept: Promise<void> | undefined;
      if (fromCache !== null) {
        yield fromCache;
        // No model was called: no tokens were spent, so none are recorded.
        answer = { response: fromCache, refused: false, promptTokens: 0, completionTokens: 0 };
      } else {
        answer = yield* this.fromModel(context, signal, tools);
        const personal = tools !== undefined && (tools.used || tools.proposal !== null);
        if (cacheable && !personal && !answer.refused) kept = this.keep(question, answer.response);
      }

      const answeredAt = new Date(clock());
      const exchange = {
        userId: user.id,
        model: model.name,
        cached: fromCache !== null,
        promptTokens: answer.promptTokens,
        completionTokens: answer.completionTokens,
      };
      // The count after this message does not wait for the exchange to be written: both at once,
      // the write settling first (a stored message stays counted whatever the read does).
      const usageRead = quota.usage(user);
      usageRead.catch(() => undefined);
      await history.record(
        { ...exchange, question, answer: answer.response, askedAt, answeredAt },
        usageRecorded({ ...exchange, at: answeredAt }),
      );
      stored = true;
      const usage = await usageRead;
      await kept;
      this.options.answered?.inc();
      this.options.kickRelay?.();
      this.options.log.info(
        {
          model: model.name,
          cached: exchange.cached,
          promptTokens: exchange.promptTokens,
          completionTokens: exchange.completionTokens,
        },
        'chat message answered',
      );
      return {
        response: answer.response,
        model: model.name,
        cached: exchange.cached,
        promptTokens: exchange.promptTokens,
        completionTokens: exchange.completionTokens,
        usage,
        // A refused answer proposes nothing: its text was not shown.
        action: answer.refused ? null : (tools?.proposal ?? null),
      };
    } finally {
      this.options.inFlight?.dec();
      if (!stored) {
        await quota.release(reservation).catch((error: unknown) => {
          this.options.log.error({ err: error }, 'could not give a chat message back to the daily limit');
        });
      }
    }
  }

  /** The model's answer in safe pieces, or the refusal when it started repeating its instructions. */
  private async *fromModel(
    turns: ChatTurn[],
    signal: AbortSignal,
    tools: CallerTools | undefined,
  ): AsyncGenerator<string, ModelAnswer> {
    const { system, detector } = this.systemPrompt();
    const guard = new LeakGuard(detector);
    let text = '';
    let usage: TokenUsage | undefined;
    for await (const event of this.options.model.stream(system.text, turns, signal, tools)) {
      if (event.delta) {
        text += event.delta;
        const safe = guard.push(event.delta);
        // Leaving the loop stops the model: nothing more of it is read, or paid for.
        if (guard.leaked) break;
        if (safe) yield safe;
      }
      if (event.usage) usage = event.usage;
    }
    const rest = guard.end();
    if (guard.leaked) {
      this.options.log.warn(
        { model: this.options.model.name },
        'the model repeated its instructions: refused',
      );
      return {
        response: LEAK_REFUSAL,
        refused: true,
        promptTokens: usage?.promptTokens ?? countPromptTokens(system.text, turns),
        completionTokens: usage?.completionTokens ?? countTokens(text),
      };
    }
    if (rest) yield rest;
    return {
      response: text,
      refused: false,
      promptTokens: usage?.promptTokens ?? countPromptTokens(system.text, turns),
      completionTokens: usage?.completionTokens ?? countTokens(text),
    };
  }

  /** Caches an answer; a cache that cannot be written only costs the next asker tokens. */
  private async keep(question: string, answer: string): Promise<void> {
    try {
      await this.options.cache.set(this.options.model.name, question, answer);
    } catch (error) {
      this.options.log.warn({ err: error }, 'could not cache a chat answer');
    }
  }

  private systemPrompt(): { system: SystemPrompt; detector: LeakDetector } {
    if (!this.prompt) {
      const system = this.options.systemPrompt();
      const publicText = system.text.split(system.instructions).join('\n');
      this.prompt = { system, detector: new LeakDetector(system.instructions, { publicText }) };
    }
    return this.prompt;
  }
}
