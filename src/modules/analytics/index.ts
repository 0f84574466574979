export * from './transport';
export * from './payloads';
export * from './click-events';
