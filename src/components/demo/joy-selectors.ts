/**
 * Where Joy UI's CSS variables are declared. Joy's own default is `:root` for the light scheme and
 * `[data-joy-color-scheme="dark"]` for dark; the site marks its mode with the class `light` or `dark`
 * (on <html>, and on a demo's scope when that demo is flipped), so the schemes follow those classes.
 * The light scheme also sits on `:root` so a page without the class (script blocked) is still styled.
 */
export function joySelector(scheme: string | undefined): string {
  if (scheme === undefined) return ':root';
  if (scheme === 'light') return ':root, .light';
  return `.${scheme}`;
}
