import * as React from 'react';
import { Select } from '@mui/base/Select';
import { Option } from '@mui/base/Option';
import './newsletter-form.css';

export default function NewsletterFormCss() {
  const [sent, setSent] = React.useState(null);
  const handleSubmit = (event) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    setSent(JSON.stringify(Object.fromEntries(data)));
  };
  return (
    <form className="newsletter-form" onSubmit={handleSubmit}>
      <label htmlFor="newsletter-frequency-css">Newsletter frequency</label>
      <Select
        id="newsletter-frequency-css"
        name="frequency"
        required
        placeholder="Choose one…"
        className="newsletter-form-select"
        slotProps={{
          listbox: { className: 'newsletter-form-listbox' },
          popup: { className: 'newsletter-form-popup' },
        }}
      >
        <Option value="daily">Daily digest</Option>
        <Option value="weekly">Weekly roundup</Option>
        <Option value="monthly">Monthly highlights</Option>
      </Select>
      <button type="submit" className="newsletter-form-submit">
        Subscribe
      </button>
      <output aria-live="polite">
        {sent ? `Submitted: ${sent}` : 'Nothing submitted yet.'}
      </output>
    </form>
  );
}
