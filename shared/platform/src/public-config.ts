import { readInlineData } from '@brids/contracts';

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

const DEFAULTS: PublicConfig = { environment: 'development', captcha: { mode: 'test' } };

let config: PublicConfig | undefined;

/** The page's public configuration (inlined by the shell server), with development defaults when it gave none. */
export function publicConfig(): PublicConfig {
  if (!config) {
    const given = readInlineData<Partial<PublicConfig>>('config');
    config = { ...DEFAULTS, ...given, captcha: { ...DEFAULTS.captcha, ...given?.captcha } };
  }
  return config;
}
