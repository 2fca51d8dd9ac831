import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TEST_CAPTCHA_TOKEN } from '@brids/contracts';
import { CaptchaError, renderRecaptcha } from './captcha.ts';
import { publicConfig } from './public-config.ts';
import { useLocale } from './hooks.ts';

/**
 * The captcha every form shows before it is sent (spec §5). Production renders reCAPTCHA v2;
 * development and tests render a stand-in checkbox whose token only a test-mode content service accepts.
 */
export function CaptchaField({ onToken }: { onToken: (token: string | null) => void }) {
  const { t } = useTranslation('common');
  const locale = useLocale();
  const { captcha } = publicConfig();
  const id = useId();
  const box = useRef<HTMLDivElement>(null);
  const [error, setError] = useState<string | null>(null);
  const testBox = useRef<HTMLInputElement>(null);

  // The stand-in ticked in the server's markup before the scripts ran: its token, as if ticked now.
  useEffect(() => {
    if (testBox.current?.checked) onToken(TEST_CAPTCHA_TOKEN);
    // oxlint-disable-next-line react-hooks/exhaustive-deps -- once, for the box as hydration found it
  }, []);

  useEffect(() => {
    if (captcha.mode !== 'recaptcha' || !box.current) return undefined;
    let reset: (() => void) | undefined;
    renderRecaptcha(box.current, { siteKey: captcha.siteKey, version: captcha.version, locale }, onToken).then(
      (fn) => {
        reset = fn;
      },
      (failure: unknown) => {
        console.error(failure);
        setError(failure instanceof CaptchaError ? failure.message : 'ReCaptcha error: Failed to execute');
      },
    );
    return () => reset?.();
  }, [captcha.mode, captcha.siteKey, captcha.version, locale, onToken]);

  if (captcha.mode === 'test') {
    return (
      <div className="captcha captcha--test">
        <input ref={testBox} id={id} type="checkbox" onChange={(event) => onToken(event.currentTarget.checked ? TEST_CAPTCHA_TOKEN : null)} />
        <label htmlFor={id}>{t('captcha.testLabel')}</label>
      </div>
    );
  }
  return (
    <div className="captcha">
      <div ref={box} />
      {error ? (
        <p role="alert" className="captcha__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
