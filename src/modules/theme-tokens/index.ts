export * from './theme-tokens';
