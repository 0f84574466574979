import * as React from 'react';
import { useAutocomplete } from '@mui/base/useAutocomplete';
import { people } from './people';
import './assignee-picker.css';

export default function AssigneePickerCss() {
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
    id: 'assignee-css',
    options: people,
    getOptionLabel: (person) => person.name,
    value,
    onChange: (_, next) => setValue(next),
  });
  return (
    <div className="assignee">
      <div {...getRootProps()}>
        <label {...getInputLabelProps()} className="assignee-label">
          Assignee
        </label>
        <input
          {...getInputProps()}
          className="assignee-input"
          placeholder="Type a name"
        />
      </div>
      {popupOpen && groupedOptions.length > 0 && (
        <ul {...getListboxProps()} className="assignee-listbox">
          {groupedOptions.map((person, index) => {
            const { key, ...optionProps } = getOptionProps({
              option: person,
              index,
            });
            return (
              <li key={key} {...optionProps}>
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
