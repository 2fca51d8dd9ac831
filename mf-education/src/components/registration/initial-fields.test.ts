import { describe, expect, it } from 'vitest';
import { initialFields } from './registration-form.tsx';

describe("a registration form's fields typed before hydration", () => {
  it('starts empty when nothing was typed into a server form', () => {
    expect(initialFields(null)).toEqual({ clientCode: '', fullName: '', email: '', mobile: '', city: '', consent: false, captchaToken: '', website: '' });
  });

  it('takes each field as typed and the consent ticked; never a captcha token', () => {
    const typed = new Map([
      ['fullName', 'Budi'],
      ['email', 'budi@example.com'],
      ['mobile', '081234567890'],
      ['city', 'Jakarta'],
      ['consent', 'on'],
      ['captchaToken', 'forged'],
    ]);
    expect(initialFields(typed)).toEqual({ clientCode: '', fullName: 'Budi', email: 'budi@example.com', mobile: '081234567890', city: 'Jakarta', consent: true, captchaToken: '', website: '' });
  });
});
