export * from './language';
export * from './canonical';
export * from './product';
