/**
 * How every server reads its environment (the API's config.ts, the shell's server/config.ts,
 * static-server's config.ts): a zod schema of its variables, an empty value counted as unset,
 * and a bad value stopping the start with a message that names each variable wrong.
 */
import type { z } from 'zod';

export class EnvError extends Error {
  override name = 'EnvError';
}

/** The variables with a value: docker compose passes `VAR: ${VAR:-}` as an empty string, which means unset. */
export function setVariables(env: Record<string, string | undefined>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(env).filter((entry): entry is [string, string] => entry[1] !== undefined && entry[1] !== ''),
  );
}

/** Parses `env` (empty values unset) or throws an EnvError naming each variable wrong (`variableOf` turns a key into its name). */
export function parseEnv<T extends z.ZodType>(
  schema: T,
  env: Record<string, string | undefined>,
  variableOf = (key: string) => key,
): z.infer<T> {
  const result = schema.safeParse(setVariables(env));
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => `  ${variableOf(String(issue.path[0]))}: ${issue.message}`);
  throw new EnvError(`Invalid environment:\n${problems.join('\n')}`);
}
