import * as React from 'react';
import { useDropdown, DropdownContext } from '@mui/base/useDropdown';
import { useMenuButton } from '@mui/base/useMenuButton';
import { useMenu, MenuProvider } from '@mui/base/useMenu';
import { useMenuItem } from '@mui/base/useMenuItem';

const box = {
  border: '1px solid #64748b',
  borderRadius: 6,
  background: '#fff',
  color: '#0f172a',
  font: 'inherit',
};

function SortButton({ children }) {
  const { getRootProps } = useMenuButton();
  return (
    <button
      {...getRootProps()}
      style={{ ...box, padding: '4px 10px', cursor: 'pointer' }}
    >
      {children}
    </button>
  );
}

function SortList({ children }) {
  const { contextValue, getListboxProps, open } = useMenu();
  return (
    <ul
      {...getListboxProps()}
      hidden={!open}
      style={{
        ...box,
        position: 'absolute',
        margin: '4px 0',
        padding: 4,
        listStyle: 'none',
        minWidth: 160,
      }}
    >
      <MenuProvider value={contextValue}>{children}</MenuProvider>
    </ul>
  );
}

function SortItem({ label, onPick }) {
  const rootRef = React.useRef(null);
  const { getRootProps, highlighted } = useMenuItem({
    rootRef,
    label,
    onClick: onPick,
  });
  return (
    <li
      {...getRootProps()}
      style={{
        padding: '4px 8px',
        borderRadius: 4,
        cursor: 'pointer',
        background: highlighted ? '#e2e8f0' : undefined,
      }}
    >
      {label}
    </li>
  );
}

const orders = ['Newest first', 'Oldest first', 'Most commented'];

export default function SortMenuHooks() {
  const { contextValue } = useDropdown();
  const [order, setOrder] = React.useState(orders[0]);
  return (
    <div style={{ position: 'relative', minHeight: 140 }}>
      <DropdownContext.Provider value={contextValue}>
        <SortButton>Sort: {order}</SortButton>
        <SortList>
          {orders.map((label) => (
            <SortItem key={label} label={label} onPick={() => setOrder(label)} />
          ))}
        </SortList>
      </DropdownContext.Provider>
    </div>
  );
}
