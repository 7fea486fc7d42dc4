/** One command of the container tests (docker, docker-compose, mmdebstrap, npm), bounded in time. */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

const execFileAsync = promisify(execFile);
/** A build's whole log is kept in memory until it ends. */
const MAX_OUTPUT_BYTES = 256 * 1024 * 1024;

export interface CommandOptions {
  env?: NodeJS.ProcessEnv;
  cwd?: string;
  input?: string;
  timeoutMs: number;
}

export class CommandError extends Error {
  constructor(
    readonly command: string,
    readonly stdout: string,
    readonly stderr: string,
    readonly exitCode: number | string | undefined,
  ) {
    super(`${command} failed (${exitCode ?? 'killed'}):\n${lastLines(`${stdout}\n${stderr}`, 30)}`);
  }
}

export function lastLines(text: string, count: number): string {
  return text
    .split('\n')
    .filter((line) => line.trim() !== '')
    .slice(-count)
    .join('\n');
}

/** Runs a command (killed past `timeoutMs`) and answers its standard output; throws a CommandError when it fails. */
export async function run(command: string, args: string[], options: CommandOptions): Promise<string> {
  const call = execFileAsync(command, args, {
    cwd: options.cwd,
    env: options.env ?? process.env,
    timeout: options.timeoutMs,
    killSignal: 'SIGKILL',
    maxBuffer: MAX_OUTPUT_BYTES,
  });
  if (options.input !== undefined) call.child.stdin?.end(options.input);
  try {
    return (await call).stdout;
  } catch (error) {
    const failure = error as { stdout?: string; stderr?: string; code?: number | string; killed?: boolean };
    const reason = failure.killed ? `stopped after ${options.timeoutMs} ms` : failure.code;
    throw new CommandError([command, ...args].join(' '), failure.stdout ?? '', failure.stderr ?? '', reason);
  }
}
