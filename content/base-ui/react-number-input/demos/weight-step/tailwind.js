import { Unstable_NumberInput as NumberInput } from '@mui/base/Unstable_NumberInput';

const button =
  'h-[38px] w-9 cursor-pointer border-0 bg-slate-200 text-lg text-slate-900 disabled:cursor-not-allowed disabled:text-slate-500';

export default function WeightStepTailwind() {
  return (
    <div>
      <label htmlFor="weight-step-tailwind" className="mb-1.5 block">
        Parcel weight (kg)
      </label>
      <NumberInput
        id="weight-step-tailwind"
        className="inline-flex items-center overflow-hidden rounded-lg border border-solid border-slate-500 bg-white text-slate-900 [&.base--focused]:border-blue-700 [&.base--focused]:outline [&.base--focused]:outline-[3px] [&.base--focused]:outline-blue-200"
        defaultValue={2.5}
        min={0.5}
        max={30}
        step={0.5}
        shiftMultiplier={4}
        slotProps={{
          input: {
            role: 'spinbutton',
            className:
              'order-2 w-[72px] border-0 bg-transparent px-1 py-2 text-center text-inherit outline-0',
          },
          incrementButton: {
            children: '+',
            'aria-label': 'Half a kilogram more',
            className: `${button} order-4`,
          },
          decrementButton: {
            children: '−',
            'aria-label': 'Half a kilogram less',
            className: `${button} order-1`,
          },
        }}
      />
    </div>
  );
}
