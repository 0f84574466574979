import { components, states } from './states';

const cellBase = 'border-0 border-b border-solid border-[color:var(--mui-palette-divider)] px-2 py-1';
const cell = `${cellBase} text-center`;
const rowHeader = `${cellBase} text-start`;

// Colours are the theme's CSS variables, so the card follows light and dark mode.
export default function StateMatrixTailwind() {
  return (
    // Focusable so keyboard users can scroll the table when it is wider than the page.
    <div
      role="region"
      aria-label="State matrix"
      tabIndex={0}
      className="overflow-x-auto rounded-xl border border-solid border-[color:var(--mui-palette-divider)] bg-[color:var(--mui-palette-background-paper)] p-4 text-[color:var(--mui-palette-text-primary)] focus-visible:outline focus-visible:outline-[3px] focus-visible:outline-offset-2 focus-visible:outline-[color:var(--mui-palette-primary-main)]"
    >
      <table className="border-collapse text-[13px]">
        <caption className="mb-2 text-start">
          {components.length} components, {states.length} shared states
        </caption>
        <thead>
          <tr>
            <th className={rowHeader}>Component</th>
            {states.map((state) => (
              <th key={state} className={cell}>
                {state.slice('base--'.length)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {components.map((component) => (
            <tr key={component.name}>
              <th scope="row" className={rowHeader}>
                {component.name}
              </th>
              {states.map((state) =>
                component.states.includes(state) ? (
                  <td key={state} className={cell}>
                    <span aria-hidden>●</span>
                    <span className="sr-only">yes</span>
                  </td>
                ) : (
                  <td key={state} className={cell} />
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
