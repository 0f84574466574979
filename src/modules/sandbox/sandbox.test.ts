import LZString from 'lz-string';
import { describe, expect, it } from 'vitest';
import {
  codeSandboxForm,
  createSandboxProject,
  importedPackages,
  inferDependencies,
  stackBlitzForm,
} from './index';

const versions = {
  react: '18.3.1',
  'react-dom': '18.3.1',
  '@mui/material': '6.0.1',
  '@mui/icons-material': '6.0.1',
  '@emotion/react': '11.14.0',
  '@emotion/styled': '11.14.1',
  '@mui/base': '5.0.0-beta.58',
  clsx: '2.1.1',
};
const toolVersions = {
  vite: '5.4.0',
  pluginReact: '4.3.0',
  typescript: '5.9.3',
  typesReact: '18.3.8',
  typesReactDom: '18.3.7',
};

const demo = `import * as React from 'react';
import Button from '@mui/material/Button';
import AddIcon from '@mui/icons-material/Add';
import { data } from './data';

export default function BasicButtons() {
  return <Button startIcon={<AddIcon />}>{data.label}</Button>;
}
`;

describe('dependency inference', () => {
  it('reads bare package names from imports', () => {
    expect(importedPackages(demo)).toEqual(['@mui/icons-material', '@mui/material', 'react']);
    expect(
      importedPackages("import './x.css';\nimport clsx from 'clsx';\nconst m = import('node:fs');"),
    ).toEqual(['clsx']);
  });
  it('adds react, react-dom and the styling engine, at the documented versions', () => {
    expect(inferDependencies([demo], versions)).toEqual({
      '@emotion/react': '11.14.0',
      '@emotion/styled': '11.14.1',
      '@mui/icons-material': '6.0.1',
      '@mui/material': '6.0.1',
      react: '18.3.1',
      'react-dom': '18.3.1',
    });
  });
  it('keeps Base UI demos free of Emotion', () => {
    expect(inferDependencies(["import { Button } from '@mui/base/Button';"], versions)).toEqual({
      '@mui/base': '5.0.0-beta.58',
      react: '18.3.1',
      'react-dom': '18.3.1',
    });
  });
  it('refuses a package without a documented version', () => {
    expect(() => inferDependencies(["import x from 'left-pad';"], versions)).toThrow(/left-pad/);
  });
});

describe('sandbox payloads', () => {
  const project = createSandboxProject({
    title: 'Basic buttons',
    language: 'TS',
    files: { 'demo.tsx': demo, 'data.ts': "export const data = { label: 'Add' };\n" },
    entry: 'demo.tsx',
    dependencies: inferDependencies([demo], versions),
    toolVersions,
  });

  it('builds a runnable Vite project with the demo and its relative imports', () => {
    expect(Object.keys(project.files).sort()).toEqual([
      'index.html',
      'package.json',
      'src/data.ts',
      'src/demo.tsx',
      'src/index.tsx',
      'tsconfig.json',
      'vite.config.js',
    ]);
    expect(project.files['src/index.tsx']).toContain("import Demo from './demo';");
    const pkg = JSON.parse(project.files['package.json']);
    expect(pkg.dependencies['@mui/material']).toBe('6.0.1');
    expect(pkg.devDependencies.typescript).toBe('5.9.3');
    expect(pkg.name).toBe('basic-buttons');
  });

  it('omits TypeScript files for the JS variant', () => {
    const js = createSandboxProject({
      title: 'Basic',
      language: 'JS',
      files: { 'demo.jsx': 'export default 1' },
      entry: 'demo.jsx',
      dependencies: {},
      toolVersions,
    });
    expect(js.files['tsconfig.json']).toBeUndefined();
    expect(js.files['src/index.jsx']).toContain("getElementById('root'))");
    expect(JSON.parse(js.files['package.json']).devDependencies.typescript).toBeUndefined();
  });

  it('encodes CodeSandbox parameters that decode back to the files', () => {
    const form = codeSandboxForm(project);
    expect(form.action).toBe('https://codesandbox.io/api/v1/sandboxes/define');
    expect(form.fields.query).toBe('file=/src/demo.tsx');
    const base64 = form.fields.parameters.replace(/-/g, '+').replace(/_/g, '/');
    const decoded = JSON.parse(
      LZString.decompressFromBase64(base64 + '='.repeat((4 - (base64.length % 4)) % 4))!,
    );
    expect(decoded.files['src/demo.tsx'].content).toBe(demo);
    expect(decoded.files['package.json'].isBinary).toBe(false);
  });

  it('lists every file as a StackBlitz project field', () => {
    const form = stackBlitzForm(project);
    expect(form.action).toBe('https://stackblitz.com/run?file=src%2Fdemo.tsx');
    expect(form.fields['project[template]']).toBe('node');
    expect(form.fields['project[files][src/demo.tsx]']).toBe(demo);
    expect(form.fields['project[title]']).toBe('Basic buttons');
  });
});
