import * as React from 'react';
import { Select as BaseSelect } from '@mui/base/Select';
import { Option as BaseOption } from '@mui/base/Option';
import { styled } from '@mui/system';

const Form = styled('form')({ display: 'grid', gap: 8, maxWidth: 320 });

const Select = styled(BaseSelect)({
  padding: '8px 12px',
  borderRadius: 8,
  border: '1px solid #64748b',
  backgroundColor: '#fff',
  color: '#0f172a',
  font: 'inherit',
  textAlign: 'start',
  cursor: 'pointer',
  '&.base--focusVisible': { outline: '3px solid #bfdbfe' },
});

const Listbox = styled('ul')({
  minWidth: 240,
  margin: '4px 0',
  padding: 4,
  listStyle: 'none',
  borderRadius: 8,
  border: '1px solid #cbd5e1',
  backgroundColor: '#fff',
  color: '#0f172a',
  boxShadow: '0 4px 16px rgb(15 23 42 / 0.15)',
  zIndex: 1300,
});

const Option = styled(BaseOption)({
  padding: '6px 8px',
  borderRadius: 6,
  cursor: 'pointer',
  '&.base-Option-highlighted': { backgroundColor: '#e2e8f0' },
  '&.base--selected': { backgroundColor: '#1d4ed8', color: '#fff' },
});

const Submit = styled('button')({
  justifySelf: 'start',
  padding: '8px 16px',
  border: 0,
  borderRadius: 8,
  backgroundColor: '#1d4ed8',
  color: '#fff',
  font: 'inherit',
  fontWeight: 600,
  cursor: 'pointer',
});

export default function NewsletterFormSystem() {
  const [sent, setSent] = React.useState(null);
  const handleSubmit = (event) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    setSent(JSON.stringify(Object.fromEntries(data)));
  };
  return (
    <Form onSubmit={handleSubmit}>
      <label htmlFor="newsletter-frequency-system">Newsletter frequency</label>
      <Select
        id="newsletter-frequency-system"
        name="frequency"
        required
        placeholder="Choose one…"
        slots={{ listbox: Listbox }}
      >
        <Option value="daily">Daily digest</Option>
        <Option value="weekly">Weekly roundup</Option>
        <Option value="monthly">Monthly highlights</Option>
      </Select>
      <Submit type="submit">Subscribe</Submit>
      <output aria-live="polite">
        {sent ? `Submitted: ${sent}` : 'Nothing submitted yet.'}
      </output>
    </Form>
  );
}
