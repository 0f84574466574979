/**
 * Entry of the demo runner (public/demo-runner/, built by src/pipeline/steps/demo-runner.ts with
 * esbuild, never part of a Next bundle). It lives in an iframe sandboxed without
 * `allow-same-origin`: it receives a demo's code by postMessage, compiles it with sucrase,
 * loads only the packages the code imports, evaluates it and renders it in the site theme.
 */
import { transform } from 'sucrase';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import {
  RUNNER_SOURCE,
  ModuleResolutionError,
  asCommonJs,
  buildModuleGraph,
  moduleError,
  parseRunMessage,
  runtimeError,
  syntaxError,
  type RunMessage,
  type RunnerError,
  type RunnerMessage,
} from '@/modules/demo-runner';
import { packageLoaders } from '@generated/demo-runner-modules';
import { clearInjectedStyles, evaluateDemo } from './evaluate';
import { DemoErrorBoundary, Preview } from './preview';

type Exports = Record<string, unknown>;
const loaders = packageLoaders as Record<string, () => Promise<Exports>>;
const loaded = new Map<string, unknown>();

function post(message: RunnerMessage) {
  // The parent is our own page, but an opaque-origin document cannot name it: `*`, and nothing
  // in these messages is private.
  window.parent.postMessage(message, '*');
}

class CompileError extends Error {
  constructor(readonly detail: RunnerError) {
    super(detail.message);
  }
}

function compile(language: RunMessage['language']) {
  return (source: string, file: string) => {
    const isTs = file === '<demo>' ? language === 'TS' : /\.tsx?$/.test(file);
    try {
      return transform(source, {
        transforms: isTs ? ['typescript', 'jsx', 'imports'] : ['jsx', 'imports'],
        jsxRuntime: 'automatic',
        production: true,
        filePath: file,
      }).code;
    } catch (error) {
      throw new CompileError(syntaxError(error, file));
    }
  };
}

const root = createRoot(document.getElementById('root')!);
let latestRun = 0;

async function run(message: RunMessage) {
  latestRun = message.runId;
  const fail = (error: RunnerError) => {
    if (message.runId === latestRun)
      post({ source: RUNNER_SOURCE, type: 'error', runId: message.runId, error });
  };
  let graph;
  try {
    graph = buildModuleGraph(message.code, message.files, compile(message.language), (s) => s in loaders);
  } catch (error) {
    if (error instanceof CompileError) return fail(error.detail);
    if (error instanceof ModuleResolutionError) return fail(moduleError(error.message));
    return fail(runtimeError(error));
  }
  try {
    for (const specifier of graph.packages) {
      if (!loaded.has(specifier)) loaded.set(specifier, asCommonJs(await loaders[specifier]()));
    }
  } catch (error) {
    return fail(moduleError(`Loading a package failed: ${runtimeError(error).message}`));
  }
  if (message.runId !== latestRun) return;
  let Demo;
  try {
    clearInjectedStyles();
    Demo = evaluateDemo(graph, loaded);
  } catch (error) {
    return fail(runtimeError(error));
  }
  let failed = false;
  // Synchronous, so a render error is known before the status is sent.
  flushSync(() =>
    root.render(
      <Preview settings={message.settings}>
        <DemoErrorBoundary
          key={message.runId}
          onError={(error) => {
            failed = true;
            fail(runtimeError(error));
          }}
        >
          <Demo />
        </DemoErrorBoundary>
      </Preview>,
    ),
  );
  if (!failed) post({ source: RUNNER_SOURCE, type: 'rendered', runId: message.runId });
}

window.addEventListener('message', (event) => {
  if (event.source !== window.parent) return;
  const message = parseRunMessage(event.data);
  if (message) void run(message);
});

// Errors from the demo's event handlers and effects outside rendering.
window.addEventListener('error', (event) => {
  post({
    source: RUNNER_SOURCE,
    type: 'error',
    runId: latestRun,
    error: runtimeError(event.error ?? event.message),
  });
});
window.addEventListener('unhandledrejection', (event) => {
  post({ source: RUNNER_SOURCE, type: 'error', runId: latestRun, error: runtimeError(event.reason) });
});

new ResizeObserver(() => {
  post({ source: RUNNER_SOURCE, type: 'height', height: Math.ceil(document.body.scrollHeight) });
}).observe(document.body);

post({ source: RUNNER_SOURCE, type: 'ready' });
