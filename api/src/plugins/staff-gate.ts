/**
 * The gate of every route under /api/staff. Answers are never cached. A state-changing call
 * (not GET/HEAD) must come from the site itself: an `Origin` among SITE_ORIGINS and, when the
 * browser sends it, `Sec-Fetch-Site: same-origin`, on top of the SameSite=Strict cookie (CSRF).
 * Then, unless the route is public (sign-in), the session cookie must name a live session of
 * an enabled account (401), whose role may use the route's area (403). A route says which area
 * it belongs to in `config.staff`; one that says nothing (a 405 answer) needs a session.
 */
import { mayUse, type StaffArea } from 'contracts/staff';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../http-errors';
import { SESSION_COOKIE, SESSION_MAX_MS, SESSION_TOUCH_INTERVAL_MS, sessionEnded, sessionIdOf } from '../staff/sessions';
import type { StaffAccountRecord, StaffSessionRecord, Store } from '../store/store';

export const STAFF_PREFIX = '/api/staff';
export const SIGN_IN_REQUIRED_MESSAGE = 'Please sign in.';
export const SESSION_ENDED_MESSAGE = 'Your session has ended. Please sign in again.';
export const CROSS_SITE_MESSAGE = 'This request must come from the site itself.';
export const ROLE_REFUSED_MESSAGE = 'Your role does not allow this.';
export const PASSWORD_CHANGE_REQUIRED_MESSAGE = 'Please choose a new password first.';

/** Who may call a staff route: anyone (sign-in), anyone signed in (own session and password), or the roles of an area. */
export type StaffAccess = 'public' | 'signed-in' | StaffArea;

export interface SignedIn {
  account: StaffAccountRecord;
  session: StaffSessionRecord;
}

export interface StaffRoute {
  method: string;
  url: string;
  access: StaffAccess;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    staff?: StaffAccess;
  }
  interface FastifyRequest {
    /** Set by the staff gate on signed-in staff routes. */
    staff: SignedIn | undefined;
  }
  interface FastifyInstance {
    /** Every staff route and who may call it (the access tests go through all of them). */
    staffRoutes: StaffRoute[];
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD']);

export interface StaffGateOptions {
  siteOrigins: string[];
  clock: () => Date;
}

export function registerStaffGate(app: FastifyInstance, { siteOrigins, clock }: StaffGateOptions): void {
  app.decorateRequest('staff', undefined);
  const staffRoutes: StaffRoute[] = [];
  app.decorate('staffRoutes', staffRoutes);
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith(STAFF_PREFIX) || route.schema?.hide) return;
    const access = route.config?.staff;
    // Fail closed at start-up: a staff route must say who may call it.
    if (!access) throw new Error(`The staff route ${String(route.method)} ${route.url} has no config.staff`);
    for (const method of [route.method].flat()) if (method !== 'HEAD') staffRoutes.push({ method, url: route.url, access });
  });
  app.addHook('onRequest', async (request, reply) => {
    if (!request.routeOptions.url?.startsWith(STAFF_PREFIX)) return;
    reply.header('cache-control', 'no-store');
    if (!SAFE_METHODS.has(request.method) && !comesFromTheSite(request, siteOrigins)) {
      request.log.warn(
        { origin: request.headers.origin, site: request.headers['sec-fetch-site'] },
        'staff API: cross-site call refused',
      );
      throw new HttpError(403, CROSS_SITE_MESSAGE);
    }
    const access = request.routeOptions.config.staff ?? 'signed-in';
    if (access === 'public') return;
    request.staff = await resumeSession(app.store, request, reply, clock());
    const { account } = request.staff;
    if (access === 'signed-in') return;
    if (account.mustChangePassword) throw new HttpError(403, PASSWORD_CHANGE_REQUIRED_MESSAGE);
    if (!mayUse(account.role, access)) throw new HttpError(403, ROLE_REFUSED_MESSAGE);
  });
}

function comesFromTheSite(request: FastifyRequest, siteOrigins: string[]): boolean {
  const fetchSite = request.headers['sec-fetch-site'];
  if (fetchSite !== undefined && fetchSite !== 'same-origin') return false;
  const origin = request.headers.origin;
  return typeof origin === 'string' && siteOrigins.includes(origin);
}

async function resumeSession(store: Store, request: FastifyRequest, reply: FastifyReply, now: Date): Promise<SignedIn> {
  const token = request.cookies[SESSION_COOKIE];
  const id = token ? sessionIdOf(token) : undefined;
  if (!id) {
    if (token !== undefined) clearSessionCookie(reply);
    throw new HttpError(401, SIGN_IN_REQUIRED_MESSAGE);
  }
  const session = await store.staffSessions.findById(id);
  const ended = session ? sessionEnded(session, now) : 'unknown';
  const account = session && !ended ? await store.staffAccounts.findById(session.accountId) : undefined;
  if (!session || ended || !account || account.disabled) {
    request.log.info({ reason: ended ?? 'account disabled' }, 'staff API: session refused');
    clearSessionCookie(reply);
    throw new HttpError(401, SESSION_ENDED_MESSAGE);
  }
  if (now.getTime() - session.lastSeenAt.getTime() >= SESSION_TOUCH_INTERVAL_MS) {
    await store.staffSessions.touch(session.id, now);
    session.lastSeenAt = now;
  }
  return { account, session };
}

/** The signed-in staff member of a route the gate let through. */
export function signedIn(request: FastifyRequest): SignedIn {
  if (!request.staff) throw new Error(`${request.routeOptions.url} is a staff route without a session`);
  return request.staff;
}

const COOKIE_ATTRIBUTES = { path: '/', httpOnly: true, secure: true, sameSite: 'strict' } as const;

/**
 * Always Secure: a `__Host-` cookie must be, and browsers count http://localhost as secure, so
 * `npm start` works over plain http on this machine while any other origin needs HTTPS.
 */
export function setSessionCookie(reply: FastifyReply, token: string): void {
  reply.setCookie(SESSION_COOKIE, token, { ...COOKIE_ATTRIBUTES, maxAge: SESSION_MAX_MS / 1000 });
}

export function clearSessionCookie(reply: FastifyReply): void {
  reply.clearCookie(SESSION_COOKIE, COOKIE_ATTRIBUTES);
}
