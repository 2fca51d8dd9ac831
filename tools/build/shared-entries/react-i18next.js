// The shared copy of react-i18next: only what the site uses (see react-router.js for why and how).
export { I18nextProvider, initReactI18next, useTranslation } from '@brids/build/impl/react-i18next';
