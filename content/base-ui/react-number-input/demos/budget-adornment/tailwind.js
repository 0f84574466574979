import { Unstable_NumberInput as NumberInput } from '@mui/base/Unstable_NumberInput';

const button =
  'h-[38px] w-9 cursor-pointer border-0 bg-slate-200 text-lg text-slate-900 disabled:cursor-not-allowed disabled:text-slate-500';

export default function BudgetAdornmentTailwind() {
  return (
    <div>
      <label htmlFor="budget-adornment-tailwind" className="mb-1.5 block">
        Monthly ad budget
      </label>
      <NumberInput
        id="budget-adornment-tailwind"
        className="inline-flex items-center overflow-hidden rounded-lg border border-solid border-slate-500 bg-white text-slate-900 [&.base--focused]:border-blue-700 [&.base--focused]:outline [&.base--focused]:outline-[3px] [&.base--focused]:outline-blue-200"
        defaultValue={250}
        min={0}
        step={50}
        startAdornment={<span className="order-1 ps-3 text-slate-700">€</span>}
        endAdornment={<span className="order-3 px-2 text-slate-700">per month</span>}
        slotProps={{
          input: {
            role: 'spinbutton',
            className:
              'order-2 w-[72px] border-0 bg-transparent px-1 py-2 text-center text-inherit outline-0',
          },
          incrementButton: {
            children: '+',
            'aria-label': 'Raise the budget',
            className: `${button} order-4`,
          },
          decrementButton: {
            children: '−',
            'aria-label': 'Lower the budget',
            className: `${button} order-1`,
          },
        }}
      />
    </div>
  );
}
