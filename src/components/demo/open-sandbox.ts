import type { CodeVariant } from '@/modules/code-variant';
import type { DemoPayload } from './use-demo-payload';

/** Sandbox build tools: not part of any documented library, pinned here for reproducible projects. */
const TOOL_VERSIONS = {
  vite: '5.4.11',
  pluginReact: '4.3.4',
  typescript: '5.9.3',
  typesReact: '18.3.8',
  typesReactDom: '18.3.7',
};

/** Builds the project for one demo variant and posts it to CodeSandbox or StackBlitz in a new tab. */
export async function openSandbox(
  service: 'codesandbox' | 'stackblitz',
  payload: DemoPayload,
  language: CodeVariant,
) {
  const sandbox = await import('@/modules/sandbox');
  const entry = language === 'TS' ? 'Demo.tsx' : 'Demo.jsx';
  const project = sandbox.createSandboxProject({
    title: payload.title,
    language,
    files: { [entry]: payload[language].code, ...payload.files[language] },
    entry,
    dependencies: payload.dependencies,
    setup: payload.sandbox,
    toolVersions: TOOL_VERSIONS,
  });
  const form = service === 'codesandbox' ? sandbox.codeSandboxForm(project) : sandbox.stackBlitzForm(project);
  sandbox.submitSandboxForm(form);
}
