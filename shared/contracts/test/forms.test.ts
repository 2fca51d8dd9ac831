import { describe, expect, it } from 'vitest';
import { z } from '../src/schema.ts';
import { clientRegistrationForm, contactForm, contactMessage, FORM_MESSAGES, formMessage, nonClientRegistrationForm } from '../src/forms.ts';

const good = {
  fullName: 'Siti Rahma',
  email: 'siti@example.co.id',
  phone: '0812-3456-7890',
  domicile: 'indonesia',
  message: 'Mohon info biaya transaksi saham di BRIDS.',
  consent: true,
  captchaToken: 'token',
};

/** The first message of each field, in a locale. */
function messages(input: unknown, locale: 'id' | 'en' = 'en', schema: typeof contactForm | typeof clientRegistrationForm | typeof nonClientRegistrationForm = contactForm) {
  const result = z.safeParse(schema, input);
  if (result.success) return {};
  const out: Record<string, string> = {};
  for (const issue of result.error.issues) out[issue.path.join('.')] ??= formMessage(issue.message, locale);
  return out;
}

describe('the contact form schema', () => {
  it('accepts a good message and trims what was typed', () => {
    const result = z.parse(contactForm, { ...good, fullName: '  Siti Rahma  ' });
    expect(result.fullName).toBe('Siti Rahma');
  });

  it("gives the spec's messages in both languages", () => {
    const bad = { fullName: 'Si', email: 'siti@example', phone: '08x', domicile: 'indonesia', message: 'pendek', consent: false };
    expect(messages(bad, 'id')).toEqual({
      fullName: 'minimal 3 karakter',
      email: 'Format email salah',
      phone: 'Harus berupa angka',
      message: 'minimal 20 karakter',
      consent: 'Anda perlu menyetujui pemrosesan data pribadi untuk mengirim pesan',
      captchaToken: 'Selesaikan captcha terlebih dahulu',
    });
    expect(messages(bad, 'en')).toMatchObject({
      fullName: 'must be at least 3 characters',
      email: 'Incorrect email format',
      phone: 'Must be numerical',
      message: 'must be at least 20 characters',
    });
  });

  it("says 'Wajib diisi' / 'Required' for every empty or missing field", () => {
    expect(messages({}, 'id')).toMatchObject({ fullName: 'Wajib diisi', email: 'Wajib diisi', phone: 'Wajib diisi', domicile: 'Wajib diisi', message: 'Wajib diisi' });
    expect(messages({ ...good, fullName: '   ', email: '', phone: ' ', message: '' }, 'en')).toEqual({
      fullName: 'Required',
      email: 'Required',
      phone: 'Required',
      message: 'Required',
    });
  });

  it('counts digits of a phone number: 9 to 15, with +, spaces and dashes', () => {
    expect(messages({ ...good, phone: '0812 345' })).toEqual({ phone: 'must be at least 9 digits' });
    expect(messages({ ...good, phone: '0812 3456 7890 1234' })).toEqual({ phone: 'must be at most 15 digits' });
    expect(messages({ ...good, phone: '+62 812 3456 7890' })).toEqual({});
    expect(messages({ ...good, phone: '++62812345678' })).toEqual({ phone: 'Must be numerical' });
  });

  it('wants an Indonesian number in Indonesia and takes any international one outside it', () => {
    expect(messages({ ...good, phone: '+44 20 7946 0958' })).toEqual({ phone: 'An Indonesian number starts with 08 or +62' });
    expect(messages({ ...good, domicile: 'abroad', phone: '+44 20 7946 0958' })).toEqual({});
    expect(messages({ ...good, domicile: 'mars' })).toEqual({ domicile: 'Required' });
  });

  it('bounds every text', () => {
    expect(messages({ ...good, fullName: 'x'.repeat(101) })).toEqual({ fullName: 'must be at most 100 characters' });
    expect(messages({ ...good, message: 'x'.repeat(2001) })).toEqual({ message: 'must be at most 2000 characters' });
    expect(messages({ ...good, email: `${'a'.repeat(250)}@example.com` })).toEqual({ email: 'must be at most 254 characters' });
  });

  it('leaves the captcha to the form: the stored message has none', () => {
    const { captchaToken: _, ...message } = good;
    expect(z.safeParse(contactMessage, message).success).toBe(true);
    expect(messages(message)).toEqual({ captchaToken: 'Please complete the captcha first' });
  });

  it('has every message in both languages', () => {
    expect(Object.keys(FORM_MESSAGES.en).sort()).toEqual(Object.keys(FORM_MESSAGES.id).sort());
    expect(formMessage('unknown_code', 'en')).toBe('Invalid value');
  });
});

describe('the Eduvest registration schemas', () => {
  it("gives the spec's client-code messages in both languages", () => {
    const code = (clientCode: string, locale: 'id' | 'en') => messages({ clientCode, captchaToken: 't' }, locale, clientRegistrationForm).clientCode;
    expect(code('12a4567', 'en')).toBe('Please fill in numbers');
    expect(code('12345', 'en')).toBe('Please enter 7 digits');
    expect(code('12345678', 'en')).toBe('Please enter 7 digits');
    expect(code('12a4567', 'id')).toBe('Mohon isi dengan angka');
    expect(code('12345', 'id')).toBe('Masukkan 7 digit');
    expect(code('', 'id')).toBe('Wajib diisi');
    expect(code('0012345', 'en')).toBeUndefined();
    expect(formMessage('client_unknown', 'en')).toBe('Code yang Anda masukkan tidak terdaftar.');
  });

  it('takes an Indonesian mobile number only: +62 or 08, digits only', () => {
    const person = { fullName: 'Rina', email: 'rina@example.com', city: 'Bandung', consent: true, captchaToken: 't' };
    const mobile = (value: string) => messages({ ...person, mobile: value }, 'en', nonClientRegistrationForm).mobile;
    expect(mobile('081234567890')).toBeUndefined();
    expect(mobile('+6281234567890')).toBeUndefined();
    expect(mobile('0812 3456 7890')).toBe('Must be numerical');
    expect(mobile('+6591234567')).toBe('An Indonesian mobile number starts with +62 or 08');
    expect(mobile('0812345')).toBe('must be at least 10 digits');
  });
});
