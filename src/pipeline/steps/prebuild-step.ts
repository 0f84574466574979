/**
 * The prebuild's steps as the runner sees them, typed: `StepOutputs` says what each step hands on,
 * and `defineStep` gives a step exactly the outputs of the steps its `needs` list names, so a step
 * cannot read an input it did not declare.
 */
import type { XLicenseKey } from '@/modules/x-license';
import type { ErrorCode } from '../errors/extract-error-codes';
import type { Step } from './runner';
import type { ApiOutput } from './api';
import type { BlogOutput } from './blog';
import type { ChecksOutput } from './checks';
import type { ContentOutput } from './content';
import type { DemosOutput } from './demos';

export interface PrebuildContext {
  /** The repository root; every step reads and writes under it. */
  root: string;
  /** `performance.now()` when the prebuild began, for the closing line. */
  started: number;
}

export interface StepOutputs {
  'x-license': XLicenseKey | undefined;
  data: void;
  api: ApiOutput;
  'error-codes': ErrorCode[];
  'style-functions': void;
  'theme-tokens': void;
  icons: void;
  'chrome-glyphs': void;
  locales: void;
  /** Installed version of each documented package. */
  versions: Record<string, string>;
  content: ContentOutput;
  blog: BlogOutput;
  checks: ChecksOutput;
  demos: DemosOutput;
  'demo-runner': void;
  'page-index': void;
  /** Every route the build serves. */
  site: Set<string>;
  search: void;
  redirects: void;
  summary: void;
}

export type StepName = keyof StepOutputs;

export type PrebuildStep<N extends StepName = StepName, Needs extends StepName = never> = Step<
  Pick<StepOutputs, Needs>,
  StepOutputs[N],
  PrebuildContext
> & { readonly name: N; readonly needs: readonly Needs[] };

/** A step whose inputs are typed from the names in its `needs` (no more, no fewer). */
export function defineStep<const N extends StepName, const Needs extends readonly StepName[] = []>(step: {
  name: N;
  needs: Needs;
  run(
    inputs: Pick<StepOutputs, Needs[number]>,
    context: PrebuildContext,
  ): StepOutputs[N] | Promise<StepOutputs[N]>;
}): PrebuildStep<N, Needs[number]> {
  return step;
}
