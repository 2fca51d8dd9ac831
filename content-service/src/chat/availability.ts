import type { Kysely } from 'kysely';
import type { Locale } from '@brids/contracts';
import type { ChatAvailability } from '@brids/contracts/chat';
import type { DB } from '../schema.ts';
import { describeHours, isWithinHours, readChatHours } from './hours.ts';
import { agentsOnline } from './presence.ts';

/** Whether a person can be asked now: within the desk's hours (setting `live-chat-hours`) and an agent online on any instance. */
export async function chatAvailability(db: Kysely<DB>, locale: Locale, log?: { warn(object: object, message: string): void }, now = new Date()): Promise<ChatAvailability> {
  const windows = await readChatHours(db, log);
  const withinHours = isWithinHours(windows, now);
  const online = await agentsOnline(db, now);
  return { withinHours, agentsOnline: online, available: withinHours && online, hours: describeHours(windows, locale) };
}
