// The shared loader of reCAPTCHA version 2 (normal size, badge shown), spec §7 and §8.
export { TEST_CAPTCHA_TOKEN } from '@brids/contracts';

/** A captcha failure, with the spec's messages ('ReCaptcha error: No key provided', ...). */
export class CaptchaError extends Error {
  constructor(reason: 'No key provided' | 'No version provided' | 'Failed to load script' | 'Failed to execute') {
    super(`ReCaptcha error: ${reason}`);
    this.name = 'CaptchaError';
  }
}

export interface RecaptchaOptions {
  siteKey: string | undefined;
  version: string | undefined;
  locale: string;
}

interface Grecaptcha {
  ready: (callback: () => void) => void;
  render: (element: HTMLElement, options: Record<string, unknown>) => number;
  reset: (id?: number) => void;
}

declare global {
  interface Window {
    grecaptcha?: Grecaptcha;
  }
}

const SCRIPT_ID = 'recaptcha-script';
let loading: Promise<Grecaptcha> | undefined;

/** Loads the provider's script once; rejects with 'Failed to load script' when it cannot. */
function loadScript(locale: string): Promise<Grecaptcha> {
  const present = window.grecaptcha;
  if (present) return new Promise((resolve) => present.ready(() => resolve(present)));
  loading ??= new Promise<Grecaptcha>((resolve, reject) => {
    const script = document.createElement('script');
    script.id = SCRIPT_ID;
    script.src = `https://www.google.com/recaptcha/api.js?render=explicit&hl=${encodeURIComponent(locale)}`;
    script.async = true;
    script.onload = () => {
      const api = window.grecaptcha;
      if (api) api.ready(() => resolve(api));
      else reject(new CaptchaError('Failed to load script'));
    };
    script.onerror = () => {
      loading = undefined;
      script.remove();
      reject(new CaptchaError('Failed to load script'));
    };
    document.head.append(script);
  });
  return loading;
}

/**
 * Renders a version-2 checkbox captcha (normal size, badge shown) into `element`; `onToken` gets
 * the response the form must send (null when it expires). Returns a reset function.
 */
export async function renderRecaptcha(
  element: HTMLElement,
  options: RecaptchaOptions,
  onToken: (token: string | null) => void,
): Promise<() => void> {
  if (!options.siteKey) throw new CaptchaError('No key provided');
  if (!options.version) throw new CaptchaError('No version provided');
  const api = await loadScript(options.locale);
  try {
    const id = api.render(element, {
      sitekey: options.siteKey,
      size: 'normal',
      badge: 'bottomright',
      callback: (token: string) => onToken(token),
      'expired-callback': () => onToken(null),
      'error-callback': () => onToken(null),
    });
    return () => api.reset(id);
  } catch {
    throw new CaptchaError('Failed to execute');
  }
}

