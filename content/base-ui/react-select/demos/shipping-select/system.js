import { Select as BaseSelect } from '@mui/base/Select';
import { Option as BaseOption } from '@mui/base/Option';
import { styled } from '@mui/system';

const Select = styled(BaseSelect)({
  minWidth: 260,
  padding: '8px 12px',
  borderRadius: 8,
  border: '1px solid #64748b',
  backgroundColor: '#fff',
  color: '#0f172a',
  font: 'inherit',
  textAlign: 'left',
  cursor: 'pointer',
  '&.base--focusVisible': { outline: '3px solid #bfdbfe' },
  '&.base--expanded': { borderColor: '#1d4ed8' },
});

const Listbox = styled('ul')({
  margin: '4px 0',
  padding: 4,
  minWidth: 260,
  borderRadius: 8,
  border: '1px solid #cbd5e1',
  backgroundColor: '#fff',
  color: '#0f172a',
  listStyle: 'none',
  boxShadow: '0 4px 16px rgb(15 23 42 / 0.15)',
  zIndex: 1300,
});

const Option = styled(BaseOption)({
  display: 'flex',
  justifyContent: 'space-between',
  padding: '6px 8px',
  borderRadius: 6,
  cursor: 'pointer',
  '&.base-Option-highlighted': { backgroundColor: '#e2e8f0' },
  '&.base--selected': { backgroundColor: '#1d4ed8', color: '#fff' },
});

export default function ShippingSelectSystem() {
  return (
    <div>
      <label htmlFor="shipping-system" style={{ display: 'block', marginBottom: 6 }}>
        Shipping method
      </label>
      <Select
        id="shipping-system"
        name="shipping"
        defaultValue="standard"
        slots={{ listbox: Listbox }}
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
