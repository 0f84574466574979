'use client';
import dynamic from 'next/dynamic';
import { useCallback, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import { COPY_FEEDBACK_MS, copyText } from '@/modules/clipboard';
import { codeVariantFromHash, demoIdFromHash, previewFor, type CodeStyling } from '@/modules/code-variant';
import { demoLinkHash, demoSourceUrl } from '@/modules/demo-id';
import { useCopy } from '@/components/code-block/use-copy';
import { ThemeSettingsContext } from '@/components/settings/theme-settings-context';
import type { RunnerError, RunnerSettings } from '@/modules/demo-runner';
import { initialThemeSettings } from '@/modules/theme-settings';
import { setCodePreferences, useCodePreferences } from './code-preferences-store';
import { DemoCode } from './demo-code.client';
import { DemoShownContext, releaseDemoHeight } from './demo-height-hold';
import { DemoScope, type DemoOverrides } from './demo-scope.client';
import { DemoStylingContext } from './demo-styling-context';
import { DemoToolbar } from './demo-toolbar.client';
import { openSandbox } from './open-sandbox';
import { whenNearViewport } from './when-near-viewport';
import { useDemoPayload } from './use-demo-payload';
import styles from './demo.module.css';

export interface DemoBlockProps {
  demoId: string;
  name: string;
  title: string;
  /** Comma-separated styling variants this demo has, the first being the default. */
  stylings: string;
  /** Comma-separated repository paths of the variants' files, in the order of `stylings`. */
  sources?: string;
  /** "true" for a demo shown in an iframe of its own (`<Demo iframe />`). */
  iframe?: string;
  /** The repository's blob URL for the branch, ending in `/` (mdx-components.tsx). */
  sourceBase?: string;
  previewTs?: string;
  /** The JS preview, or PREVIEW_SAME_AS_TS when it equals the TS one (preview-props.ts). */
  previewJs?: string;
  /** The default variant's TypeScript source, shown without JavaScript. */
  sourceTs?: string;
  children: ReactNode;
}

const NO_OVERRIDES: DemoOverrides = { flipMode: false, rtl: false, dense: false };

// The editor (and the runner frame it creates) loads on the first "Edit" click only.
const loadEditor = () => import('./demo-editor.client');
const EditorFrame = dynamic(() => loadEditor().then((m) => m.EditorFrame), { ssr: false });
const EditorPanel = dynamic(() => loadEditor().then((m) => m.EditorPanel), {
  ssr: false,
  loading: () => <p className={styles.loading}>Loading the editor…</p>,
});

/** The page's settings with this demo's own overrides: what the edited preview renders with. */
function useRunnerSettings(overrides: DemoOverrides): RunnerSettings {
  const settings = useContext(ThemeSettingsContext)?.settings ?? initialThemeSettings;
  const mode = settings.paletteMode;
  return {
    mode: overrides.flipMode ? (mode === 'dark' ? 'light' : 'dark') : mode,
    direction: overrides.rtl ? 'rtl' : settings.direction,
    dense: overrides.dense || settings.dense,
    spacing: settings.spacing,
    paletteColors: settings.paletteColors,
  };
}

interface EditState {
  original: string;
  code: string;
  files: Record<string, string>;
}

/** A live demo with its toolbar and code; every choice of code language and styling is page-wide. */
export function DemoBlock({
  demoId,
  name,
  title,
  stylings,
  sources,
  sourceBase,
  iframe,
  previewTs,
  previewJs,
  sourceTs,
  children,
}: DemoBlockProps) {
  const available = stylings.split(',') as CodeStyling[];
  const { codeVariant, codeStyling } = useCodePreferences();
  const styling = available.includes(codeStyling) ? codeStyling : available[0];
  const [expanded, setExpanded] = useState(false);
  const [resetKey, setResetKey] = useState(0);
  const [overrides, setOverrides] = useState(NO_OVERRIDES);
  const { payloads, load } = useDemoPayload(demoId);
  const { copied, copy } = useCopy(COPY_FEEDBACK_MS.demo);
  const [editing, setEditing] = useState(false);
  const [edit, setEdit] = useState<EditState | null>(null);
  const [editError, setEditError] = useState<RunnerError | null>(null);
  const runnerSettings = useRunnerSettings(overrides);
  // Tailwind classes are compiled at build time from the files on disk: edits could not be styled.
  const editable = styling !== 'Tailwind';
  // Its server HTML's height is held until the demo is on screen (demo-height-hold.ts).
  const liveRef = useRef<HTMLDivElement>(null);
  // Focus lands here on "Reset focus": the next Tab enters the demo.
  const focusResetRef = useRef<HTMLSpanElement>(null);
  const figureRef = useRef<HTMLElement>(null);
  // data-demo-shown marks the demo as live (until then it can be the server HTML or a copy of it).
  const onShown = useCallback(() => {
    releaseDemoHeight(liveRef.current);
    liveRef.current?.setAttribute('data-demo-shown', '');
  }, []);

  useEffect(() => {
    // (Re)load the source when editing starts or the language/styling changes under the editor.
    if (!editing) return;
    let current = true;
    load(styling).then(
      (loaded) => {
        if (!current) return;
        const code = loaded[codeVariant].code;
        setEdit({ original: code, code, files: loaded.files[codeVariant] });
        setEditError(null);
      },
      (error: Error) => current && setEditError({ kind: 'module', message: error.message }),
    );
    return () => {
      current = false;
    };
  }, [editing, styling, codeVariant, load]);

  const onEditError = useCallback((error: RunnerError | null) => setEditError(error), []);

  const defaultStyling = available[0];
  useEffect(() => {
    if (expanded) {
      void load(styling);
      return undefined;
    }
    if (styling === defaultStyling || !figureRef.current) return undefined;
    // Another styling's collapsed preview comes with its code: fetched when the demo nears the
    // viewport, as the demo's own code is (docs/decisions/0005-demo-loading.md).
    const watching = new AbortController();
    void whenNearViewport(figureRef.current, watching.signal).then(() => load(styling));
    return () => watching.abort();
  }, [expanded, styling, defaultStyling, load]);

  useEffect(() => {
    // A `#name.js` style hash selects a variant and points at this demo: bring it into view, and
    // with a language in the hash (a "Copy link" link), open its full source.
    const { hash } = window.location;
    if (hash && demoIdFromHash(hash) === name && hash !== `#${name}`) {
      if (codeVariantFromHash(hash)) setExpanded(true);
      document.getElementById(name)?.scrollIntoView();
    }
  }, [name]);

  const payload = payloads[styling];
  // The page carries the default styling's preview; another styling's comes with its code.
  const ownPreview = styling === defaultStyling;
  const preview = ownPreview
    ? previewFor(codeVariant, { previewTs, previewJs })
    : payload?.preview?.[codeVariant];
  const codeId = `${name}-code`;
  const sourceFile = sources?.split(',')[available.indexOf(styling)];
  return (
    <figure ref={figureRef} className={styles.demo} id={name} aria-label={title} data-demo={demoId}>
      <span ref={focusResetRef} tabIndex={-1} className={styles.focusReset} data-testid="demo-focus-reset" />
      {editing && editable && edit ? (
        <EditorFrame
          key={resetKey}
          title={title}
          code={edit.code}
          language={codeVariant}
          files={edit.files}
          settings={runnerSettings}
          onError={onEditError}
        />
      ) : (
        <div ref={liveRef} className={styles.live} data-styling={styling} data-testid="demo-live">
          <DemoStylingContext.Provider value={styling}>
            <DemoShownContext.Provider value={onShown}>
              <DemoScope
                overrides={overrides}
                key={resetKey}
                frameTitle={iframe ? `${title} (demo frame)` : undefined}
              >
                {children}
              </DemoScope>
            </DemoShownContext.Provider>
          </DemoStylingContext.Provider>
        </div>
      )}
      <DemoToolbar
        title={title}
        name={name}
        demoId={demoId}
        codeId={expanded || editing || preview ? codeId : undefined}
        stylings={available}
        styling={styling}
        codeVariant={codeVariant}
        expanded={expanded}
        editing={editing}
        editable={editable}
        copied={copied}
        overrides={overrides}
        onStyling={(next) => setCodePreferences({ codeStyling: next })}
        onCodeVariant={(next) => setCodePreferences({ codeVariant: next })}
        onToggleCode={() => setExpanded((value) => !value)}
        onToggleEdit={() => setEditing((value) => !value)}
        onCopy={async () => copy((await load(styling))[codeVariant].code)}
        onSandbox={async (service) => openSandbox(service, await load(styling), codeVariant)}
        onReset={() => {
          setOverrides(NO_OVERRIDES);
          setResetKey((key) => key + 1);
        }}
        onOverrides={setOverrides}
        onCopyLink={() =>
          copyText(`${window.location.origin}${window.location.pathname}${demoLinkHash(name, codeVariant)}`)
        }
        onResetFocus={() => focusResetRef.current?.focus()}
        sourceUrl={sourceBase && sourceFile ? demoSourceUrl(sourceBase, sourceFile, codeVariant) : undefined}
      />
      {editing && editable ? (
        <div id={codeId}>
          {edit ? (
            <EditorPanel
              title={title}
              code={edit.code}
              language={codeVariant}
              error={editError}
              changed={edit.code !== edit.original}
              onChange={(code) => setEdit({ ...edit, code })}
              onReset={() => {
                setEdit({ ...edit, code: edit.original });
                setEditError(null);
              }}
            />
          ) : (
            <p className={styles.loading}>Loading the editor…</p>
          )}
        </div>
      ) : expanded ? (
        <DemoCode id={codeId} html={payload?.[codeVariant].html} loading={!payload} />
      ) : (
        <DemoCode id={codeId} html={preview} loading={!ownPreview && !payload} />
      )}
      {sourceTs ? (
        // The toolbar needs JavaScript; without it the full source is one click away.
        <noscript>
          <details className={styles.noscriptCode}>
            <summary>Source code (TypeScript)</summary>
            <pre>
              <code>{sourceTs}</code>
            </pre>
          </details>
        </noscript>
      ) : null}
    </figure>
  );
}
