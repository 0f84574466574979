import * as React from 'react';
import { Portal } from '@mui/base/Portal';

const products = ['Notebook', 'Fountain pen', 'Ink bottle'];

export default function CartSummaryPortalTailwind() {
  const [header, setHeader] = React.useState(null);
  const [count, setCount] = React.useState(0);
  return (
    <div className="max-w-md">
      <div
        ref={setHeader}
        aria-live="polite"
        className="min-h-6 rounded-lg bg-slate-900 px-4 py-2.5 text-slate-50"
      />
      <ul className="list-none p-0">
        {products.map((name) => (
          <li
            key={name}
            className="flex items-center justify-between border-0 border-b border-solid border-slate-300 py-2"
          >
            {name}
            <button
              type="button"
              onClick={() => setCount((n) => n + 1)}
              className="cursor-pointer rounded-md border border-solid border-blue-700 bg-white px-2.5 py-1 text-blue-700"
            >
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
