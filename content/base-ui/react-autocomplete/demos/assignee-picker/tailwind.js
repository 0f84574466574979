import * as React from 'react';
import { useAutocomplete } from '@mui/base/useAutocomplete';
import { people } from './people';

export default function AssigneePickerTailwind() {
  const [value, setValue] = React.useState(null);
  const {
    getRootProps,
    getInputLabelProps,
    getInputProps,
    getListboxProps,
    getOptionProps,
    groupedOptions,
    popupOpen,
  } = useAutocomplete({
    id: 'assignee-tailwind',
    options: people,
    getOptionLabel: (person) => person.name,
    value,
    onChange: (_, next) => setValue(next),
  });
  return (
    <div className="relative min-h-[220px]">
      <div {...getRootProps()}>
        <label {...getInputLabelProps()} className="mb-1.5 block">
          Assignee
        </label>
        <input
          {...getInputProps()}
          placeholder="Type a name"
          className="w-[280px] rounded-lg border border-solid border-slate-500 bg-white px-3 py-2 text-slate-900 focus:border-blue-700 focus:outline focus:outline-blue-200"
        />
      </div>
      {popupOpen && groupedOptions.length > 0 && (
        <ul
          {...getListboxProps()}
          className="absolute z-10 my-1 w-[280px] list-none rounded-lg border border-solid border-slate-300 bg-white p-1 text-slate-900"
        >
          {groupedOptions.map((person, index) => {
            const { key, ...optionProps } = getOptionProps({
              option: person,
              index,
            });
            return (
              <li
                key={key}
                {...optionProps}
                className="flex cursor-pointer justify-between rounded-md px-2 py-1.5 aria-selected:font-bold [&.Mui-focused]:bg-slate-200"
              >
                {person.name} <small>{person.team}</small>
              </li>
            );
          })}
        </ul>
      )}
      <p>{value ? `Assigned to ${value.name}` : 'Unassigned'}</p>
    </div>
  );
}
