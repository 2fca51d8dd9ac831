// Part of the shell's `shell` namespace. The login page's words (its own chunk), loaded in the visitor's language by definePage.

export const id = {
  auth: {
    title: 'Masuk untuk editor',
    lead: 'Halaman ini untuk editor konten. Nasabah dapat masuk melalui aplikasi trading.',
    email: 'Email',
    password: 'Kata sandi',
    submit: 'Masuk',
    submitting: 'Memproses…',
    required: 'Wajib diisi',
    invalidEmail: 'Format email salah',
    failed: 'Email atau kata sandi salah.',
    unavailable: 'Layanan sedang tidak tersedia. Silakan coba lagi.',
  },
};

export const en: typeof id = {
  auth: {
    title: 'Editor login',
    lead: 'This page is for content editors. Clients log in through the trading app.',
    email: 'Email',
    password: 'Password',
    submit: 'Log in',
    submitting: 'Signing in…',
    required: 'Required',
    invalidEmail: 'Incorrect email format',
    failed: 'The email or password is not correct.',
    unavailable: 'The service is unavailable. Please try again.',
  },
};
