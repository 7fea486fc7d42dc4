/**
 * The release CLI (`npm run release`, scripts/src/release/release.ts): a release pipeline's way to the
 * release registry, the API's `/api/admin/releases`, with the machine token. See docs/releasing.md.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { REMOTE_NAMES, REMOTES, type RemoteName } from 'contracts/federation';
import {
  type GateResult,
  gateRefusalSchema,
  RELEASE_DESCRIPTOR_FILE,
  type RemoteReleases,
  releaseDescriptorSchema,
  releaseStatusSchema,
  remoteReleasesSchema,
} from 'contracts/releases';
import { LOCAL_API_URL } from 'contracts/site-map';
import { installRelease } from 'static-server/releases';
import { REPO_ROOT } from '../local/site-layout';

const USAGE = `Usage: npm run release -- <command> [remote] [version] [options]

  status [remote]                      what is live, on canary and kept
  publish <remote> [version] [--local] register a version its origin serves (default: the version of <remote>/dist);
                                       --local first copies <remote>/dist into npm start's releases (data/releases/<remote>)
  gate <remote> <version>              run the contract gate
  canary <remote> <version> --share N  give the version to N % of visitors (1-50)
  promote <remote> [version]           make the canary (or the version named) live
  abort <remote> [--reason "..."]      end the canary
  rollback <remote> [--reason "..."]   make the previous live version live again

Environment: API_URL (default ${LOCAL_API_URL}), ADMIN_TOKEN (required).`;

/** A command that cannot be run as written: its message says how to write it. */
class UsageError extends Error {}

interface Command {
  name: string;
  remote?: RemoteName;
  version?: string;
  share?: number;
  reason?: string;
  local: boolean;
}

function parseCommand(argv: string[]): Command {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { share: { type: 'string' }, reason: { type: 'string' }, local: { type: 'boolean', default: false } },
  });
  const [name = '', remote, version] = positionals;
  if (remote !== undefined && !REMOTE_NAMES.includes(remote as RemoteName)) {
    throw new UsageError(`Unknown remote ${remote}: name one of ${REMOTE_NAMES.join(', ')}`);
  }
  return {
    name,
    remote: remote as RemoteName | undefined,
    version,
    share: values.share === undefined ? undefined : Number(values.share),
    reason: values.reason,
    local: values.local ?? false,
  };
}

/** The version a remote's own build names (`<remote>/dist/release.json`). */
async function builtVersion(remote: RemoteName): Promise<string> {
  const file = path.join(REPO_ROOT, REMOTES[remote].packageName, 'dist', RELEASE_DESCRIPTOR_FILE);
  const descriptor = releaseDescriptorSchema.parse(JSON.parse(await readFile(file, 'utf8')));
  return descriptor.version;
}

function describeGate(gate: GateResult): string {
  return gate.checks.map((check) => `  ${check.passed ? 'passed' : 'FAILED'} ${check.check}: ${check.detail}`).join('\n');
}

function describe(remote: RemoteReleases): string {
  const health = (version: string) => {
    const counts = remote.health[version];
    return counts ? ` (${counts.renders} renders, ${counts.errors} server errors, ${counts.clientErrors} browser errors)` : '';
  };
  const lines = [
    `${remote.remote}`,
    `  live:   ${remote.live ? `${remote.live.version}${health(remote.live.version)}` : 'none'}`,
    `  canary: ${remote.canary ? `${remote.canary.version} to ${remote.canary.share} %${health(remote.canary.version)}` : 'none'}`,
    `  kept:   ${remote.versions.map((version) => `${version.version}${version.gate ? (version.gate.passed ? ' (gate passed)' : ' (gate failed)') : ''}`).join(', ') || 'none'}`,
  ];
  return lines.join('\n');
}

async function call(method: 'GET' | 'POST', url: string, token: string, body?: object): Promise<unknown> {
  const response = await fetch(url, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body && { 'content-type': 'application/json' }) },
    body: body && JSON.stringify(body),
    signal: AbortSignal.timeout(60_000),
  });
  const answer = (await response.json().catch(() => ({}))) as unknown;
  if (response.ok) return answer;
  const refusal = gateRefusalSchema.safeParse(answer);
  const message = (answer as { message?: string; errors?: Record<string, string> }).message ?? response.statusText;
  const fields = Object.values((answer as { errors?: Record<string, string> }).errors ?? {});
  throw new Error(
    [
      `${response.status}: ${message}`,
      ...fields.map((field) => `  ${field}`),
      refusal.success ? describeGate(refusal.data.gate) : '',
    ]
      .filter(Boolean)
      .join('\n'),
  );
}

export async function runRelease(argv: string[], env: NodeJS.ProcessEnv = process.env): Promise<string> {
  const command = parseCommand(argv);
  const token = env.ADMIN_TOKEN;
  if (!token) throw new UsageError('Set ADMIN_TOKEN: the release registry answers the machine token only.');
  const base = `${env.API_URL ?? LOCAL_API_URL}/api/admin/releases`;
  if (command.name === 'status') {
    const status = releaseStatusSchema.parse(await call('GET', base, token));
    return status.remotes
      .filter((remote) => !command.remote || remote.remote === command.remote)
      .map(describe)
      .join('\n');
  }
  const { remote } = command;
  if (!remote) throw new UsageError(USAGE);
  const post = async (action: string, body: object) =>
    describe(remoteReleasesSchema.parse(await call('POST', `${base}/${remote}/${action}`, token, body)));
  switch (command.name) {
    case 'publish': {
      const version = command.version ?? (await builtVersion(remote));
      if (command.local) {
        const dist = path.join(REPO_ROOT, REMOTES[remote].packageName, 'dist');
        await installRelease(dist, path.join(REPO_ROOT, 'data', 'releases', remote));
      }
      return post('versions', { version });
    }
    case 'gate': {
      if (!command.version) throw new UsageError('Name the version to check.');
      const status = remoteReleasesSchema.parse(
        await call('POST', `${base}/${remote}/gate`, token, { version: command.version }),
      );
      const gate = status.versions.find((version) => version.version === command.version)?.gate;
      return gate ? `${gate.passed ? 'The gate passed' : 'The gate FAILED'}\n${describeGate(gate)}` : describe(status);
    }
    case 'canary':
      if (!command.version || command.share === undefined) throw new UsageError('Name the version and its --share (1-50).');
      return post('canary', { version: command.version, share: command.share });
    case 'promote':
      return post('promote', command.version ? { version: command.version } : {});
    case 'abort':
    case 'rollback':
      return post(command.name, command.reason ? { reason: command.reason } : {});
    default:
      throw new UsageError(USAGE);
  }
}

export { UsageError };
