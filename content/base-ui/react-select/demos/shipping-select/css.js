import { Select } from '@mui/base/Select';
import { Option } from '@mui/base/Option';
import './shipping-select.css';

export default function ShippingSelectCss() {
  return (
    <div>
      <label htmlFor="shipping-css" className="shipping-label">
        Shipping method
      </label>
      <Select
        id="shipping-css"
        name="shipping"
        defaultValue="standard"
        className="shipping-button"
        slotProps={{
          listbox: { className: 'shipping-listbox' },
          popup: { className: 'shipping-popup' },
        }}
      >
        <Option value="standard">
          Standard (3-5 days) <span>4.90</span>
        </Option>
        <Option value="express">
          Express (1-2 days) <span>9.90</span>
        </Option>
        <Option value="pickup">
          Store pickup <span>free</span>
        </Option>
      </Select>
    </div>
  );
}
