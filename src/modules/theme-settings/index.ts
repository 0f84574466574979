export * from './reducer';
export * from './persisted';
