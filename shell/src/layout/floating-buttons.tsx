import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Component, Locale } from '@brids/contracts';
import { addCatalog } from '@brids/i18n';
import { api } from '@brids/platform';
import { RichText } from '@brids/ui';
import { Popup } from '@brids/ui/popup';
import { type Conversation, readConversation, writeConversation } from '../assistant/conversation.ts';
import { NS } from '../i18n/index.ts';
import { en, id } from '../i18n/parts/floating.ts';
import { formComponentSlugs } from './form-slugs.ts';
import './floating-buttons.css';

// Their words come with this after-paint chunk, not in the shell's first view.
addCatalog(NS, { id, en });

/** The assistant's panel: its own chunk, fetched when the visitor first opens it (or a reload finds it open). */
const ChatPanel = lazy(() => import('../assistant/chat-panel.tsx').then((module) => ({ default: module.ChatPanel })));

/**
 * The assistant's conversation, kept in the tab's session storage (open or not, and the messages), so it
 * survives client navigation and a reload; `focus` is whether the panel takes the focus when it mounts.
 */
function useConversation() {
  const [conversation, setConversation] = useState<Conversation>(readConversation);
  const [focus, setFocus] = useState(false);
  const update = useCallback((change: (c: Conversation) => Conversation) => {
    setConversation((current) => {
      const next = change(current);
      writeConversation(next);
      return next;
    });
  }, []);
  return { conversation, update, focus, setFocus };
}

/** A control of a page's form: while one has focus, the buttons move aside on a phone. */
const FORM_CONTROL = 'input, textarea, select, [contenteditable], form button';

/** True while the focus is on a form control of the page (not of the header, the footer or a popup). */
function useFormFocus(): boolean {
  const [focused, setFocused] = useState(false);
  useEffect(() => {
    const update = () => {
      const active = document.activeElement;
      setFocused(active instanceof Element && active.closest('main') !== null && active.matches(FORM_CONTROL));
    };
    // focusout fires before the next element has focus: look once it has.
    const later = () => setTimeout(update, 0);
    document.addEventListener('focusin', update);
    document.addEventListener('focusout', later);
    update();
    return () => {
      document.removeEventListener('focusin', update);
      document.removeEventListener('focusout', later);
    };
  }, []);
  return focused;
}

type Forms = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; components: Component[] };

function FormList({ forms }: { forms: Forms }) {
  const { t } = useTranslation(NS);
  if (forms.state === 'loading') return <p role="status">{t('state.loading', { ns: 'common' })}</p>;
  if (forms.state === 'failed') return <p role="alert">{t('floating.formsFailed')}</p>;
  if (forms.components.length === 0) return <p>{t('floating.formsEmpty')}</p>;
  return (
    <ul className="form-list">
      {forms.components.map((component) => (
        <li key={component.slug} className="form-list__item">
          <h3>{component.title}</h3>
          <RichText html={component.content} />
          <ul className="form-list__files">
            {component.files.map((file) => (
              <li key={file.url}>
                <a href={file.url} download className="form-list__download">
                  {t('floating.download', { name: file.name ?? component.title })}
                </a>
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ul>
  );
}

/**
 * The floating button pair (spec §2): 'Download Formulir' opens the account-opening forms popup
 * (components named by the brids-form-download-comp-slugs setting); the other opens the
 * messaging-app chat in a new tab. Below them the live-chat button: a 60 px round image labelled
 * 'Ask ' and the assistant's name, which opens the assistant's panel (its code loads on the first open). On a phone they move aside while a form control of the page has
 * focus (a field, a choice or a submit button), so they never cover what the visitor is filling in.
 */
export function FloatingButtons({ locale, settings }: { locale: Locale; settings: Record<string, string> }) {
  const { t } = useTranslation(NS);
  const [open, setOpen] = useState(false);
  const [forms, setForms] = useState<{ locale: Locale; forms: Forms } | null>(null);
  const slugs = formComponentSlugs(settings['brids-form-download-comp-slugs']);
  const chatUrl = settings['whatsapp-chat-url'];
  const assistant = settings['live-chat-assistant-name'];
  // On a phone the buttons would sit over the field being filled in or its form's submit button.
  const aside = useFormFocus();
  const chat = useConversation();
  const updateChat = chat.update;
  const askButton = useRef<HTMLButtonElement>(null);
  const closeChat = useCallback(() => {
    updateChat((c) => ({ ...c, open: false }));
    askButton.current?.focus();
  }, [updateChat]);

  const openForms = () => {
    setOpen(true);
    if (forms?.locale === locale && forms.forms.state === 'ready') return;
    setForms({ locale, forms: { state: 'loading' } });
    api.components(locale, slugs).then(
      (components) => setForms({ locale, forms: { state: 'ready', components } }),
      (error: unknown) => {
        console.error('Components failed to load', error);
        setForms({ locale, forms: { state: 'failed' } });
      },
    );
  };

  return (
    <>
    <div className={aside ? 'floating floating--aside' : 'floating'}>
      {slugs.length > 0 ? (
        <button type="button" className="floating__button floating__button--forms" onClick={openForms}>
          <svg className="floating__icon" viewBox="0 0 40 40" width="40" height="40" aria-hidden="true">
            <rect x="8" y="4" width="24" height="32" rx="3" fill="#fff" />
            <path d="M14 13h12M14 18h12M14 23h8" stroke="#0b4fa3" strokeWidth="2" strokeLinecap="round" />
            <path d="M26 25v7m-3-3 3 3 3-3" stroke="#f28c00" strokeWidth="2" fill="none" strokeLinecap="round" />
          </svg>
          <span>{t('floating.downloadForms')}</span>
        </button>
      ) : null}
      {chatUrl ? (
        <a className="floating__button floating__button--chat" href={chatUrl} target="_blank" rel="noopener noreferrer" aria-label={t('floating.chatLabel')}>
          <svg className="floating__icon" viewBox="0 0 40 40" width="40" height="40" aria-hidden="true">
            <circle cx="20" cy="20" r="18" fill="#25d366" />
            <path d="M12 29l1.6-4.6A9 9 0 1 1 17 27.6z" fill="#fff" />
          </svg>
          <span>{t('floating.chat')}</span>
        </a>
      ) : null}
      {assistant ? (
        <button
          ref={askButton}
          type="button"
          className="floating__live-chat"
          aria-label={t('floating.ask', { name: assistant })}
          aria-expanded={chat.conversation.open}
          onClick={() => {
            chat.setFocus(true);
            chat.update((c) => ({ ...c, open: !c.open }));
          }}
        >
          <svg className="floating__avatar" viewBox="0 0 60 60" width="60" height="60" aria-hidden="true">
            <circle cx="30" cy="30" r="30" fill="#0b4fa3" />
            <circle cx="30" cy="24" r="10" fill="#fff" />
            <path d="M12 50a18 14 0 0 1 36 0" fill="#fff" />
          </svg>
          <span className="floating__live-chat-label">{t('floating.ask', { name: assistant })}</span>
        </button>
      ) : null}
      <Popup open={open} onClose={() => setOpen(false)} title={t('floating.formsTitle')} size="medium">
        <FormList forms={forms?.locale === locale ? forms.forms : { state: 'loading' }} />
      </Popup>
    </div>
    {assistant && chat.conversation.open ? (
      <Suspense fallback={null}>
        <ChatPanel
          locale={locale}
          name={assistant}
          chatUrl={chatUrl}
          conversation={chat.conversation}
          onChange={chat.update}
          onClose={closeChat}
          focusOnOpen={chat.focus}
        />
      </Suspense>
    ) : null}
    </>
  );
}
