import { describe, expect, it } from 'vitest';
import { parseIconModule } from './parse-icon';

const header = `"use client";\nimport createSvgIcon from './utils/createSvgIcon';\nimport { jsx as _jsx } from "react/jsx-runtime";\n`;

describe('parseIconModule', () => {
  it('keeps a lone path as its d string', () => {
    const source = `${header}export default createSvgIcon( /*#__PURE__*/_jsx("path", {\n  d: "M6 19h12z"\n}), 'Delete');`;
    expect(parseIconModule(source, 'Delete.js')).toEqual(['M6 19h12z']);
  });

  it('keeps other attributes and elements as tuples', () => {
    const source = `${header}export default createSvgIcon([/*#__PURE__*/_jsx("path", {\n  d: "M8 9h8z",\n  opacity: ".3"\n}, "0"), /*#__PURE__*/_jsx("circle", {\n  cx: "12", cy: 12, r: "2"\n}, "1")], 'XTwoTone');`;
    expect(parseIconModule(source, 'XTwoTone.js')).toEqual([
      ['path', { d: 'M8 9h8z', opacity: '.3' }],
      ['circle', { cx: '12', cy: 12, r: '2' }],
    ]);
  });

  it('flattens fragments and keeps nested children', () => {
    const source = `${header}export default createSvgIcon( /*#__PURE__*/_jsxs(React.Fragment, {\n  children: [_jsx("path", { d: "M1 1z" }), _jsxs("g", { fillRule: "evenodd", children: _jsx("path", { d: "M2 2z" }) })]\n}), 'Y');`;
    expect(parseIconModule(source, 'Y.js')).toEqual(['M1 1z', ['g', { fillRule: 'evenodd' }, ['M2 2z']]]);
  });

  it('names file and line when the shape is unexpected', () => {
    const source = `${header}export default createSvgIcon(\n  _jsx("path", { d: someVariable }), 'Z');`;
    expect(() => parseIconModule(source, 'Z.js')).toThrow('Z.js:5: prop d is not a literal');
    expect(() => parseIconModule(`${header}export default 1;`, 'W.js')).toThrow(
      'W.js:1: no createSvgIcon() call',
    );
    expect(() => parseIconModule('export default (', 'V.js')).toThrow(/^V\.js:1: /);
  });
});
