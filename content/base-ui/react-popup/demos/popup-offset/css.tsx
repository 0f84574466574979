import * as React from 'react';
import { Unstable_Popup as Popup, type PopupPlacement } from '@mui/base/Unstable_Popup';
import './popup-offset.css';

const sides: PopupPlacement[] = ['top', 'right', 'bottom', 'left'];

export default function PopupOffsetCss() {
  const [anchor, setAnchor] = React.useState<HTMLElement | null>(null);
  const [offset, setOffset] = React.useState(8);
  const [placement, setPlacement] = React.useState<PopupPlacement>('right');
  return (
    <div className="popup-offset">
      <label className="popup-offset-control">
        Offset: {offset} px
        <input
          type="range"
          min={0}
          max={40}
          value={offset}
          onChange={(event) => setOffset(Number(event.target.value))}
          className="popup-offset-range"
        />
      </label>
      <label className="popup-offset-control">
        Placement
        <select
          value={placement}
          onChange={(event) => setPlacement(event.target.value as PopupPlacement)}
          className="popup-offset-select"
        >
          {sides.map((side) => (
            <option key={side}>{side}</option>
          ))}
        </select>
      </label>
      <div className="popup-offset-stage">
        <span ref={setAnchor} className="popup-offset-anchor">
          Anchor
        </span>
      </div>
      <Popup open={Boolean(anchor)} anchor={anchor} placement={placement} offset={offset} disablePortal>
        <div className="popup-offset-bubble">{offset} px away</div>
      </Popup>
    </div>
  );
}
