export interface MessageSegment {
  kind: 'text' | 'arg' | 'missing';
  /** Plain text: rendered as a text node, never parsed as HTML. */
  text: string;
  /** Inside `backticks` in the message: shown as code. */
  code: boolean;
  /** 0-based argument index, for `arg` and `missing`. */
  index?: number;
}

/** What a missing argument shows instead of its value. */
export const missingArgumentText = (index: number) => `[argument ${index + 1} missing]`;

/**
 * A message template (`%s` per argument, as the extractor writes it) filled with the arguments,
 * as segments the page renders as text. Backticks mark code in MUI's messages: they toggle the
 * `code` flag and are dropped. Arguments past the template's holes are ignored; missing ones
 * become `missing` segments so the reader sees that the link was cut short.
 */
export function formatErrorMessage(template: string, args: readonly string[]): MessageSegment[] {
  const segments: MessageSegment[] = [];
  let code = false;
  const pushText = (text: string) => {
    const parts = text.split('`');
    parts.forEach((part, i) => {
      if (i > 0) code = !code;
      if (part) segments.push({ kind: 'text', text: part, code });
    });
  };
  template.split('%s').forEach((piece, i) => {
    if (i > 0) {
      const index = i - 1;
      segments.push(
        index < args.length
          ? { kind: 'arg', text: args[index], code, index }
          : { kind: 'missing', text: missingArgumentText(index), code, index },
      );
    }
    pushText(piece);
  });
  return segments;
}

/** The message as one plain string (for the page title, Markdown and tests). */
export function messageText(segments: readonly MessageSegment[]): string {
  return segments.map((s) => s.text).join('');
}
