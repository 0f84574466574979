import LZString from 'lz-string';
import type { SandboxProject } from './project';

export interface SandboxForm {
  action: string;
  fields: Record<string, string>;
}

/** CodeSandbox's documented define API: lz-string compressed files, posted as `parameters`. */
export function codeSandboxForm(project: SandboxProject): SandboxForm {
  const files = Object.fromEntries(
    Object.entries(project.files).map(([path, content]) => [path, { content, isBinary: false }]),
  );
  const parameters = LZString.compressToBase64(JSON.stringify({ files }))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
  return {
    action: 'https://codesandbox.io/api/v1/sandboxes/define',
    fields: { parameters, query: `file=/${project.openFile}` },
  };
}

/** StackBlitz's documented POST-to-run API: one `project[files][path]` field per file. */
export function stackBlitzForm(project: SandboxProject): SandboxForm {
  const fields: Record<string, string> = {
    'project[title]': project.title,
    'project[description]': `${project.title}, from the MUI docs`,
    'project[template]': 'node',
  };
  for (const [path, content] of Object.entries(project.files)) fields[`project[files][${path}]`] = content;
  return { action: `https://stackblitz.com/run?file=${encodeURIComponent(project.openFile)}`, fields };
}

/** Posts the form in a new tab; the page itself never leaves. */
export function submitSandboxForm(form: SandboxForm, doc: Document = document): HTMLFormElement {
  const element = doc.createElement('form');
  element.method = 'POST';
  element.target = '_blank';
  element.action = form.action;
  element.style.display = 'none';
  element.dataset.sandboxForm = '';
  for (const [name, value] of Object.entries(form.fields)) {
    const input = doc.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    element.appendChild(input);
  }
  doc.body.appendChild(element);
  element.submit();
  return element;
}
