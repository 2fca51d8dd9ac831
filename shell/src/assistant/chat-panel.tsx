import { lazy, Suspense, useCallback, useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ApiError, type Locale } from '@brids/contracts';
import { ASSISTANT_QUESTION_MAX, ASSISTANT_QUESTION_MIN, askAssistant, assistantAnswer, type AssistantAnswer } from '@brids/contracts/assistant';
import { addCatalog } from '@brids/i18n';
import { api, localePath } from '@brids/platform';
import { RichText } from '@brids/ui';
import { en, id } from '../i18n/parts/assistant.ts';
import { NS } from '../i18n/index.ts';
import type { Conversation, Message } from './conversation.ts';
import { chatAvailabilityNow, readChatSession, startChat, type ChatSession } from './handover.ts';
import { LiveChat } from './live-chat.tsx';
import './chat-panel.css';

// The leave-a-message form (the forms contract, the captcha) is its own chunk: most visitors never need it.
const LeaveMessage = lazy(() => import('./leave-message.tsx').then((module) => ({ default: module.LeaveMessage })));

// The panel's words come with its chunk (the first open), not in the boot chunk's catalog.
addCatalog(NS, { id, en });

/** A site path the panel may link to (the content service's answers are; a stored one might have been changed). */
const isSitePath = (url: string) => url.startsWith('/') && !url.startsWith('//');

/** A stored message still worth showing: the visitor's text, or an answer the contract accepts. */
const readable = (message: Message) =>
  message.from === 'visitor' || message.answer.kind === 'failed' || message.answer.kind === 'limited' || assistantAnswer.safeParse(message.answer).success;

/** Where the visitor is with a person: offered one, checking, in a conversation, leaving a message. */
type PersonMode =
  | { kind: 'offer' }
  | { kind: 'checking' }
  | { kind: 'failed' }
  | { kind: 'live'; session: ChatSession; hours: string | null; focus: boolean }
  | { kind: 'leave'; hours: string | null };

export interface ChatPanelProps {
  locale: Locale;
  /** The assistant's name (the `live-chat-assistant-name` setting). */
  name: string;
  /** The messaging app's chat link (the `whatsapp-chat-url` setting), offered for a person. */
  chatUrl: string | undefined;
  conversation: Conversation;
  onChange(update: (conversation: Conversation) => Conversation): void;
  onClose(): void;
  /** Moves the focus into the panel when it mounts (an open by the visitor, not a restore after a reload). */
  focusOnOpen: boolean;
}

/** Contact page and WhatsApp: the other ways to reach a person. */
function PersonLinks({ locale, chatUrl }: { locale: Locale; chatUrl: string | undefined }) {
  const { t } = useTranslation(NS);
  return (
    <ul className="assistant-panel__links">
      <li>
        <Link to={localePath('contact-us', {}, locale)}>{t('assistant.contactPage')}</Link>
      </li>
      {chatUrl ? (
        <li>
          <a href={chatUrl} target="_blank" rel="noopener noreferrer">{t('assistant.whatsapp')}</a>
        </li>
      ) : null}
    </ul>
  );
}

function Answer({ answer, locale, chatUrl }: { answer: Message & { from: 'assistant' }; locale: Locale; chatUrl: string | undefined }) {
  const { t } = useTranslation(NS);
  const a = answer.answer;
  switch (a.kind) {
    case 'faq':
      return (
        <>
          <p>{t('assistant.faqFound')}</p>
          <p className="assistant-panel__faq-question">{a.question}</p>
          <RichText html={a.answer} />
          {isSitePath(a.url) ? <p><Link to={a.url}>{t('assistant.faqLink')}</Link></p> : null}
        </>
      );
    case 'pages':
      return (
        <>
          <p>{t('assistant.pagesFound')}</p>
          <ul className="assistant-panel__links">
            {a.results.filter((page) => isSitePath(page.url)).map((page) => (
              <li key={page.url}>
                <Link to={page.url}>{page.title}</Link>
                {page.snippet ? <span className="assistant-panel__snippet">{page.snippet}</span> : null}
              </li>
            ))}
          </ul>
        </>
      );
    case 'nothing':
      return (
        <>
          <p>{t('assistant.nothing')}</p>
          <PersonLinks locale={locale} chatUrl={chatUrl} />
        </>
      );
    case 'limited':
      return <p>{t('assistant.limited')}</p>;
    default:
      return <p>{t('assistant.failed')}</p>;
  }
}

/**
 * The 'Ask <name>' chat panel (issue 28's first slice): the visitor's questions and the assistant's answers from
 * the site's own content (`POST /api/assistant/answers`), kept by the caller in session storage. A non-modal
 * dialog: a full-width sheet on a phone, a panel bottom-right on a desktop; Escape and the close button close it
 * (the caller returns the focus to the button); the messages are a polite live log; every text renders as text,
 * the FAQ answer alone as sanitised rich text. Links navigate in the site with the panel open.
 */
export function ChatPanel({ locale, name, chatUrl, conversation, onChange, onClose, focusOnOpen }: ChatPanelProps) {
  const { t } = useTranslation(NS);
  const titleId = useId();
  const inputId = useId();
  const hintId = useId();
  const [draft, setDraft] = useState('');
  const [pending, setPending] = useState(false);
  const [tooShort, setTooShort] = useState(false);
  const input = useRef<HTMLTextAreaElement>(null);
  const log = useRef<HTMLDivElement>(null);
  const messages = conversation.messages.filter(readable);
  // With a person: the tab's open conversation (restored after a reload), or the leave-a-message form.
  const [person, setPerson] = useState<PersonMode>(() => {
    const session = readChatSession();
    return session ? { kind: 'live', session, hours: null, focus: false } : { kind: 'offer' };
  });
  // Back from a person, the focus returns to the question field (the button pressed is gone).
  const returning = useRef(false);
  const backToAssistant = useCallback(() => {
    returning.current = true;
    setPerson({ kind: 'offer' });
  }, []);
  useEffect(() => {
    if (person.kind !== 'offer' || !returning.current) return;
    returning.current = false;
    input.current?.focus();
  }, [person.kind]);

  const askPerson = () => {
    setPerson({ kind: 'checking' });
    chatAvailabilityNow(locale)
      .then(async (availability) => {
        if (!availability.available) return setPerson({ kind: 'leave', hours: availability.hours });
        const { session } = await startChat(locale, conversation.messages);
        setPerson({ kind: 'live', session, hours: availability.hours, focus: true });
      })
      .catch((error: unknown) => {
        // 409: the desk closed between the two calls: leave a message instead.
        if (error instanceof ApiError && error.status === 409) setPerson({ kind: 'leave', hours: null });
        else setPerson({ kind: 'failed' });
      });
  };

  useEffect(() => {
    if (focusOnOpen) input.current?.focus();
  }, [focusOnOpen]);

  // The newest message in view.
  useEffect(() => {
    const list = log.current;
    if (list) list.scrollTop = list.scrollHeight;
  }, [messages.length, pending]);

  const send = (event?: FormEvent) => {
    event?.preventDefault();
    const question = draft.trim().slice(0, ASSISTANT_QUESTION_MAX);
    if (question.length < ASSISTANT_QUESTION_MIN) {
      setTooShort(true);
      input.current?.focus();
      return;
    }
    if (pending) return;
    setTooShort(false);
    setDraft('');
    setPending(true);
    const nextId = (conversation.messages.at(-1)?.id ?? 0) + 1;
    onChange((c) => ({ ...c, messages: [...c.messages, { id: nextId, from: 'visitor', text: question }] }));
    const reply = (answer: AssistantAnswer | { kind: 'failed' } | { kind: 'limited' }) => {
      setPending(false);
      onChange((c) => ({ ...c, messages: [...c.messages, { id: (c.messages.at(-1)?.id ?? 0) + 1, from: 'assistant', answer }] }));
    };
    askAssistant(api, question, locale).then(reply, (error: unknown) => {
      reply({ kind: error instanceof ApiError && error.status === 429 ? 'limited' : 'failed' });
    });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
    }
  };
  const onInputKey = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // Enter sends, Shift+Enter is a new line.
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) send(event);
  };

  return (
    <section className="assistant-panel" role="dialog" aria-modal="false" aria-labelledby={titleId} onKeyDown={onKeyDown}>
      <header className="assistant-panel__header">
        <h2 id={titleId} className="assistant-panel__title">{t('assistant.title', { name })}</h2>
        <button type="button" className="assistant-panel__close" onClick={onClose} aria-label={t('assistant.close')}>
          <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
            <path d="M6 6l12 12M18 6 6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
      </header>
      <div ref={log} className="assistant-panel__log" role="log" aria-live="polite" aria-relevant="additions" aria-label={t('assistant.title', { name })}>
      <ol className="assistant-panel__messages">
        <li className="assistant-panel__message assistant-panel__message--assistant">
          <p>{t('assistant.intro', { name })}</p>
        </li>
        {messages.map((message) => (
          <li key={message.id} className={`assistant-panel__message assistant-panel__message--${message.from}`}>
            {message.from === 'visitor' ? (
              <p><span className="assistant-panel__who">{t('assistant.you')}: </span>{message.text}</p>
            ) : (
              <Answer answer={message} locale={locale} chatUrl={chatUrl} />
            )}
          </li>
        ))}
        {pending ? (
          <li className="assistant-panel__message assistant-panel__message--assistant">
            <p>{t('assistant.thinking', { name })}</p>
          </li>
        ) : null}
      </ol>
      </div>
      {person.kind === 'live' ? (
        <LiveChat key={person.session.id} locale={locale} session={person.session} hours={person.hours} focusOnOpen={person.focus} onEnd={backToAssistant} />
      ) : person.kind === 'leave' ? (
        <Suspense fallback={<p className="assistant-panel__state" role="status">{t('assistant.live.checking')}</p>}>
          <LeaveMessage locale={locale} hours={person.hours} messages={conversation.messages} onBack={backToAssistant} />
        </Suspense>
      ) : (
      <>
      <form className="assistant-panel__form" onSubmit={send} noValidate>
        <label htmlFor={inputId} className="assistant-panel__label">{t('assistant.question')}</label>
        <div className="assistant-panel__row">
          <textarea
            ref={input}
            id={inputId}
            className="assistant-panel__input"
            rows={2}
            maxLength={ASSISTANT_QUESTION_MAX}
            value={draft}
            placeholder={t('assistant.placeholder')}
            aria-describedby={tooShort ? hintId : undefined}
            aria-invalid={tooShort || undefined}
            onChange={(event) => setDraft(event.target.value)}
            onKeyDown={onInputKey}
          />
          <button type="submit" className="assistant-panel__send" disabled={pending}>{t('assistant.send')}</button>
        </div>
        {tooShort ? <p id={hintId} className="assistant-panel__hint">{t('assistant.tooShort')}</p> : null}
      </form>
      <footer className="assistant-panel__person">
        <h3 className="assistant-panel__person-title">{t('assistant.personTitle')}</h3>
        <p>{t('assistant.personText')}</p>
        <button type="button" className="assistant-panel__action" onClick={askPerson} disabled={person.kind === 'checking'} aria-busy={person.kind === 'checking'}>
          {person.kind === 'checking' ? t('assistant.live.checking') : t('assistant.live.ask')}
        </button>
        {person.kind === 'failed' ? <p className="assistant-panel__hint" role="alert">{t('assistant.live.unavailable')}</p> : null}
        <p>{t('assistant.personOther')}</p>
        <PersonLinks locale={locale} chatUrl={chatUrl} />
      </footer>
      </>
      )}
    </section>
  );
}


