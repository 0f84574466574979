import path from 'node:path';
import type { Previews } from '@/modules/code-variant/preview-props';
import { inferDependencies, sandboxSetup } from '@/modules/sandbox';
import type { DemoVariantPayload } from '@/model/demo-record';
import { highlight } from './highlight';
import { jsxPreview } from './jsx-preview';
import { memoizeAsync } from './memo';
import { sitePalettes } from './site-palettes';
import { relativeImports, type DemoVariantSource } from './resolve-demo';
import { tsToJs } from './ts-to-js';

export interface BuiltVariant {
  payload: DemoVariantPayload;
  preview: Previews;
}

const toJsName = (file: string) => file.replace(/\.tsx$/, '.jsx').replace(/\.ts$/, '.js');

/** Source, JS twin, highlighted HTML, preview and sandbox files of one styling variant. */
export function buildVariant(
  variant: DemoVariantSource,
  versions: Record<string, string>,
): Promise<BuiltVariant> {
  return buildRemembered(variant, relativeImports(variant.file), versions);
}

// Enough for the demos of the pages a dev session recompiles; the key holds every input.
const buildRemembered = memoizeAsync(
  build,
  (variant, extraTs, versions) =>
    JSON.stringify([variant.file, variant.styling, variant.source, extraTs, versions]),
  500,
);

async function build(
  variant: DemoVariantSource,
  extraTs: Record<string, string>,
  versions: Record<string, string>,
): Promise<BuiltVariant> {
  const fileName = path.basename(variant.file);
  const js = await tsToJs(variant.source, fileName);
  const extraJs: Record<string, string> = {};
  for (const [file, source] of Object.entries(extraTs)) {
    extraJs[toJsName(file)] = /\.tsx?$/.test(file) ? await tsToJs(source, file) : source;
  }
  const previewTs = jsxPreview(variant.source);
  const previewJs = jsxPreview(js);
  const preview: Previews = {
    TS: previewTs && (await highlight(previewTs, 'tsx')),
    JS: previewJs && (await highlight(previewJs, 'jsx')),
  };
  const sandbox = sandboxSetup({
    styling: variant.styling,
    sources: [variant.source, ...Object.values(extraTs)],
    palettes: sitePalettes(),
    versions,
  });
  return {
    payload: {
      TS: { code: variant.source, html: await highlight(variant.source, 'tsx') },
      JS: { code: js, html: await highlight(js, 'jsx') },
      files: { TS: extraTs, JS: extraJs },
      dependencies: inferDependencies([variant.source, ...Object.values(extraTs)], versions),
      ...(preview.TS || preview.JS ? { preview } : {}),
      ...(sandbox ? { sandbox } : {}),
    },
    preview,
  };
}
