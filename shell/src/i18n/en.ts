import type { ShellCatalog } from './id.ts';

export const en: ShellCatalog = {
  header: {
    search: 'Search',
    searchLabel: 'Search the site',
    searchPlaceholder: 'Search products, research, education…',
    supportLinks: 'Support links',
    joinNow: 'Join Now',
    login: 'Login',
    openAccount: 'Open Account',
    microsites: 'Other sites',
    openSubmenu: 'Open the {{title}} submenu',
  },
  footer: {
    address: 'Address',
    phone: 'Phone',
    email: 'Email',
    followUs: 'Follow us',
    partners: 'Registered and supervised',
    menu: 'Footer menu',
    social: {
      instagram: 'Instagram',
      youtube: 'YouTube',
      telegram: 'Telegram',
      linkedin: 'LinkedIn',
      facebook: 'Facebook',
      tiktok: 'TikTok',
    },
  },
  progress: {
    loading: 'Loading the page',
  },
  auth: {
    logout: 'Log out',
    signedInAs: 'Signed in as {{name}}',
  },
};
