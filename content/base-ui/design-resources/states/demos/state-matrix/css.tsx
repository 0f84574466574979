import { components, states } from './states';
import './state-matrix.css';

export default function StateMatrixCss() {
  return (
    // Focusable so keyboard users can scroll the table when it is wider than the page.
    <div className="state-matrix" role="region" aria-label="State matrix" tabIndex={0}>
      <table className="state-matrix-table">
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
                    <span className="state-matrix-visually-hidden">yes</span>
                  </td>
                ) : (
                  <td key={state} />
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
