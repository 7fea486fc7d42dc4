/**
 * The registry's reads and changes, the same under `/api/staff/releases` (staff sessions) and
 * `/api/admin/releases` (the machine token): each prefix's plugin guards them its own way and
 * says who the caller is. Thin: the work is in src/releases.
 */
import { errorBodySchema } from 'contracts';
import {
  canaryRequestSchema,
  gateRefusalSchema,
  gateRequestSchema,
  promoteRequestSchema,
  publishRequestSchema,
  type RemoteReleases,
  releaseEventPageSchema,
  releaseReasonSchema,
  releaseRemoteParamsSchema,
  releaseStatusSchema,
  remoteReleasesSchema,
} from 'contracts/releases';
import { pageQuerySchema } from 'contracts/staff';
import type { FastifyContextConfig, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { ReleaseChanger } from '../../releases/history';
import { GateRefused, type ReleaseRegistry } from '../../releases/registry';
import type { ZodApp } from '../zod-app';

export const UNKNOWN_REMOTE_MESSAGE = 'Unknown remote';

export interface RegistryRoutesOptions {
  registry: ReleaseRegistry;
  /** Every route's config (the staff area, for the staff gate). */
  config: FastifyContextConfig;
  /** The error answers of the prefix, for the OpenAPI document. */
  errors: Record<number, z.ZodType>;
  /** Who is calling, as the history and the audit log name them. */
  changerOf: (request: FastifyRequest) => ReleaseChanger;
}

/** A refusal of the contract gate is a 422 with the gate's result. */
async function orGateRefusal(reply: FastifyReply, change: () => Promise<RemoteReleases>) {
  try {
    return await change();
  } catch (error) {
    if (!(error instanceof GateRefused)) throw error;
    return reply.code(422).send({ message: error.message, gate: error.gate });
  }
}

/** An empty reason says nothing: none is recorded. */
const reasonOf = (body: { reason?: string | undefined }) => body.reason || undefined;

export function registerRegistryRoutes(app: ZodApp, options: RegistryRoutesOptions): void {
  readRoutes(app, options);
  publishRoutes(app, options);
  gatedRoutes(app, options);
  undoRoutes(app, options);
}

const params = releaseRemoteParamsSchema;
const remoteConfigOf = (config: FastifyContextConfig) => ({ ...config, notFoundMessage: UNKNOWN_REMOTE_MESSAGE });
const changedResponses = (errors: RegistryRoutesOptions['errors']) => ({ 200: remoteReleasesSchema, ...errors });

/** The status of every remote, and a remote's history. */
function readRoutes(app: ZodApp, { registry, config, errors }: RegistryRoutesOptions) {
  app.get(
    '/',
    {
      schema: {
        description: 'Every remote in order: live, canary, versions kept (newest first), health, and where a rollback goes.',
        response: { 200: releaseStatusSchema, ...errors },
      },
      config,
    },
    () => registry.status(),
  );

  app.get(
    '/:remote/history',
    {
      schema: { params, querystring: pageQuerySchema, response: { 200: releaseEventPageSchema, ...errors } },
      config: remoteConfigOf(config),
    },
    (request) => registry.history(request.params.remote, request.query),
  );
}

/** Publishing a version, and running the gate on it. */
function publishRoutes(app: ZodApp, { registry, config, errors, changerOf }: RegistryRoutesOptions) {
  app.post(
    '/:remote/versions',
    {
      schema: {
        description:
          "Publishes a version the remote's origin serves under /releases/<version>/, pinned by the SHA-256 of its files.",
        params,
        body: publishRequestSchema,
        response: { 201: remoteReleasesSchema, ...errors, 422: errorBodySchema },
      },
      config: remoteConfigOf(config),
    },
    async (request, reply) =>
      reply.code(201).send(await registry.publish(request.params.remote, request.body.version, changerOf(request))),
  );

  app.post(
    '/:remote/gate',
    {
      schema: {
        description: 'Runs the contract gate on a published version and keeps its result on the version, passed or not.',
        params,
        body: gateRequestSchema,
        response: changedResponses(errors),
      },
      config: remoteConfigOf(config),
    },
    (request) => registry.gate(request.params.remote, request.body.version, changerOf(request)),
  );
}

/** A canary and a promote: each once the contract gate passes. */
function gatedRoutes(app: ZodApp, { registry, config, errors, changerOf }: RegistryRoutesOptions) {
  const gated = { ...changedResponses(errors), 422: gateRefusalSchema };
  app.post(
    '/:remote/canary',
    {
      schema: {
        description: 'Gives a version to a share of visitors, once the contract gate passes (422 with its result otherwise).',
        params,
        body: canaryRequestSchema,
        response: gated,
      },
      config: remoteConfigOf(config),
    },
    (request, reply) =>
      orGateRefusal(reply, () =>
        registry.startCanary(request.params.remote, request.body.version, request.body.share, changerOf(request)),
      ),
  );

  app.post(
    '/:remote/promote',
    {
      schema: {
        description: "Makes a version live (the canary's when none is named), once the contract gate passes; any canary ends.",
        params,
        body: promoteRequestSchema,
        response: gated,
      },
      config: remoteConfigOf(config),
    },
    (request, reply) =>
      orGateRefusal(reply, () => registry.promote(request.params.remote, request.body.version, changerOf(request))),
  );
}

/** Ending a canary, and putting the previous live version back. */
function undoRoutes(app: ZodApp, { registry, config, errors, changerOf }: RegistryRoutesOptions) {
  const changed = changedResponses(errors);
  app.post(
    '/:remote/abort',
    {
      schema: { description: 'Ends the running canary.', params, body: releaseReasonSchema, response: changed },
      config: remoteConfigOf(config),
    },
    (request) => registry.abort(request.params.remote, reasonOf(request.body), changerOf(request)),
  );

  app.post(
    '/:remote/rollback',
    {
      schema: {
        description: 'Puts the previous live version back, without the gate (the emergency path); any canary ends.',
        params,
        body: releaseReasonSchema,
        response: changed,
      },
      config: remoteConfigOf(config),
    },
    (request) => registry.rollback(request.params.remote, reasonOf(request.body), changerOf(request)),
  );
}
