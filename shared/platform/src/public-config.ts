/** What the shell server tells the browser about its environment (never a secret). */
export interface PublicConfig {
  environment: string;
  captcha: {
    /** 'recaptcha' in production; 'test' in development and tests (refused in production). */
    mode: 'recaptcha' | 'test';
    siteKey?: string;
    version?: string;
  };
  /** Error reporting runs only in production, when a DSN is configured. */
  sentryDsn?: string;
}

declare global {
  interface Window {
    /** Inlined by the shell server into every document. */
    __BRIDS_CONFIG__?: Partial<PublicConfig>;
  }
}

const DEFAULTS: PublicConfig = { environment: 'development', captcha: { mode: 'test' } };

/** The page's public configuration, with development defaults when the server gave none. */
export function publicConfig(): PublicConfig {
  const given = typeof window === 'undefined' ? undefined : window.__BRIDS_CONFIG__;
  return { ...DEFAULTS, ...given, captcha: { ...DEFAULTS.captcha, ...given?.captcha } };
}
