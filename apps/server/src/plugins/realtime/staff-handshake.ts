/**
 * Who may open the live socket: carrier staff only (benefits-explorer spec §4, onboarding-portal spec §6), signed in
 * by the session cookie, from the app's own origin and never on the explorer host. Everyone else gets the same
 * refusal, so that a caller learns nothing about why.
 */

import type { IncomingHttpHeaders } from "node:http";
import { fastifyCookie } from "@fastify/cookie";
import { isStaffRole } from "@onboard/domain/users/roles";
import type { Socket } from "socket.io";
import type { Database } from "../../db/client";
import { sessionCookie } from "../../http/session-cookie";
import { findSessionByToken } from "../../modules/users/index";

/** The one refusal the client sees as `connect_error`, whatever the reason. */
export const STAFF_ONLY_MESSAGE = "Only carrier staff may connect";

export interface StaffHandshakeOptions {
  db: Database;
  publicOrigin: string;
  explorerOrigin: string | null;
}

function originOf(url: string): string | null {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

/** Browsers send Origin on a WebSocket; when present it must be the app's, so that no other site rides the cookie. */
function isOwnOrigin(headers: IncomingHttpHeaders, publicOrigin: string): boolean {
  return headers.origin === undefined || originOf(headers.origin) === originOf(publicOrigin);
}

/** The same test as plugins/explorer-host.ts: the Host header names the explorer origin's host. */
function isExplorerHost(headers: IncomingHttpHeaders, explorerHost: string | null): boolean {
  return explorerHost !== null && headers.host?.toLowerCase() === explorerHost;
}

/** The carrier-staff user whose handshake this is, or null. A handshake is not activity: it does not slide the session. */
export async function staffUserOfHandshake(
  headers: IncomingHttpHeaders,
  options: StaffHandshakeOptions,
): Promise<string | null> {
  const explorerHost = options.explorerOrigin ? new URL(options.explorerOrigin).host.toLowerCase() : null;
  if (!isOwnOrigin(headers, options.publicOrigin) || isExplorerHost(headers, explorerHost)) return null;
  const token = fastifyCookie.parse(headers.cookie ?? "")[sessionCookie(options.publicOrigin).name];
  if (!token) return null;
  const found = await findSessionByToken(options.db, token, new Date(), { slide: false });
  return found !== null && isStaffRole(found.user.role) ? found.user.id : null;
}

async function isStaffHandshake(headers: IncomingHttpHeaders, options: StaffHandshakeOptions): Promise<boolean> {
  return (await staffUserOfHandshake(headers, options)) !== null;
}

/** The `io.use` middleware: lets carrier staff through and refuses everyone else with the one message. */
export function staffHandshake(options: StaffHandshakeOptions) {
  return (socket: Socket, next: (err?: Error) => void): void => {
    isStaffHandshake(socket.handshake.headers, options).then(
      (isStaff) => next(isStaff ? undefined : new Error(STAFF_ONLY_MESSAGE)),
      // A database that does not answer is no reason to let anyone in.
      () => next(new Error(STAFF_ONLY_MESSAGE)),
    );
  };
}
