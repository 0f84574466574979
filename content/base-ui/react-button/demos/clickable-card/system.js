import * as React from 'react';
import { Button } from '@mui/base/Button';
import { styled } from '@mui/system';

// A root that is not a <button>: rootElementName tells Button what it renders, so it adds
// role="button", tabIndex and Enter/Space handling itself.
const CardSurface = React.forwardRef(function CardSurface(props, ref) {
  // A non-DOM slot component also receives ownerState: keep it off the div.
  const { ownerState, ...other } = props;
  return <div {...other} ref={ref} />;
});

const PlanCard = styled(Button)({
  display: 'grid',
  gap: 4,
  width: 200,
  padding: 16,
  border: '2px solid #cbd5e1',
  borderRadius: 12,
  backgroundColor: '#fff',
  color: '#0f172a',
  cursor: 'pointer',
  '&[aria-pressed="true"]': {
    borderColor: '#1d4ed8',
    boxShadow: 'inset 0 0 0 1px #1d4ed8',
  },
  '&.base--focusVisible': { outline: '3px solid #93c5fd', outlineOffset: 2 },
  '& .price': { fontSize: 22, fontWeight: 700 },
});

const plans = [
  { id: 'starter', name: 'Starter', price: '0 €', note: 'One project' },
  { id: 'team', name: 'Team', price: '12 €', note: 'Per member, per month' },
];

export default function ClickableCardSystem() {
  const [plan, setPlan] = React.useState('team');
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 12 }}>
      {plans.map((item) => (
        <PlanCard
          key={item.id}
          slots={{ root: CardSurface }}
          rootElementName="div"
          aria-pressed={plan === item.id}
          onClick={() => setPlan(item.id)}
        >
          <strong>{item.name}</strong>
          <span className="price">{item.price}</span>
          <span>{item.note}</span>
        </PlanCard>
      ))}
    </div>
  );
}
