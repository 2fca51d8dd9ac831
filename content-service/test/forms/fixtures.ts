import { TEST_CAPTCHA_TOKEN } from '@brids/contracts';

/** A contact message that passes every rule, with the test-mode captcha response. */
export const goodMessage = (overrides: Record<string, unknown> = {}) => ({
  fullName: 'Budi Santoso',
  email: 'budi@example.co.id',
  phone: '0812 3456 7890',
  domicile: 'indonesia',
  message: 'Saya ingin bertanya tentang pembukaan rekening saham.',
  consent: true,
  captchaToken: TEST_CAPTCHA_TOKEN,
  ...overrides,
});
