/**
 * /api/staff/session (sign in, who is signed in, sign out) and /api/staff/password (change
 * one's own password). Signing in and changing a password both check a password, so both count
 * against the failed sign-in limits.
 */
import { passwordChangeSchema, signInSchema, staffSessionSchema } from 'contracts/staff';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError, validationFailed } from '../../../http-errors';
import { clearSessionCookie, setSessionCookie, signedIn } from '../../../plugins/staff-gate';
import { recordAudit, staffActor } from '../../../staff/audit';
import type { PasswordHasher } from '../../../staff/passwords';
import { newSession, newSessionToken, sessionView } from '../../../staff/sessions';
import { enterSignIn, TOO_MANY_SIGN_INS_MESSAGE } from '../../../staff/sign-in-limits';
import type { StaffAccountRecord } from '../../../store/store';
import { STAFF_ERRORS } from '../common';

export const WRONG_CREDENTIALS_MESSAGE = 'Wrong e-mail or password.';
export const WRONG_CURRENT_PASSWORD_MESSAGE = 'This is not your current password';

export interface StaffSessionRoutesOptions {
  clock: () => Date;
  passwords: PasswordHasher;
}

const errors = { ...STAFF_ERRORS, 429: STAFF_ERRORS[400] };

const staffSessionRoutes: FastifyPluginAsyncZod<StaffSessionRoutesOptions> = async (app, { clock, passwords }) => {
  // An unknown e-mail is checked against this hash too, so the answer time does not tell which addresses have accounts.
  let hashOfNobody: Promise<string> | undefined;
  const nobody = () => {
    hashOfNobody ??= passwords.hash(newSessionToken());
    return hashOfNobody;
  };

  async function startSession(reply: FastifyReply, account: StaffAccountRecord, now: Date) {
    const token = newSessionToken();
    const session = newSession(token, account.id, now);
    await app.store.staffSessions.create(session);
    setSessionCookie(reply, token);
    return sessionView(account, session);
  }

  async function refuseWhenLimited(reply: FastifyReply, email: string, address: string, now: Date) {
    const pass = await enterSignIn(app.store.counters, email, address, now);
    if (pass.allowed) return pass;
    reply.header('retry-after', pass.retryAfterSeconds);
    throw new HttpError(429, TOO_MANY_SIGN_INS_MESSAGE);
  }

  app.post(
    '/session',
    { schema: { body: signInSchema, response: { 200: staffSessionSchema, ...errors } }, config: { staff: 'public' } },
    async (request, reply) => {
      const now = clock();
      const { email, password } = request.body;
      const pass = await refuseWhenLimited(reply, email, request.ip, now);
      const account = await app.store.staffAccounts.findByEmail(email);
      const matches = await passwords.verify(account?.passwordHash ?? (await nobody()), password);
      if (!account || !matches || account.disabled) {
        request.log.warn({ email, known: Boolean(account), disabled: account?.disabled }, 'staff sign-in refused');
        throw new HttpError(401, WRONG_CREDENTIALS_MESSAGE);
      }
      await pass.release(clock());
      const view = await startSession(reply, account, now);
      await recordAudit(app.store, now, {
        actor: staffActor(account),
        action: 'session.signed-in',
        target: { type: 'account', id: account.id },
        details: { address: app.pseudonyms.address(request.ip) },
      });
      return view;
    },
  );

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
      const pass = await refuseWhenLimited(reply, account.email, request.ip, now);
      if (!(await passwords.verify(account.passwordHash, request.body.currentPassword))) {
        throw validationFailed({ currentPassword: WRONG_CURRENT_PASSWORD_MESSAGE });
      }
      await pass.release(clock());
      const passwordHash = await passwords.hash(request.body.newPassword);
      const changed = await app.store.staffAccounts.update(account.id, { passwordHash, mustChangePassword: false }, now);
      if (!changed) throw new HttpError(401, WRONG_CREDENTIALS_MESSAGE);
      const sessionsEnded = await app.store.staffSessions.revokeAllOf(account.id, now);
      const view = await startSession(reply, changed, now);
      await recordAudit(app.store, now, {
        actor: staffActor(account),
        action: 'account.password-changed',
        target: { type: 'account', id: account.id },
        details: { sessionsEnded },
      });
      return view;
    },
  );
};

export default staffSessionRoutes;
