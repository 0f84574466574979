import type { RunnerError } from './protocol';

interface LocatedError {
  message?: unknown;
  loc?: { line?: unknown; column?: unknown };
}

/**
 * A compile error as the reader should read it. Sucrase throws `Error transforming <file>:
 * <reason> (line:column)` with a `loc`; the prefix and the position go, the position is kept as
 * numbers for the panel.
 */
export function syntaxError(error: unknown, file: string): RunnerError {
  const { message, loc } = (error ?? {}) as LocatedError;
  const text = typeof message === 'string' ? message : String(error);
  const reason = text.replace(/^Error transforming [^:]+: /, '').replace(/\s*\(\d+:\d+\)$/, '');
  const line = typeof loc?.line === 'number' ? loc.line : undefined;
  const column = typeof loc?.column === 'number' ? loc.column : undefined;
  const where = file === '<demo>' ? '' : ` in ${file}`;
  return { kind: 'syntax', message: `${reason}${where}`, line, column };
}

/** Anything thrown while evaluating or rendering: name and message, never the runner's stack. */
export function runtimeError(error: unknown): RunnerError {
  if (error instanceof Error) {
    const message = error.message || '(no message)';
    return {
      kind: 'runtime',
      message: error.name && error.name !== 'Error' ? `${error.name}: ${message}` : message,
    };
  }
  return { kind: 'runtime', message: `Thrown value: ${String(error)}` };
}

export function moduleError(message: string): RunnerError {
  return { kind: 'module', message };
}

const TITLES: Record<RunnerError['kind'], string> = {
  syntax: 'Syntax error',
  module: 'Import error',
  runtime: 'Runtime error',
};

/** Title and one-line detail of the error panel under the editor. */
export function describeRunnerError(error: RunnerError): { title: string; detail: string } {
  const position =
    error.line !== undefined
      ? ` (line ${error.line}${error.column !== undefined ? `, column ${error.column}` : ''})`
      : '';
  return { title: `${TITLES[error.kind]}${position}`, detail: error.message };
}
