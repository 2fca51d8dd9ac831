import type { EduvestEventSummary, EducationalVideo } from '@brids/contracts/education';

/** An Eduvest event as the API answers it; `over` changes what a test is about. */
export function sampleEvent(over: Partial<EduvestEventSummary> = {}): EduvestEventSummary {
  return {
    slug: 'webinar-saham-untuk-pemula',
    title: 'Webinar: Stocks for Beginners',
    summary: 'Learn stock basics.',
    starts_at: '2026-12-05T12:00:00.000Z',
    ends_at: '2026-12-05T14:00:00.000Z',
    format: 'online',
    venue: 'Online via Zoom',
    registration_opens_at: '2026-11-05T12:00:00.000Z',
    registration_closes_at: '2026-12-05T11:00:00.000Z',
    quota: 300,
    seats_taken: 294,
    seats_left: 6,
    is_cancelled: false,
    status: 'open',
    published_at: '2026-10-21T12:00:00.000Z',
    image: { url: '/images/education/events/webinar-saham-untuk-pemula.jpg', alt: 'Webinar: Stocks for Beginners' },
    ...over,
  };
}

export function sampleVideo(over: Partial<EducationalVideo> = {}): EducationalVideo {
  return {
    slug: 'apa-itu-saham',
    title: 'What Is a Stock?',
    summary: 'A short explanation.',
    category: 'stock-basics',
    level: 'beginner',
    duration_seconds: 405,
    provider: 'youtube',
    provider_video_id: 'sMpLeVid001',
    thumbnail: { url: '/images/education/videos/apa-itu-saham.jpg', alt: 'What Is a Stock?' },
    is_featured: true,
    published_at: '2026-11-20T00:00:00.000Z',
    ...over,
  };
}
