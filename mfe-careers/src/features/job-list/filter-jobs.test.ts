import { JOBS } from '../../test-utils';
import { ALL, distinctValues, filterJobs, filterParam, type JobFilters, NO_FILTERS, resolveFilter, slugify } from './filter-jobs';

const titles = (filters: Partial<JobFilters>) => filterJobs(JOBS, { ...NO_FILTERS, ...filters }).map((job) => job.title);

describe('filterJobs (the job search)', () => {
  it.each<[string, Partial<JobFilters>, string[]]>([
    ['no filters list every job', {}, ['Senior Cybersecurity Analyst', 'Penetration Tester', 'Machine Learning Engineer']],
    ['search in the title', { search: 'tester' }, ['Penetration Tester']],
    ['search ignores case', { search: 'PENETRATION' }, ['Penetration Tester']],
    ['search matches part of a word', { search: 'cyber' }, ['Senior Cybersecurity Analyst']],
    ['search in the description', { search: 'arabic' }, ['Machine Learning Engineer']],
    ['search in the department', { search: 'engineer' }, ['Machine Learning Engineer']],
    ['search around spaces', { search: '  security ' }, ['Senior Cybersecurity Analyst', 'Penetration Tester']],
    ['search that matches nothing', { search: 'chef' }, []],
    ['search not in the location', { search: 'doha' }, []],
    [
      "'all' departments",
      { department: ALL },
      ['Senior Cybersecurity Analyst', 'Penetration Tester', 'Machine Learning Engineer'],
    ],
    ['one department', { department: 'Engineering' }, ['Machine Learning Engineer']],
    ['one location', { location: 'Doha, Qatar' }, ['Penetration Tester']],
    ['department equals exactly', { department: 'security' }, []],
    ['all three together', { search: 'lead', department: 'Security', location: 'Chicago, IL' }, ['Senior Cybersecurity Analyst']],
    ['filters that exclude each other', { department: 'Engineering', location: 'Doha, Qatar' }, []],
  ])('%s', (_name, filters, expected) => {
    expect(titles(filters)).toEqual(expected);
  });
});

describe('distinctValues', () => {
  it('gives each department and location of the loaded jobs once, in alphabetical order', () => {
    expect(distinctValues(JOBS, 'department')).toEqual(['Engineering', 'Security']);
    expect(distinctValues(JOBS, 'location')).toEqual(['Abu Dhabi, UAE', 'Chicago, IL', 'Doha, Qatar']);
    expect(distinctValues([], 'location')).toEqual([]);
  });
});

describe('resolveFilter (the URL value of ?category= and ?location=)', () => {
  const departments = ['Engineering', 'Operations', 'Product', 'Security'];
  const locations = ['Abu Dhabi, UAE', 'Chicago, IL', 'Doha, Qatar', 'Riyadh, Saudi Arabia'];

  it.each<[string | null, readonly string[], string]>([
    [null, departments, ALL],
    ['all', departments, ALL],
    ['', departments, ALL],
    ['Security', departments, 'Security'],
    ['security', departments, 'Security'],
    ['SECURITY', departments, 'Security'],
    ['engineering', departments, 'Engineering'],
    ['marketing', departments, ALL],
    ['chicago', locations, 'Chicago, IL'],
    ['doha', locations, 'Doha, Qatar'],
    ['abu-dhabi', locations, 'Abu Dhabi, UAE'],
    ['riyadh', locations, 'Riyadh, Saudi Arabia'],
    ['Abu Dhabi, UAE', locations, 'Abu Dhabi, UAE'],
    ['abu-dhabi-uae', locations, 'Abu Dhabi, UAE'],
    ['Abu Dhabi', locations, 'Abu Dhabi, UAE'],
    ['damascus', locations, ALL],
    ['---', locations, ALL],
    ['chicago', [], ALL],
  ])('%j among %j selects %j', (value, options, expected) => {
    expect(resolveFilter(value, options)).toBe(expected);
  });
});

describe('filterParam', () => {
  it('writes the slug of the place, or the full slug when two options share the place', () => {
    expect(filterParam('Security', ['Engineering', 'Security'])).toBe('security');
    expect(filterParam('Abu Dhabi, UAE', ['Abu Dhabi, UAE', 'Doha, Qatar'])).toBe('abu-dhabi');
    expect(filterParam('Chicago, IL', ['Chicago, IL', 'Chicago, Remote'])).toBe('chicago-il');
  });

  it('round-trips through resolveFilter for every option', () => {
    const options = ['Chicago, IL', 'Chicago, Remote', 'Doha, Qatar', 'Product & Design'];
    for (const option of options) expect(resolveFilter(filterParam(option, options), options)).toBe(option);
  });
});

describe('slugify', () => {
  it.each([
    ['Abu Dhabi, UAE', 'abu-dhabi-uae'],
    ['Product & Design', 'product-design'],
    ['Zürich', 'zurich'],
    ['  Riyadh ', 'riyadh'],
  ])('%s -> %s', (text, slug) => {
    expect(slugify(text)).toBe(slug);
  });
});

describe('filterJobs on a page in another language', () => {
  it('finds a job by its department as the page names it too', () => {
    const arabic: Record<string, string> = { Engineering: 'الهندسة', Security: 'الأمن' };
    const found = filterJobs(JOBS, { ...NO_FILTERS, search: 'الهندسة' }, (department) => arabic[department] ?? department);
    expect(found.map((job) => job.title)).toEqual(['Machine Learning Engineer']);
    expect(
      filterJobs(JOBS, { ...NO_FILTERS, search: 'security' }, (department) => arabic[department] ?? department),
    ).toHaveLength(2);
  });
});
