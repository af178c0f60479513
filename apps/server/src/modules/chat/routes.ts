/**
 * The live chat's routes (issue 19, decision 030; the contract is packages/domain/src/chat/chat-schemas.ts). Every
 * write is REST; the socket only tells browsers to fetch. Visitors name their conversation by the token header;
 * staff routes are carrier staff only. Starts, visitor messages and transcript e-mails are rate limited.
 */
import {
  CHAT_STARTS_PER_HOUR,
  CHAT_VISITOR_MESSAGES_PER_MINUTE,
  CHAT_VISITOR_TOKEN_HEADER,
} from "@onboard/domain/chat/chat-limits";
import {
  chatAvailabilityQuerySchema,
  chatAvailabilitySchema,
  chatConsoleSchema,
  chatConversationDetailSchema,
  chatTranscriptListSchema,
  emailTranscriptInputSchema,
  sendChatMessageInputSchema,
  setChatAvailabilityInputSchema,
  startChatInputSchema,
  startChatResponseSchema,
  visitorConversationSchema,
} from "@onboard/domain/chat/chat-schemas";
import { apiErrorBodySchema } from "@onboard/domain/errors/error-shape";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireCarrierStaff } from "../../core/authorize";
import { actorOf } from "../../http/actor-of";
import { setAgentAvailability } from "./agent-availability";
import { getChatConsole } from "./chat-console";
import type { ChatNotifier } from "./chat-notifier";
import { emailTranscript } from "./email-transcript";
import { getChatAvailability } from "./get-chat-availability";
import { listClientTranscripts } from "./list-transcripts";
import {
  closeConversation,
  getConversationDetail,
  replyToConversation,
  staffConversationRow,
  takeConversation,
} from "./staff-conversation";
import { startChat } from "./start-chat";
import {
  closeVisitorConversation,
  getVisitorConversation,
  sendVisitorMessage,
  visitorConversationRow,
} from "./visitor-conversation";
import { hashVisitorToken } from "./visitor-token";

/** Transcript e-mails a visitor may ask for per minute (the per-conversation cap is the domain's). */
export const CHAT_TRANSCRIPT_RATE_LIMIT_MAX = 5;

export interface ChatRouteOptions {
  notifier: ChatNotifier;
  /** Overrides for tests: starts per address per hour, visitor messages per token per minute. */
  startRateLimitMax?: number;
  messageRateLimitMax?: number;
}

const tags = ["chat"];
const error = apiErrorBodySchema;
const conversationParams = z.object({ conversationId: z.uuid() });
const clientParams = z.object({ clientId: z.uuid() });

function visitorToken(request: FastifyRequest): string | undefined {
  const value = request.headers[CHAT_VISITOR_TOKEN_HEADER];
  return typeof value === "string" && value.length > 0 && value.length <= 200 ? value : undefined;
}

/** Visitor limits count per conversation (the token), or per address when no token is sent. */
function visitorKey(request: FastifyRequest): string {
  const token = visitorToken(request);
  return token ? `chat-visitor:${hashVisitorToken(token)}` : `chat-address:${request.ip}`;
}

export const chatRoutes: FastifyPluginAsyncZod<ChatRouteOptions> = async (app, options) => {
  const deps = { db: app.db, notifier: options.notifier };
  const messageLimit = {
    rateLimit: {
      max: options.messageRateLimitMax ?? CHAT_VISITOR_MESSAGES_PER_MINUTE,
      timeWindow: "1 minute",
      keyGenerator: visitorKey,
    },
  };

  app.get(
    "/api/chat/availability",
    {
      schema: {
        tags,
        summary: "Whether chat is offered on an explorer page or a client's hub, its department, and if it is online",
        querystring: chatAvailabilityQuerySchema,
        response: { 200: chatAvailabilitySchema, 400: error, 401: error, 403: error, 404: error },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      return getChatAvailability(actorOf(request), app.db, request.query);
    },
  );

  app.post(
    "/api/chat/conversations",
    {
      config: { rateLimit: { max: options.startRateLimitMax ?? CHAT_STARTS_PER_HOUR, timeWindow: "1 hour" } },
      schema: {
        tags,
        summary: "Start a chat: its first message; the visitor's token is returned once",
        body: startChatInputSchema,
        response: {
          201: startChatResponseSchema,
          400: error,
          401: error,
          403: error,
          404: error,
          409: error,
          429: error,
        },
      },
    },
    async (request, reply) => {
      const started = await startChat(deps, actorOf(request), request.body, new Date());
      return reply.status(201).header("cache-control", "no-store").send(started);
    },
  );

  app.get(
    "/api/chat/visitor/conversation",
    {
      schema: {
        tags,
        summary: "The visitor's own conversation (x-chat-visitor-token)",
        response: { 200: visitorConversationSchema, 404: error },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      return getVisitorConversation(app.db, visitorToken(request));
    },
  );

  app.post(
    "/api/chat/visitor/messages",
    {
      config: messageLimit,
      schema: {
        tags,
        summary: "The visitor sends a message in their conversation",
        body: sendChatMessageInputSchema,
        response: { 201: visitorConversationSchema, 400: error, 404: error, 409: error, 429: error },
      },
    },
    async (request, reply) => {
      // The token first: an unknown one is a 404 whatever the body.
      const row = await visitorConversationRow(app.db, visitorToken(request));
      const conversation = await sendVisitorMessage(deps, row, request.body.body, new Date());
      return reply.status(201).header("cache-control", "no-store").send(conversation);
    },
  );

  app.post(
    "/api/chat/visitor/close",
    {
      config: messageLimit,
      schema: {
        tags,
        summary: "The visitor ends their chat",
        response: { 200: visitorConversationSchema, 404: error },
      },
    },
    async (request) => closeVisitorConversation(deps, visitorToken(request), new Date()),
  );

  app.post(
    "/api/chat/visitor/transcript-email",
    {
      config: {
        rateLimit: { max: CHAT_TRANSCRIPT_RATE_LIMIT_MAX, timeWindow: "1 minute", keyGenerator: visitorKey },
      },
      schema: {
        tags,
        summary: "E-mail the visitor's conversation's transcript",
        body: emailTranscriptInputSchema,
        response: { 202: z.null(), 400: error, 404: error, 409: error, 429: error },
      },
    },
    async (request, reply) => {
      const conversation = await visitorConversationRow(app.db, visitorToken(request));
      await emailTranscript({ db: app.db, mailer: app.mailer }, conversation, {
        email: request.body.email,
        sentByUserId: request.user?.id ?? null,
      });
      return reply.status(202).send(null);
    },
  );

  app.get(
    "/api/chat/console",
    {
      schema: {
        tags,
        summary: "Staff: the departments, the waiting chats, the agent's own and those closed lately",
        response: { 200: chatConsoleSchema, 401: error, 403: error },
      },
    },
    async (request, reply) => {
      const agent = requireCarrierStaff(request);
      reply.header("cache-control", "no-store");
      return getChatConsole(app.db, agent.id, new Date());
    },
  );

  app.put(
    "/api/chat/console/availability",
    {
      schema: {
        tags,
        summary: "Staff: set oneself available or not in a department",
        body: setChatAvailabilityInputSchema,
        response: { 200: chatConsoleSchema, 400: error, 401: error, 403: error },
      },
    },
    async (request) => {
      const agent = requireCarrierStaff(request);
      await setAgentAvailability(deps, agent.id, request.body, new Date());
      return getChatConsole(app.db, agent.id, new Date());
    },
  );

  app.get(
    "/api/chat/conversations/:conversationId",
    {
      schema: {
        tags,
        summary: "Staff: one conversation with its messages",
        params: conversationParams,
        response: { 200: chatConversationDetailSchema, 401: error, 403: error, 404: error },
      },
    },
    async (request, reply) => {
      requireCarrierStaff(request);
      reply.header("cache-control", "no-store");
      return getConversationDetail(app.db, request.params.conversationId);
    },
  );

  app.post(
    "/api/chat/conversations/:conversationId/take",
    {
      schema: {
        tags,
        summary: "Staff: take a waiting conversation (409 when another agent took it first, or it is closed)",
        params: conversationParams,
        response: { 200: chatConversationDetailSchema, 401: error, 403: error, 404: error, 409: error },
      },
    },
    async (request) => {
      const agent = requireCarrierStaff(request);
      return takeConversation(deps, agent.id, request.params.conversationId, new Date());
    },
  );

  app.post(
    "/api/chat/conversations/:conversationId/messages",
    {
      schema: {
        tags,
        summary: "Staff: reply in a conversation one has taken",
        params: conversationParams,
        body: sendChatMessageInputSchema,
        response: { 201: chatConversationDetailSchema, 400: error, 401: error, 403: error, 404: error, 409: error },
      },
    },
    async (request, reply) => {
      const agent = requireCarrierStaff(request);
      const { conversationId } = request.params;
      const detail = await replyToConversation(deps, agent.id, conversationId, request.body.body, new Date());
      return reply.status(201).send(detail);
    },
  );

  app.post(
    "/api/chat/conversations/:conversationId/close",
    {
      schema: {
        tags,
        summary: "Staff: close one's conversation, or a waiting one",
        params: conversationParams,
        response: { 200: chatConversationDetailSchema, 401: error, 403: error, 404: error },
      },
    },
    async (request) => {
      const agent = requireCarrierStaff(request);
      return closeConversation(deps, agent.id, request.params.conversationId, new Date());
    },
  );

  app.post(
    "/api/chat/conversations/:conversationId/transcript-email",
    {
      schema: {
        tags,
        summary: "Staff: e-mail a conversation's transcript",
        params: conversationParams,
        body: emailTranscriptInputSchema,
        response: { 202: z.null(), 400: error, 401: error, 403: error, 404: error, 409: error },
      },
    },
    async (request, reply) => {
      const agent = requireCarrierStaff(request);
      const conversation = await staffConversationRow(app.db, request.params.conversationId);
      await emailTranscript({ db: app.db, mailer: app.mailer }, conversation, {
        email: request.body.email,
        sentByUserId: agent.id,
      });
      return reply.status(202).send(null);
    },
  );

  app.get(
    "/api/clients/:clientId/chat-transcripts",
    {
      schema: {
        tags,
        summary: "Staff: the client's chat transcripts, newest first",
        params: clientParams,
        response: { 200: chatTranscriptListSchema, 401: error, 403: error, 404: error },
      },
    },
    async (request, reply) => {
      requireCarrierStaff(request);
      reply.header("cache-control", "no-store");
      return listClientTranscripts(app.db, request.params.clientId);
    },
  );
};
