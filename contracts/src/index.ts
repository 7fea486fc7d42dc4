export * from './application';
export * from './careers';
export * from './contact';
export * from './errors';
export * from './locales';
export * from './locations';
export * from './request-limits';
export * from './services';
