export * from './demo-id';
