/**
 * buildApp: the whole HTTP application. Plugins load in a fixed order (ARCHITECTURE.md §5):
 * logger → helmet → cookies/session → CSRF → rate limit → db → mailer → jobs (pg-boss) → feature modules → static web with SPA fallback,
 * with the one central error handler installed on the root context so that every plugin inherits it.
 */
import path from "node:path";
import { fileURLToPath } from "node:url";
import { ESIGN_WEBHOOK_PATH } from "@onboard/domain/onboarding-forms/esign-webhook-path";
import { ANALYTICS_EVENTS_PATH } from "@onboard/domain/tracking/analytics-limits";
import Fastify, { type FastifyInstance } from "fastify";
import { serializerCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import type { AppConfig } from "./config";
import type { Database } from "./db/client";
import { createAltchaCaptcha } from "./integrations/captcha/altcha-captcha";
import { createEmbeddedProvider } from "./integrations/e-sign/embedded-provider";
import { loadSealingCertificate, sealingCertificateSource } from "./integrations/e-sign/seal/sealing-certificate";
import { webhookSecretLoader } from "./integrations/e-sign/webhook/webhook-secret";
import { alwaysUp, httpIssueTrackerStatus, type IssueTrackerStatus } from "./integrations/jira/issue-tracker-status";
import { createDeliveryQueue } from "./integrations/mail/delivery-queue";
import { createMailer } from "./integrations/mail/mailer";
import { smtpTransport } from "./integrations/mail/smtp-transport";
import { createHttpQpsClient, type QpsClient } from "./integrations/qps/index";
import { createFileStorage } from "./integrations/storage/create-file-storage";
import type { FileStorage } from "./integrations/storage/file-storage";
import { CENSUS_VALIDATE_QUEUE, censusValidateJob } from "./jobs/definitions/census-validate";
import { ESIGN_SWEEP_CRON, esignSweepJob } from "./jobs/definitions/esign-sweep";
import { ESIGN_WEBHOOK_QUEUE, esignWebhookJob } from "./jobs/definitions/esign-webhook";
import { PROCESS_DOCUMENT_QUEUE, processDocumentJob } from "./jobs/definitions/process-document";
import { PURGE_EXPIRED_RECORDS_CRON, purgeExpiredRecordsJob } from "./jobs/definitions/purge-expired-records";
import { QPS_PUSH_QUEUE, QPS_PUSH_WORK, qpsPushJob } from "./jobs/definitions/qps-push";
import { STORE_EIF_SUMMARY_QUEUE, storeEifSummaryJob } from "./jobs/definitions/store-eif-summary";
import { censusValidateHandler } from "./jobs/handlers/census-validate.handler";
import { esignSweepHandler } from "./jobs/handlers/esign-sweep.handler";
import { esignWebhookHandler } from "./jobs/handlers/esign-webhook.handler";
import { processDocumentHandler } from "./jobs/handlers/process-document.handler";
import { purgeExpiredRecordsHandler } from "./jobs/handlers/purge-expired-records.handler";
import { qpsPushHandler } from "./jobs/handlers/qps-push.handler";
import { storeEifSummaryHandler } from "./jobs/handlers/store-eif-summary.handler";
import { createJobRunner } from "./jobs/job-runner";
import { accountTokenRoutes } from "./modules/account-tokens/routes";
import { analyticsRoutes } from "./modules/analytics/routes";
import { authnRoutes } from "./modules/authn/routes";
import { censusRoutes } from "./modules/census/routes";
import { endAgentAvailability } from "./modules/chat/index";
import { chatRoutes } from "./modules/chat/routes";
import { clientRoutes } from "./modules/clients/routes";
import { configurationRoutes } from "./modules/configuration/routes";
import { queueUnprocessedDocuments } from "./modules/documents/queue-document-processing";
import { documentRoutes } from "./modules/documents/routes";
import { eifRoutes } from "./modules/eif/routes";
import { eifChangeRoutes } from "./modules/eif-changes/routes";
import { eifResourceRoutes } from "./modules/eif-resources/routes";
import { eifSignatureRoutes } from "./modules/eif-signature/routes";
import { eifSummaryRoutes } from "./modules/eif-summary/routes";
import { emailRoutes } from "./modules/emails/routes";
import { employeeClassRoutes } from "./modules/employee-classes/routes";
import { errorReportRoutes } from "./modules/error-reports/routes";
import { explorerAdminRoutes } from "./modules/explorer-admin/routes";
import { explorerFormRoutes } from "./modules/explorer-forms/routes";
import { PageAnswerCache } from "./modules/explorer-pages/page-answer-cache";
import { explorerPageRoutes } from "./modules/explorer-pages/routes";
import { createExplorerPageServer } from "./modules/explorer-ssr";
import { explorerVideoRoutes } from "./modules/explorer-videos/routes";
import { featureToggleRoutes } from "./modules/feature-toggles/routes";
import { helpArticleRoutes } from "./modules/help-articles/routes";
import { createIdentity } from "./modules/identity/create-identity";
import { identitySessionRoutes } from "./modules/identity/session-routes";
import { esignWebhookRoutes } from "./modules/onboarding-forms/esign-webhook-routes";
import { onboardingFormRoutes } from "./modules/onboarding-forms/routes";
import { outsideSignerManageRoutes } from "./modules/outside-signer/manage-routes";
import { outsideSignerSummaryRoute } from "./modules/outside-signer/summary-route";
import { outsideSignerTokenRoutes } from "./modules/outside-signer/token-routes";
import { ownerTriggerRoutes } from "./modules/owner-triggers/routes";
import { PUSH_STATUS_EVENT } from "./modules/qps/index";
import { qpsRoutes } from "./modules/qps/routes";
import { serviceStatusRoutes } from "./modules/service-status/routes";
import { taskRoutes } from "./modules/tasks/routes";
import { userAdminRoutes } from "./modules/user-admin/routes";
import { sessionRoutes } from "./modules/users/routes";
import { registerAuthz } from "./plugins/authz";
import { registerCaptcha } from "./plugins/captcha";
import { registerCsrf } from "./plugins/csrf";
import { registerDb } from "./plugins/db";
import { registerErrorHandler } from "./plugins/error-handler";
import { registerExplorerHost } from "./plugins/explorer-host";
import { registerFileStorage } from "./plugins/file-storage";
import { registerJobs } from "./plugins/jobs";
import { registerJsonBodyParser } from "./plugins/json-body";
import { JSON_BODY_LIMIT_BYTES } from "./plugins/json-body-limits";
import { registerMailer } from "./plugins/mailer";
import { oidcPlugin } from "./plugins/oidc";
import { registerOpenApi, registerOpenApiUi } from "./plugins/openapi";
import { registerRateLimit } from "./plugins/rate-limit";
import { registerRealtime } from "./plugins/realtime";
import { registerRequestValidation } from "./plugins/request-validation";
import { registerSecurityHeaders } from "./plugins/security-headers";
import { registerSession } from "./plugins/session";
import { registerStaticWeb } from "./plugins/static-web";

export interface AppDependencies {
  config: AppConfig;
  db: Database;
  issueTracker?: IssueTrackerStatus;
  /** false: no log; a stream: the log lines (at LOG_LEVEL) go there instead of stdout, for tests that read them. */
  logger?: false | { stream: { write(line: string): void } };
  /** The file storage; by default the one the configuration asks for (STORAGE_URL, else DATA_DIR/files). */
  storage?: FileStorage;
  /**
   * QPS; by default an HTTP client of QPS_URL. server.ts passes the embedded simulator's when QPS_URL is unset; with
   * neither, every call to QPS fails as unavailable (a push ends "Pushed with errors", saying so).
   */
  qps?: QpsClient;
  /** The live chat's rate limits, lowered by tests (by default the domain's). */
  chatRateLimits?: { startRateLimitMax?: number; messageRateLimitMax?: number };
  /**
   * How long one plugin may take to start (Fastify's default, 10 s, otherwise). Tests build many apps on a busy
   * 2-core machine, where a start that is only slow must not fail as if it hung.
   */
  pluginTimeoutMs?: number;
}

export async function buildApp(deps: AppDependencies): Promise<FastifyInstance> {
  const { config, db } = deps;
  const app = Fastify({
    logger: deps.logger === false ? false : { level: config.logLevel, ...deps.logger },
    bodyLimit: JSON_BODY_LIMIT_BYTES,
    ...(deps.pluginTimeoutMs !== undefined && { pluginTimeout: deps.pluginTimeoutMs }),
  }).withTypeProvider<ZodTypeProvider>();
  registerRequestValidation(app);
  app.setSerializerCompiler(serializerCompiler);
  registerJsonBodyParser(app);
  registerErrorHandler(app);

  registerExplorerHost(app, { explorerOrigin: config.explorerOrigin, explorerPort: config.explorerPort });
  registerSecurityHeaders(app);
  // oidc-provider's endpoints are called cross-site by design and protect themselves (PKCE, state, their own cookies).
  // Before any route (the CSRF token's is the first), so that the OpenAPI document lists them all.
  await registerOpenApi(app, { version: config.version });
  await registerCsrf(app, {
    secureCookies: config.publicOrigin.startsWith("https:"),
    // Analytics events: navigator.sendBeacon cannot send the CSRF header, and the call only appends counted events.
    exemptPrefixes: ["/oidc/", ESIGN_WEBHOOK_PATH, ANALYTICS_EVENTS_PATH],
  });
  await registerRateLimit(app, { max: config.rateLimitMax, explorerReadMax: config.explorerReadRateLimitMax });
  registerDb(app, db);
  // Documents: the bucket of STORAGE_URL, else files under DATA_DIR/files (a relative DATA_DIR is the repository's).
  // Before the jobs: it closes after them (plugins/file-storage.ts).
  const repositoryRoot = fileURLToPath(new URL("../../../", import.meta.url));
  const diskRoot = path.join(path.resolve(repositoryRoot, config.dataDir), "files");
  const storage = registerFileStorage(app, deps.storage, () =>
    createFileStorage({ storageUrl: config.storageUrl, diskRoot }),
  );
  const jobs = createJobRunner({
    db,
    pollingIntervalSeconds: config.jobsPollingIntervalSeconds,
    onError: (err) => app.log.error({ err }, "background job error"),
  });
  const transport = config.smtpUrl ? smtpTransport(config.smtpUrl) : null;
  registerMailer(
    app,
    createMailer({
      delivery: transport
        ? createDeliveryQueue({
            db,
            jobs,
            transport,
            retry: config.mailRetry,
            onError: (err, emailId) => app.log.error({ err, emailId }, "e-mail delivery could not be queued"),
          })
        : null,
      from: config.mailFrom,
      context: { brandName: config.brandName, supportEmail: config.supportEmail, publicOrigin: config.publicOrigin },
      // Running locally without SMTP, the server log shows each e-mail (with its links) that waits in the outbox.
      onKeptInOutbox:
        config.environment === "local"
          ? (mail) => app.log.warn({ to: mail.to, subject: mail.subject, text: mail.text }, "e-mail kept in the outbox")
          : undefined,
    }),
  );
  registerCaptcha(app, createAltchaCaptcha({ db, hmacSecret: config.captchaHmacSecret }));
  jobs.register(
    purgeExpiredRecordsJob,
    purgeExpiredRecordsHandler(db, (counts) => app.log.info({ counts }, "expired sign-in records purged")),
  );
  jobs.schedule(purgeExpiredRecordsJob, PURGE_EXPIRED_RECORDS_CRON, {});
  // After the mailer: jobs stop (waiting for deliveries in flight) before the transport closes.
  registerJobs(app, jobs);
  registerSession(app, { publicOrigin: config.publicOrigin });
  registerAuthz(app);
  registerRealtime(app, { publicOrigin: config.publicOrigin, explorerOrigin: config.explorerOrigin });
  await registerOpenApiUi(app);

  const issueTracker =
    deps.issueTracker ??
    (config.jiraUrl ? httpIssueTrackerStatus({ url: config.jiraUrl, timeoutMs: config.jiraTimeoutMs }) : alwaysUp);
  await app.register(configurationRoutes, { config });
  await app.register(serviceStatusRoutes, { issueTracker });
  await app.register(featureToggleRoutes);
  // On the root instance, so that explorer administration (another plugin) can drop a changed page from it.
  app.decorate("explorerPageCache", new PageAnswerCache(config.explorerPageCacheSeconds * 1000));
  await app.register(explorerPageRoutes, { storage, pageCache: app.explorerPageCache });
  await app.register(explorerFormRoutes, {
    publicOrigin: config.publicOrigin,
    explorerOrigin: config.explorerOrigin,
    leadsEmail: config.explorerLeadsEmail,
    formRateLimitMax: config.explorerFormRateLimitMax,
  });
  await app.register(errorReportRoutes, { rateLimitMax: config.sentryRateLimitMax });
  await app.register(analyticsRoutes);
  await app.register(helpArticleRoutes);
  // The live chat (issue 19, decision 030): its calls, told to browsers through the socket's /chat namespace.
  await app.register(chatRoutes, { notifier: app.realtime.chat, ...deps.chatRateLimits });
  await app.register(sessionRoutes);
  const identity = await createIdentity(config, db);
  if (identity.provider) {
    const oidc = { db, provider: identity.provider, settings: identity.settings, publicOrigin: config.publicOrigin };
    await app.register(oidcPlugin, oidc);
  }
  await app.register(identitySessionRoutes, {
    config,
    identity,
    // An agent who signs out is no longer available to chat.
    onSignOut: (userId) => endAgentAvailability({ db, notifier: app.realtime.chat }, userId),
  });
  await app.register(authnRoutes, { rateLimitMax: config.authnRateLimitMax });
  await app.register(accountTokenRoutes, {
    publicOrigin: config.publicOrigin,
    authnRateLimitMax: config.authnRateLimitMax,
    accountEmailRateLimitMax: config.accountEmailRateLimitMax,
  });

  // The e-sign provider (decision 024): the embedded service, posting its events to the portal's webhook.
  const esignProvider = createEmbeddedProvider({
    db,
    jobs,
    storage,
    certificate: () => loadSealingCertificate(sealingCertificateSource(config, repositoryRoot)),
    webhookUrl: `${config.publicOrigin}${ESIGN_WEBHOOK_PATH}`,
  });
  app.addHook("onReady", () => esignProvider.prepare());
  await app.register(clientRoutes, { publicOrigin: config.publicOrigin });
  await app.register(userAdminRoutes, { publicOrigin: config.publicOrigin, esignProvider });
  await app.register(emailRoutes);
  await app.register(taskRoutes);
  await app.register(eifRoutes);
  await app.register(eifSignatureRoutes);
  await app.register(eifChangeRoutes);
  await app.register(eifSummaryRoutes);
  // The signed summary kept as a client document (queued in the signing transaction).
  jobs.register(storeEifSummaryJob, storeEifSummaryHandler({ db, storage }), STORE_EIF_SUMMARY_QUEUE);
  // The e-sign service's webhook: each envelope event posted, HMAC-signed, by a retried job (decision 024).
  const esignWebhookSecret = webhookSecretLoader(config, repositoryRoot);
  jobs.register(esignWebhookJob, esignWebhookHandler({ db, secret: esignWebhookSecret }), ESIGN_WEBHOOK_QUEUE);
  await app.register(esignWebhookRoutes, { secret: esignWebhookSecret, rateLimitMax: config.rateLimitMax });
  jobs.register(
    esignSweepJob,
    esignSweepHandler({
      db,
      provider: esignProvider,
      mailer: app.mailer,
      publicOrigin: config.publicOrigin,
      log: app.log,
    }),
  );
  jobs.schedule(esignSweepJob, ESIGN_SWEEP_CRON, {});
  await app.register(onboardingFormRoutes, { provider: esignProvider, publicOrigin: config.publicOrigin });
  await app.register(outsideSignerManageRoutes, { publicOrigin: config.publicOrigin });
  await app.register(outsideSignerTokenRoutes);
  await app.register(outsideSignerSummaryRoute);
  await app.register(eifResourceRoutes);
  await app.register(employeeClassRoutes);
  jobs.register(
    processDocumentJob,
    processDocumentHandler({
      db,
      storage,
      onProcessed: (documentId, status) => app.log.info({ documentId, status }, "document processed"),
    }),
    PROCESS_DOCUMENT_QUEUE,
  );
  jobs.onStart(() =>
    queueUnprocessedDocuments(db, jobs).catch((err) => app.log.error({ err }, "documents to process not queued")),
  );
  await app.register(documentRoutes, { storage });
  // The enrollment census (issue 16): its calls and templates, and the validation of big files as a job.
  jobs.register(
    censusValidateJob,
    censusValidateHandler({ db, storage, onError: (err) => app.log.error({ err }, "census validation failed") }),
    CENSUS_VALIDATE_QUEUE,
  );
  await app.register(censusRoutes, {
    storage,
    publicOrigin: config.publicOrigin,
    onboardingMailbox: config.supportEmail,
  });
  await app.register(explorerAdminRoutes);
  await app.register(explorerVideoRoutes, { storage, config });
  await app.register(ownerTriggerRoutes, { publicOrigin: config.publicOrigin });
  // The push of plan design to QPS (issue 17): its calls, and each push as a job whose changes reach staff live.
  const qps =
    deps.qps ??
    createHttpQpsClient({
      baseUrl: config.qpsUrl ?? "http://qps.invalid",
      timeoutMs: config.qpsTimeoutMs,
      ...(config.qpsUrl ? {} : { attempts: 1 }),
    });
  jobs.register(
    qpsPushJob,
    qpsPushHandler({
      db,
      qps,
      notify: (event) => app.realtime.emitToStaff(PUSH_STATUS_EVENT, event),
      onError: (err) => app.log.error({ err }, "QPS push"),
    }),
    QPS_PUSH_QUEUE,
    QPS_PUSH_WORK,
  );
  await app.register(qpsRoutes, { qps });

  await registerStaticWeb(app, { distDir: config.webDistDir, renderPage: createExplorerPageServer(app, config) });
  return app;
}
