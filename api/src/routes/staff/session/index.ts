/**
 * /api/staff/session (sign in, who is signed in, sign out) and /api/staff/password (change
 * one's own password). Signing in and changing a password both check a password, so both count
 * against the failed sign-in limits.
 */
import { type AuditActor, passwordChangeSchema, signInSchema, staffSessionSchema } from 'contracts/staff';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError, validationFailed } from '../../../http-errors';
import { clearSessionCookie, setSessionCookie, signedIn } from '../../../plugins/staff-gate';
import { ANONYMOUS, recordAudit, staffActor } from '../../../staff/audit';
import { oneTimePasswordExpired, type PasswordHasher } from '../../../staff/passwords';
import { newSession, newSessionToken, sessionView } from '../../../staff/sessions';
import { enterSignIn, TOO_MANY_SIGN_INS_MESSAGE } from '../../../staff/sign-in-limits';
import type { StaffAccountRecord } from '../../../store/store';
import type { ZodApp } from '../../zod-app';
import { STAFF_ERRORS } from '../common';

export const WRONG_CREDENTIALS_MESSAGE = 'Wrong e-mail or password.';
export const WRONG_CURRENT_PASSWORD_MESSAGE = 'This is not your current password';
export const ONE_TIME_PASSWORD_EXPIRED_MESSAGE =
  'This one-time password has expired. Ask an admin for a new one (the staff console, Accounts: Reset password).';

export interface StaffSessionRoutesOptions {
  clock: () => Date;
  passwords: PasswordHasher;
}

const errors = { ...STAFF_ERRORS, 429: STAFF_ERRORS[400] };

type AuditTarget = { type: 'account' | 'person'; id: string };

const staffSessionRoutes: FastifyPluginAsyncZod<StaffSessionRoutesOptions> = async (app, options) => {
  // An unknown e-mail is checked against this hash too, so the answer time does not tell which addresses have accounts.
  let hashOfNobody: Promise<string> | undefined;
  const nobody = () => {
    hashOfNobody ??= options.passwords.hash(newSessionToken());
    return hashOfNobody;
  };
  signInRoute(app, options, nobody);
  sessionRoutes(app, options);
  passwordChangeRoute(app, options);
};

async function startSession(app: ZodApp, reply: FastifyReply, account: StaffAccountRecord, now: Date) {
  const token = newSessionToken();
  const session = newSession(token, account.id, now);
  await app.store.staffSessions.create(session);
  setSessionCookie(reply, token);
  return sessionView(account, session);
}

interface Attempt {
  actor: AuditActor;
  target: AuditTarget;
}

/** A failed attempt in the audit log: who tried (if signed in), which account (or address without one), from where, why. */
function recordFailure(app: ZodApp, request: FastifyRequest, now: Date, { actor, target }: Attempt, reason: string) {
  return recordAudit(app.store, now, {
    actor,
    action: 'session.sign-in-failed',
    target,
    details: { address: app.pseudonyms.address(request.ip), reason },
  });
}

async function refuseWhenLimited(
  app: ZodApp,
  request: FastifyRequest,
  reply: FastifyReply,
  { email, actor, target }: Attempt & { email: string },
  now: Date,
) {
  const pass = await enterSignIn(app.store.counters, email, request.ip, now);
  if (pass.allowed) return pass;
  // Once, when the lock begins: the attempts it then refuses are not the news.
  if (pass.first) {
    await recordAudit(app.store, now, {
      actor,
      action: 'session.locked-out',
      target,
      details: { address: app.pseudonyms.address(request.ip), limit: pass.limit, retryAfterSeconds: pass.retryAfterSeconds },
    });
  }
  reply.header('retry-after', pass.retryAfterSeconds);
  throw new HttpError(429, TOO_MANY_SIGN_INS_MESSAGE);
}

function signInRoute(app: ZodApp, { clock, passwords }: StaffSessionRoutesOptions, nobody: () => Promise<string>) {
  app.post(
    '/session',
    { schema: { body: signInSchema, response: { 200: staffSessionSchema, ...errors } }, config: { staff: 'public' } },
    async (request, reply) => {
      const now = clock();
      const { email, password } = request.body;
      const account = await app.store.staffAccounts.findByEmail(email);
      const target: AuditTarget = account
        ? { type: 'account', id: account.id }
        : { type: 'person', id: app.pseudonyms.person(email) };
      const attempt = { actor: ANONYMOUS, target };
      const pass = await refuseWhenLimited(app, request, reply, { email, ...attempt }, now);
      const matches = await passwords.verify(account?.passwordHash ?? (await nobody()), password);
      if (!account || !matches || account.disabled) {
        const reason = !account ? 'no such account' : !matches ? 'wrong password' : 'account disabled';
        request.log.warn({ reason }, 'staff sign-in refused');
        await recordFailure(app, request, now, attempt, reason);
        throw new HttpError(401, WRONG_CREDENTIALS_MESSAGE);
      }
      await pass.release(clock());
      // Told only to whoever knows the password: it was right, and it can no longer be used.
      if (oneTimePasswordExpired(account, now)) {
        await recordFailure(app, request, now, attempt, 'one-time password expired');
        throw new HttpError(401, ONE_TIME_PASSWORD_EXPIRED_MESSAGE);
      }
      // A one-time password signs in once: the session it opens is where its owner chooses their own.
      const signedInAs = account.mustChangePassword
        ? ((await app.store.staffAccounts.update(account.id, { oneTimePasswordExpiresAt: now.toISOString() }, now)) ?? account)
        : account;
      const view = await startSession(app, reply, signedInAs, now);
      await recordAudit(app.store, now, {
        actor: staffActor(account),
        action: 'session.signed-in',
        target,
        details: { address: app.pseudonyms.address(request.ip) },
      });
      return view;
    },
  );
}

/** Who is signed in, and signing out. */
function sessionRoutes(app: ZodApp, { clock }: StaffSessionRoutesOptions) {
  app.get(
    '/session',
    { schema: { response: { 200: staffSessionSchema, ...errors } }, config: { staff: 'signed-in' } },
    async (request) => {
      const { account, session } = signedIn(request);
      return sessionView(account, session);
    },
  );

  app.delete(
    '/session',
    { schema: { response: { 204: z.null().describe('Signed out'), ...errors } }, config: { staff: 'signed-in' } },
    async (request, reply) => {
      const now = clock();
      const { account, session } = signedIn(request);
      await app.store.staffSessions.revoke(session.id, now);
      clearSessionCookie(reply);
      await recordAudit(app.store, now, {
        actor: staffActor(account),
        action: 'session.signed-out',
        target: { type: 'account', id: account.id },
      });
      return reply.code(204).send(null);
    },
  );
}

function passwordChangeRoute(app: ZodApp, { clock, passwords }: StaffSessionRoutesOptions) {
  app.post(
    '/password',
    {
      schema: {
        description: "Changes the signed-in account's password, ends all its sessions and starts a new one here.",
        body: passwordChangeSchema,
        response: { 200: staffSessionSchema, ...errors },
      },
      config: { staff: 'signed-in' },
    },
    async (request, reply) => {
      const now = clock();
      const { account } = signedIn(request);
      const attempt: Attempt = { actor: staffActor(account), target: { type: 'account', id: account.id } };
      const pass = await refuseWhenLimited(app, request, reply, { email: account.email, ...attempt }, now);
      if (!(await passwords.verify(account.passwordHash, request.body.currentPassword))) {
        await recordFailure(app, request, now, attempt, 'wrong current password');
        throw validationFailed({ currentPassword: WRONG_CURRENT_PASSWORD_MESSAGE });
      }
      await pass.release(clock());
      const passwordHash = await passwords.hash(request.body.newPassword);
      const changed = await app.store.staffAccounts.update(
        account.id,
        { passwordHash, mustChangePassword: false, oneTimePasswordExpiresAt: undefined },
        now,
      );
      if (!changed) throw new HttpError(401, WRONG_CREDENTIALS_MESSAGE);
      const sessionsEnded = await app.store.staffSessions.revokeAllOf(account.id, now);
      const view = await startSession(app, reply, changed, now);
      await recordAudit(app.store, now, {
        actor: staffActor(account),
        action: 'account.password-changed',
        target: { type: 'account', id: account.id },
        details: { sessionsEnded },
      });
      return view;
    },
  );
}

export default staffSessionRoutes;
