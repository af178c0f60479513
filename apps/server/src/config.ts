/** The only module that reads process.env: every setting, zod-checked, with the embedded defaults. */
import { randomBytes } from "node:crypto";
import { ENVIRONMENTS } from "@onboard/domain/common/environments";
import { DEFAULT_MEDICAL_VIDEO_MAX_MB } from "@onboard/domain/explorer/medical-video-api";
import { API_RATE_LIMIT, EXPLORER_READ_RATE_LIMIT } from "@onboard/domain/http/rate-limits";
import { ACCOUNT_EMAIL_RATE_LIMIT, AUTHN_RATE_LIMIT } from "@onboard/domain/identity/authn-limits";
import { z } from "zod";
import { type S3Location, storageUrlSchema } from "./integrations/storage/storage-url";
import { VIDEO_HOST_KINDS } from "./integrations/video/video-host";

const blankToUndefined = (v: unknown) => (typeof v === "string" && v.trim() === "" ? undefined : v);
const optionalUrl = z.preprocess(blankToUndefined, z.url().optional());
const flag = (fallback: boolean) =>
  z
    .enum(["true", "false", "1", "0"])
    .optional()
    .transform((v) => (v === undefined ? fallback : v === "true" || v === "1"));

const envSchema = z.object({
  NODE_ENV: z.string().optional(),
  APP_ENV: z.enum(ENVIRONMENTS).default("local"),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z.string().default("0.0.0.0"),
  PUBLIC_ORIGIN: optionalUrl,
  EXPLORER_ORIGIN: optionalUrl,
  EXPLORER_PORT: z.preprocess(blankToUndefined, z.coerce.number().int().min(0).max(65535).optional()),
  DATABASE_URL: optionalUrl,
  DATA_DIR: z.string().default(".data"),
  STORAGE_URL: z.preprocess(blankToUndefined, storageUrlSchema.optional()),
  SEED_DEMO: flag(true),
  DEMO_PASSWORD: z.string().min(8).default("Onboard-Demo-2026!"),
  SESSION_SECRET: z.preprocess(blankToUndefined, z.string().min(32).optional()),
  JIRA_URL: optionalUrl,
  JIRA_TIMEOUT_MS: z.coerce.number().int().min(100).default(3000),
  QPS_URL: optionalUrl,
  QPS_TIMEOUT_MS: z.coerce.number().int().min(100).default(20_000),
  QPS_SIMULATOR_DELAY_MS: z.coerce.number().int().min(0).default(2000),
  RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(API_RATE_LIMIT.max),
  EXPLORER_READ_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(EXPLORER_READ_RATE_LIMIT.max),
  SENTRY_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(30),
  AUTHN_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(AUTHN_RATE_LIMIT.max),
  ACCOUNT_EMAIL_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(ACCOUNT_EMAIL_RATE_LIMIT.max),
  BRAND_NAME: z.string().default("Sun Life"),
  SUPPORT_EMAIL: z.email().default("onboarding-support@onboard.example"),
  SUPPORT_PHONE: z.string().default("1-800-247-6875"),
  SUPPORT_CHAT_URL: optionalUrl,
  HELP_CENTER_URL: z.url().default("https://help.onboard.example/"),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("warn"),
  WEB_DIST_DIR: z.preprocess(blankToUndefined, z.string().optional()),
  OIDC_ISSUER: optionalUrl,
  OIDC_CLIENT_ID: z.preprocess(blankToUndefined, z.string().min(1).optional()),
  OIDC_AUDIENCE: z.preprocess(blankToUndefined, z.string().min(1).optional()),
  SMTP_URL: z.preprocess(blankToUndefined, z.url({ protocol: /^smtps?$/ }).optional()),
  MAIL_FROM: z.preprocess(blankToUndefined, z.string().min(3).default("Onboard <no-reply@onboard.example>")),
  MAIL_RETRY_LIMIT: z.coerce.number().int().min(0).max(100).default(8),
  MAIL_RETRY_DELAY_SECONDS: z.coerce.number().int().min(1).default(30),
  JOBS_POLLING_INTERVAL_SECONDS: z.coerce.number().min(0.5).default(2),
  CAPTCHA_HMAC_SECRET: z.preprocess(blankToUndefined, z.string().min(16).optional()),
  EXPLORER_LEADS_EMAIL: z.email().default("explorer-leads@onboard.example"),
  EXPLORER_FORM_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(10),
  EXPLORER_PAGE_CACHE_SECONDS: z.coerce.number().int().min(0).max(60).default(5),
  VIDEO_HOST: z.preprocess(blankToUndefined, z.enum(VIDEO_HOST_KINDS).default("embedded")),
  MEDICAL_VIDEO_MAX_MB: z.coerce.number().int().min(1).max(2048).default(DEFAULT_MEDICAL_VIDEO_MAX_MB),
  ESIGN_SEAL_P12_PATH: z.preprocess(blankToUndefined, z.string().optional()),
  ESIGN_SEAL_P12_PASSPHRASE: z.string().default(""),
  ESIGN_WEBHOOK_SECRET: z.preprocess(blankToUndefined, z.string().min(32).optional()),
  OIDC_REDIRECT_ORIGINS: z.preprocess(
    blankToUndefined,
    z
      .string()
      .optional()
      .transform((v) => (v ? v.split(",").map((o) => o.trim()) : []))
      .pipe(z.array(z.url())),
  ),
});

export type Env = z.infer<typeof envSchema>;

export interface AppConfig {
  environment: Env["APP_ENV"];
  port: number;
  host: string;
  publicOrigin: string;
  explorerOrigin: string | null;
  explorerPort: number | null;
  databaseUrl: string | undefined;
  dataDir: string;
  /** STORAGE_URL parsed (storage-url.ts): the S3-compatible bucket for files; null keeps them under DATA_DIR/files. */
  storageUrl: S3Location | null;
  seedDemo: boolean;
  demoPassword: string;
  sessionSecret: string | undefined;
  jiraUrl: string | undefined;
  jiraTimeoutMs: number;
  /** QPS, the policy-administration system; unset: the embedded simulator that server.ts starts (apps/qps-simulator). */
  qpsUrl: string | undefined;
  /** How long one call to QPS may take before it is tried again. */
  qpsTimeoutMs: number;
  /** The embedded simulator's delay before it answers a push. */
  qpsSimulatorDelayMs: number;
  rateLimitMax: number;
  /** Per address, per minute: the public explorer's page reads, counted apart from rateLimitMax (decision 031). */
  explorerReadRateLimitMax: number;
  sentryRateLimitMax: number;
  /** Per address and per sign-in route (and password upsert), per minute. */
  authnRateLimitMax: number;
  /** Per address, per minute, for the public reset and activation e-mail requests. */
  accountEmailRateLimitMax: number;
  brandName: string;
  supportEmail: string;
  supportPhone: string;
  supportChatUrl: string | null;
  helpCenterUrl: string;
  logLevel: Env["LOG_LEVEL"];
  webDistDir: string | undefined;
  /** An outside OIDC issuer; null means the embedded provider under /oidc. */
  oidcIssuer: string | null;
  oidcClientId: string | undefined;
  oidcAudience: string | undefined;
  /** Extra web origins (besides the public origin) whose /login/callback the embedded provider accepts. */
  oidcRedirectOrigins: string[];
  /** smtp:// or smtps:// URL of the mail server; null keeps every e-mail in the outbox (status QUEUED). */
  smtpUrl: string | null;
  /** The From header of every e-mail. */
  mailFrom: string;
  /** How often a failed delivery is retried (pg-boss retryLimit), and the first delay, doubled on each retry. */
  mailRetry: { limit: number; delaySeconds: number };
  /** How often idle job workers look for new jobs (a local send wakes its worker at once). */
  jobsPollingIntervalSeconds: number;
  /**
   * Signs the public forms' captcha challenges. Unset: a random secret per process, so challenges are only good on
   * the instance that issued them (and die with a restart); set it when several instances serve the explorer.
   */
  captchaHmacSecret: string;
  /** Who is told of each explorer lead. */
  explorerLeadsEmail: string;
  /** Per address, per minute, for each public explorer form (e-mail my plan, lead). */
  explorerFormRateLimitMax: number;
  /** How long a process keeps a public page answer (0: never); within the answer's own max-age of 60 s. */
  explorerPageCacheSeconds: number;
  /** Where medical videos are hosted; `embedded` keeps them as documents in our own file storage. */
  videoHost: Env["VIDEO_HOST"];
  /** The largest medical video an upload takes, in MB. */
  medicalVideoMaxMb: number;
  /**
   * The PKCS#12 file (certificate and key) that seals signed forms (integrations/e-sign/seal), relative to the
   * repository root; null: `DATA_DIR/esign/seal.p12`, a self-signed one created on first use. The passphrase opens
   * the configured file, and protects the created one ("" when unset: the file's mode 0600 is its protection).
   */
  esignSeal: { p12Path: string | null; p12Passphrase: string };
  /**
   * Signs the e-sign service's webhooks (HMAC-SHA256) and checks them on arrival. Null: a random one created on first
   * use and kept in `DATA_DIR/esign/webhook-secret` (integrations/e-sign/webhook/webhook-secret.ts).
   */
  esignWebhookSecret: string | null;
  version: string;
}

/** Reads and checks the environment; throws one readable error listing every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new Error(`Invalid environment:\n${lines.join("\n")}`);
  }
  const e = parsed.data;
  const explorerPort = e.EXPLORER_PORT ?? (e.EXPLORER_ORIGIN ? null : e.PORT + 1);
  return {
    environment: e.APP_ENV,
    port: e.PORT,
    host: e.HOST,
    publicOrigin: e.PUBLIC_ORIGIN ?? `http://localhost:${e.PORT}`,
    explorerOrigin: e.EXPLORER_ORIGIN ?? (explorerPort ? `http://localhost:${explorerPort}` : null),
    explorerPort: explorerPort || null,
    databaseUrl: e.DATABASE_URL,
    dataDir: e.DATA_DIR,
    storageUrl: e.STORAGE_URL ?? null,
    seedDemo: e.SEED_DEMO,
    demoPassword: e.DEMO_PASSWORD,
    sessionSecret: e.SESSION_SECRET,
    jiraUrl: e.JIRA_URL,
    jiraTimeoutMs: e.JIRA_TIMEOUT_MS,
    qpsUrl: e.QPS_URL,
    qpsTimeoutMs: e.QPS_TIMEOUT_MS,
    qpsSimulatorDelayMs: e.QPS_SIMULATOR_DELAY_MS,
    rateLimitMax: e.RATE_LIMIT_MAX,
    explorerReadRateLimitMax: e.EXPLORER_READ_RATE_LIMIT_MAX,
    sentryRateLimitMax: e.SENTRY_RATE_LIMIT_MAX,
    authnRateLimitMax: e.AUTHN_RATE_LIMIT_MAX,
    accountEmailRateLimitMax: e.ACCOUNT_EMAIL_RATE_LIMIT_MAX,
    brandName: e.BRAND_NAME,
    supportEmail: e.SUPPORT_EMAIL,
    supportPhone: e.SUPPORT_PHONE,
    supportChatUrl: e.SUPPORT_CHAT_URL ?? null,
    helpCenterUrl: e.HELP_CENTER_URL,
    logLevel: e.LOG_LEVEL,
    webDistDir: e.WEB_DIST_DIR,
    oidcIssuer: e.OIDC_ISSUER ?? null,
    oidcClientId: e.OIDC_CLIENT_ID,
    oidcAudience: e.OIDC_AUDIENCE,
    oidcRedirectOrigins: e.OIDC_REDIRECT_ORIGINS.map((o) => new URL(o).origin),
    smtpUrl: e.SMTP_URL ?? null,
    mailFrom: e.MAIL_FROM,
    mailRetry: { limit: e.MAIL_RETRY_LIMIT, delaySeconds: e.MAIL_RETRY_DELAY_SECONDS },
    jobsPollingIntervalSeconds: e.JOBS_POLLING_INTERVAL_SECONDS,
    captchaHmacSecret: e.CAPTCHA_HMAC_SECRET ?? randomBytes(32).toString("hex"),
    explorerLeadsEmail: e.EXPLORER_LEADS_EMAIL,
    explorerFormRateLimitMax: e.EXPLORER_FORM_RATE_LIMIT_MAX,
    explorerPageCacheSeconds: e.EXPLORER_PAGE_CACHE_SECONDS,
    videoHost: e.VIDEO_HOST,
    medicalVideoMaxMb: e.MEDICAL_VIDEO_MAX_MB,
    esignSeal: { p12Path: e.ESIGN_SEAL_P12_PATH ?? null, p12Passphrase: e.ESIGN_SEAL_P12_PASSPHRASE },
    esignWebhookSecret: e.ESIGN_WEBHOOK_SECRET ?? null,
    version: "0.1.0",
  };
}
