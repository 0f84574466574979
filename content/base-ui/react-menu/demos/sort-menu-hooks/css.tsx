import * as React from 'react';
import { useDropdown, DropdownContext } from '@mui/base/useDropdown';
import { useMenuButton } from '@mui/base/useMenuButton';
import { useMenu, MenuProvider } from '@mui/base/useMenu';
import { useMenuItem } from '@mui/base/useMenuItem';
import './sort-menu-hooks.css';

function SortButton({ children }: { children: React.ReactNode }) {
  const { getRootProps } = useMenuButton();
  return (
    <button {...getRootProps()} className="sort-menu-hooks-button">
      {children}
    </button>
  );
}

function SortList({ children }: { children: React.ReactNode }) {
  const { contextValue, getListboxProps, open } = useMenu();
  return (
    <ul {...getListboxProps()} hidden={!open} className="sort-menu-hooks-list">
      <MenuProvider value={contextValue}>{children}</MenuProvider>
    </ul>
  );
}

function SortItem({ label, onPick }: { label: string; onPick: () => void }) {
  const rootRef = React.useRef<HTMLLIElement>(null);
  const { getRootProps, highlighted } = useMenuItem({ rootRef, label, onClick: onPick });
  return (
    <li
      {...getRootProps()}
      className={highlighted ? 'sort-menu-hooks-item highlighted' : 'sort-menu-hooks-item'}
    >
      {label}
    </li>
  );
}

const orders = ['Newest first', 'Oldest first', 'Most commented'];

export default function SortMenuHooksCss() {
  const { contextValue } = useDropdown();
  const [order, setOrder] = React.useState(orders[0]);
  return (
    <div className="sort-menu-hooks">
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
