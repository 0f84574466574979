import { Select } from '@mui/base/Select';
import { Option } from '@mui/base/Option';

const option =
  'flex cursor-pointer justify-between rounded-md px-2 py-1.5 [&.base-Option-highlighted:not(.base--selected)]:bg-slate-200 [&.base--selected]:bg-blue-700 [&.base--selected]:text-white';

export default function ShippingSelectTailwind() {
  return (
    <div>
      <label htmlFor="shipping-tailwind" className="mb-1.5 block">
        Shipping method
      </label>
      <Select
        id="shipping-tailwind"
        name="shipping"
        defaultValue="standard"
        slotProps={{
          root: {
            className:
              'min-w-[260px] cursor-pointer rounded-lg border border-solid border-slate-500 bg-white px-3 py-2 text-left text-slate-900 [&.base--expanded]:border-blue-700 [&.base--focusVisible]:outline [&.base--focusVisible]:outline-blue-200',
          },
          popup: { disablePortal: true, className: 'z-10' },
          listbox: {
            className:
              'my-1 min-w-[260px] list-none rounded-lg border border-solid border-slate-300 bg-white p-1 text-slate-900 shadow-lg',
          },
        }}
      >
        <Option value="standard" className={option}>
          Standard (3-5 days) <span>4.90</span>
        </Option>
        <Option value="express" className={option}>
          Express (1-2 days) <span>9.90</span>
        </Option>
        <Option value="pickup" className={option}>
          Store pickup <span>free</span>
        </Option>
      </Select>
    </div>
  );
}
