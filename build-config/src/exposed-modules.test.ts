import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { REMOTES } from 'contracts/federation';
import { exposedModules } from './exposed-modules';

function remoteWith(files: string[]): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'remote-'));
  mkdirSync(path.join(dir, 'src/exposed'), { recursive: true });
  for (const file of files) writeFileSync(path.join(dir, 'src/exposed', file), 'export default () => null;');
  return dir;
}

test('maps each contracted module to its file in src/exposed', () => {
  const dir = remoteWith([
    'careers-page.tsx',
    'careers-tabs.tsx',
    'job-page.tsx',
    'share-position.tsx',
    'apply-page.tsx',
    'application-form.tsx',
    'job-preview.tsx',
    'interview-page.tsx',
    'interview-booking.tsx',
  ]);
  expect(exposedModules(dir, 'mfe_careers')).toEqual({
    './CareersPage': './src/exposed/careers-page.tsx',
    './CareersTabs': './src/exposed/careers-tabs.tsx',
    './JobPage': './src/exposed/job-page.tsx',
    './SharePosition': './src/exposed/share-position.tsx',
    './ApplyPage': './src/exposed/apply-page.tsx',
    './ApplicationForm': './src/exposed/application-form.tsx',
    './JobPreview': './src/exposed/job-preview.tsx',
    './InterviewPage': './src/exposed/interview-page.tsx',
    './InterviewBooking': './src/exposed/interview-booking.tsx',
  });
  expect(Object.keys(exposedModules(dir, 'mfe_careers'))).toEqual([...REMOTES.mfe_careers.exposes]);
});

test('fails the build, naming each module the contract exposes and the remote lacks', () => {
  const dir = remoteWith(['careers-page.tsx']);
  expect(() => exposedModules(dir, 'mfe_careers')).toThrow(
    'mfe_careers lacks modules its federation contract exposes: ./CareersTabs (./src/exposed/careers-tabs.tsx), ./JobPage (./src/exposed/job-page.tsx), ./SharePosition (./src/exposed/share-position.tsx), ./ApplyPage (./src/exposed/apply-page.tsx), ./ApplicationForm (./src/exposed/application-form.tsx), ./JobPreview (./src/exposed/job-preview.tsx), ./InterviewPage (./src/exposed/interview-page.tsx), ./InterviewBooking (./src/exposed/interview-booking.tsx)',
  );
});
