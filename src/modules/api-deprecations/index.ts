export * from './api-deprecations';
