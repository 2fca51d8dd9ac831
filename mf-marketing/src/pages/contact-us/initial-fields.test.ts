import { describe, expect, it } from 'vitest';
import { initialFields } from './contact-form.tsx';

describe("the contact form's fields typed before hydration", () => {
  it('starts empty, living in Indonesia, when nothing was typed into a server form', () => {
    expect(initialFields(null)).toEqual({ fullName: '', email: '', phone: '', domicile: 'indonesia', message: '', consent: false, captchaToken: '', website: '' });
  });

  it('takes every field as typed, the domicile chosen and the consent ticked; never a captcha token', () => {
    const typed = new Map([
      ['fullName', 'Sari Lestari'],
      ['email', 'sari@example.com'],
      ['phone', '+65 9123 4567'],
      ['domicile', 'abroad'],
      ['message', 'Saya ingin bertanya tentang rekening efek.'],
      ['consent', 'on'],
      ['captchaToken', 'forged'],
    ]);
    expect(initialFields(typed)).toEqual({
      fullName: 'Sari Lestari',
      email: 'sari@example.com',
      phone: '+65 9123 4567',
      domicile: 'abroad',
      message: 'Saya ingin bertanya tentang rekening efek.',
      consent: true,
      captchaToken: '',
      website: '',
    });
  });

  it('reads an unknown domicile as Indonesia and an unticked consent as not given', () => {
    expect(initialFields(new Map([['domicile', 'mars']]))).toMatchObject({ domicile: 'indonesia', consent: false });
  });
});
