import { describe, expect, it } from 'vitest';
import { parseFrontmatter } from './frontmatter';

const page = (yaml: string, body = '# Hi\n') => `---\n${yaml}\n---\n${body}`;

describe('parseFrontmatter', () => {
  it('parses valid frontmatter with defaults', () => {
    const { data, body } = parseFrontmatter(page('title: Button\ndescription: Buttons do things.'), 'a.mdx');
    expect(data).toEqual({
      title: 'Button',
      description: 'Buttons do things.',
      components: [],
      layout: 'docs',
      hidden: false,
      fonts: [],
      planned: false,
    });
    expect(body).toBe('# Hi\n');
  });

  it('accepts fontsource stylesheets under fonts and names the line of a bad one', () => {
    const good = parseFrontmatter(
      page("title: T\ndescription: D.\nfonts: ['@fontsource/roboto-mono/400.css']"),
      'a.mdx',
    );
    expect(good.data.fonts).toEqual(['@fontsource/roboto-mono/400.css']);
    expect(() =>
      parseFrontmatter(page("title: T\ndescription: D.\nfonts: ['https://fonts.example/x.css']"), 'a.mdx'),
    ).toThrow(/^a\.mdx:4: invalid "fonts.0": expected an @fontsource stylesheet/);
  });

  it('names the file and line of a missing block', () => {
    expect(() => parseFrontmatter('# no frontmatter', 'content/x.mdx')).toThrow(
      /^content\/x\.mdx:1: missing frontmatter/,
    );
  });

  it('names the line of a YAML syntax error', () => {
    expect(() => parseFrontmatter(page('title: Button\ndescription: [unclosed'), 'p.mdx')).toThrow(
      /^p\.mdx:3: malformed frontmatter/,
    );
  });

  it('names the line of a schema error', () => {
    expect(() =>
      parseFrontmatter(page('title: Button\ndescription: ok\nlayout: sideways'), 'p.mdx'),
    ).toThrow(/^p\.mdx:4: invalid "layout"/);
    expect(() => parseFrontmatter(page('title: Button\ndescription: ok\ncolour: red'), 'p.mdx')).toThrow(
      /^p\.mdx:4: invalid "colour"/,
    );
    expect(() => parseFrontmatter(page('description: ok'), 'p.mdx')).toThrow(/^p\.mdx:2: invalid "title"/);
  });

  it('accepts component and hook export names, rejects others', () => {
    const yaml = 'title: Badge\ndescription: ok\ncomponents: [Badge, useBadge, Unstable_Popup, unstable_useModal]';
    expect(parseFrontmatter(page(yaml), 'p.mdx').data.components).toEqual([
      'Badge',
      'useBadge',
      'Unstable_Popup',
      'unstable_useModal',
    ]);
    expect(() => parseFrontmatter(page('title: B\ndescription: ok\ncomponents: [badge]'), 'p.mdx')).toThrow(
      /^p\.mdx:4: invalid "components/,
    );
    expect(() => parseFrontmatter(page('title: B\ndescription: ok\ncomponents: [user]'), 'p.mdx')).toThrow(
      /^p\.mdx:4: invalid "components/,
    );
  });
});
