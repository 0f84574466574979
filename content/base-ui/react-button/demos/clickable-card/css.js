import * as React from 'react';
import { Button } from '@mui/base/Button';
import './clickable-card.css';

// A root that is not a <button>: rootElementName tells Button what it renders, so it adds
// role="button", tabIndex and Enter/Space handling itself.
const CardSurface = React.forwardRef(function CardSurface(props, ref) {
  // A non-DOM slot component also receives ownerState: keep it off the div.
  const { ownerState, ...other } = props;
  return <div {...other} ref={ref} />;
});

const plans = [
  { id: 'starter', name: 'Starter', price: '0 €', note: 'One project' },
  { id: 'team', name: 'Team', price: '12 €', note: 'Per member, per month' },
];

export default function ClickableCardCss() {
  const [plan, setPlan] = React.useState('team');
  return (
    <div className="clickable-card-list">
      {plans.map((item) => (
        <Button
          key={item.id}
          className="clickable-card"
          slots={{ root: CardSurface }}
          rootElementName="div"
          aria-pressed={plan === item.id}
          onClick={() => setPlan(item.id)}
        >
          <strong>{item.name}</strong>
          <span className="clickable-card-price">{item.price}</span>
          <span>{item.note}</span>
        </Button>
      ))}
    </div>
  );
}
