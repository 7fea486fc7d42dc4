/**
 * The rule that aborts a failing canary: once it has rendered enough pages to judge, a canary
 * that fails more often than live by more than the margin is stopped. A failure is a render that
 * threw or fell back on the server, or an error a browser reported.
 *
 * A browser's errors count once per client address (the registry counts reporters, not beacons),
 * and only once MIN_CLIENT_ERROR_REPORTERS addresses report them: no one address can push a
 * canary over the margin, nor raise live's rate to hide a bad canary by more than one error.
 */
import type { VersionHealth } from 'contracts/releases';

export interface CanaryJudgement {
  canary: VersionHealth;
  live: VersionHealth;
  minRenders: number;
  /** A fraction of renders (0.05: five points more than live). */
  margin: number;
}

/** Rates computed from counts can miss an exact margin by a rounding error; that much is no difference. */
const RATE_TOLERANCE = 1e-9;

/** Distinct addresses whose browser errors a version needs before those errors weigh. */
export const MIN_CLIENT_ERROR_REPORTERS = 3;

const failures = (health: VersionHealth) =>
  health.errors + (health.clientErrors >= MIN_CLIENT_ERROR_REPORTERS ? health.clientErrors : 0);
const failureRate = (health: VersionHealth) => (health.renders > 0 ? failures(health) / health.renders : 0);
const percent = (rate: number) => `${(rate * 100).toFixed(1)} %`;

/** Why the canary must be aborted (its rate, live's and the sample), or undefined while it may go on. */
export function canaryAbortReason({ canary, live, minRenders, margin }: CanaryJudgement): string | undefined {
  if (canary.renders < minRenders) return undefined;
  const canaryRate = failureRate(canary);
  const liveRate = failureRate(live);
  if (canaryRate - (liveRate + margin) <= RATE_TOLERANCE) return undefined;
  return `${failures(canary)} of ${canary.renders} renders failed (${percent(canaryRate)}) against ${percent(liveRate)} on live`;
}
