import type { RiskProfileTexts } from './id.ts';

export const en: RiskProfileTexts = {
  quiz: {
    lead: 'Answer a few short questions to find out your risk profile and the investment products that suit you.',
    privacy: 'Your answers are not stored and are used only to work out this profile.',
    loading: 'Loading the questions…',
    failed: 'The questions could not be loaded.',
    empty: 'The questionnaire is not available yet.',
    progress: 'Question {{current}} of {{total}}',
    back: 'Back',
    next: 'Next',
    finish: 'See my result',
    chooseOne: 'Choose one answer',
  },
  result: {
    lead: 'Based on your answers to the risk-profile questionnaire.',
    loading: 'Working out your risk profile…',
    failed: 'Your risk profile could not be worked out.',
    yourProfile: 'Your risk profile',
    score: 'Your score: {{score}} out of {{max}}',
    characteristics: 'Characteristics',
    products: 'Suitable products',
    disclaimer: 'Important',
    retake: 'Retake the quiz',
  },
};
