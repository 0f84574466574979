import * as React from 'react';
import { Select } from '@mui/base/Select';
import { Option } from '@mui/base/Option';
import './portal-container-select.css';

const priorities = ['Low', 'Normal', 'High', 'Urgent'];

export default function PortalContainerSelectCss() {
  const [container, setContainer] = React.useState(null);
  return (
    <div className="portal-container-select">
      <div className="portal-container-select-card">
        <label htmlFor="portal-priority-css">Priority (inside a clipped card)</label>
        <Select
          id="portal-priority-css"
          defaultValue="Normal"
          className="portal-container-select-button"
          slotProps={{
            popup: { container, className: 'portal-container-select-popup' },
            listbox: { className: 'portal-container-select-listbox' },
          }}
        >
          {priorities.map((priority) => (
            <Option key={priority} value={priority}>
              {priority}
            </Option>
          ))}
        </Select>
      </div>
      <div ref={setContainer} />
    </div>
  );
}
