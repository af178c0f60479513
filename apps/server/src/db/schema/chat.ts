/**
 * The live chat (issue 19, decision 030): which carrier-staff agents are available in which department, the
 * conversations visitors start (named by a secret token, stored only as its SHA-256), and their messages, kept as
 * typed (never rendered as HTML) so they serve as transcripts.
 */
import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { clients } from "./clients";
import { timestampTz } from "./columns";
import { users } from "./users";

const departmentCheck = (column: unknown) => sql`${column} in ('LIVE', 'DEMO')`;

/** One row per agent and department they are available in; none for a department means it is offline. */
export const chatAgentAvailability = pgTable(
  "chat_agent_availability",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    department: text("department").notNull(),
    since: timestamp("since", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.department] }),
    index("chat_agent_availability_department_idx").on(t.department),
    check("chat_agent_availability_department_check", departmentCheck(t.department)),
  ],
);

export const chatConversations = pgTable(
  "chat_conversations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    department: text("department").notNull(),
    /** SHA-256 (hex) of the visitor's token; the token itself is given to the visitor once and never stored. */
    visitorTokenHash: text("visitor_token_hash").notNull(),
    /** The client the chat is about: the explorer page's client, or the hub's. */
    clientId: uuid("client_id").references(() => clients.id, { onDelete: "set null" }),
    /** The explorer page's id as the public route names it (id or vanity slug), when started on one. */
    explorerPageId: text("explorer_page_id"),
    /** The signed-in user who started it (hub), if any. */
    visitorUserId: uuid("visitor_user_id").references(() => users.id, { onDelete: "set null" }),
    pagePath: text("page_path").notNull(),
    language: text("language").notNull(),
    visitorName: text("visitor_name"),
    visitorEmail: text("visitor_email"),
    status: text("status").notNull().default("WAITING"),
    agentUserId: uuid("agent_user_id").references(() => users.id, { onDelete: "set null" }),
    startedAt: timestamp("started_at", { withTimezone: true }).notNull().defaultNow(),
    takenAt: timestampTz("taken_at"),
    closedAt: timestampTz("closed_at"),
    lastMessageAt: timestamp("last_message_at", { withTimezone: true }).notNull().defaultNow(),
    transcriptEmailsSent: integer("transcript_emails_sent").notNull().default(0),
  },
  (t) => [
    uniqueIndex("chat_conversations_visitor_token_hash_key").on(t.visitorTokenHash),
    index("chat_conversations_client_id_idx").on(t.clientId),
    index("chat_conversations_visitor_user_id_idx").on(t.visitorUserId),
    index("chat_conversations_agent_user_id_idx").on(t.agentUserId),
    index("chat_conversations_status_idx").on(t.status, t.startedAt),
    check("chat_conversations_department_check", departmentCheck(t.department)),
    check("chat_conversations_status_check", sql`${t.status} in ('WAITING', 'ACTIVE', 'CLOSED')`),
    check("chat_conversations_language_check", sql`${t.language} in ('en', 'es')`),
    check("chat_conversations_transcript_emails_sent_check", sql`${t.transcriptEmailsSent} >= 0`),
  ],
);

export const chatMessages = pgTable(
  "chat_messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    conversationId: uuid("conversation_id")
      .notNull()
      .references(() => chatConversations.id, { onDelete: "cascade" }),
    sender: text("sender").notNull(),
    agentUserId: uuid("agent_user_id").references(() => users.id, { onDelete: "set null" }),
    body: text("body").notNull(),
    sentAt: timestamp("sent_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("chat_messages_conversation_id_idx").on(t.conversationId, t.sentAt),
    index("chat_messages_agent_user_id_idx").on(t.agentUserId),
    check("chat_messages_sender_check", sql`${t.sender} in ('VISITOR', 'AGENT', 'SYSTEM')`),
  ],
);
