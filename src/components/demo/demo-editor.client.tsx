'use client';
/**
 * The in-place demo editor, loaded on the first "Edit" click (next/dynamic, see demo-block): a
 * plain textarea for the code and, in place of the live demo, an iframe running the edited code.
 * The iframe is the runner (/demo-runner/index.html, its own esbuild bundle and its own policy):
 * the page itself never evaluates code, so its policy keeps no 'unsafe-eval'.
 */
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import { useEffect, useRef, useState } from 'react';
import {
  PAGE_SOURCE,
  describeRunnerError,
  parseRunnerMessage,
  type CodeLanguage,
  type RunMessage,
  type RunnerError,
  type RunnerSettings,
} from '@/modules/demo-runner';
import styles from './demo.module.css';

export const RUNNER_URL = '/demo-runner/index.html';
/** Pause after the last keystroke before the preview recompiles. */
const RUN_DELAY_MS = 300;

export interface EditorFrameProps {
  title: string;
  code: string;
  language: CodeLanguage;
  files: Record<string, string>;
  settings: RunnerSettings;
  onError: (error: RunnerError | null) => void;
}

/** The edited demo's preview: sends each version of the code to the runner and relays its status. */
export function EditorFrame({ title, code, language, files, settings, onError }: EditorFrameProps) {
  const frame = useRef<HTMLIFrameElement>(null);
  const [ready, setReady] = useState(false);
  const [height, setHeight] = useState(120);
  const lastRun = useRef(0);
  const onErrorRef = useRef(onError);
  onErrorRef.current = onError;

  useEffect(() => {
    const listen = (event: MessageEvent) => {
      if (!frame.current || event.source !== frame.current.contentWindow) return;
      const message = parseRunnerMessage(event.data);
      if (!message) return;
      if (message.type === 'ready') setReady(true);
      else if (message.type === 'height') setHeight(Math.min(Math.max(message.height, 48), 2000));
      // Answers to an older version of the code are stale.
      else if (message.runId === lastRun.current) {
        onErrorRef.current(message.type === 'error' ? message.error : null);
      }
    };
    window.addEventListener('message', listen);
    return () => window.removeEventListener('message', listen);
  }, []);

  const settingsKey = JSON.stringify(settings);
  useEffect(() => {
    if (!ready) return;
    const send = () => {
      lastRun.current += 1;
      const message: RunMessage = {
        source: PAGE_SOURCE,
        type: 'run',
        runId: lastRun.current,
        code,
        language,
        files,
        settings: JSON.parse(settingsKey) as RunnerSettings,
      };
      // The sandboxed frame's origin is opaque, so it cannot be named as the target.
      frame.current?.contentWindow?.postMessage(message, '*');
    };
    // The first run goes at once; later ones wait for a pause in typing.
    if (lastRun.current === 0) {
      send();
      return;
    }
    const timer = setTimeout(send, RUN_DELAY_MS);
    return () => clearTimeout(timer);
  }, [ready, code, language, files, settingsKey]);

  return (
    <iframe
      ref={frame}
      className={styles.editorFrame}
      src={RUNNER_URL}
      sandbox="allow-scripts"
      title={`${title} (edited preview)`}
      style={{ height }}
      data-testid="demo-editor-frame"
    />
  );
}

export interface EditorPanelProps {
  title: string;
  code: string;
  language: CodeLanguage;
  error: RunnerError | null;
  onChange: (code: string) => void;
  onReset: () => void;
  changed: boolean;
}

/** The editable code with its error panel and reset. */
export function EditorPanel({ title, code, language, error, onChange, onReset, changed }: EditorPanelProps) {
  const described = error ? describeRunnerError(error) : null;
  const lines = code.split('\n').length;
  return (
    <div className={styles.editor}>
      <textarea
        className={styles.editorText}
        value={code}
        onChange={(event) => onChange(event.target.value)}
        spellCheck={false}
        autoCapitalize="off"
        autoComplete="off"
        rows={Math.min(Math.max(lines + 1, 6), 40)}
        aria-label={`${language === 'TS' ? 'TypeScript' : 'JavaScript'} source of ${title}, editable`}
        data-testid="demo-editor-code"
      />
      <div className={styles.editorStatus}>
        {described ? (
          <Alert severity="error" role="alert" data-testid="demo-editor-error" className={styles.editorError}>
            <AlertTitle>{described.title}</AlertTitle>
            <pre>{described.detail}</pre>
          </Alert>
        ) : null}
        <Button size="small" onClick={onReset} disabled={!changed} data-testid="demo-editor-reset">
          Reset code
        </Button>
      </div>
    </div>
  );
}
