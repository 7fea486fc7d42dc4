import type { JobListItem } from 'contracts';
import { similarPositions } from './similar-positions';

const job = (slug: string, department: string): JobListItem => ({
  id: slug,
  slug,
  title: slug,
  department,
  location: 'Doha, Qatar',
  type: 'Full-time',
  description: '',
  posted_date: '2026-11-01',
});

const security = ['a', 'b', 'c', 'd', 'e'].map((slug) => job(slug, 'Security'));
const engineering = [job('x', 'Engineering')];

describe('similarPositions (same department, not the job itself, at most 3)', () => {
  it.each<[string, JobListItem[], JobListItem, string[]]>([
    ['at most three of the same department', [...security, ...engineering], job('a', 'Security'), ['b', 'c', 'd']],
    ['the current job left out wherever it is', [...security, ...engineering], job('c', 'Security'), ['a', 'b', 'd']],
    ['only the same department', [...security, ...engineering], job('y', 'Engineering'), ['x']],
    ['none when the job is alone in its department', [...security, ...engineering], job('x', 'Engineering'), []],
    ['none for an unknown department', security, job('q', 'Legal'), []],
    ['department compared exactly', security, job('q', 'security'), []],
    ['in the list order', [job('b', 'Security'), job('a', 'Security')], job('z', 'Security'), ['b', 'a']],
  ])('%s', (_case, jobs, current, expected) => {
    expect(similarPositions(jobs, current).map((other) => other.slug)).toEqual(expected);
  });
});
