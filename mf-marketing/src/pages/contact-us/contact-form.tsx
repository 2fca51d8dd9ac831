import { type BaseSyntheticEvent, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type FieldErrors, type Resolver, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { ApiError, type Locale } from '@brids/contracts';
import { CONTACT_LIMITS, contactForm, formMessage, type SubmissionReceipt } from '@brids/contracts/forms';
import { api, localePath } from '@brids/platform';
import { useRenderedInBrowser } from '@brids/platform/browser-only';
import { useTypedBeforeHydration } from '@brids/platform/typed-before-hydration';
import { CaptchaField } from '@brids/platform/captcha-field';
import { Field } from '@brids/ui/field';
import { sendContactMessage } from '../../api/contact-messages.ts';
import { NS } from '../../i18n/contact/index.ts';

/** What the form holds while the visitor types (the schema checks it into a ContactFormValues). */
export interface ContactFormFields {
  fullName: string;
  email: string;
  phone: string;
  domicile: 'indonesia' | 'abroad';
  message: string;
  consent: boolean;
  captchaToken: string;
  website: string;
}

const EMPTY: ContactFormFields = {
  fullName: '',
  email: '',
  phone: '',
  domicile: 'indonesia',
  message: '',
  consent: false,
  captchaToken: '',
  website: '',
};

/** The form element's id: the server renders it, and what a visitor typed there before hydration is kept. */
const FORM_ID = 'contact-form';

/** The fields as typed into the server's form before the scripts ran (else empty). */
export function initialFields(typed: Map<string, string> | null): ContactFormFields {
  if (!typed) return EMPTY;
  const text = (name: keyof ContactFormFields) => typed.get(name) ?? '';
  return {
    ...EMPTY,
    fullName: text('fullName'),
    email: text('email'),
    phone: text('phone'),
    domicile: typed.get('domicile') === 'abroad' ? 'abroad' : 'indonesia',
    message: text('message'),
    consent: typed.has('consent'),
    website: text('website'),
  };
}

const FIELD_ORDER: (keyof ContactFormFields)[] = ['fullName', 'email', 'phone', 'domicile', 'message', 'consent', 'captchaToken'];

type Failure = { kind: 'network' | 'server' } | { kind: 'refused'; message: string } | null;

/** A key for one message, made when the form opens and kept across retries (the server stores once). */
const newKey = () =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `k${Date.now().toString(36)}${Math.random().toString(36).slice(2)}`;

/** The text of an error: a schema code ('min_chars:3') in the visitor's language, or the server's own text. */
const messageOf = (message: string | undefined, locale: Locale) => (message ? (/^[a-z_]+(:\d+)?$/.test(message) ? formMessage(message, locale) : message) : undefined);

function Acknowledgement({ receipt, email, onAnother }: { receipt: SubmissionReceipt; email: string; onAnother: () => void }) {
  const { t } = useTranslation(NS);
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => box.current?.focus(), []);
  return (
    <div ref={box} className="contact-thanks" tabIndex={-1} role="status" aria-labelledby="contact-thanks-title">
      <h3 id="contact-thanks-title">{t('thanksTitle')}</h3>
      <p>
        {t('thanksReference')}: <strong className="contact-thanks__reference">{receipt.reference}</strong>
      </p>
      <p>{t('thanksBody', { email })}</p>
      <button type="button" className="contact-button contact-button--secondary" onClick={onAnother}>
        {t('sendAnother')}
      </button>
    </div>
  );
}

/**
 * The contact form (spec §3, §5): react-hook-form with the contract's zod schema, the shared captcha,
 * an idempotency key kept across retries, the input kept on a failure, focus on the first error.
 */
export default function ContactForm({ locale }: { locale: Locale }) {
  const { t } = useTranslation(NS);
  // Until hydrated the form cannot be sent (no captcha yet): its button waits, and what was typed is kept.
  const hydrated = useRenderedInBrowser();
  const typed = useTypedBeforeHydration(FORM_ID);
  const [initial] = useState(() => initialFields(typed));
  const {
    register,
    handleSubmit,
    setValue,
    setError,
    setFocus,
    control,
    reset,
    getValues,
    formState: { errors, isSubmitted },
  } = useForm<ContactFormFields>({
    resolver: zodResolver(contactForm) as unknown as Resolver<ContactFormFields>,
    defaultValues: initial,
    // Errors appear on the first press, then follow the typing: a message appearing on blur would move
    // the button away from under the pointer between mousedown and mouseup, and the press would be lost.
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: false,
  });
  const key = useRef(newKey());
  const sending = useRef(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<Failure>(null);
  const [receipt, setReceipt] = useState<SubmissionReceipt | null>(null);
  const [captchaKey, setCaptchaKey] = useState(0);
  const captchaBox = useRef<HTMLDivElement>(null);
  const alertBox = useRef<HTMLDivElement>(null);
  // The hydrating render shows the server's hint; the one for a domicile chosen before follows at once.
  const watchedDomicile = useWatch({ control, name: 'domicile' });
  const domicile = hydrated ? watchedDomicile : EMPTY.domicile;

  const onToken = useCallback(
    (token: string | null) => setValue('captchaToken', token ?? '', { shouldValidate: isSubmitted }),
    [setValue, isSubmitted],
  );

  const focusFirstError = (fieldErrors: FieldErrors<ContactFormFields>) => {
    const first = FIELD_ORDER.find((name) => fieldErrors[name]);
    if (!first) return;
    if (first === 'captchaToken') captchaBox.current?.focus();
    else setFocus(first);
  };

  const send = async (values: ContactFormFields) => {
    if (sending.current) return;
    sending.current = true;
    setBusy(true);
    setFailure(null);
    try {
      setReceipt(await sendContactMessage(api, values, { locale, idempotencyKey: key.current }));
    } catch (error) {
      if (error instanceof ApiError && error.status >= 400 && error.status < 500) {
        const fieldErrors = error.errors ?? {};
        const named = Object.entries(fieldErrors).filter(([name]) => FIELD_ORDER.includes(name as keyof ContactFormFields));
        for (const [name, messages] of named) setError(name as keyof ContactFormFields, { type: 'server', message: messages[0] });
        if ('captchaToken' in fieldErrors) {
          // A refused captcha response cannot be used again: show a fresh captcha.
          setValue('captchaToken', '');
          setCaptchaKey((n) => n + 1);
        }
        if (named.length > 0) {
          const first = FIELD_ORDER.find((name) => name in fieldErrors);
          if (first === 'captchaToken') captchaBox.current?.focus();
          else if (first) setFocus(first);
        } else {
          setFailure({ kind: 'refused', message: error.message });
        }
      } else {
        // No answer, or a 5xx: everything typed stays, and the retry reuses the same key.
        setFailure({ kind: error instanceof ApiError ? 'server' : 'network' });
      }
    } finally {
      sending.current = false;
      setBusy(false);
    }
  };

  useEffect(() => {
    if (failure) alertBox.current?.focus();
  }, [failure]);

  if (receipt) {
    return (
      <Acknowledgement
        receipt={receipt}
        email={getValues('email')}
        onAnother={() => {
          key.current = newKey();
          reset(EMPTY);
          setReceipt(null);
          setCaptchaKey((n) => n + 1);
        }}
      />
    );
  }

  const error = (name: keyof ContactFormFields) => messageOf(errors[name]?.message, locale);
  const submit = (event?: BaseSyntheticEvent) => handleSubmit(send, focusFirstError)(event);

  return (
    // Without JavaScript the form is hidden (ui-needs-script) and the page's notice says why: the captcha.
    // POST, so nothing typed could ever land in a URL.
    <form id={FORM_ID} method="post" className="contact-form ui-needs-script" noValidate onSubmit={submit} aria-describedby="contact-form-intro">
      <p id="contact-form-intro" className="contact-form__intro">
        {t('formIntro')}
      </p>
      <Field idPrefix="contact" name="fullName" label={t('fullName')} error={error('fullName')}>
        {(props) => <input {...props} {...register('fullName')} type="text" autoComplete="name" maxLength={CONTACT_LIMITS.fullName.max} />}
      </Field>
      <Field idPrefix="contact" name="email" label={t('email')} error={error('email')}>
        {(props) => <input {...props} {...register('email')} type="email" autoComplete="email" inputMode="email" maxLength={CONTACT_LIMITS.email.max} />}
      </Field>
      <fieldset className="ui-choice" aria-describedby={errors.domicile ? 'contact-domicile-error' : undefined}>
        <legend>{t('domicile')}</legend>
        <label>
          <input type="radio" value="indonesia" defaultChecked={initial.domicile === 'indonesia'} {...register('domicile')} /> {t('domicileIndonesia')}
        </label>
        <label>
          <input type="radio" value="abroad" defaultChecked={initial.domicile === 'abroad'} {...register('domicile')} /> {t('domicileAbroad')}
        </label>
        {errors.domicile ? (
          <p id="contact-domicile-error" className="ui-field__error" role="alert">
            {error('domicile')}
          </p>
        ) : null}
      </fieldset>
      <Field idPrefix="contact" name="phone" label={t('phone')} error={error('phone')} hint={domicile === 'abroad' ? t('phoneHintAbroad') : t('phoneHintIndonesia')}>
        {(props) => <input {...props} {...register('phone')} type="tel" autoComplete="tel" inputMode="tel" maxLength={24} />}
      </Field>
      <Field idPrefix="contact" name="message" label={t('message')} error={error('message')} hint={t('messageHint', { min: CONTACT_LIMITS.message.min })}>
        {(props) => <textarea {...props} {...register('message')} rows={6} maxLength={CONTACT_LIMITS.message.max} />}
      </Field>
      <div className="ui-honeypot" aria-hidden="true">
        <label htmlFor="contact-website">{t('honeypot')}</label>
        <input id="contact-website" type="text" tabIndex={-1} autoComplete="off" {...register('website')} />
      </div>
      <div className="ui-field">
        <label className="ui-consent">
          <input
            type="checkbox"
            {...register('consent')}
            aria-invalid={errors.consent ? true : undefined}
            aria-describedby={errors.consent ? 'contact-consent-error' : undefined}
          />
          <span>
            {t('consentBefore')}
            <a href={localePath('content-page', { slug: 'privacy-policy' }, locale)} target="_blank" rel="noopener">
              {t('consentLink')} <span className="contact-visually-hidden">{t('newTab')}</span>
            </a>
            {t('consentAfter')}
          </span>
        </label>
        {errors.consent ? (
          <p id="contact-consent-error" className="ui-field__error" role="alert">
            {error('consent')}
          </p>
        ) : null}
      </div>
      <div className="ui-field" ref={captchaBox} tabIndex={-1} aria-label={t('captcha')} aria-describedby={errors.captchaToken ? 'contact-captcha-error' : undefined}>
        <CaptchaField key={captchaKey} onToken={onToken} />
        {errors.captchaToken ? (
          <p id="contact-captcha-error" className="ui-field__error" role="alert">
            {error('captchaToken')}
          </p>
        ) : null}
      </div>
      {failure ? (
        <div ref={alertBox} className="contact-alert" role="alert" tabIndex={-1}>
          <p className="contact-alert__title">{t('failedTitle')}</p>
          <p>{failure.kind === 'refused' ? failure.message : failure.kind === 'server' ? t('failedServer') : t('failedNetwork')}</p>
          {failure.kind === 'refused' ? null : (
            <button type="button" className="contact-button contact-button--secondary" onClick={() => void submit()} disabled={busy}>
              {t('retry')}
            </button>
          )}
        </div>
      ) : null}
      <div className="contact-form__actions">
        <button type="submit" className="contact-button" disabled={busy || !hydrated} aria-disabled={busy || !hydrated} aria-busy={busy}>
          {busy ? (
            <>
              <span className="contact-spinner" aria-hidden="true" /> {t('sending')}
            </>
          ) : (
            t('send')
          )}
        </button>
      </div>
    </form>
  );
}
