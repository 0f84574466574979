import * as React from 'react';
import { useAutocomplete, AutocompleteGroupedOption } from '@mui/base/useAutocomplete';
import { cities, Highlight, type City } from './cities';
import './grouped-cities.css';

export default function GroupedCitiesCss() {
  const id = React.useId();
  const { getRootProps, getInputLabelProps, getInputProps, getListboxProps, getOptionProps, groupedOptions, popupOpen, inputValue } =
    useAutocomplete({ id: `${id}-city`, options: cities, getOptionLabel: (city) => city.name, groupBy: (city) => city.country });
  const groups = groupedOptions as AutocompleteGroupedOption<City>[];
  return (
    <div className="grouped-cities">
      <div {...getRootProps()}>
        <label {...getInputLabelProps()} className="grouped-cities-label">
          Destination
        </label>
        <input {...getInputProps()} className="grouped-cities-input" placeholder="Try “li”" />
      </div>
      {popupOpen && groups.length > 0 ? (
        <ul {...getListboxProps()} className="grouped-cities-listbox">
          {groups.map((group) => (
            <li key={group.key} role="presentation">
              <div role="presentation" className="grouped-cities-group">
                {group.group}
              </div>
              <ul role="group" aria-label={group.group}>
                {group.options.map((city, offset) => {
                  const { key, ...optionProps } = getOptionProps({ option: city, index: group.index + offset });
                  return (
                    <li key={key} {...optionProps} className="grouped-cities-option">
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
