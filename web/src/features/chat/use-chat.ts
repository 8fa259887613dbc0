import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '@/lib/api-client';
import {
  askAssistant,
  cancelAction,
  clearHistory,
  confirmAction,
  getHistory,
  getUsage,
  type ChatUsage,
  type StoredChatMessage,
} from './api/chat-api';
import { requestMessages } from './api/chat-request';
import { chatTexts } from './chat-texts';
import type { ChatViewer } from './open-chat';
import { isSpent } from './api/chat-action';
import { describeFailure } from './utils/chat-failure';
import {
  conversationOf,
  latestProposalId,
  needsSignIn,
  type ChatEntry,
  type ProposalState,
} from './utils/conversation';
import { messageText } from './utils/message-links';
import { dropPendingQuestion, keepPendingQuestion, takePendingQuestion } from './utils/pending-question';

export type HistoryState = 'idle' | 'loading' | 'loaded' | 'failed';

export interface ChatState {
  entries: ChatEntry[];
  /** A question is on its way or the stored conversation is loading: nothing can be sent. */
  busy: boolean;
  /** An unanswered question asks the visitor to sign in: the input is disabled until then or a clear. */
  signInRequired: boolean;
  history: HistoryState;
  /** What is left of today's messages, once known (signed in only). */
  usage: ChatUsage | null;
  /** A remark under the conversation (a clear the server did not take), or null. */
  notice: string | null;
  /** The text for screen readers of what just happened (an answer, a failure, a clear). */
  announcement: string;
  /** Sends `text` (ignored when blank or while busy); resolves when it is answered or has failed. */
  send: (text: string) => Promise<void>;
  /** Empties the conversation, and the stored one of a signed-in visitor. */
  clear: () => void;
  /**
   * Answers the proposal under the entry `entryId` (ignored unless it is the latest and open);
   * resolves when the server has answered.
   */
  answerProposal: (entryId: string, choice: 'confirm' | 'cancel') => Promise<void>;
}

let entryIds = 0;
const nextId = () => `chat-${(entryIds += 1)}`;

const fromStored = (message: StoredChatMessage): ChatEntry => ({
  id: message.id ? `stored-${message.id}` : nextId(),
  role: message.role,
  content: message.content,
});

/**
 * The conversation of the panel and its calls. A signed-in visitor's stored conversation is loaded
 * when the panel is first open for them; a question left unanswered for want of a sign-in is then
 * asked again. Signing in or out starts a new conversation: one person's never shows to another.
 */
export function useChat({ open, viewer }: { open: boolean; viewer: ChatViewer }): ChatState {
  const { status, userId } = viewer;
  const [entries, setEntriesState] = useState<ChatEntry[]>([]);
  // The entries as the last update left them, for sends started before React renders again.
  const current = useRef<ChatEntry[]>([]);
  const [sending, setSending] = useState(false);
  const [history, setHistory] = useState<HistoryState>('idle');
  const [historyOf, setHistoryOf] = useState<string | null>(null);
  const [usage, setUsage] = useState<ChatUsage | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const inflight = useRef<AbortController | null>(null);
  /** Whose conversation is shown: undefined until the auth state is first known, null for anonymous. */
  const owner = useRef<string | null | undefined>(undefined);

  const setEntries = useCallback((update: (entries: ChatEntry[]) => ChatEntry[]) => {
    current.current = update(current.current);
    setEntriesState(current.current);
  }, []);
  const updateEntry = useCallback(
    (id: string, change: (entry: ChatEntry) => ChatEntry) =>
      setEntries((list) => list.map((entry) => (entry.id === id ? change(entry) : entry))),
    [setEntries],
  );

  const stopSending = useCallback(() => {
    inflight.current?.abort();
    inflight.current = null;
    setSending(false);
  }, []);

  const send = useCallback(
    async (text: string) => {
      const question = text.trim();
      if (!question || inflight.current || needsSignIn(current.current)) return;
      const asked: ChatEntry = { id: nextId(), role: 'user', content: question };
      const answer: ChatEntry = { id: nextId(), role: 'assistant', content: '', pending: true };
      const messages = requestMessages([...conversationOf(current.current), asked]);
      setEntries((list) => [...list, asked, answer]);
      setNotice(null);
      setSending(true);
      setAnnouncement(chatTexts.typing);
      const controller = new AbortController();
      inflight.current = controller;
      try {
        const reply = await askAssistant(messages, {
          onDelta: (piece) =>
            updateEntry(answer.id, (entry) => ({ ...entry, content: entry.content + piece })),
          onRestart: () => updateEntry(answer.id, (entry) => ({ ...entry, content: '' })),
          signal: controller.signal,
        });
        updateEntry(answer.id, (entry) => ({
          ...entry,
          content: reply.response,
          pending: false,
          ...(reply.action ? { proposal: { action: reply.action, state: { kind: 'open' } } } : {}),
        }));
        setAnnouncement(chatTexts.newAnswer(messageText(reply.response)));
        if (reply.usage) setUsage(reply.usage);
      } catch (caught) {
        // Cleared, or signed out, while it was on its way: nothing of it is shown any more.
        if (controller.signal.aborted) return;
        const failure = describeFailure(caught);
        const shown = failure.kind === 'sign-in' ? chatTexts.signIn : failure.text;
        if (failure.kind === 'sign-in') {
          keepPendingQuestion(question);
          // The day's count was the ended session's: it is asked for again after the sign-in.
          setUsage(null);
        }
        updateEntry(answer.id, (entry) => ({ ...entry, content: shown, failure, pending: false }));
        setAnnouncement(shown);
        if (caught instanceof ApiError && caught.status === 429) {
          getUsage().then(setUsage, (error: unknown) => console.warn(error));
        }
      } finally {
        if (inflight.current === controller) {
          inflight.current = null;
          setSending(false);
        }
      }
    },
    [setEntries, updateEntry],
  );

  const answerProposal = useCallback(
    async (entryId: string, choice: 'confirm' | 'cancel') => {
      const entry = current.current.find((item) => item.id === entryId);
      const proposal = entry?.proposal;
      if (!proposal || proposal.state.kind !== 'open' || latestProposalId(current.current) !== entryId)
        return;
      const setState = (state: ProposalState) =>
        updateEntry(entryId, (item) =>
          item.proposal ? { ...item, proposal: { ...item.proposal, state } } : item,
        );
      setState({ kind: 'sending', choice });
      let next: ProposalState;
      let said: string;
      try {
        if (choice === 'confirm') {
          const issue = await confirmAction(proposal.action.id);
          next = { kind: 'confirmed', issueId: issue?.id ?? null };
          said = chatTexts.proposal.confirmed;
        } else {
          await cancelAction(proposal.action.id);
          next = { kind: 'cancelled' };
          said = chatTexts.proposal.cancelled;
        }
      } catch (caught) {
        const failure = describeFailure(caught);
        said = failure.kind === 'sign-in' ? chatTexts.proposal.signIn : failure.text;
        const spent = caught instanceof ApiError && isSpent(caught.status);
        next = spent ? { kind: 'spent', error: said } : { kind: 'open', error: said };
      }
      // Cleared, or another person's conversation, meanwhile: the entry is gone and nothing is said.
      if (!current.current.some((item) => item.id === entryId)) return;
      setState(next);
      setAnnouncement(said);
    },
    [updateEntry],
  );

  // Another person (signed in, signed out, someone else): a new conversation.
  useEffect(() => {
    if (status === 'loading') return;
    const next = status === 'authenticated' ? userId : null;
    const previous = owner.current;
    owner.current = next;
    // The first answer of the auth state changes nobody: what was typed meanwhile stays.
    if (previous === undefined || previous === next) return;
    stopSending();
    setEntries(() => []);
    setHistory('idle');
    setHistoryOf(null);
    setUsage(null);
    setNotice(null);
  }, [status, userId, stopSending, setEntries]);

  // The stored conversation and the day's usage, when the panel is open for a signed-in visitor;
  // then the question that waited for the sign-in.
  useEffect(() => {
    if (!open || status !== 'authenticated' || !userId || historyOf === userId) return undefined;
    const controller = new AbortController();
    setHistory('loading');
    void Promise.allSettled([getHistory(controller.signal), getUsage(controller.signal)]).then(
      ([stored, today]) => {
        if (controller.signal.aborted) return;
        setHistoryOf(userId);
        if (stored.status === 'fulfilled') {
          setEntries(() => stored.value.map(fromStored));
          setHistory('loaded');
        } else {
          console.warn(stored.reason);
          setHistory('failed');
        }
        if (today.status === 'fulfilled') setUsage(today.value);
        else console.warn(today.reason);
        const waiting = takePendingQuestion();
        if (waiting) void send(waiting);
      },
    );
    return () => controller.abort();
  }, [open, status, userId, historyOf, send, setEntries]);

  // Nothing may arrive after the panel is gone.
  useEffect(() => stopSending, [stopSending]);

  const clear = useCallback(() => {
    stopSending();
    setEntries(() => []);
    setNotice(null);
    dropPendingQuestion();
    setAnnouncement(chatTexts.cleared);
    if (status !== 'authenticated') return;
    clearHistory().catch((error: unknown) => {
      console.warn(error);
      setNotice(chatTexts.clearFailed);
    });
  }, [status, stopSending, setEntries]);

  // Loading from the first render of an opening that needs it, not from the effect's: no send, and
  // no suggestions, in between. So too while the session is being checked: the stored conversation
  // that may follow would replace a question sent meanwhile.
  const loadingStored = status === 'authenticated' && userId !== null && historyOf !== userId;
  const shownHistory: HistoryState = open && (status === 'loading' || loadingStored) ? 'loading' : history;

  return {
    entries,
    busy: sending || shownHistory === 'loading',
    signInRequired: needsSignIn(entries),
    history: shownHistory,
    usage,
    notice,
    announcement,
    send,
    clear,
    answerProposal,
  };
}
