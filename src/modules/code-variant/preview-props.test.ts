import { describe, expect, it } from 'vitest';
import { PREVIEW_SAME_AS_TS, previewFor, previewProps } from './preview-props';

const ts = '<pre class="shiki"><code>const a: number = 1;</code></pre>';
const js = '<pre class="shiki"><code>const a = 1;</code></pre>';

describe('previewProps', () => {
  it('sends an equal JavaScript preview as a reference to the TypeScript one', () => {
    const props = previewProps({ TS: ts, JS: ts });
    expect(props).toEqual({ previewTs: ts, previewJs: PREVIEW_SAME_AS_TS });
    expect(previewFor('JS', props)).toBe(ts);
    expect(previewFor('TS', props)).toBe(ts);
  });

  it('sends both previews when they differ', () => {
    const props = previewProps({ TS: ts, JS: js });
    expect(props).toEqual({ previewTs: ts, previewJs: js });
    expect(previewFor('TS', props)).toBe(ts);
    expect(previewFor('JS', props)).toBe(js);
  });

  it('keeps a missing preview missing: no TypeScript stands in for an absent JavaScript one', () => {
    const onlyTs = previewProps({ TS: ts });
    expect(onlyTs).toEqual({ previewTs: ts });
    expect(previewFor('JS', onlyTs)).toBeUndefined();
    const onlyJs = previewProps({ JS: js });
    expect(onlyJs).toEqual({ previewJs: js });
    expect(previewFor('TS', onlyJs)).toBeUndefined();
    expect(previewFor('JS', onlyJs)).toBe(js);
    expect(previewProps({})).toEqual({});
  });

  it('cannot mistake a preview for the marker: highlighted HTML opens with a tag', () => {
    expect(ts.startsWith('<')).toBe(true);
    expect(PREVIEW_SAME_AS_TS.startsWith('<')).toBe(false);
  });
});
