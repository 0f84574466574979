export * from './nearest-pages';
