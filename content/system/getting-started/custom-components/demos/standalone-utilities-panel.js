import * as React from 'react';
import { styled, compose, spacing, palette, borders } from '@mui/system';

const panelStyles = compose(spacing, palette, borders);

// The composed function lists the props it reads: keep them off the DOM element.
const Panel = styled('section', {
  shouldForwardProp: (prop) => !panelStyles.filterProps.includes(prop),
})(panelStyles);

const surfaces = {
  'background.paper': 'text.primary',
  'action.selected': 'text.primary',
  'primary.main': 'primary.contrastText',
};

export default function StandaloneUtilitiesPanel() {
  const [p, setP] = React.useState(2);
  const [bgcolor, setBgcolor] = React.useState('background.paper');
  const [border, setBorder] = React.useState(1);
  const [borderRadius, setBorderRadius] = React.useState(2);
  const field = { display: 'grid', gap: 4, fontSize: 14 };
  return (
    <div style={{ display: 'grid', gap: 16 }}>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 16 }}>
        <label style={field}>
          p
          <select value={p} onChange={(event) => setP(Number(event.target.value))}>
            {[0, 1, 2, 4].map((value) => (
              <option key={value}>{value}</option>
            ))}
          </select>
        </label>
        <label style={field}>
          bgcolor
          <select
            value={bgcolor}
            onChange={(event) => setBgcolor(event.target.value)}
          >
            {Object.keys(surfaces).map((value) => (
              <option key={value}>{value}</option>
            ))}
          </select>
        </label>
        <label style={field}>
          border
          <select
            value={border}
            onChange={(event) => setBorder(Number(event.target.value))}
          >
            {[0, 1, 3].map((value) => (
              <option key={value}>{value}</option>
            ))}
          </select>
        </label>
        <label style={field}>
          borderRadius
          <select
            value={borderRadius}
            onChange={(event) => setBorderRadius(Number(event.target.value))}
          >
            {[0, 1, 2, 4].map((value) => (
              <option key={value}>{value}</option>
            ))}
          </select>
        </label>
      </div>
      <Panel
        aria-label="Storage plan"
        p={p}
        bgcolor={bgcolor}
        color={surfaces[bgcolor]}
        border={border}
        borderColor="divider"
        borderRadius={borderRadius}
      >
        <strong>Team plan</strong>
        <div>120 GB of 200 GB used. Renews on 1 July.</div>
      </Panel>
      <code style={{ fontSize: 13 }}>
        {`<Panel p={${p}} bgcolor="${bgcolor}" color="${surfaces[bgcolor]}" border={${border}} borderRadius={${borderRadius}} />`}
      </code>
    </div>
  );
}
