import * as React from 'react';
import { useAutocomplete } from '@mui/base/useAutocomplete';
import { topics } from './topics';
import './free-topic.css';

export default function FreeTopicCss() {
  const id = React.useId();
  const [value, setValue] = React.useState<string | null>('Forms');
  const [inputValue, setInputValue] = React.useState('Forms');
  const { getRootProps, getInputLabelProps, getInputProps, getListboxProps, getOptionProps, groupedOptions, popupOpen } = useAutocomplete({
    id: `${id}-topic`,
    options: topics,
    freeSolo: true,
    value,
    onChange: (_, next) => setValue(next),
    inputValue,
    onInputChange: (_, next) => setInputValue(next),
  });
  return (
    <div className="free-topic">
      <div {...getRootProps()}>
        <label {...getInputLabelProps()} className="free-topic-label">
          Talk topic
        </label>
        <input {...getInputProps()} className="free-topic-input" />
      </div>
      {popupOpen && groupedOptions.length > 0 ? (
        <ul {...getListboxProps()} className="free-topic-listbox">
          {(groupedOptions as string[]).map((topic, index) => {
            const { key, ...optionProps } = getOptionProps({ option: topic, index });
            return (
              <li key={key} {...optionProps}>
                {topic}
              </li>
            );
          })}
        </ul>
      ) : null}
      <dl className="free-topic-readout">
        <dt>value</dt>
        <dd>{value === null ? 'null' : `“${value}”`}</dd>
        <dt>inputValue</dt>
        <dd>“{inputValue}”</dd>
      </dl>
    </div>
  );
}
