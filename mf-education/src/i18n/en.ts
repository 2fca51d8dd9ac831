import type { EducationCatalog } from './id.ts';

export const en: EducationCatalog = {
  hub: {
    learnInvestment: 'Learn investment',
    eduvest: 'BRIDS Eduvest webinars',
    eduvestLead: 'Join free webinars with capital-market analysts and practitioners.',
    videos: 'Educational videos',
    videosLead: 'Short lessons to start investing.',
    open: 'Open',
  },
  event: {
    startsAt: 'Time',
    location: 'Location',
    quota: 'Quota',
    register: 'Register for the webinar',
    backToEvent: 'Back to the event',
  },
};
