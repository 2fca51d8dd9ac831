import { type BaseSyntheticEvent, useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { type Resolver, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { ApiError, type Locale } from '@brids/contracts';
import { CLIENT_CHECK_UNAVAILABLE, CLIENT_CODE_DIGITS, clientRegistrationForm, formMessage, nonClientRegistrationForm, submissionReceipt } from '@brids/contracts/forms';
import { api, localePath } from '@brids/platform';
import { useRenderedInBrowser } from '@brids/platform/browser-only';
import { useTypedBeforeHydration } from '@brids/platform/typed-before-hydration';
import { CaptchaField } from '@brids/platform/captcha-field';
import { Field } from '@brids/ui/field';
import { registrationPath, type RegistrationKind as Kind } from '../../api/registrations.ts';
import { NS } from '../../i18n/registration/catalog.ts';
import { storeRegistration } from './registration-store.ts';

interface Fields {
  clientCode: string;
  fullName: string;
  email: string;
  mobile: string;
  city: string;
  consent: boolean;
  captchaToken: string;
  website: string;
}
const EMPTY: Fields = { clientCode: '', fullName: '', email: '', mobile: '', city: '', consent: false, captchaToken: '', website: '' };
const ORDER: Record<Kind, (keyof Fields)[]> = {
  client: ['clientCode', 'captchaToken'],
  'non-client': ['fullName', 'email', 'mobile', 'city', 'consent', 'captchaToken'],
};
const REFUSALS = ['full', 'closed', 'finished'];
const KINDS: Kind[] = ['client', 'non-client'];
/** The id of a kind's form element; what a visitor typed into it before hydration is kept. */
const formId = (kind: Kind) => `reg-form-${kind}`;

/** The fields as typed into the server's form before the scripts ran (else empty). */
export function initialFields(typed: Map<string, string> | null): Fields {
  if (!typed) return EMPTY;
  const text = (name: keyof Fields) => typed.get(name) ?? '';
  return {
    ...EMPTY,
    clientCode: text('clientCode'),
    fullName: text('fullName'),
    email: text('email'),
    mobile: text('mobile'),
    city: text('city'),
    consent: typed.has('consent'),
    website: text('website'),
  };
}

const newKey = () => (typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `k${Date.now().toString(36)}${Math.random().toString(36).slice(2)}`);
const messageOf = (message: string | undefined, locale: Locale) => (message ? (/^[a-z_]+(:\d+)?$/.test(message) ? formMessage(message, locale) : message) : undefined);

/** One registration form (client or non-client): its own key, kept across retries. */
function RegistrationForm({ kind, slug, locale }: { kind: Kind; slug: string; locale: Locale }) {
  const { t } = useTranslation(NS);
  const navigate = useNavigate();
  const schema = kind === 'client' ? clientRegistrationForm : nonClientRegistrationForm;
  // Until hydrated the form cannot be sent (no captcha yet): its button waits, and what was typed is kept.
  const hydrated = useRenderedInBrowser();
  const typed = useTypedBeforeHydration(formId(kind));
  const { register, handleSubmit, setValue, setError, formState } = useForm<Fields>({
    resolver: zodResolver(schema) as unknown as Resolver<Fields>,
    defaultValues: initialFields(typed),
    // Errors appear on the first press, then follow the typing: a message appearing on blur would move
    // the button away from under the pointer between mousedown and mouseup, and the press would be lost.
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: false,
  });
  const { errors, isSubmitted, submitCount } = formState;
  const key = useRef(newKey());
  const sending = useRef(false);
  const captchaBox = useRef<HTMLDivElement>(null);
  const alertBox = useRef<HTMLDivElement>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [captchaKey, setCaptchaKey] = useState(0);
  const onToken = useCallback((token: string | null) => setValue('captchaToken', token ?? '', { shouldValidate: isSubmitted }), [setValue, isSubmitted]);

  const focusFirst = (names: string[]) => {
    const first = ORDER[kind].find((name) => names.includes(name));
    // After the render that shows the errors (the control may have been rendered anew by then).
    requestAnimationFrame(() => {
      if (first === 'captchaToken') captchaBox.current?.focus();
      else if (first) document.getElementById(`reg-${first}`)?.focus();
    });
  };

  const send = async (values: Fields) => {
    if (sending.current) return;
    sending.current = true;
    setBusy(true);
    setFailure(null);
    const body =
      kind === 'client'
        ? { clientCode: values.clientCode, captchaToken: values.captchaToken, website: values.website }
        : { fullName: values.fullName, email: values.email, mobile: values.mobile, city: values.city, consent: values.consent, captchaToken: values.captchaToken, website: values.website };
    try {
      const answer = await api.post(registrationPath(slug, kind), submissionReceipt, body, { query: { locale }, idempotencyKey: key.current });
      storeRegistration(slug, answer.data);
      await navigate(localePath('eduvest-register-success', { slug }, locale));
    } catch (error) {
      if (error instanceof ApiError && error.status === 409 && REFUSALS.includes(error.errors?.reason?.[0] ?? '')) {
        await navigate(`${localePath('eduvest-register-failed', { slug }, locale)}?reason=${error.errors?.reason?.[0]}`);
      } else if (error instanceof ApiError && error.status >= 400 && error.status < 500) {
        const fieldErrors = Object.entries(error.errors ?? {}).filter(([name]) => name in EMPTY);
        for (const [name, messages] of fieldErrors) setError(name as keyof Fields, { type: 'server', message: messages[0] });
        if (error.errors && 'captchaToken' in error.errors) {
          setValue('captchaToken', '');
          setCaptchaKey((n) => n + 1);
        }
        if (fieldErrors.length) focusFirst(fieldErrors.map(([name]) => name));
        else {
          setFailure(error.message);
          requestAnimationFrame(() => alertBox.current?.focus());
        }
      } else {
        // The client registry could not be asked: 'try again later', never 'not registered'.
        const unavailable = error instanceof ApiError && error.status === 503 && error.errors?.reason?.[0] === CLIENT_CHECK_UNAVAILABLE;
        setFailure(unavailable ? t('clientCheckUnavailable') : error instanceof ApiError ? t('failedServer') : t('failedNetwork'));
        requestAnimationFrame(() => alertBox.current?.focus());
      }
    } finally {
      sending.current = false;
      setBusy(false);
    }
  };

  const submit = (event?: BaseSyntheticEvent) => handleSubmit(send)(event);
  // Each refused press moves the focus to the first field in error, once the errors are shown.
  const firstError = ORDER[kind].find((name) => errors[name]);
  useEffect(() => {
    if (submitCount > 0 && firstError) focusFirst([firstError]);
    // oxlint-disable-next-line react-hooks/exhaustive-deps -- on each press only, not on each keystroke
  }, [submitCount]);
  const error = (name: keyof Fields) => messageOf(errors[name]?.message, locale);
  const retryable = failure === t('failedServer') || failure === t('failedNetwork') || failure === t('clientCheckUnavailable');

  return (
    // Without JavaScript the form is hidden (ui-needs-script) and the page's notice says why: the captcha.
    // POST, so nothing typed could ever land in a URL.
    <form id={formId(kind)} method="post" className={`reg-form reg-form--${kind} ui-needs-script`} noValidate onSubmit={submit}>
      {kind === 'client' ? (
        <Field idPrefix="reg" name="clientCode" label={t('clientCode')} hint={t('clientCodeHint')} error={error('clientCode')}>
          {(props) => <input {...props} {...register('clientCode')} type="text" inputMode="numeric" autoComplete="off" maxLength={CLIENT_CODE_DIGITS + 3} />}
        </Field>
      ) : (
        <>
          <Field idPrefix="reg" name="fullName" label={t('fullName')} error={error('fullName')}>
            {(props) => <input {...props} {...register('fullName')} type="text" autoComplete="name" maxLength={100} />}
          </Field>
          <Field idPrefix="reg" name="email" label={t('email')} error={error('email')}>
            {(props) => <input {...props} {...register('email')} type="email" autoComplete="email" maxLength={254} />}
          </Field>
          <Field idPrefix="reg" name="mobile" label={t('mobile')} hint={t('mobileHint')} error={error('mobile')}>
            {(props) => <input {...props} {...register('mobile')} type="tel" inputMode="tel" autoComplete="tel" maxLength={16} />}
          </Field>
          <Field idPrefix="reg" name="city" label={t('city')} error={error('city')}>
            {(props) => <input {...props} {...register('city')} type="text" autoComplete="address-level2" maxLength={60} />}
          </Field>
          <div className="ui-field">
            <label className="ui-consent">
              <input type="checkbox" {...register('consent')} aria-invalid={errors.consent ? true : undefined} aria-describedby={errors.consent ? 'reg-consent-error' : undefined} />
              <span>{t('consentText')}</span>
            </label>
            {errors.consent ? (
              <p id="reg-consent-error" className="ui-field__error" role="alert">
                {error('consent')}
              </p>
            ) : null}
          </div>
          <p className="reg-reminder" role="note">
            {t('reminder')}
          </p>
        </>
      )}
      <div className="ui-honeypot" aria-hidden="true">
        <label htmlFor={`reg-website-${kind}`}>website</label>
        <input id={`reg-website-${kind}`} type="text" tabIndex={-1} autoComplete="off" {...register('website')} />
      </div>
      <div className="ui-field" ref={captchaBox} tabIndex={-1} aria-label={t('captcha')}>
        <CaptchaField key={captchaKey} onToken={onToken} />
        {errors.captchaToken ? (
          <p className="ui-field__error" role="alert">
            {error('captchaToken')}
          </p>
        ) : null}
      </div>
      {failure ? (
        <div ref={alertBox} className="reg-alert" role="alert" tabIndex={-1}>
          <p>{failure}</p>
          {retryable ? (
            <button type="button" className="edu-button" onClick={() => void submit()} disabled={busy}>
              {t('retry')}
            </button>
          ) : null}
        </div>
      ) : null}
      <button type="submit" className="edu-button edu-button--primary reg-submit" disabled={busy || !hydrated} aria-busy={busy}>
        {busy ? t('registering') : t('register')}
      </button>
    </form>
  );
}

/** The kind chosen in the server's markup before the scripts ran, read in the render that hydrates it. */
function kindChosenBeforeHydration(): Kind | null {
  if (typeof document === 'undefined') return null;
  const chosen = document.querySelector<HTMLInputElement>('input[name="reg-kind"]:checked')?.value;
  return KINDS.find((kind) => kind === chosen) ?? null;
}

/**
 * The choice between registering as a client or as a non-client, and that form. The server renders both
 * forms, and CSS shows the chosen one (registration.css), so either can be filled in before the scripts
 * run; the hydrating render keeps both, then only the chosen one stays, with what was typed into it.
 */
export default function Registration({ slug, locale }: { slug: string; locale: Locale }) {
  const { t } = useTranslation(NS);
  const hydrated = useRenderedInBrowser();
  const [kind, setKind] = useState<Kind>(() => (hydrated ? null : kindChosenBeforeHydration()) ?? 'client');
  return (
    <div className="reg">
      <fieldset className="ui-choice ui-needs-script">
        <legend>{t('chooseLegend')}</legend>
        {KINDS.map((value) => (
          <label key={value}>
            {/* Not controlled: the browser keeps a choice made before hydration, which `kind` starts from. */}
            <input type="radio" name="reg-kind" value={value} defaultChecked={value === 'client'} onChange={() => setKind(value)} />{' '}
            {value === 'client' ? t('client') : t('nonClient')}
          </label>
        ))}
      </fieldset>
      {(hydrated ? [kind] : KINDS).map((shown) => (
        <RegistrationForm key={shown} kind={shown} slug={slug} locale={locale} />
      ))}
    </div>
  );
}
