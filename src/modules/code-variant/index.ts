export * from './code-variant';
