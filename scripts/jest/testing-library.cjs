require('@testing-library/jest-dom');

// findBy* and waitFor wait up to this for what the test expects: a bound for a busy machine
// (a shared CI host renders a list in seconds at times), not a speed check.
require('@testing-library/react').configure({ asyncUtilTimeout: 5000 });
