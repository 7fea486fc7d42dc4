// The shell provides every shared library eagerly (in this bundle), so no async boundary is needed
// before importing them. The federation runtime starts in this script's task; the app's modules
// (react-dom among them) are evaluated in the next, in the same chunks: two tasks of about half
// the length of one, so neither blocks input for long on a slow phone.
setTimeout(() => import(/* webpackMode: "eager" */ './bootstrap'));
