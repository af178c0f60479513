/**
 * "chat-transcript": a live chat's messages (issue 19), each with who sent it and when, as typed: the layout escapes
 * them in the HTML part and the text part carries them as they are, so markup in a message is never rendered.
 */
import type { Language } from "@onboard/domain/common/environments";
import type { EmailTemplate } from "./email-template";
import { formatDateTime } from "./format-date-time";

export interface ChatTranscriptEmailData {
  departmentName: string;
  /** The name the visitor gave, if any. */
  visitorName: string | null;
  startedAt: Date;
  messages: { sender: "VISITOR" | "AGENT" | "SYSTEM"; authorName: string | null; body: string; sentAt: Date }[];
}

const LABELS: Record<Language, { visitor: string; agent: string; system: string }> = {
  en: { visitor: "You", agent: "Agent", system: "Chat" },
  es: { visitor: "Usted", agent: "Agente", system: "Chat" },
};

function lines(data: ChatTranscriptEmailData, language: Language): string[] {
  const labels = LABELS[language];
  return data.messages.map((message) => {
    const who =
      message.sender === "VISITOR"
        ? labels.visitor
        : message.sender === "AGENT"
          ? (message.authorName ?? labels.agent)
          : labels.system;
    return `${who} (${formatDateTime(message.sentAt, language)}): ${message.body}`;
  });
}

export const chatTranscriptTemplate: EmailTemplate<ChatTranscriptEmailData> = {
  en: (data) => ({
    subject: `Your chat transcript: ${data.departmentName}`,
    greeting: data.visitorName ? `Hello ${data.visitorName},` : "Hello,",
    intro: [
      `Here is the transcript of your chat with ${data.departmentName}, started ${formatDateTime(data.startedAt, "en")}:`,
      ...lines(data, "en"),
    ],
    outro: ["If you did not ask for this transcript, you can ignore this e-mail."],
  }),
  es: (data) => ({
    subject: `La transcripción de su chat: ${data.departmentName}`,
    greeting: data.visitorName ? `Hola, ${data.visitorName}:` : "Hola:",
    intro: [
      `Esta es la transcripción de su chat con ${data.departmentName}, iniciado el ${formatDateTime(data.startedAt, "es")}:`,
      ...lines(data, "es"),
    ],
    outro: ["Si no pidió esta transcripción, puede ignorar este correo electrónico."],
  }),
};
