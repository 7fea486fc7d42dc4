/** /api/staff/accounts: admins list, create and change staff accounts, and reset their passwords. */
import {
  accountCreateSchema,
  accountUpdateSchema,
  oneTimePasswordSchema,
  pageQuerySchema,
  pageSchema,
  staffAccountSchema,
  staffIdParamsSchema,
} from 'contracts/staff';
import { EVERY_RECORD } from 'contracts/staff-rules';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpError, notFound } from '../../../http-errors';
import { signedIn } from '../../../plugins/staff-gate';
import {
  type AccountContext,
  AccountEmailTakenError,
  createAccount,
  publicAccount,
  resetPassword,
  updateAccount,
} from '../../../staff/accounts';
import { recordAudit, staffActor } from '../../../staff/audit';
import type { PasswordHasher } from '../../../staff/passwords';
import type { ZodApp } from '../../zod-app';
import { listAuditDetails, pageOf, STAFF_ERRORS } from '../common';

export const ACCOUNT_NOT_FOUND_MESSAGE = 'Account not found';
export const EMAIL_TAKEN_MESSAGE = 'An account with this e-mail already exists';
export const OWN_ACCOUNT_MESSAGE = 'You cannot change your own role or disable your own account.';

export interface StaffAccountRoutesOptions {
  clock: () => Date;
  passwords: PasswordHasher;
}

const config = { staff: 'accounts', notFoundMessage: ACCOUNT_NOT_FOUND_MESSAGE } as const;

/** The accounts, page by page, without password hashes; the read is audited, as every read of people's data. */
function listRoute(app: ZodApp, contextOf: (request: Parameters<typeof signedIn>[0]) => AccountContext) {
  app.get(
    '/',
    { schema: { querystring: pageQuerySchema, response: { 200: pageSchema(staffAccountSchema), ...STAFF_ERRORS } }, config },
    async (request) => {
      const result = await app.store.staffAccounts.list(request.query);
      const { actor, now } = contextOf(request);
      await recordAudit(app.store, now, {
        actor,
        action: 'account.listed',
        target: { type: 'account', id: EVERY_RECORD },
        details: listAuditDetails(request.query, result, app.pseudonyms),
      });
      return pageOf({ items: result.items.map(publicAccount), total: result.total }, request.query);
    },
  );
}

const staffAccountRoutes: FastifyPluginAsyncZod<StaffAccountRoutesOptions> = async (app, { clock, passwords }) => {
  const contextOf = (request: Parameters<typeof signedIn>[0]): AccountContext => ({
    store: app.store,
    passwords,
    actor: staffActor(signedIn(request).account),
    now: clock(),
  });

  listRoute(app, contextOf);

  app.post(
    '/',
    {
      schema: {
        description: 'Creates an account with a one-time password, shown in this answer only; its owner must replace it.',
        body: accountCreateSchema,
        response: { 201: oneTimePasswordSchema, ...STAFF_ERRORS },
      },
      config,
    },
    async (request, reply) => {
      try {
        const { account, password } = await createAccount(contextOf(request), request.body);
        return reply.code(201).send({ account: publicAccount(account), password });
      } catch (error) {
        if (error instanceof AccountEmailTakenError)
          throw new HttpError(409, EMAIL_TAKEN_MESSAGE, { email: EMAIL_TAKEN_MESSAGE });
        throw error;
      }
    },
  );

  app.patch(
    '/:id',
    {
      schema: { params: staffIdParamsSchema, body: accountUpdateSchema, response: { 200: staffAccountSchema, ...STAFF_ERRORS } },
      config,
    },
    async (request) => {
      // An admin cannot lock themselves out, so some admin always remains.
      const ownAccount = request.params.id === signedIn(request).account.id;
      if (ownAccount && (request.body.disabled === true || (request.body.role && request.body.role !== 'admin'))) {
        throw new HttpError(409, OWN_ACCOUNT_MESSAGE);
      }
      const account = await updateAccount(contextOf(request), request.params.id, request.body);
      if (!account) throw notFound(ACCOUNT_NOT_FOUND_MESSAGE);
      return publicAccount(account);
    },
  );

  app.post(
    '/:id/password-reset',
    {
      schema: {
        description: 'Gives the account a new one-time password (shown in this answer only) and ends all of its sessions.',
        params: staffIdParamsSchema,
        response: { 200: oneTimePasswordSchema, ...STAFF_ERRORS },
      },
      config,
    },
    async (request) => {
      const reset = await resetPassword(contextOf(request), request.params.id);
      if (!reset) throw notFound(ACCOUNT_NOT_FOUND_MESSAGE);
      return { account: publicAccount(reset.account), password: reset.password };
    },
  );
};

export default staffAccountRoutes;
