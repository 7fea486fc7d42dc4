// react-router 7 needs TextEncoder at import time; jsdom does not provide it.
const { TextEncoder, TextDecoder } = require('node:util');
Object.assign(globalThis, { TextEncoder, TextDecoder });
// jsdom has no layout: scrolling is a no-op there (files that run in node skip this). Without
// scrollIntoView, a component's scroll timer that fires while a slow test still runs (the contact
// wizard's, 100 ms after a step) threw, and the test failed on a busy machine only.
if (typeof window !== 'undefined') {
  window.scrollTo = () => {};
  Element.prototype.scrollIntoView = () => {};
  // jsdom's performance has now() only; marks and their lookup are Node's own.
  const { performance: nodePerformance } = require('node:perf_hooks');
  performance.mark ??= nodePerformance.mark.bind(nodePerformance);
  performance.getEntriesByName ??= nodePerformance.getEntriesByName.bind(nodePerformance);
}
