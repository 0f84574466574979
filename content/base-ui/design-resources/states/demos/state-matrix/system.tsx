import { styled } from '@mui/system';
import { components, states } from './states';

// Colours are the theme's CSS variables, so the card follows light and dark mode.
const Region = styled('div')({
  overflowX: 'auto',
  padding: 16,
  borderRadius: 12,
  border: '1px solid var(--mui-palette-divider)',
  backgroundColor: 'var(--mui-palette-background-paper)',
  color: 'var(--mui-palette-text-primary)',
  '&:focus-visible': { outline: '3px solid var(--mui-palette-primary-main)', outlineOffset: 2 },
  // The table rules go through a class so the page's own table styles cannot win over them.
  '& .matrix': { borderCollapse: 'collapse', fontSize: 13 },
  '& .matrix caption': { textAlign: 'start', marginBottom: 8 },
  '& .matrix th, & .matrix td': {
    padding: '4px 8px',
    borderBottom: '1px solid var(--mui-palette-divider)',
    textAlign: 'center',
  },
  '& .matrix th:first-of-type': { textAlign: 'start' },
  '& .visually-hidden': {
    position: 'absolute',
    width: 1,
    height: 1,
    overflow: 'hidden',
    clip: 'rect(0 0 0 0)',
  },
});

export default function StateMatrixSystem() {
  return (
    // Focusable so keyboard users can scroll the table when it is wider than the page.
    <Region role="region" aria-label="State matrix" tabIndex={0}>
      <table className="matrix">
        <caption>
          {components.length} components, {states.length} shared states
        </caption>
        <thead>
          <tr>
            <th>Component</th>
            {states.map((state) => (
              <th key={state}>{state.slice('base--'.length)}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {components.map((component) => (
            <tr key={component.name}>
              <th scope="row">{component.name}</th>
              {states.map((state) =>
                component.states.includes(state) ? (
                  <td key={state}>
                    <span aria-hidden>●</span>
                    <span className="visually-hidden">yes</span>
                  </td>
                ) : (
                  <td key={state} />
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </Region>
  );
}
