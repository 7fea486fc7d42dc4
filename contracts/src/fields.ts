import { z } from 'zod';

/** Letters and combining marks of any script, space, dot, both apostrophes and hyphen. */
const PERSON_NAME_PATTERN = /^[\p{L}\p{M} .'’-]+$/u;
/** A contact's or a candidate's name, in characters. */
const PERSON_NAME_MIN = 2;
const PERSON_NAME_MAX = 100;

export function personName(messages: { min: string; max: string; invalid: string }) {
  return z
    .string(messages.min)
    .trim()
    .min(PERSON_NAME_MIN, messages.min)
    .max(PERSON_NAME_MAX, messages.max)
    .regex(PERSON_NAME_PATTERN, messages.invalid);
}

/**
 * An http(s) URL. A bare domain such as `example.com` is read as `https://example.com`,
 * since that is how people type addresses; any other scheme (javascript:, data:) is refused.
 */
export function httpUrl(message: string) {
  return z
    .string()
    .trim()
    .transform((value) => (/^[a-z][a-z0-9+.-]*:\/\//i.test(value) ? value : `https://${value}`))
    .refine(isHttpUrl, message);
}

function isHttpUrl(value: string): boolean {
  if (!URL.canParse(value)) return false;
  const url = new URL(value);
  return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.includes('.');
}

/** Empty, or an http(s) URL. */
export function optionalHttpUrl(message: string) {
  return z
    .string()
    .trim()
    .pipe(z.union([z.literal(''), httpUrl(message)]))
    .default('');
}

export function optionalText(max: number, message: string) {
  return z.string().trim().max(max, message).default('');
}
