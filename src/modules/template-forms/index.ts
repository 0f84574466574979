export * from './validators';
