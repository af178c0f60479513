/** The embedded SMS sender: "sends" by storing every message in the sms_messages table, where a tester reads it. */
import type { Database } from "../../db/client";
import { smsMessages } from "../../db/schema/index";
import type { SmsMeta, SmsSender } from "./sms-sender";

export function outboxSmsSender(db: Database): SmsSender {
  return {
    async send(to: string, body: string, meta: SmsMeta): Promise<void> {
      await db.insert(smsMessages).values({ toPhone: to, body, purpose: meta.purpose, userId: meta.userId ?? null });
    },
  };
}
