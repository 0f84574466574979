export * from './translate';
