export * from './schema';
export * from './pixels';
export * from './fetch-ad';
export * from './bots';
export * from './machine';
export * from './decide';
export * from './config';
