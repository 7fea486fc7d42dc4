// react-router 7 needs TextEncoder at import time; jsdom does not provide it.
const { TextEncoder, TextDecoder } = require('node:util');
Object.assign(globalThis, { TextEncoder, TextDecoder });
// jsdom has no layout: scrolling is a no-op there (files that run in node skip this).
if (typeof window !== 'undefined') window.scrollTo = () => {};
