import * as React from 'react';
import { useAutocomplete, AutocompleteGroupedOption } from '@mui/base/useAutocomplete';
import { cities, Highlight, type City } from './cities';

export default function GroupedCitiesTailwind() {
  const id = React.useId();
  const { getRootProps, getInputLabelProps, getInputProps, getListboxProps, getOptionProps, groupedOptions, popupOpen, inputValue } =
    useAutocomplete({ id: `${id}-city`, options: cities, getOptionLabel: (city) => city.name, groupBy: (city) => city.country });
  const groups = groupedOptions as AutocompleteGroupedOption<City>[];
  return (
    <div className="relative min-h-[300px]">
      <div {...getRootProps()}>
        <label {...getInputLabelProps()} className="mb-1.5 block">
          Destination
        </label>
        <input
          {...getInputProps()}
          placeholder="Try “li”"
          className="w-[280px] rounded-lg border border-solid border-slate-500 bg-white px-3 py-2 text-slate-900 focus:border-blue-700 focus:outline focus:outline-blue-200"
        />
      </div>
      {popupOpen && groups.length > 0 ? (
        <ul
          {...getListboxProps()}
          className="absolute z-10 my-1 max-h-60 w-[280px] list-none overflow-auto rounded-lg border border-solid border-slate-300 bg-white p-1 text-slate-900"
        >
          {groups.map((group) => (
            <li key={group.key} role="presentation">
              <div role="presentation" className="px-2 pb-0.5 pt-2 text-xs font-semibold uppercase text-slate-600">
                {group.group}
              </div>
              <ul role="group" aria-label={group.group} className="m-0 list-none p-0">
                {group.options.map((city, offset) => {
                  const { key, ...optionProps } = getOptionProps({ option: city, index: group.index + offset });
                  return (
                    <li key={key} {...optionProps} className="cursor-pointer rounded-md px-2 py-1.5 [&.Mui-focused]:bg-slate-200">
                      <Highlight text={city.name} query={inputValue} />
                    </li>
                  );
                })}
              </ul>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
