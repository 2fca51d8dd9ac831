/**
 * The token of the captcha's test mode (development and tests, where the provider is out of
 * reach): the browser's stand-in widget gives it, and only a content service in test mode accepts it.
 */
export const TEST_CAPTCHA_TOKEN = 'test-mode-captcha-token';
