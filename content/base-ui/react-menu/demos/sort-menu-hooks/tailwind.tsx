import * as React from 'react';
import { useDropdown, DropdownContext } from '@mui/base/useDropdown';
import { useMenuButton } from '@mui/base/useMenuButton';
import { useMenu, MenuProvider } from '@mui/base/useMenu';
import { useMenuItem } from '@mui/base/useMenuItem';

function SortButton({ children }: { children: React.ReactNode }) {
  const { getRootProps } = useMenuButton();
  return (
    <button
      {...getRootProps()}
      className="cursor-pointer rounded-md border border-solid border-slate-500 bg-white px-2.5 py-1 text-slate-900 [font:inherit] focus-visible:outline focus-visible:outline-[3px] focus-visible:outline-offset-2 focus-visible:outline-blue-300"
    >
      {children}
    </button>
  );
}

function SortList({ children }: { children: React.ReactNode }) {
  const { contextValue, getListboxProps, open } = useMenu();
  // No display class here: the list hides itself with the `hidden` attribute while the menu is closed.
  return (
    <ul
      {...getListboxProps()}
      hidden={!open}
      className="absolute z-[1] my-1 min-w-[160px] list-none rounded-md border border-solid border-slate-500 bg-white p-1 text-slate-900 shadow-lg"
    >
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
      className={`cursor-pointer rounded px-2 py-1 outline-none ${highlighted ? 'bg-slate-200' : ''}`}
    >
      {label}
    </li>
  );
}

const orders = ['Newest first', 'Oldest first', 'Most commented'];

export default function SortMenuHooksTailwind() {
  const { contextValue } = useDropdown();
  const [order, setOrder] = React.useState(orders[0]);
  return (
    <div className="relative min-h-[140px]">
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
