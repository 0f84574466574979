'use client';
import { useEffect, useState, type ReactNode } from 'react';
import { COPY_FEEDBACK_MS, copyText } from '@/modules/clipboard';
import { demoIdFromHash, type CodeStyling } from '@/modules/code-variant';
import { useCopy } from '@/components/code-block/use-copy';
import { setCodePreferences, useCodePreferences } from './code-preferences-store';
import { DemoCode } from './demo-code.client';
import { DemoScope, type DemoOverrides } from './demo-scope.client';
import { DemoStylingContext } from './demo-styling-context';
import { DemoToolbar } from './demo-toolbar.client';
import { openSandbox } from './open-sandbox';
import { useDemoPayload } from './use-demo-payload';
import styles from './demo.module.css';

export interface DemoBlockProps {
  demoId: string;
  name: string;
  title: string;
  /** Comma-separated styling variants this demo has, the first being the default. */
  stylings: string;
  previewTs?: string;
  previewJs?: string;
  /** The default variant's TypeScript source, shown without JavaScript. */
  sourceTs?: string;
  children: ReactNode;
}

const NO_OVERRIDES: DemoOverrides = { flipMode: false, rtl: false, dense: false };

/** A live demo with its toolbar and code; every choice of code language and styling is page-wide. */
export function DemoBlock({
  demoId,
  name,
  title,
  stylings,
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

  useEffect(() => {
    if (expanded) void load(styling);
  }, [expanded, styling, load]);

  useEffect(() => {
    // A `#name.js` style hash selects a variant and points at this demo: bring it into view.
    if (
      window.location.hash &&
      demoIdFromHash(window.location.hash) === name &&
      window.location.hash !== `#${name}`
    ) {
      document.getElementById(name)?.scrollIntoView();
    }
  }, [name]);

  const payload = payloads[styling];
  const preview = codeVariant === 'JS' ? previewJs : previewTs;
  const codeId = `${name}-code`;
  return (
    <figure className={styles.demo} id={name} aria-label={title} data-demo={demoId}>
      <div className={styles.live} data-styling={styling} data-testid="demo-live">
        <DemoStylingContext.Provider value={styling}>
          <DemoScope overrides={overrides} key={resetKey}>
            {children}
          </DemoScope>
        </DemoStylingContext.Provider>
      </div>
      <DemoToolbar
        title={title}
        name={name}
        demoId={demoId}
        codeId={expanded || preview ? codeId : undefined}
        stylings={available}
        styling={styling}
        codeVariant={codeVariant}
        expanded={expanded}
        copied={copied}
        overrides={overrides}
        onStyling={(next) => setCodePreferences({ codeStyling: next })}
        onCodeVariant={(next) => setCodePreferences({ codeVariant: next })}
        onToggleCode={() => setExpanded((value) => !value)}
        onCopy={async () => copy((await load(styling))[codeVariant].code)}
        onSandbox={async (service) => openSandbox(service, await load(styling), codeVariant)}
        onReset={() => {
          setOverrides(NO_OVERRIDES);
          setResetKey((key) => key + 1);
        }}
        onOverrides={setOverrides}
        onCopyLink={() => copyText(`${window.location.origin}${window.location.pathname}#${name}`)}
      />
      {expanded ? (
        <DemoCode id={codeId} html={payload?.[codeVariant].html} loading={!payload} />
      ) : (
        <DemoCode id={codeId} html={preview} loading={false} />
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
