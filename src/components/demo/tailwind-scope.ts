/**
 * The scoped Tailwind utilities: imported by a demo group whose page has a demo in Tailwind by
 * default, and loaded with the first Tailwind variant a reader chooses elsewhere (demo-group.ts).
 */
import './tailwind-scope.css';

export const tailwindScope = 'tailwind-scope.css';
