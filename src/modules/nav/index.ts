export * from './schema';
export * from './validate';
export * from './tree';
export * from './api-pages';
