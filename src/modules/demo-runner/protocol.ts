import { PALETTE_COLOR_NAMES, type PaletteColors } from '@/modules/theme-settings';

/**
 * Messages between a docs page and the demo runner iframe (/demo-runner/index.html). The iframe is
 * sandboxed without `allow-same-origin`, so its origin is opaque: both sides post with target `*`
 * and trust a message only for its sender window (checked by the caller) and its shape (checked
 * here). Nothing secret ever crosses: the page sends demo code, the runner answers with status.
 */
export const PAGE_SOURCE = 'mui-docs-page';
export const RUNNER_SOURCE = 'mui-docs-demo-runner';

export type CodeLanguage = 'TS' | 'JS';

/** What the preview should look like: the page's settings with the demo's own overrides applied. */
export interface RunnerSettings {
  mode: 'light' | 'dark';
  direction: 'ltr' | 'rtl';
  dense: boolean;
  spacing: number;
  paletteColors: PaletteColors;
}

export interface RunMessage {
  source: typeof PAGE_SOURCE;
  type: 'run';
  /** Increases with every run, so a late answer to an older run can be ignored. */
  runId: number;
  code: string;
  language: CodeLanguage;
  /** The demo's relative imports, keyed by path relative to the demo's folder. */
  files: Record<string, string>;
  settings: RunnerSettings;
}

export type RunnerErrorKind = 'syntax' | 'module' | 'runtime';

export interface RunnerError {
  kind: RunnerErrorKind;
  message: string;
  /** 1-based position in the edited file, when known. */
  line?: number;
  column?: number;
}

export type RunnerMessage =
  | { source: typeof RUNNER_SOURCE; type: 'ready' }
  | { source: typeof RUNNER_SOURCE; type: 'rendered'; runId: number }
  | { source: typeof RUNNER_SOURCE; type: 'error'; runId: number; error: RunnerError }
  | { source: typeof RUNNER_SOURCE; type: 'height'; height: number };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isStringRecord = (value: unknown): value is Record<string, string> =>
  isRecord(value) && Object.values(value).every((v) => typeof v === 'string');

const isColorName = (value: unknown) => (PALETTE_COLOR_NAMES as readonly unknown[]).includes(value);

export function isRunnerSettings(value: unknown): value is RunnerSettings {
  if (!isRecord(value)) return false;
  const { mode, direction, dense, spacing, paletteColors } = value;
  return (
    (mode === 'light' || mode === 'dark') &&
    (direction === 'ltr' || direction === 'rtl') &&
    typeof dense === 'boolean' &&
    Number.isSafeInteger(spacing) &&
    isRecord(paletteColors) &&
    isColorName(paletteColors.primary) &&
    isColorName(paletteColors.secondary)
  );
}

/** The runner's check of what it receives; anything else (other scripts, extensions) is dropped. */
export function parseRunMessage(data: unknown): RunMessage | null {
  if (!isRecord(data) || data.source !== PAGE_SOURCE || data.type !== 'run') return null;
  const { runId, code, language, files, settings } = data;
  if (!Number.isSafeInteger(runId) || typeof code !== 'string') return null;
  if (language !== 'TS' && language !== 'JS') return null;
  if (!isStringRecord(files) || !isRunnerSettings(settings)) return null;
  return { source: PAGE_SOURCE, type: 'run', runId: runId as number, code, language, files, settings };
}

const ERROR_KINDS: readonly unknown[] = ['syntax', 'module', 'runtime'];

function isRunnerError(value: unknown): value is RunnerError {
  if (!isRecord(value)) return false;
  const { kind, message, line, column } = value;
  return (
    ERROR_KINDS.includes(kind) &&
    typeof message === 'string' &&
    (line === undefined || Number.isSafeInteger(line)) &&
    (column === undefined || Number.isSafeInteger(column))
  );
}

/** The page's check of what the iframe says. */
export function parseRunnerMessage(data: unknown): RunnerMessage | null {
  if (!isRecord(data) || data.source !== RUNNER_SOURCE) return null;
  switch (data.type) {
    case 'ready':
      return { source: RUNNER_SOURCE, type: 'ready' };
    case 'rendered':
      return Number.isSafeInteger(data.runId)
        ? { source: RUNNER_SOURCE, type: 'rendered', runId: data.runId as number }
        : null;
    case 'error':
      return Number.isSafeInteger(data.runId) && isRunnerError(data.error)
        ? { source: RUNNER_SOURCE, type: 'error', runId: data.runId as number, error: data.error }
        : null;
    case 'height':
      return typeof data.height === 'number' && Number.isFinite(data.height) && data.height >= 0
        ? { source: RUNNER_SOURCE, type: 'height', height: data.height }
        : null;
    default:
      return null;
  }
}
