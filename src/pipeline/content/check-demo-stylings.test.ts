import { describe, expect, it } from 'vitest';
import type { DemoRecord, DemoStyling } from '@/model/demo-record';
import { checkDemoStylings } from './check-demo-stylings';

const demo = (route: string, name: string, stylings: DemoStyling[]) =>
  ({ id: name, name, title: name, route, variants: stylings.map((styling) => ({ styling })) }) as DemoRecord;
const pages = [
  { route: '/base-ui/react-switch/', file: 'content/base-ui/react-switch/index.mdx' },
  { route: '/material-ui/react-switch/', file: 'content/material-ui/react-switch/index.mdx' },
];
const source = '# Switch\n\nIntro.\n\n<Demo name="plain-switch" title="Plain" />\n';

describe('checkDemoStylings', () => {
  it('accepts Base UI demos with all three stylings and other products with one', () => {
    expect(() =>
      checkDemoStylings(
        [
          demo('/base-ui/react-switch/', 'styled-switch', ['System', 'Tailwind', 'CSS']),
          demo('/material-ui/react-switch/', 'basic', ['System']),
        ],
        pages,
        () => source,
      ),
    ).not.toThrow();
  });

  it('asks a page about one styling technique for all three as well', () => {
    const lesson = [{ route: '/base-ui/customization/styling-with-css/', file: 'x.mdx' }];
    expect(() =>
      checkDemoStylings([demo(lesson[0].route, 'settings', ['System', 'Tailwind', 'CSS'])], lesson, () => source),
    ).not.toThrow();
    expect(() =>
      checkDemoStylings([demo(lesson[0].route, 'settings', ['CSS'])], lesson, () => source),
    ).toThrow(/demo "settings" has no System or Tailwind styling/);
  });

  it('names the file, the line of the <Demo> and the missing stylings', () => {
    expect(() =>
      checkDemoStylings([demo('/base-ui/react-switch/', 'plain-switch', ['System'])], pages, () => source),
    ).toThrow(/^content\/base-ui\/react-switch\/index\.mdx:5: demo "plain-switch" has no Tailwind or CSS styling/);
  });
});
