import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@brids/contracts';
import { REDIRECT_KEY, definePage, localePath, readValue, storeValue, useAuthStore } from '@brids/platform';
import { safeRedirectPath } from '@brids/platform/safe-path';
import { Container, PageHeader } from '@brids/ui';
import { defineCatalog } from '@brids/i18n/catalog';
import { NS } from '../../i18n/index.ts';
import { en, id } from '../../i18n/parts/login.ts';
import './login.css';

/** This page's words (not in the shell's first view), loaded in the visitor's language with the page. */
const words = defineCatalog(NS, { id, en });

type Field = 'email' | 'password';
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The editors' login (blank layout, guest-only): stores the token, fetches the user, goes back. */
export default definePage({
  catalogs: [words],
  Component: ({ locale }) => {
    const { t } = useTranslation(NS);
    const login = useAuthStore((state) => state.login);
    const navigate = useNavigate();
    const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
    const [failure, setFailure] = useState<string | null>(null);
    const [busy, setBusy] = useState(false);

    const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      const form = new FormData(event.currentTarget);
      const email = String(form.get('email') ?? '').trim();
      const password = String(form.get('password') ?? '');
      const next: Partial<Record<Field, string>> = {};
      if (!email) next.email = t('auth.required');
      else if (!EMAIL.test(email)) next.email = t('auth.invalidEmail');
      if (!password) next.password = t('auth.required');
      setErrors(next);
      setFailure(null);
      if (Object.keys(next).length > 0) return;
      setBusy(true);
      try {
        await login({ email, password });
        const back = safeRedirectPath(readValue(REDIRECT_KEY));
        storeValue(REDIRECT_KEY, null);
        navigate(back ?? localePath('home', {}, locale), { replace: true });
      } catch (error) {
        setFailure(error instanceof ApiError && (error.status === 401 || error.status === 422) ? t('auth.failed') : t('auth.unavailable'));
      } finally {
        setBusy(false);
      }
    };

    const field = (name: Field, type: string, autoComplete: string) => (
      <div className="login-form__field">
        <label htmlFor={`login-${name}`}>{t(`auth.${name}`)}</label>
        <input
          id={`login-${name}`}
          name={name}
          type={type}
          autoComplete={autoComplete}
          aria-invalid={errors[name] ? true : undefined}
          aria-describedby={errors[name] ? `login-${name}-error` : undefined}
        />
        {errors[name] ? (
          <p id={`login-${name}-error`} className="login-form__error">
            {errors[name]}
          </p>
        ) : null}
      </div>
    );

    return (
      <>
        <PageHeader title={t('auth.title')} summary={t('auth.lead')} />
        <Container>
          <form className="login-form" noValidate onSubmit={(event) => void onSubmit(event)}>
            {field('email', 'email', 'username')}
            {field('password', 'password', 'current-password')}
            {failure ? (
              <p role="alert" className="login-form__failure">
                {failure}
              </p>
            ) : null}
            <button type="submit" disabled={busy}>
              {busy ? t('auth.submitting') : t('auth.submit')}
            </button>
          </form>
        </Container>
      </>
    );
  },
});
