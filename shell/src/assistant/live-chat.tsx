import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, type Locale } from '@brids/contracts';
import { CHAT_MESSAGE_MAX, chatMessage, chatStatusEvent, type ChatMessage, type ChatStatus } from '@brids/contracts/chat';
import { readEventStream } from '@brids/contracts/chat-stream';
import { NS } from '../i18n/index.ts';
import { chatStreamOf, closeChat, fetchChat, mergeMessages, newClientId, sendChatMessage, writeChatSession, type ChatSession } from './handover.ts';

type Connection = 'connecting' | 'open' | 'reconnecting';

interface LiveState {
  status: ChatStatus;
  agentName: string | null;
  messages: ChatMessage[];
}

/**
 * The open conversation kept in step with the server: the history first (GET, so a reload shows it), then the
 * stream after its last seq; a lost connection reconnects (sooner when the browser is back `online`), every
 * message merged by seq so none shows twice. `gone` when the server no longer knows the conversation.
 */
function useLiveConversation(session: ChatSession, locale: Locale) {
  const [state, setState] = useState<LiveState | null>(null);
  const [connection, setConnection] = useState<Connection>('connecting');
  const [gone, setGone] = useState(false);
  const [round, setRound] = useState(0);

  // Offline: say so at once (a dead connection may take long to fail); online: a fresh start, without the backoff.
  useEffect(() => {
    const again = () => setRound((n) => n + 1);
    const lost = () => {
      setConnection('reconnecting');
      again();
    };
    window.addEventListener('online', again);
    window.addEventListener('offline', lost);
    return () => {
      window.removeEventListener('online', again);
      window.removeEventListener('offline', lost);
    };
  }, []);

  useEffect(() => {
    const controller = new AbortController();
    let lastSeq = 0;
    const merge = (incoming: ChatMessage[]) =>
      setState((s) => {
        const messages = mergeMessages(s?.messages ?? [], incoming);
        lastSeq = Math.max(lastSeq, messages.at(-1)?.seq ?? 0);
        return { status: s?.status ?? 'waiting', agentName: s?.agentName ?? null, messages };
      });
    const run = async () => {
      try {
        const conversation = await fetchChat(session, locale);
        if (controller.signal.aborted) return;
        lastSeq = conversation.messages.at(-1)?.seq ?? 0;
        setState((s) => ({ status: conversation.status, agentName: conversation.agentName, messages: mergeMessages(s?.messages ?? [], conversation.messages) }));
      } catch (error) {
        if (controller.signal.aborted) return;
        if (error instanceof ApiError && error.status === 404) {
          setGone(true);
          return;
        }
        // no answer: the stream below retries, from the start
      }
      await readEventStream({
        ...chatStreamOf(session, locale),
        signal: controller.signal,
        lastEventId: lastSeq > 0 ? String(lastSeq) : undefined,
        onConnection: (open) => setConnection(open ? 'open' : 'reconnecting'),
        onFatal: (status) => {
          if (status === 404) setGone(true);
        },
        onEvent(event) {
          try {
            const data: unknown = JSON.parse(event.data);
            if (event.event === 'message') {
              const parsed = chatMessage.safeParse(data);
              if (parsed.success) merge([parsed.data]);
            } else if (event.event === 'status') {
              const parsed = chatStatusEvent.safeParse(data);
              if (parsed.success) setState((s) => ({ messages: s?.messages ?? [], ...parsed.data }));
            }
          } catch {
            // a line that is not JSON: skipped
          }
        },
      });
    };
    void run();
    return () => controller.abort();
  }, [session, locale, round]);

  return { state, connection, gone, merge: (message: ChatMessage) => setState((s) => (s ? { ...s, messages: mergeMessages(s.messages, [message]) } : s)) };
}

/** One message of the conversation with a person, as text (never HTML). */
function LiveMessage({ message }: { message: ChatMessage }) {
  const { t } = useTranslation(NS);
  if (message.author === 'system') {
    return (
      <li className="assistant-panel__message assistant-panel__message--system">
        <p>{message.event === 'joined' ? t('assistant.live.joined', { name: message.agentName ?? t('assistant.live.agent') }) : t('assistant.live.closed')}</p>
      </li>
    );
  }
  const who = message.author === 'visitor' ? t('assistant.you') : message.author === 'agent' ? (message.agentName ?? t('assistant.live.agent')) : t('assistant.live.assistant');
  return (
    <li className={`assistant-panel__message assistant-panel__message--${message.author === 'visitor' ? 'visitor' : 'assistant'}`}>
      <p className="assistant-panel__text">
        <span className="assistant-panel__who">{who}: </span>
        {message.body}
      </p>
    </li>
  );
}

export interface LiveChatProps {
  locale: Locale;
  session: ChatSession;
  /** The client-service hours in the visitor's words, shown while waiting (null after a reload). */
  hours: string | null;
  /** Moves the focus to the message box (the visitor just asked for a person; not a restore after a reload). */
  focusOnOpen: boolean;
  /** The conversation is over (closed and dismissed, or gone): back to the assistant. */
  onEnd(): void;
}

/**
 * The conversation with a client-service officer: waiting with the hours, "<name> joined", both sides' messages
 * live in a polite log, a send box (1,000 characters, a counter), a visible 'reconnecting' state, closing by the
 * visitor, and the end when either side closed it.
 */
export function LiveChat({ locale, session, hours, focusOnOpen, onEnd }: LiveChatProps) {
  const { t } = useTranslation(NS);
  const { state, connection, gone, merge } = useLiveConversation(session, locale);
  const [draft, setDraft] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const pendingId = useRef<string | null>(null);
  const log = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLTextAreaElement>(null);
  const inputId = useId();
  const counterId = useId();
  const errorId = useId();

  useEffect(() => {
    if (focusOnOpen) input.current?.focus();
  }, [focusOnOpen]);

  useEffect(() => {
    if (gone) {
      writeChatSession(null);
      onEnd();
    }
  }, [gone, onEnd]);

  useEffect(() => {
    const list = log.current;
    if (list) list.scrollTop = list.scrollHeight;
  }, [state?.messages.length]);

  const closed = state?.status === 'closed';
  const visible = (state?.messages ?? []).filter((m) => m.author !== 'assistant');

  const send = (event?: FormEvent) => {
    event?.preventDefault();
    const body = draft.trim();
    if (body.length === 0) {
      setError(t('assistant.live.empty'));
      input.current?.focus();
      return;
    }
    if (body.length > CHAT_MESSAGE_MAX) {
      setError(t('assistant.live.tooLong', { max: CHAT_MESSAGE_MAX }));
      input.current?.focus();
      return;
    }
    if (sending) return;
    // The same id on a retry of the same text: stored once.
    pendingId.current ??= newClientId();
    setSending(true);
    setError(null);
    sendChatMessage(session, locale, pendingId.current, body).then(
      (message) => {
        merge(message);
        pendingId.current = null;
        setDraft('');
        setSending(false);
      },
      (failure: unknown) => {
        setSending(false);
        setError(failure instanceof ApiError && failure.status < 500 ? failure.message : t('assistant.live.sendFailed'));
      },
    );
  };

  const onInputKey = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) send(event);
  };

  const end = () => {
    if (closed) {
      writeChatSession(null);
      onEnd();
      return;
    }
    closeChat(session, locale).then(
      () => undefined,
      () => setError(t('assistant.live.sendFailed')),
    );
  };

  const waiting = state?.status === 'waiting';
  return (
    <div className="assistant-panel__live">
      <p className="assistant-panel__state" role="status">
        {connection === 'reconnecting'
          ? t('assistant.live.reconnecting')
          : closed
            ? t('assistant.live.closed')
            : waiting
              ? t('assistant.live.waiting')
              : state?.agentName
                ? t('assistant.live.with', { name: state.agentName })
                : t('assistant.live.connecting')}
        {waiting && hours ? <span className="assistant-panel__hours"> {t('assistant.live.hours', { hours })}</span> : null}
      </p>
      {/* Focusable: a keyboard scrolls the conversation once it outgrows the panel. */}
      <div ref={log} className="assistant-panel__log" role="log" aria-live="polite" aria-relevant="additions" aria-label={t('assistant.live.title')} tabIndex={0}>
        <ol className="assistant-panel__messages">
          {visible.map((message) => (
            <LiveMessage key={message.seq} message={message} />
          ))}
        </ol>
      </div>
      {closed ? null : (
        <form className="assistant-panel__form" onSubmit={send} noValidate>
          <label htmlFor={inputId} className="assistant-panel__label">{t('assistant.live.message')}</label>
          <div className="assistant-panel__row">
            <textarea
              ref={input}
              id={inputId}
              className="assistant-panel__input"
              rows={2}
              value={draft}
              aria-describedby={`${counterId}${error ? ` ${errorId}` : ''}`}
              aria-invalid={error ? true : undefined}
              onChange={(event) => {
                setDraft(event.target.value);
                pendingId.current = null;
                if (error) setError(null);
              }}
              onKeyDown={onInputKey}
            />
            <button type="submit" className="assistant-panel__send" disabled={sending}>{t('assistant.send')}</button>
          </div>
          <p id={counterId} className={`assistant-panel__counter${draft.trim().length > CHAT_MESSAGE_MAX ? ' assistant-panel__counter--over' : ''}`}>
            {t('assistant.live.counter', { count: draft.trim().length, max: CHAT_MESSAGE_MAX })}
          </p>
          {error ? <p id={errorId} className="assistant-panel__hint" role="alert">{error}</p> : null}
        </form>
      )}
      <button type="button" className="assistant-panel__action" onClick={end}>
        {closed ? t('assistant.live.back') : t('assistant.live.end')}
      </button>
    </div>
  );
}
