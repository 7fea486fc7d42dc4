/**
 * Builds the API from its parts (store, clock, limits, mail composition) and never listens:
 * server.ts does that, tests `inject`. Cross-cutting plugins first, then one plugin per prefix.
 */
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import cookie from '@fastify/cookie';
import cors from '@fastify/cors';
import { JSON_BODY_MAX_BYTES, REQUEST_TIMEOUT_MS, type StoredApplication, type StoredEnquiry } from 'contracts';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Tracing } from 'telemetry/tracing';
import {
  DEFAULT_RATE_LIMIT_MAX,
  DEFAULT_RATE_LIMIT_WINDOW_MS,
  DEFAULT_REJECTION_MAIL_DELAY_MINUTES,
  DEFAULT_RELEASE_SETTINGS,
  MINUTE_MS,
  type ReleaseSettings,
} from './config';
import { type ComposeOptions, composeApplicationMails, composeEnquiryMails, type MailComposeConfig } from './mail/compose';
import type { InterviewPlaceholderSource } from './mail/interview-placeholders';
import { newsletterLinks } from './newsletter/links';
import { registerErrorHandling } from './plugins/error-handler';
import { trackRoutesForMethodNotAllowed } from './plugins/method-not-allowed';
import { type ApiMetrics, createApiMetrics, registerApiMetrics } from './plugins/metrics';
import { DOCS_PREFIX, registerOpenApi } from './plugins/openapi';
import { registerRateLimit } from './plugins/rate-limit';
import { apiRefusals, registerSecurityHeaders } from './plugins/security-headers';
import { registerStaffGate } from './plugins/staff-gate';
import { decorateStore } from './plugins/store';
import { forwardedAddressesOnly, trustProxyOption } from './plugins/trust-proxy';
import type { Fetch } from './releases/fetch-file';
import { createReleaseRegistry } from './releases/registry';
import adminRoutes from './routes/admin';
import adminReleaseRoutes from './routes/admin/releases';
import applyRoutes from './routes/apply';
import careersRoutes from './routes/careers';
import contactRoutes from './routes/contact';
import healthRoutes from './routes/health';
import interviewBookingRoutes from './routes/interviews';
import locationRoutes from './routes/locations';
import newsletterRoutes from './routes/newsletter';
import releaseRoutes from './routes/releases';
import rumRoutes from './routes/rum';
import serviceRoutes from './routes/services';
import staffAccountRoutes from './routes/staff/accounts';
import staffApplicationRoutes from './routes/staff/applications';
import staffAuditRoutes from './routes/staff/audit';
import candidateMailTemplateRoutes from './routes/staff/candidate-mail-templates';
import staffEnquiryRoutes from './routes/staff/enquiries';
import staffJobRoutes from './routes/staff/jobs';
import staffNewsletterRoutes from './routes/staff/newsletter';
import staffPrivacyRoutes from './routes/staff/privacy';
import staffReleaseRoutes from './routes/staff/releases';
import staffReportRoutes from './routes/staff/reports';
import staffSessionRoutes from './routes/staff/session';
import siteHealthRoutes from './routes/staff/site-health';
import staffStoryRoutes from './routes/staff/stories';
import storyRoutes from './routes/stories';
import { interviewLinks } from './staff/interview-links';
import { interviewPlaceholderSource } from './staff/interview-placeholder-source';
import { argon2Passwords, type PasswordHasher } from './staff/passwords';
import type { OutgoingMail } from './store/outbox-entry';
import type { Store } from './store/store';

/** The interviews module's values are not wired in: every interview placeholder reads as missing. */

export const DEFAULT_LIMITS: Limits = {
  jsonBodyLimit: JSON_BODY_MAX_BYTES,
  rateLimitMax: DEFAULT_RATE_LIMIT_MAX,
  rateLimitWindowMs: DEFAULT_RATE_LIMIT_WINDOW_MS,
  requestTimeoutMs: REQUEST_TIMEOUT_MS,
};
export const UPLOAD_TMP_DIR_NAME = 'tmp';
const MAX_PARAM_LENGTH = 200;

export interface Limits {
  jsonBodyLimit: number;
  /** Submissions per client address and route in each window. */
  rateLimitMax: number;
  rateLimitWindowMs: number;
  requestTimeoutMs: number;
}

export interface ComposeMails {
  enquiry: (enquiry: StoredEnquiry, options: ComposeOptions) => OutgoingMail[];
  application: (application: StoredApplication, options: ComposeOptions) => OutgoingMail[];
}

export interface AppOptions {
  store: Store;
  /** Uploads wait in `<dataDir>/tmp` while they are checked. */
  dataDir: string;
  /** Origins allowed by CORS (never `*`). */
  siteOrigins: string[];
  mail: MailComposeConfig;
  /** Replaces the mail composition (tests). */
  composeMails?: Partial<ComposeMails>;
  clock?: () => Date;
  limits?: Partial<Limits>;
  /** `ADMIN_TOKEN`; absent: the staff API answers 404. */
  adminToken?: string | undefined;
  /** The site is served over HTTPS: answers carry Strict-Transport-Security (default: no). */
  hsts?: boolean;
  /** The shell servers' addresses or CIDRs, whose X-Forwarded-For is believed (default: nobody's). */
  trustedProxies?: string[];
  /** How staff passwords are hashed and checked (default: argon2id); tests count the checks. */
  passwords?: PasswordHasher;
  /** The release registry's origins, shell and rules (default: config.ts's defaults). */
  releases?: Partial<ReleaseSettings>;
  /** How the registry reaches the remotes' origins and the shell (default: global fetch; tests give a fake). */
  fetch?: Fetch;
  /** The key of the audit log's pseudonyms (PSEUDONYM_KEY_FILE's content). */
  pseudonymKey: string;
  /** `RELEASE_REPORT_KEY`; absent: the shells' health reports and browsers' error beacons are refused. */
  releaseReportKey?: string | undefined;
  /** `REJECTION_MAIL_DELAY_MINUTES` in ms: how long a rejection mail waits, cancellable (default: config.ts's). */
  rejectionMailDelayMs?: number;
  /**
   * Where the candidate mail placeholders of interviews (`{{interviewer}}`, `{{slot}}`,
   * `{{schedulingLink}}`) get their values; by default the application's interviews in the store.
   */
  interviewPlaceholders?: InterviewPlaceholderSource;
  /** Fastify logger options; default: no logging. */
  logger?: FastifyServerOptions['logger'];
  /** Request spans (telemetry/tracing), registered before anything else; default: none. */
  tracing?: Tracing;
  /** Where requests and refusals are counted (server.ts serves them on the metrics port); default: a registry of its own. */
  metrics?: ApiMetrics;
}

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const limits = { ...DEFAULT_LIMITS, ...options.limits };
  const clock = options.clock ?? (() => new Date());
  const app = createServer(options, limits);
  await registerPlugins(app, options, { limits, clock });
  const registerMethodNotAllowedRoutes = trackRoutesForMethodNotAllowed(
    app,
    (url) => url.startsWith('/api/') && !url.startsWith(DOCS_PREFIX) && !url.startsWith('/api/admin'),
  );
  await registerRoutes(app, options, { limits, clock });
  registerMethodNotAllowedRoutes();
  await app.ready();
  return app;
}

interface AppSettings {
  limits: Limits;
  clock: () => Date;
}

function createServer(options: AppOptions, limits: Limits) {
  const app = Fastify({
    logger: options.logger ?? false,
    genReqId: () => randomUUID(),
    requestIdHeader: false,
    trustProxy: trustProxyOption(options.trustedProxies ?? []),
    bodyLimit: limits.jsonBodyLimit,
    requestTimeout: limits.requestTimeoutMs,
    onProtoPoisoning: 'error',
    onConstructorPoisoning: 'error',
    return503OnClosing: true,
    routerOptions: { maxParamLength: MAX_PARAM_LENGTH, ignoreTrailingSlash: true },
    ...apiRefusals({ hsts: options.hsts ?? false }),
  }).withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', forwardedAddressesOnly);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // JSON only (and multipart on the apply route): text/plain is how a cross-site form posts
  // JSON without a CORS preflight.
  app.removeContentTypeParser('text/plain');
  return app;
}

/** What every request goes through, in order: spans, metrics, errors, headers, store, CORS, limits, cookies, the staff gate. */
async function registerPlugins(app: FastifyInstance, options: AppOptions, { limits, clock }: AppSettings) {
  await options.tracing?.register(app);
  registerApiMetrics(app, options.metrics ?? createApiMetrics());
  registerErrorHandling(app);
  registerSecurityHeaders(app, { hsts: options.hsts ?? false });
  app.addHook('onSend', async (request, reply, payload) => {
    reply.header('x-request-id', request.id);
    return payload;
  });
  decorateStore(app, options.store, options.pseudonymKey);
  await app.register(cors, {
    origin: options.siteOrigins,
    credentials: true,
    methods: ['GET', 'HEAD', 'POST'],
  });
  await registerRateLimit(app, rateLimitOf(limits), options.store.counters);
  // Parses cookies in its onRequest hook, before the staff gate's reads the session cookie.
  await app.register(cookie);
  registerStaffGate(app, { siteOrigins: options.siteOrigins, clock });
  await registerOpenApi(app);
}

/** The public site's address in links sent to people: the first of SITE_ORIGINS. */
export const publicSiteOrigin = (siteOrigins: readonly string[]) => siteOrigins[0] ?? '';

const rateLimitOf = (limits: Limits) => ({ max: limits.rateLimitMax, timeWindow: limits.rateLimitWindowMs });

async function registerRoutes(app: FastifyInstance, options: AppOptions, { limits, clock }: AppSettings) {
  const rateLimit = rateLimitOf(limits);
  const composeMails: ComposeMails = {
    enquiry: (enquiry, composeOptions) => composeEnquiryMails(enquiry, options.mail, composeOptions),
    application: (application, composeOptions) => composeApplicationMails(application, options.mail, composeOptions),
    ...options.composeMails,
  };
  const registry = createReleaseRegistry({
    store: options.store,
    settings: { ...DEFAULT_RELEASE_SETTINGS, ...options.releases },
    fetch: options.fetch ?? fetch,
    clock,
  });
  await app.register(healthRoutes, { prefix: '/api' });
  await app.register(locationRoutes, { prefix: '/api/locations' });
  await app.register(serviceRoutes, { prefix: '/api/services' });
  await app.register(careersRoutes, { prefix: '/api/careers', clock });
  await app.register(storyRoutes, { prefix: '/api/stories', clock });
  await app.register(contactRoutes, { prefix: '/api/contact', rateLimit, clock, composeMails: composeMails.enquiry });
  await app.register(applyRoutes, {
    prefix: '/api/apply',
    rateLimit,
    clock,
    tmpDir: path.join(options.dataDir, UPLOAD_TMP_DIR_NAME),
    composeMails: composeMails.application,
  });
  await app.register(newsletterRoutes, {
    prefix: '/api/newsletter',
    rateLimit,
    clock,
    mail: options.mail,
    links: newsletterLinks(options.pseudonymKey, publicSiteOrigin(options.siteOrigins)),
  });
  const links = interviewLinks(options.pseudonymKey, publicSiteOrigin(options.siteOrigins));
  await app.register(interviewBookingRoutes, { prefix: '/api/interviews', rateLimit, clock, links, mail: options.mail });
  await app.register(releaseRoutes, { prefix: '/api/releases', registry, reportKey: options.releaseReportKey, clock });
  await app.register(rumRoutes, { prefix: '/api/rum', clock, registry });
  await app.register(adminRoutes, { prefix: '/api/admin', adminToken: options.adminToken, dataDir: options.dataDir });
  await app.register(adminReleaseRoutes, { prefix: '/api/admin/releases', adminToken: options.adminToken, registry });
  const passwords = options.passwords ?? argon2Passwords;
  await app.register(staffSessionRoutes, { prefix: '/api/staff', clock, passwords });
  await app.register(staffAccountRoutes, { prefix: '/api/staff/accounts', clock, passwords });
  await app.register(staffEnquiryRoutes, { prefix: '/api/staff/enquiries', clock, mail: options.mail });
  await app.register(staffApplicationRoutes, {
    prefix: '/api/staff/applications',
    clock,
    mail: options.mail,
    rejectionDelayMs: options.rejectionMailDelayMs ?? DEFAULT_REJECTION_MAIL_DELAY_MINUTES * MINUTE_MS,
    interviewPlaceholders: options.interviewPlaceholders ?? interviewPlaceholderSource(app.store, links),
    interviews: { links, mail: options.mail },
  });
  await app.register(candidateMailTemplateRoutes, { prefix: '/api/staff/candidate-mail-templates', clock });
  await app.register(staffJobRoutes, { prefix: '/api/staff/jobs', clock });
  await app.register(staffPrivacyRoutes, { prefix: '/api/staff/privacy', clock, dataDir: options.dataDir });
  await app.register(staffAuditRoutes, { prefix: '/api/staff/audit', clock });
  await app.register(staffReportRoutes, { prefix: '/api/staff/reports', clock });
  await app.register(staffReleaseRoutes, { prefix: '/api/staff/releases', registry });
  await app.register(staffNewsletterRoutes, { prefix: '/api/staff/newsletter', clock });
  await app.register(staffStoryRoutes, { prefix: '/api/staff/stories', clock });
  await app.register(siteHealthRoutes, { prefix: '/api/staff/site-health', clock });
}
