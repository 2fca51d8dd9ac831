import type { ContentKind } from '../editorial/kind.ts';
import { articlesKind } from './editorial/articles.ts';
import { eventsKind } from './editorial/events.ts';
import { videosKind } from './editorial/videos.ts';

/** The education slice's content kinds, edited through the console (editorial/kind.ts). */
export const educationKinds: ContentKind[] = [eventsKind, videosKind, articlesKind];
