import * as React from 'react';
import { Button } from '@mui/base/Button';
import { Dropdown } from '@mui/base/Dropdown';
import { MenuButton } from '@mui/base/MenuButton';
import { Menu } from '@mui/base/Menu';
import { MenuItem } from '@mui/base/MenuItem';

const strategies = ['Create a merge commit', 'Squash and merge', 'Rebase and merge'];
const part =
  'cursor-pointer border-0 bg-green-700 py-2 text-white [&.base--focusVisible]:outline [&.base--focusVisible]:outline-[3px] [&.base--focusVisible]:outline-offset-2 [&.base--focusVisible]:outline-green-300';

export default function SplitMergeTailwind() {
  const [strategy, setStrategy] = React.useState(strategies[0]);
  const [merged, setMerged] = React.useState('');
  return (
    <div className="min-h-[170px]">
      <div role="group" aria-label="Merge pull request" className="inline-flex">
        <Button
          onClick={() => setMerged(strategy)}
          className={`${part} rounded-l-lg px-3.5`}
        >
          {strategy}
        </Button>
        <Dropdown>
          <MenuButton
            aria-label="Choose a merge strategy"
            className={`${part} rounded-r-lg border-l border-solid border-green-200 px-2.5`}
          >
            ▾
          </MenuButton>
          <Menu
            slotProps={{
              root: {
                placement: 'bottom-end',
                disablePortal: true,
                className: 'z-10',
              },
              listbox: {
                className:
                  'my-1 list-none rounded-lg border border-solid border-slate-300 bg-white p-1 text-slate-900 shadow-lg',
              },
            }}
          >
            {strategies.map((name) => (
              <MenuItem
                key={name}
                onClick={() => setStrategy(name)}
                className="cursor-pointer rounded-md px-2.5 py-1.5 outline-0 hover:bg-slate-200 focus:bg-slate-200"
              >
                {name}
              </MenuItem>
            ))}
          </Menu>
        </Dropdown>
      </div>
      <p>{merged ? `Done: ${merged.toLowerCase()}.` : 'Not merged yet.'}</p>
    </div>
  );
}
