import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import {
  START_GLOBAL,
  chunkModuleIds,
  clientReferences,
  deferredEntrySource,
  stagedStartSource,
  warmUpModules,
} from './staged-start';

describe('chunkModuleIds', () => {
  it('lists the modules a chunk registers', () => {
    const chunk =
      '"use strict";(self.webpackChunk_N_E=self.webpackChunk_N_E||[]).push([[52117],{12846:function(e){},80:(e,t)=>{}}]);';
    expect(chunkModuleIds(chunk).sort()).toEqual(['12846', '80']);
  });

  it('is empty for a script that registers nothing, even one that throws (the webpack runtime)', () => {
    expect(chunkModuleIds('document.head.appendChild(1)')).toEqual([]);
  });
});

describe('clientReferences', () => {
  it('reads the client components’ module ids and files from a client-reference manifest, in order', () => {
    const manifest =
      'globalThis.__RSC_MANIFEST=(globalThis.__RSC_MANIFEST||{});globalThis.__RSC_MANIFEST["/page"]=' +
      JSON.stringify({
        clientModules: {
          '/app/node_modules/next/dist/client/components/app-router.js': { id: 12846, chunks: [] },
          '/app/src/components/theme/site-providers.client.tsx': { id: '84727', chunks: [] },
        },
      });
    expect(clientReferences(manifest)).toEqual([
      { id: '12846', resource: '/app/node_modules/next/dist/client/components/app-router.js' },
      { id: '84727', resource: '/app/src/components/theme/site-providers.client.tsx' },
    ]);
  });
});

describe('warmUpModules', () => {
  const site = (id: string) => ({ id, resource: `/app/src/components/c${id}.client.tsx` });

  it('keeps each module in the shared bundle once, in the manifests’ order', () => {
    const references = ['3', '1', '9', '3', '2'].map(site);
    expect(warmUpModules(references, new Set(['1', '2', '3']))).toEqual(['3', '1', '2']);
  });

  it('leaves Next’s own client components to the entry', () => {
    const references = [
      { id: '12846', resource: '/app/node_modules/next/dist/client/components/app-router.js' },
      { id: '7', resource: '/app/node_modules/@mui/material/Box/Box.js' },
      site('8'),
    ];
    expect(warmUpModules(references, new Set(['12846', '7', '8']))).toEqual(['7', '8']);
  });
});

/**
 * A stand-in browser: a task queue that MessageChannel posts to, and a webpack runtime that, like the
 * real one, calls a pushed chunk's callback only when the chunk is not installed yet.
 */
function browser() {
  const tasks: (() => void)[] = [];
  const log: string[] = [];
  let task = 0;
  const installed = new Set<unknown>();
  const required = new Set<number>();
  const require = (id: number) => {
    if (!required.has(id)) log.push(`task ${task}: evaluate ${id}`);
    required.add(id);
  };
  const context: Record<string, unknown> = {
    MessageChannel: class {
      port1: { onmessage?: () => void } = {};
      port2 = { postMessage: () => tasks.push(() => this.port1.onmessage?.()) };
    },
    webpackChunk_N_E: {
      push([chunkIds, , callback]: [unknown[], unknown, ((r: typeof require) => void) | undefined]) {
        if (chunkIds.some((id) => !installed.has(id)) && callback) callback(require);
        chunkIds.forEach((id) => installed.add(id));
      },
    },
    entry: () => {
      require(1);
      require(2);
      log.push(`task ${task}: entry`);
    },
  };
  context.self = context;
  const run = (source: string) => runInNewContext(source, context);
  const drain = () => {
    while (tasks.length > 0) {
      task += 1;
      tasks.shift()!();
    }
  };
  return { run, drain, log, context };
}

describe('the staged start', () => {
  const shared = stagedStartSource(['1', '2']);
  const page = deferredEntrySource('self.entry()');

  it('evaluates each module in a task of its own, then runs the entry waiting for it', () => {
    const { run, drain, log } = browser();
    run(page);
    run(shared);
    expect(log).toEqual([]);
    drain();
    expect(log).toEqual(['task 1: evaluate 1', 'task 2: evaluate 2', 'task 3: entry']);
  });

  it('runs the entry as soon as the page’s bundle comes in after the stages', () => {
    const { run, drain, log, context } = browser();
    run(shared);
    drain();
    expect(context[START_GLOBAL]).toBe(true);
    run(page);
    expect(log).toEqual(['task 1: evaluate 1', 'task 2: evaluate 2', 'task 3: entry']);
  });

  it('waits for the stages when the page’s bundle comes in halfway through them', () => {
    const { run, drain, log } = browser();
    run(shared);
    run(page);
    drain();
    expect(log.filter((line) => line.endsWith('entry'))).toEqual(['task 3: entry']);
  });

  it('goes on past a module that throws, leaving it for the entry', () => {
    const { run, drain, log, context } = browser();
    const push = (context.webpackChunk_N_E as { push: (entry: unknown[]) => void }).push;
    context.webpackChunk_N_E = {
      push(entry: [string[], unknown, unknown]) {
        if (entry[0][0] === 'warm:1') throw new Error('module 1 failed');
        push(entry);
      },
    };
    run(page);
    run(shared);
    drain();
    expect(log).toEqual(['task 2: evaluate 2', 'task 3: evaluate 1', 'task 3: entry']);
  });
});
