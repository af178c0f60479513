/**
 * The provider's login interaction. The web app starts the authorization request with the one-time session token
 * its login page earned; a valid token logs that user in and grants the first-party client the scopes it asked
 * for (no consent screen). Without one, the browser goes to the portal's login page, which signs in and restarts.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import { PUBLIC_ROUTES } from "@onboard/domain/routes/public-routes";
import { and, eq, isNull } from "drizzle-orm";
import type Provider from "oidc-provider";
import { errors } from "oidc-provider";
import type { Database } from "../../db/client";
import { users } from "../../db/schema/index";
import { consumeSessionToken } from "../authn/index";
import { API_SCOPE, IDENTITY_SCOPE, type IdentitySettings, OIDC_MOUNT_PATH } from "./identity-settings";
import { SESSION_TOKEN_PARAM } from "./sign-in-policy";

type Interaction = Awaited<ReturnType<Provider["interactionDetails"]>>;

/** Where the browser goes next: the provider's resume URL, or the portal's login page. */
export type InteractionOutcome = { finishedAt: string } | { loginAt: string };

const loginPath = PUBLIC_ROUTES.login.path;

/** The authorization request as a path, without the spent session token, for the login page to come back to. */
function authorizationPath(params: Interaction["params"]): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    if (name === SESSION_TOKEN_PARAM || value === undefined || value === null) continue;
    for (const item of Array.isArray(value) ? value : [value]) query.append(name, String(item));
  }
  return `${OIDC_MOUNT_PATH}/auth?${query.toString()}`;
}

function requested(scope: unknown, allowed: string): string {
  const allowList = new Set(allowed.split(" "));
  return [...new Set(String(scope ?? "").split(" "))].filter((s) => allowList.has(s)).join(" ");
}

/** A browser session of the provider that belongs to someone else is dropped, so the new login starts clean. */
async function forgetOtherSession(provider: Provider, interaction: Interaction, accountId: string): Promise<void> {
  const previous = interaction.session;
  if (!previous?.accountId || previous.accountId === accountId) return;
  interaction.session = undefined;
  await interaction.persist();
  const session = previous.uid ? await provider.Session.findByUid(previous.uid) : undefined;
  await session?.destroy();
}

export async function completeSignInInteraction(
  deps: { db: Database; provider: Provider; settings: IdentitySettings },
  uid: string,
  req: IncomingMessage,
  res: ServerResponse,
  now: Date,
): Promise<InteractionOutcome> {
  const { db, provider, settings } = deps;
  let interaction: Interaction;
  try {
    interaction = await provider.interactionDetails(req, res);
  } catch (error) {
    if (error instanceof errors.SessionNotFound) return { loginAt: loginPath };
    throw error;
  }
  // The interaction cookie and the URL must name the same interaction.
  if (interaction.uid !== uid) return { loginAt: loginPath };
  const { params } = interaction;
  const loginAgain = { loginAt: `${loginPath}?redirect=${encodeURIComponent(authorizationPath(params))}` };

  const sessionToken = params[SESSION_TOKEN_PARAM];
  if (typeof sessionToken !== "string" || params.client_id !== settings.clientId) return loginAgain;
  const consumed = await consumeSessionToken(db, sessionToken, now);
  if (!consumed) return loginAgain;
  const [user] = await db
    .select({ subject: users.userId })
    .from(users)
    .where(and(eq(users.id, consumed.userId), isNull(users.deletedAt)))
    .limit(1);
  if (!user) return loginAgain;

  const accountId = user.subject;
  await forgetOtherSession(provider, interaction, accountId);
  const grant = new provider.Grant({ accountId, clientId: settings.clientId });
  grant.addOIDCScope(requested(params.scope, IDENTITY_SCOPE));
  const resources = params.resource === undefined ? [settings.audience] : [params.resource].flat();
  for (const resource of resources) {
    if (resource === settings.audience) grant.addResourceScope(resource, requested(params.scope, API_SCOPE));
  }
  const grantId = await grant.save();
  const finishedAt = await provider.interactionResult(
    req,
    res,
    { login: { accountId, ts: Math.floor(now.getTime() / 1000) }, consent: { grantId } },
    { mergeWithLastSubmission: false },
  );
  return { finishedAt };
}
