/** The organisation's GitHub: a constant of its own so the app bar can link it without loading zod. */
export const GITHUB_URL = 'https://github.com/mui';
