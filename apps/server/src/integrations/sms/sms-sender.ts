/** The SMS sender the sign-in flow delivers one-time codes through; a real gateway plugs in behind this interface. */

export interface SmsMeta {
  /** The user the message is for, when there is one (users.id). */
  userId?: string;
  /** Why it was sent, e.g. "mfa-challenge" or "mfa-enroll". */
  purpose: string;
}

export interface SmsSender {
  send(to: string, body: string, meta: SmsMeta): Promise<void>;
}
