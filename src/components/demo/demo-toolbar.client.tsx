'use client';
import { useEffect, useRef, type FocusEvent, type KeyboardEvent } from 'react';
import { rovingIndex, tabStopIndex } from '@/modules/roving-toolbar/roving-toolbar';
import { Glyph } from '@/components/icons/glyph';
import { GlyphButton, glyphButtonClass } from '@/components/icons/glyph-button';
import type { CodeStyling, CodeVariant } from '@/modules/code-variant';
import type { DemoOverrides } from './demo-scope.client';
import demoStyles from './demo.module.css';
import styles from './demo-toolbar.module.css';

export interface DemoToolbarProps {
  title: string;
  name: string;
  demoId: string;
  /** The code region the toggle controls; absent while nothing is rendered there. */
  codeId?: string;
  stylings: CodeStyling[];
  styling: CodeStyling;
  codeVariant: CodeVariant;
  expanded: boolean;
  /** The in-place editor is open. */
  editing: boolean;
  /** False for Tailwind variants, whose classes only exist for the files on disk. */
  editable: boolean;
  copied: boolean;
  overrides: DemoOverrides;
  onStyling: (styling: CodeStyling) => void;
  onCodeVariant: (variant: CodeVariant) => void;
  onToggleCode: () => void;
  onToggleEdit: () => void;
  onCopy: () => void;
  onSandbox: (service: 'codesandbox' | 'stackblitz') => void;
  onReset: () => void;
  onOverrides: (overrides: DemoOverrides) => void;
  onCopyLink: () => void;
  /** Moves focus to just before the demo, so that the next Tab enters it. */
  onResetFocus: () => void;
  /** The demo's source file in the repository, in the chosen language. */
  sourceUrl?: string;
}

const controlsOf = (toolbar: HTMLElement) =>
  [...toolbar.querySelectorAll<HTMLElement>('button, a[href]')].filter(
    (control) => !(control as HTMLButtonElement).disabled,
  );

/**
 * The ARIA toolbar pattern: one Tab stop (the control used last), arrow keys between controls,
 * Home and End. Tab indexes are set on the DOM after each render rather than through props, so the
 * controls keep their own components and the server HTML stays as it is.
 */
function useRovingToolbar() {
  const ref = useRef<HTMLDivElement>(null);
  const stop = useRef(0);
  const apply = () => {
    const toolbar = ref.current;
    if (!toolbar) return [];
    const controls = controlsOf(toolbar);
    const index = tabStopIndex(stop.current, controls.length);
    controls.forEach((control, i) => {
      control.tabIndex = i === index ? 0 : -1;
    });
    return controls;
  };
  // After every render: a control may have come or gone (Edit, for one).
  useEffect(() => {
    apply();
  });
  const onFocus = (event: FocusEvent<HTMLDivElement>) => {
    const index = controlsOf(event.currentTarget).indexOf(event.target as HTMLElement);
    if (index < 0 || index === stop.current) return;
    stop.current = index;
    apply();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    const controls = controlsOf(event.currentTarget);
    const current = controls.indexOf(document.activeElement as HTMLElement);
    if (current < 0) return;
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
    const next = rovingIndex(current, controls.length, event.key, rtl);
    if (next === undefined) return;
    event.preventDefault();
    controls[next].focus();
  };
  return { ref, onFocus, onKeyDown };
}

/**
 * One of a group of exclusive choices. Plain buttons with `aria-pressed` (what ToggleButton
 * renders): with MUI's buttons, five toolbars made ~100 styled components per page, and a
 * navigation to a component page spent about as long in Emotion as in React
 * (docs/decisions/0013-lean-chrome.md).
 */
function Choices<T extends string>({
  label,
  options,
  value,
  onChange,
  testId,
}: {
  label: string;
  options: readonly T[];
  value: T;
  onChange: (value: T) => void;
  testId: string;
}) {
  return (
    <div role="group" aria-label={label} className={styles.choices}>
      {options.map((option) => (
        <button
          key={option}
          type="button"
          className={styles.choice}
          aria-pressed={option === value}
          onClick={() => {
            if (option !== value) onChange(option);
          }}
          data-testid={`${testId}-${option}`}
        >
          {option}
        </button>
      ))}
    </div>
  );
}

const CODE_VARIANTS: readonly CodeVariant[] = ['TS', 'JS'];
const SANDBOXES = [
  ['codesandbox', 'CodeSandbox'],
  ['stackblitz', 'StackBlitz'],
] as const;

export function DemoToolbar(props: DemoToolbarProps) {
  const { title, overrides, onOverrides } = props;
  const flip = (key: keyof DemoOverrides) => onOverrides({ ...overrides, [key]: !overrides[key] });
  const roving = useRovingToolbar();
  return (
    <div className={demoStyles.toolbar} role="toolbar" aria-label={`${title} demo`} {...roving}>
      {props.stylings.length > 1 ? (
        <Choices
          label="Styling"
          options={props.stylings}
          value={props.styling}
          onChange={props.onStyling}
          testId="styling"
        />
      ) : null}
      <Choices
        label="Code language"
        options={CODE_VARIANTS}
        value={props.codeVariant}
        onChange={props.onCodeVariant}
        testId="variant"
      />
      <span className={demoStyles.spacer} />
      <button
        type="button"
        className={styles.textButton}
        aria-expanded={props.expanded}
        aria-controls={props.codeId}
        onClick={props.onToggleCode}
        data-testid="toggle-code"
      >
        <Glyph name="CodeRounded" className={styles.startGlyph} />
        {props.expanded ? 'Hide code' : 'Show code'}
      </button>
      {props.editable ? (
        <button
          type="button"
          className={styles.textButton}
          aria-pressed={props.editing}
          onClick={props.onToggleEdit}
          data-testid="demo-edit"
        >
          <Glyph name="EditRounded" className={styles.startGlyph} />
          {props.editing ? 'Stop editing' : 'Edit'}
        </button>
      ) : null}
      <button type="button" className={styles.textButton} onClick={props.onCopy} data-testid="demo-copy">
        <span aria-live="polite">{props.copied ? 'Copied' : 'Copy'}</span>
      </button>
      {SANDBOXES.map(([service, label]) => (
        <button
          key={service}
          type="button"
          className={styles.textButton}
          onClick={() => props.onSandbox(service)}
          data-testid={`open-${service}`}
        >
          {label}
        </button>
      ))}
      <GlyphButton glyph="LinkRounded" label="Copy link to this demo" onClick={props.onCopyLink} />
      <a
        className={glyphButtonClass()}
        href={`/demos/${props.demoId}/`}
        target="_blank"
        aria-label="Open the demo in a new window"
        title="Open in a new window"
      >
        <Glyph name="OpenInNewRounded" />
      </a>
      {props.sourceUrl ? (
        <a
          className={glyphButtonClass()}
          href={props.sourceUrl}
          target="_blank"
          rel="noopener"
          aria-label={`View the source on GitHub (${props.codeVariant === 'JS' ? 'JavaScript' : 'TypeScript'})`}
          title="View the source on GitHub"
          data-testid="demo-source"
        >
          <Glyph name="GitHub" />
        </a>
      ) : null}
      <GlyphButton glyph="RefreshRounded" label="Reset the demo" onClick={props.onReset} />
      <GlyphButton
        glyph="CenterFocusStrongRounded"
        label="Reset focus to test keyboard navigation"
        onClick={props.onResetFocus}
      />
      <GlyphButton
        glyph="DarkModeOutlined"
        label="Show this demo in the other mode"
        aria-pressed={overrides.flipMode}
        onClick={() => flip('flipMode')}
      />
      <GlyphButton
        glyph="FormatTextdirectionRToLRounded"
        label="Show this demo right-to-left"
        aria-pressed={overrides.rtl}
        onClick={() => flip('rtl')}
      />
      <GlyphButton
        glyph="DensitySmallRounded"
        label="Show this demo dense"
        aria-pressed={overrides.dense}
        onClick={() => flip('dense')}
      />
    </div>
  );
}
