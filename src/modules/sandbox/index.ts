export * from './dependencies';
export * from './project';
export * from './services';
export * from './setup';
