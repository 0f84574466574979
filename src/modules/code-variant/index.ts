export * from './code-variant';
export * from './preview-props';
