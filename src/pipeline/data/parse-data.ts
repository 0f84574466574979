import type { z } from 'zod';

/**
 * Checks one data/ file's value against its schema in the prebuild. data/ is plain data (it may
 * ship to the browser, and it must not pay for zod at import), so this is where a mistake in it
 * fails the build, naming the file and the first bad place.
 */
export function parseData<T>(schema: z.ZodType<T>, value: unknown, file: string): T {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const where = issue.path.length > 0 ? ` at ${issue.path.join('.')}` : '';
  throw new Error(`Invalid data in ${file}${where}: ${issue.message}`);
}
