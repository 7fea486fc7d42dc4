/**
 * Lists the skipped tests at the end of a run, grouped by their outermost describe (whose name
 * says why they are skipped), so no test vanishes into a bare count.
 */
class SkippedTestsReporter {
  onRunComplete(_contexts, results) {
    const groups = new Map();
    for (const file of results.testResults) {
      for (const test of file.testResults) {
        if (test.status !== 'pending' && test.status !== 'skipped' && test.status !== 'todo') continue;
        const group = test.ancestorTitles[0] ?? test.title;
        groups.set(group, (groups.get(group) ?? 0) + 1);
      }
    }
    if (groups.size === 0) return;
    console.log('\nSkipped tests:');
    for (const [group, count] of groups) console.log(`  ${count} × ${group}`);
  }
}

module.exports = SkippedTestsReporter;
