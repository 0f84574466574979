export * from './protocol';
export * from './modules';
export * from './errors';
