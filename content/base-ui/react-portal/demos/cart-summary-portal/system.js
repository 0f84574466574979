import * as React from 'react';
import { Portal } from '@mui/base/Portal';
import { styled } from '@mui/system';

const Header = styled('div')({
  minHeight: 24,
  padding: '10px 16px',
  borderRadius: 8,
  backgroundColor: '#0f172a',
  color: '#f8fafc',
});
const Product = styled('li')({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  padding: '8px 0',
  borderBottom: '1px solid #cbd5e1',
});
const Add = styled('button')({
  padding: '4px 10px',
  borderRadius: 6,
  border: '1px solid #1d4ed8',
  backgroundColor: '#fff',
  color: '#1d4ed8',
  font: 'inherit',
  cursor: 'pointer',
});

const products = ['Notebook', 'Fountain pen', 'Ink bottle'];

export default function CartSummaryPortalSystem() {
  const [header, setHeader] = React.useState(null);
  const [count, setCount] = React.useState(0);
  return (
    <div style={{ maxWidth: 420 }}>
      <Header ref={setHeader} aria-live="polite" />
      <ul style={{ listStyle: 'none', padding: 0 }}>
        {products.map((name) => (
          <Product key={name}>
            {name}
            <Add type="button" onClick={() => setCount((n) => n + 1)}>
              Add
            </Add>
          </Product>
        ))}
      </ul>
      <Portal container={header}>
        <span>
          Cart: {count} item{count === 1 ? '' : 's'}
        </span>
      </Portal>
    </div>
  );
}
