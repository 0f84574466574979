import * as React from 'react';
import { Portal } from '@mui/base/Portal';
import './cart-summary-portal.css';

const products = ['Notebook', 'Fountain pen', 'Ink bottle'];

export default function CartSummaryPortalCss() {
  const [header, setHeader] = React.useState(null);
  const [count, setCount] = React.useState(0);
  return (
    <div className="cart-demo">
      <div ref={setHeader} aria-live="polite" className="cart-header" />
      <ul className="cart-products">
        {products.map((name) => (
          <li key={name}>
            {name}
            <button type="button" onClick={() => setCount((n) => n + 1)}>
              Add
            </button>
          </li>
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
