import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, type Locale } from '@brids/contracts';
import { CHAT_LEFT_MESSAGE_LIMITS, chatLeftMessageForm, formMessage, submissionReceipt, type ChatLeftMessageInput, type SubmissionReceipt } from '@brids/contracts/forms';
import { api, localePath } from '@brids/platform';
import { CaptchaField } from '@brids/platform/captcha-field';
import { Field } from '@brids/ui/field';
import '@brids/ui/form-fields.css';
import { NS } from '../i18n/index.ts';
import { newClientId, transcriptOf } from './handover.ts';
import type { Message } from './conversation.ts';

/** POST /api/chat/left-messages on the forms backbone: the idempotency key made when the form opened. */
async function leaveChatMessage(message: ChatLeftMessageInput, locale: Locale, idempotencyKey: string): Promise<SubmissionReceipt> {
  return (await api.post('/chat/left-messages', submissionReceipt, message, { query: { locale }, idempotencyKey })).data;
}

interface Fields {
  name: string;
  email: string;
  phone: string;
  message: string;
  consent: boolean;
  captchaToken: string;
  website: string;
}

const EMPTY: Fields = { name: '', email: '', phone: '', message: '', consent: false, captchaToken: '', website: '' };
const ORDER: (keyof Fields)[] = ['name', 'email', 'phone', 'message', 'consent', 'captchaToken'];

/** An error's text: the contract's code ('min_chars:3') in the visitor's language, or the server's own words. */
const messageOf = (message: string | undefined, locale: Locale) => (message ? (/^[a-z_]+(:\d+)?$/.test(message) ? formMessage(message, locale) : message) : undefined);

/**
 * Outside client-service hours, or with no officer online: the leave-a-message form of the forms backbone
 * (`chat-message`), checked by the contract's schema in the browser, with the shared captcha and an idempotency
 * key made when the form opens (kept across retries), then the acknowledgement with the reference.
 */
export function LeaveMessage({ locale, hours, messages, onBack }: { locale: Locale; hours: string | null; messages: Message[]; onBack(): void }) {
  const { t } = useTranslation(NS);
  const [fields, setFields] = useState<Fields>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<keyof Fields, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [receipt, setReceipt] = useState<SubmissionReceipt | null>(null);
  const [captchaKey, setCaptchaKey] = useState(0);
  const key = useRef(newClientId());
  const form = useRef<HTMLFormElement>(null);
  const ack = useRef<HTMLDivElement>(null);

  const set = <K extends keyof Fields>(name: K, value: Fields[K]) => setFields((f) => ({ ...f, [name]: value }));
  const onToken = useCallback((token: string | null) => setFields((f) => ({ ...f, captchaToken: token ?? '' })), []);

  // The form replaced the button the visitor pressed: the focus goes to its first field.
  useEffect(() => {
    form.current?.querySelector<HTMLElement>('[name="name"]')?.focus();
  }, []);

  useEffect(() => {
    if (receipt) ack.current?.focus();
  }, [receipt]);

  const focusFirst = (found: Partial<Record<keyof Fields, string>>) => {
    const first = ORDER.find((name) => found[name]);
    if (first) form.current?.querySelector<HTMLElement>(first === 'captchaToken' ? '.captcha input, .captcha' : `[name="${first}"]`)?.focus();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const transcript = transcriptOf(messages);
    const input = { ...fields, email: fields.email.trim() || undefined, phone: fields.phone.trim() || undefined, transcript: transcript.length ? transcript : undefined };
    const checked = chatLeftMessageForm.safeParse(input);
    if (!checked.success) {
      const found: Partial<Record<keyof Fields, string>> = {};
      for (const issue of checked.error.issues) {
        const name = issue.path[0] as keyof Fields;
        if (ORDER.includes(name)) found[name] ??= messageOf(issue.message, locale);
      }
      setErrors(found);
      focusFirst(found);
      return;
    }
    setErrors({});
    setFailure(null);
    setBusy(true);
    try {
      setReceipt(await leaveChatMessage(checked.data, locale, key.current));
    } catch (error) {
      if (error instanceof ApiError && error.status < 500 && error.errors) {
        const found: Partial<Record<keyof Fields, string>> = {};
        for (const [name, list] of Object.entries(error.errors)) if (ORDER.includes(name as keyof Fields)) found[name as keyof Fields] = messageOf(list[0], locale);
        if ('captchaToken' in error.errors) {
          // a refused captcha response cannot be used again
          setFields((f) => ({ ...f, captchaToken: '' }));
          setCaptchaKey((n) => n + 1);
        }
        setErrors(found);
        if (Object.keys(found).length) focusFirst(found);
        else setFailure(error.message);
      } else {
        setFailure(error instanceof ApiError && error.status < 500 ? error.message : t('assistant.leave.failed'));
      }
    } finally {
      setBusy(false);
    }
  };

  if (receipt) {
    return (
      <div ref={ack} className="assistant-panel__leave" tabIndex={-1} role="status">
        <h3 className="assistant-panel__person-title">{t('assistant.leave.thanksTitle')}</h3>
        <p>
          {t('assistant.leave.reference')}: <strong className="assistant-panel__reference">{receipt.reference}</strong>
        </p>
        <p>{t('assistant.leave.thanksBody')}</p>
        <button type="button" className="assistant-panel__action" onClick={onBack}>{t('assistant.live.back')}</button>
      </div>
    );
  }

  return (
    <form ref={form} className="assistant-panel__leave" onSubmit={(event) => void submit(event)} noValidate aria-labelledby="assistant-leave-title">
      <h3 id="assistant-leave-title" className="assistant-panel__person-title">{t('assistant.leave.title')}</h3>
      <p>{hours ? t('assistant.leave.introHours', { hours }) : t('assistant.leave.intro')}</p>
      <Field idPrefix="chat-leave" name="name" label={t('assistant.leave.name')} error={errors.name}>
        {(props) => <input {...props} name="name" type="text" autoComplete="name" maxLength={CHAT_LEFT_MESSAGE_LIMITS.name.max} value={fields.name} onChange={(e) => set('name', e.target.value)} />}
      </Field>
      <Field idPrefix="chat-leave" name="email" label={t('assistant.leave.email')} hint={t('assistant.leave.contactHint')} error={errors.email}>
        {(props) => <input {...props} name="email" type="email" autoComplete="email" inputMode="email" value={fields.email} onChange={(e) => set('email', e.target.value)} />}
      </Field>
      <Field idPrefix="chat-leave" name="phone" label={t('assistant.leave.phone')} error={errors.phone}>
        {(props) => <input {...props} name="phone" type="tel" autoComplete="tel" inputMode="tel" maxLength={24} value={fields.phone} onChange={(e) => set('phone', e.target.value)} />}
      </Field>
      <Field idPrefix="chat-leave" name="message" label={t('assistant.leave.message')} hint={t('assistant.leave.messageHint', { min: CHAT_LEFT_MESSAGE_LIMITS.message.min })} error={errors.message}>
        {(props) => <textarea {...props} name="message" rows={4} maxLength={CHAT_LEFT_MESSAGE_LIMITS.message.max} value={fields.message} onChange={(e) => set('message', e.target.value)} />}
      </Field>
      <div className="ui-honeypot" aria-hidden="true">
        <label htmlFor="chat-leave-website">{t('assistant.leave.honeypot')}</label>
        <input id="chat-leave-website" name="website" type="text" tabIndex={-1} autoComplete="off" value={fields.website} onChange={(e) => set('website', e.target.value)} />
      </div>
      <div className="ui-field">
        <label className="ui-consent">
          <input
            type="checkbox"
            name="consent"
            checked={fields.consent}
            onChange={(e) => set('consent', e.target.checked)}
            aria-invalid={errors.consent ? true : undefined}
            aria-describedby={errors.consent ? 'chat-leave-consent-error' : undefined}
          />
          <span>
            {t('assistant.leave.consentBefore')}
            <a href={localePath('content-page', { slug: 'privacy-policy' }, locale)} target="_blank" rel="noopener">{t('assistant.leave.consentLink')}</a>
            {t('assistant.leave.consentAfter')}
          </span>
        </label>
        {errors.consent ? <p id="chat-leave-consent-error" className="ui-field__error" role="alert">{errors.consent}</p> : null}
      </div>
      <div className="ui-field" tabIndex={-1} aria-label={t('assistant.leave.captcha')}>
        <CaptchaField key={captchaKey} onToken={onToken} />
        {errors.captchaToken ? <p className="ui-field__error" role="alert">{errors.captchaToken}</p> : null}
      </div>
      {failure ? <p className="assistant-panel__hint" role="alert">{failure}</p> : null}
      <div className="assistant-panel__row">
        <button type="submit" className="assistant-panel__send" disabled={busy} aria-busy={busy}>{busy ? t('assistant.leave.sending') : t('assistant.leave.send')}</button>
        <button type="button" className="assistant-panel__action" onClick={onBack}>{t('assistant.leave.cancel')}</button>
      </div>
    </form>
  );
}
