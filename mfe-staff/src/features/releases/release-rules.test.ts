import type { ReleaseActor, VersionHealth } from 'contracts/releases';
import { HttpError } from 'shared-ui';
import { actorName, errorRate, gateRefusalOf } from './release-rules';

const staff: ReleaseActor = { type: 'staff', id: 'acc-1', email: 'rel@staff.example' };

test.each<[ReleaseActor, boolean, string]>([
  [staff, false, 'rel@staff.example'],
  [staff, true, 'rel@staff.example'],
  [{ type: 'system' }, false, 'the system'],
  [{ type: 'system' }, true, 'The system'],
  [{ type: 'admin-token' }, false, 'a release pipeline'],
  [{ type: 'admin-token' }, true, 'A release pipeline'],
])('names %o (at the start: %p) as %p', (actor, atStart, expected) => {
  expect(actorName(actor, atStart)).toBe(expected);
});

test.each<[VersionHealth, number | undefined]>([
  [{ renders: 0, errors: 0, clientErrors: 0 }, undefined],
  [{ renders: 200, errors: 0, clientErrors: 0 }, 0],
  [{ renders: 200, errors: 3, clientErrors: 1 }, 0.02],
  [{ renders: 10, errors: 0, clientErrors: 15 }, 1.5],
])('the error rate of %o is %p', (health, expected) => {
  expect(errorRate(health)).toBe(expected);
});

const gate = { passed: false, at: '2026-11-20T09:30:00.000Z', checks: [{ check: 'render', passed: false, detail: 'fell back' }] };

test.each<[string, unknown, boolean]>([
  ['a 422 with the gate', new HttpError(422, '422: Refused', { message: 'Refused', gate }), true],
  ['a 422 without the gate', new HttpError(422, '422: Refused', { message: 'Refused' }), false],
  ['a 409', new HttpError(409, '409: A canary runs', { message: 'A canary runs', gate }), false],
  ['a network failure', new TypeError('Failed to fetch'), false],
])('%s is a gate refusal: %p', (_name, error, expected) => {
  expect(gateRefusalOf(error) !== undefined).toBe(expected);
});
