import type { AccountsTables } from './accounts/schema.ts';
import type { AuditTables } from './lib/audit-schema.ts';
import type { ChatTables } from './chat/schema.ts';
import type { EditorialTables } from './editorial/schema.ts';
import type { EducationTables } from './education/schema.ts';
import type { RegistrationTables } from './education/registration/schema.ts';
import type { FormsTables } from './forms/schema.ts';
import type { MediaTables } from './media/schema.ts';
import type { PropagationTables } from './propagation/schema.ts';
import type { MarketingTables } from './marketing/schema.ts';
import type { ResearchTables } from './research/schema.ts';
import type { SearchTables } from './search/schema.ts';
import type { SiteTables } from './site/schema.ts';
import type { ToolsTables } from './tools/schema.ts';

/**
 * The content database: every slice's tables. Booleans are integers (0/1) and timestamps ISO-8601 UTC
 * strings, so one set of queries runs on SQLite and PostgreSQL alike. JSON columns hold text.
 */
export interface DB extends SiteTables, ToolsTables, EducationTables, FormsTables, RegistrationTables, MarketingTables, ResearchTables, SearchTables, AuditTables, EditorialTables, AccountsTables, PropagationTables, MediaTables, ChatTables {}
