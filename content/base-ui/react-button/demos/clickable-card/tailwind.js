import * as React from 'react';
import { Button } from '@mui/base/Button';

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

export default function ClickableCardTailwind() {
  const [plan, setPlan] = React.useState('team');
  return (
    <div className="flex flex-wrap gap-3">
      {plans.map((item) => (
        <Button
          key={item.id}
          className="grid w-[200px] cursor-pointer gap-1 rounded-xl border-2 border-solid border-slate-300 bg-white p-4 text-slate-900 aria-pressed:border-blue-700 aria-pressed:shadow-[inset_0_0_0_1px_#1d4ed8] [&.base--focusVisible]:outline [&.base--focusVisible]:outline-offset-2 [&.base--focusVisible]:outline-blue-300"
          slots={{ root: CardSurface }}
          rootElementName="div"
          aria-pressed={plan === item.id}
          onClick={() => setPlan(item.id)}
        >
          <strong>{item.name}</strong>
          <span className="text-[22px] font-bold">{item.price}</span>
          <span>{item.note}</span>
        </Button>
      ))}
    </div>
  );
}
