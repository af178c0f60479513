/** The shape of a route registry entry: view types, auth modes, domains and access rules (onboarding spec §2 and §6). */

/** Each view type has its own layout and navigation bar. */
export type ViewType =
  | "internal"
  | "hub"
  | "broker"
  | "benAdmin"
  | "basic"
  | "clear"
  | "auth"
  | "explorer"
  | "outside_signer";
export const VIEW_TYPES = [
  "internal",
  "hub",
  "broker",
  "benAdmin",
  "basic",
  "clear",
  "auth",
  "explorer",
  "outside_signer",
] as const satisfies readonly ViewType[];

/** required: signed in; not_allowed: logged-out only; optional: either; outside_signer: token, no sign-in. */
export type AuthMode = "required" | "not_allowed" | "optional" | "outside_signer";
export const AUTH_MODES = [
  "required",
  "not_allowed",
  "optional",
  "outside_signer",
] as const satisfies readonly AuthMode[];

export type RouteDomain = "onboarding" | "explorer";

export type RouteAccessSubject = "Client" | "Broker" | "BenAdmin" | "InternalUser";
export type RouteAccessAction = "read" | "update" | "create" | "delete";

/** The CASL check a route needs; every action listed must be allowed. */
export interface RouteAccess {
  subject: RouteAccessSubject;
  actions: readonly RouteAccessAction[];
}

export interface RouteDefinition {
  /** Equal to the route's key in ROUTES. */
  name: string;
  /** react-router path template, e.g. /client/:clientId/task/:taskId. */
  path: string;
  friendlyName: string;
  viewType: ViewType;
  auth: AuthMode;
  domain: RouteDomain;
  /** Help-centre labels: short English keywords. */
  help: { labels: readonly string[] };
  access?: RouteAccess;
  /** Path on the separate explorer host, for the three public explorer routes only. */
  explorerHostPath?: string;
  /** Name of the route this one is a child tab of (census validation tabs). */
  parent?: string;
}

/** Spec §6 route access rules, shared by the registry entries. */
export const INTERNAL_AREA_ACCESS = {
  subject: "Client",
  actions: ["read", "update", "delete"],
} as const satisfies RouteAccess;
export const CLIENT_ACCESS = { subject: "Client", actions: ["read", "update"] } as const satisfies RouteAccess;
export const BROKER_AREA_ACCESS = { subject: "Broker", actions: ["read"] } as const satisfies RouteAccess;
export const BEN_ADMIN_AREA_ACCESS = { subject: "BenAdmin", actions: ["read"] } as const satisfies RouteAccess;
export const INTERNAL_USER_ACCESS = {
  subject: "InternalUser",
  actions: ["update", "delete"],
} as const satisfies RouteAccess;
