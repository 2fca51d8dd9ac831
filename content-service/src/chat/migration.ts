import type { Kysely, Migration } from 'kysely';
import type { WithId } from '../lib/migration.ts';

/**
 * `2026-11-28-460-chat`: the live chat's handover to a person (issue 28): conversations (random text ids, the
 * token's hash), their messages numbered per conversation (unique seq, unique client id), the agents' presence,
 * and the messages left outside hours (form `chat-message`).
 */
export function chatMigration(withId: WithId): Migration {
  return {
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('chat_conversations')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('token_hash', 'text', (c) => c.notNull())
        .addColumn('locale', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('agent_id', 'integer')
        .addColumn('agent_name', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .addColumn('closed_at', 'text')
        .execute();
      await db.schema.createIndex('chat_conversations_status_updated').on('chat_conversations').columns(['status', 'updated_at']).execute();
      await db.schema.createIndex('chat_conversations_updated').on('chat_conversations').column('updated_at').execute();
      await withId(db.schema.createTable('chat_messages'))
        .addColumn('conversation_id', 'text', (c) => c.notNull().references('chat_conversations.id').onDelete('cascade'))
        .addColumn('seq', 'integer', (c) => c.notNull())
        .addColumn('author', 'text', (c) => c.notNull())
        .addColumn('body', 'text', (c) => c.notNull())
        .addColumn('agent_name', 'text')
        .addColumn('event', 'text')
        .addColumn('client_id', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addUniqueConstraint('chat_messages_seq', ['conversation_id', 'seq'])
        .addUniqueConstraint('chat_messages_client_id', ['conversation_id', 'client_id'])
        .execute();
      await db.schema
        .createTable('chat_agent_presence')
        .addColumn('user_id', 'integer', (c) => c.primaryKey())
        .addColumn('last_seen_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('chat_left_messages')
        .addColumn('submission_id', 'integer', (c) => c.primaryKey().references('form_submissions.id').onDelete('cascade'))
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('email', 'text')
        .addColumn('phone', 'text')
        .addColumn('message', 'text', (c) => c.notNull())
        .addColumn('transcript', 'text')
        .addColumn('consent_at', 'text', (c) => c.notNull())
        .execute();
    },
    async down(db: Kysely<any>) {
      await db.schema.dropTable('chat_left_messages').execute();
      await db.schema.dropTable('chat_agent_presence').execute();
      await db.schema.dropTable('chat_messages').execute();
      await db.schema.dropTable('chat_conversations').execute();
    },
  };
}
