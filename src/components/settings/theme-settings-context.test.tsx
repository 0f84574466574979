import { renderToString } from 'react-dom/server';
import { expect, it } from 'vitest';
import { initialThemeSettings } from '@/modules/theme-settings';
import { ThemeSettingsContext, useThemeSettings } from './theme-settings-context';

function SpacingLabel() {
  const { settings } = useThemeSettings();
  return <span>spacing {settings.spacing}</span>;
}

it('says the provider was forgotten when the hook runs outside it', () => {
  expect(() => renderToString(<SpacingLabel />)).toThrow(
    /outside <ThemeSettingsProvider>\. Did you forget to wrap the tree in the provider\?/,
  );
});

it('reads the settings inside the provider', () => {
  const html = renderToString(
    <ThemeSettingsContext.Provider value={{ settings: initialThemeSettings, dispatch: () => {} }}>
      <SpacingLabel />
    </ThemeSettingsContext.Provider>,
  );
  expect(html).toBe('<span>spacing <!-- -->8</span>');
});
