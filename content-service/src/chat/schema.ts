import type { Generated } from 'kysely';

/** The live chat's tables (migration `…-460-chat`): conversations, their numbered messages, the agents' presence. */
export interface ChatTables {
  chat_conversations: ChatConversationsTable;
  chat_messages: ChatMessagesTable;
  chat_agent_presence: ChatAgentPresenceTable;
  chat_left_messages: ChatLeftMessagesTable;
}

/** A visitor's conversation with client service. Personal data: deleted by the retention command. */
export interface ChatConversationsTable {
  /** 16 random bytes, base64url: unguessable, yet never enough alone (the token is). */
  id: string;
  /** SHA-256 (hex) of the conversation's token (32 random bytes, answered once); the token itself is never stored. */
  token_hash: string;
  locale: string;
  /** waiting -> active (an agent took it) -> closed. */
  status: string;
  agent_id: number | null;
  agent_name: string | null;
  created_at: string;
  /** Every message and status change sets it: what the agents' lists sort by and what retention counts from. */
  updated_at: string;
  closed_at: string | null;
}

/** One message of a conversation, numbered per conversation (`seq` 1, 2, 3... assigned under the conversation row's lock). */
export interface ChatMessagesTable {
  id: Generated<number>;
  conversation_id: string;
  seq: number;
  /** visitor | agent | assistant | system */
  author: string;
  /** Plain text, never HTML. */
  body: string;
  agent_name: string | null;
  /** System messages: joined | closed. */
  event: string | null;
  /** The sender's id for the message: a retry with the same one is stored once (unique per conversation). */
  client_id: string | null;
  created_at: string;
}

/** An agent whose live stream is open on some instance: refreshed every 15 s, online while seen within 45 s. */
export interface ChatAgentPresenceTable {
  user_id: number;
  last_seen_at: string;
}

/** A message left outside hours (form `chat-message` of the forms backbone). Personal data: deleted with its submission. */
export interface ChatLeftMessagesTable {
  submission_id: number;
  name: string;
  email: string | null;
  phone: string | null;
  message: string;
  /** The assistant's exchanges before it (JSON `[{ author, body }]`), or null. */
  transcript: string | null;
  consent_at: string;
}
