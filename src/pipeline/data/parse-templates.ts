import type { TemplateInfo } from '@data/templates';
import { templatesSchema } from '@/model/templates-schema';

/** Checks data/templates.ts in the prebuild; a bad entry fails the build naming the file and the entry's path. */
export function parseTemplates(raw: unknown): TemplateInfo[] {
  const result = templatesSchema.safeParse(raw);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  throw new Error(`data/templates.ts: templates[${issue.path.join('.')}]: ${issue.message}`);
}
