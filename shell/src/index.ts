// The shell provides every shared library eagerly (in this bundle), so no async boundary is needed
// before importing them: the app starts as soon as this script runs.
import './bootstrap';
