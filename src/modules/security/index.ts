export * from './csp';
export * from './subresources';
