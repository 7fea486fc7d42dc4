import type { JobListItem } from 'contracts';
import { SIMILAR_POSITIONS_MAX } from 'contracts/careers-rules';

/** Jobs of the same department, without the job itself, at most 3. */
export function similarPositions(jobs: readonly JobListItem[], job: Pick<JobListItem, 'slug' | 'department'>): JobListItem[] {
  return jobs.filter((other) => other.department === job.department && other.slug !== job.slug).slice(0, SIMILAR_POSITIONS_MAX);
}
