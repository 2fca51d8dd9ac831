import type { AssistantCatalog } from './id.ts';

export const en: AssistantCatalog = {
  assistant: {
    title: 'Ask {{name}}',
    intro: 'Hi, I am {{name}}. Ask me about our products, accounts and services: I answer from this site\'s FAQ and pages.',
    close: 'Close the chat',
    question: 'Your question',
    placeholder: 'Type a question…',
    send: 'Send',
    tooShort: 'Write at least 2 characters.',
    you: 'You',
    thinking: '{{name}} is looking…',
    faqFound: 'From our FAQ:',
    faqLink: 'Open this answer on the FAQ page',
    pagesFound: 'These pages may help:',
    nothing: 'Sorry, I found no good answer to that on this site. Our client service can help:',
    failed: 'The answer could not be loaded. Check your connection and try again.',
    limited: 'Too many questions in a short time. Please try again in a moment.',
    personTitle: 'Talk to a person',
    personText: 'A live chat with an agent is not available here yet. Reach us through:',
    contactPage: 'The Contact Us page',
    whatsapp: 'WhatsApp chat (new tab)',
  },
};
