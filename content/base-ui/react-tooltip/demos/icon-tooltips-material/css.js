import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { ActionIcon, actions } from './actions';
import './icon-tooltips-material.css';

// The tooltip's title becomes the button's accessible name, so the icon needs no other label.
export default function IconTooltipsMaterialCss() {
  return (
    <div
      role="toolbar"
      aria-label="Message actions"
      className="icon-tooltips-material"
    >
      {actions.map((action) => (
        <Tooltip
          key={action.title}
          title={action.title}
          describeChild={false}
          arrow
          slotProps={{
            tooltip: { className: 'icon-tooltips-material-tooltip' },
            arrow: { className: 'icon-tooltips-material-arrow' },
          }}
        >
          <IconButton className="icon-tooltips-material-button">
            <ActionIcon path={action.path} />
          </IconButton>
        </Tooltip>
      ))}
    </div>
  );
}
