export * from './storage';
export * from './color-scheme-state';
