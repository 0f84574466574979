import * as Base from '@mui/base';

// Read from the installed @mui/base: which shared `base--*` state each component can take.
const components = Object.entries(Base)
  .filter(
    ([key, value]) =>
      key.endsWith('Classes') && typeof value === 'object' && value !== null,
  )
  .map(([key, value]) => ({
    name: key[0].toUpperCase() + key.slice(1, -'Classes'.length),
    states: Object.values(value).filter((c) => c.startsWith('base--')),
  }))
  .filter((component) => component.states.length > 0);

const states = [
  ...new Set(components.flatMap((component) => component.states)),
].sort();

const cell = {
  padding: '4px 8px',
  borderBottom: '1px solid #cbd5e1',
  textAlign: 'center',
};

export default function StateMatrix() {
  return (
    // Focusable so keyboard users can scroll the table when it is wider than the page.
    <div
      role="region"
      aria-label="State matrix"
      tabIndex={0}
      style={{
        overflowX: 'auto',
        padding: 16,
        borderRadius: 12,
        backgroundColor: '#fff',
        color: '#0f172a',
      }}
    >
      <table style={{ borderCollapse: 'collapse', fontSize: 13 }}>
        <caption style={{ textAlign: 'start', marginBottom: 8 }}>
          {components.length} components, {states.length} shared states
        </caption>
        <thead>
          <tr>
            <th style={{ ...cell, textAlign: 'start' }}>Component</th>
            {states.map((state) => (
              <th key={state} style={cell}>
                {state.slice('base--'.length)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {components.map((component) => (
            <tr key={component.name}>
              <th scope="row" style={{ ...cell, textAlign: 'start' }}>
                {component.name}
              </th>
              {states.map((state) =>
                component.states.includes(state) ? (
                  <td key={state} style={cell}>
                    <span aria-hidden>●</span>
                    <span
                      style={{
                        position: 'absolute',
                        width: 1,
                        height: 1,
                        overflow: 'hidden',
                        clip: 'rect(0 0 0 0)',
                      }}
                    >
                      yes
                    </span>
                  </td>
                ) : (
                  <td key={state} style={cell} />
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
