// The site's translations, typed from the Indonesian (default) catalog of every namespace: a key
// missing from it is a type error in `t()`, and `useTranslation` takes only these namespaces.
// A namespace written in parts is the intersection of its parts. Every catalog module exports its
// Indonesian words as `id`, and types its English ones by them (`const en: typeof id`).
import 'i18next';

type Words<M extends { id: object }> = M['id'];

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: {
      common: Words<typeof import('../shared/i18n/src/catalogs/id.ts')>;
      'ui-catalogue': Words<typeof import('../shared/ui/src/catalogue/texts.ts')>;
      shell: Words<typeof import('../shell/src/i18n/id.ts')> &
        Words<typeof import('../shell/src/i18n/parts/floating.ts')> &
        Words<typeof import('../shell/src/i18n/parts/login.ts')> &
        Words<typeof import('../shell/src/i18n/parts/preview.ts')> &
        Words<typeof import('../shell/src/i18n/parts/assistant.ts')>;
      marketing: Words<typeof import('../mf-marketing/src/i18n/parts/about.ts')> &
        Words<typeof import('../mf-marketing/src/i18n/parts/announcement.ts')> &
        Words<typeof import('../mf-marketing/src/i18n/parts/app.ts')> &
        Words<typeof import('../mf-marketing/src/i18n/parts/blog.ts')> &
        Words<typeof import('../mf-marketing/src/i18n/parts/faq.ts')> &
        Words<typeof import('../mf-marketing/src/i18n/parts/home.ts')> &
        Words<typeof import('../mf-marketing/src/i18n/parts/list.ts')> &
        Words<typeof import('../mf-marketing/src/i18n/parts/offering.ts')> &
        Words<typeof import('../mf-marketing/src/i18n/parts/overview.ts')> &
        Words<typeof import('../mf-marketing/src/i18n/parts/promo.ts')> &
        Words<typeof import('../mf-marketing/src/i18n/parts/search.ts')>;
      'marketing-contact': Words<typeof import('../mf-marketing/src/i18n/contact/id.ts')>;
      research: Words<typeof import('../mf-research/src/i18n/id.ts')>;
      education: Words<typeof import('../mf-education/src/i18n/id.ts')>;
      'education-registration': Words<typeof import('../mf-education/src/i18n/registration/id.ts')> &
        Words<typeof import('../mf-education/src/i18n/registration/no-script.ts')>;
      tools: Words<typeof import('../mf-tools/src/i18n/common/id.ts')> &
        Words<typeof import('../mf-tools/src/i18n/calculator/id.ts')> &
        Words<typeof import('../mf-tools/src/i18n/calculator-input/id.ts')> &
        Words<typeof import('../mf-tools/src/i18n/calculator-results/id.ts')> &
        Words<typeof import('../mf-tools/src/i18n/risk-profile/id.ts')> &
        Words<typeof import('../mf-tools/src/i18n/risk-profile/no-script.ts')>;
    };
  }
}
