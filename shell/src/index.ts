// The shell provides every shared library eagerly (in this bundle), so no async boundary is needed
// before importing them. The federation runtime starts in this script's task; react-dom, the
// largest module, is evaluated in the next, and the app's other modules in the one after (eager
// dynamic imports, in the same chunks): three tasks, none long enough to block input for long on
// a slow phone, where one task took them all.
const nextTask = () => new Promise((resolve) => setTimeout(resolve));

void nextTask()
  .then(() => import(/* webpackMode: "eager" */ 'react-dom/client'))
  .then(nextTask)
  .then(() => import(/* webpackMode: "eager" */ './bootstrap'));
