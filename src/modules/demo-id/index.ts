export * from './demo-id';
export * from './demo-source';
