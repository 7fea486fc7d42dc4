/**
 * One place shapes every error body as contracts' ErrorBody: validation failures name each
 * field with the spec's message, other 4xx get a plain sentence, and 5xx say nothing about
 * internals (the log gets the detail). Unknown routes answer 404 JSON here too.
 */
import { BODY_TOO_LARGE_MESSAGE, type ErrorBody, VALIDATION_FAILED_MESSAGE } from 'contracts';
import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, type ZodFastifySchemaValidationError } from 'fastify-type-provider-zod';
import { HttpError } from '../http-errors';

export const NOT_FOUND_MESSAGE = 'Not found';
export const INVALID_JSON_MESSAGE = 'The request body is not valid JSON.';
export const NOT_AN_OBJECT_MESSAGE = 'The request body must be a JSON object.';
export const UNKNOWN_FIELD_MESSAGE = 'Unknown field';
export const INTERNAL_ERROR_MESSAGE = 'Something went wrong on our side. Please try again later.';
/** Unknown keys are echoed back as field names; a body with thousands of them gets the first few. */
export const UNKNOWN_FIELDS_REPORTED_MAX = 10;

/** Fastify's codes for a JSON body that does not parse (a SyntaxError with status 400 is another). */
const JSON_BODY_ERRORS = new Set(['FST_ERR_CTP_INVALID_JSON_BODY', 'FST_ERR_CTP_EMPTY_JSON_BODY']);

const BAD_REQUEST_MESSAGE = 'The request could not be understood.';
const STATUS_MESSAGES: Record<number, string> = {
  400: BAD_REQUEST_MESSAGE,
  404: NOT_FOUND_MESSAGE,
  405: 'Method not allowed',
  406: BAD_REQUEST_MESSAGE,
  408: 'The request took too long.',
  411: 'The request needs a Content-Length.',
  413: BODY_TOO_LARGE_MESSAGE,
  414: 'The request URL is too long.',
  415: 'Unsupported content type.',
  429: 'Too many requests. Please try again later.',
  431: 'The request headers are too large.',
};

declare module 'fastify' {
  interface FastifyContextConfig {
    /** What a 404 says when the path cannot name a resource of this route (a malformed slug). */
    notFoundMessage?: string;
  }
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const { statusCode, body } = errorResponse(error, request);
    if (statusCode >= 500) request.log.error({ err: error }, 'request failed');
    else request.log.info({ statusCode, reason: error.message }, 'request rejected');
    return reply.code(statusCode).send(body);
  });

  app.setNotFoundHandler((_request, reply) => reply.code(404).send({ message: NOT_FOUND_MESSAGE } satisfies ErrorBody));
}

function errorResponse(error: FastifyError, request: FastifyRequest): { statusCode: number; body: ErrorBody } {
  if (error instanceof HttpError) {
    return { statusCode: error.statusCode, body: { message: error.message, ...(error.errors ? { errors: error.errors } : {}) } };
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    if (error.validationContext === 'params') {
      return { statusCode: 404, body: { message: request.routeOptions.config.notFoundMessage ?? NOT_FOUND_MESSAGE } };
    }
    const errors = fieldErrors(error.validation);
    if (!errors) return { statusCode: 400, body: { message: wholeBodyMessage(error.validation) } };
    return { statusCode: 400, body: { message: VALIDATION_FAILED_MESSAGE, errors } };
  }
  const statusCode = error.statusCode ?? 500;
  if (JSON_BODY_ERRORS.has(error.code) || (statusCode === 400 && error instanceof SyntaxError)) {
    return { statusCode: 400, body: { message: INVALID_JSON_MESSAGE } };
  }
  if (statusCode >= 400 && statusCode < 500) return { statusCode, body: errorBodyOf(statusCode) };
  return { statusCode: 500, body: errorBodyOf(500) };
}

/** The plain sentence of a status: what every error without a message of its own says. */
export function errorBodyOf(statusCode: number): ErrorBody {
  if (statusCode >= 500) return { message: INTERNAL_ERROR_MESSAGE };
  return { message: STATUS_MESSAGES[statusCode] ?? BAD_REQUEST_MESSAGE };
}

/** What is wrong with the body as a whole: a rule of the schema about it (a refine), or its shape. */
function wholeBodyMessage(issues: ZodFastifySchemaValidationError[]): string {
  const rule = issues.find((issue) => issue.instancePath.slice(1) === '' && issue.keyword === 'custom');
  return rule?.message ?? NOT_AN_OBJECT_MESSAGE;
}

/** The first message for each field; undefined when the body as a whole has the wrong shape. */
function fieldErrors(issues: ZodFastifySchemaValidationError[]): Record<string, string> | undefined {
  const errors = new Map<string, string>();
  for (const issue of issues) {
    if (issue.keyword === 'unrecognized_keys') {
      const keys = (issue.params as { keys?: string[] }).keys ?? [];
      for (const key of keys.slice(0, UNKNOWN_FIELDS_REPORTED_MAX)) {
        if (!errors.has(key)) errors.set(key, UNKNOWN_FIELD_MESSAGE);
      }
      continue;
    }
    const field = issue.instancePath.slice(1).replaceAll('/', '.');
    if (field === '') return undefined;
    if (!errors.has(field)) errors.set(field, issue.message ?? BAD_REQUEST_MESSAGE);
  }
  return Object.fromEntries(errors);
}
