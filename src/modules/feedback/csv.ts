import type { FeedbackRecord } from './store';

export const CSV_COLUMNS = [
  'id',
  'page',
  'section',
  'rating',
  'comment',
  'version',
  'language',
  'createdAt',
  'updatedAt',
] as const satisfies readonly (keyof FeedbackRecord)[];

/**
 * One RFC 4180 field. Cells a spreadsheet would run as a formula (starting with = + - @ or a tab
 * or carriage return) get a leading apostrophe, since comments are written by anyone.
 */
export function csvField(value: string | number | null): string {
  let text = value === null ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n']/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvHeader(): string {
  return `${CSV_COLUMNS.join(',')}\r\n`;
}

export function csvRow(record: FeedbackRecord): string {
  return `${CSV_COLUMNS.map((column) => csvField(record[column])).join(',')}\r\n`;
}
