import { useAutocomplete } from '@mui/base/useAutocomplete';
import { defaultLabels, labels } from './labels';
import './label-tags.css';

export default function LabelTagsCss() {
  const {
    getRootProps,
    getInputLabelProps,
    getInputProps,
    getTagProps,
    getListboxProps,
    getOptionProps,
    groupedOptions,
    value,
    popupOpen,
  } = useAutocomplete({
    id: 'label-tags-input',
    multiple: true,
    options: labels,
    defaultValue: defaultLabels,
    filterSelectedOptions: true,
  });
  return (
    <div className="label-tags">
      <label {...getInputLabelProps()} className="label-tags-label">
        Labels
      </label>
      <div {...getRootProps()} className="label-tags-field">
        {value.map((label, index) => {
          const { key, onDelete, ...tagProps } = getTagProps({ index });
          return (
            <span key={key} {...tagProps} className="label-tags-tag">
              {label}
              <button type="button" tabIndex={-1} aria-label={`Remove ${label}`} onClick={onDelete}>
                ×
              </button>
            </span>
          );
        })}
        <input {...getInputProps()} />
      </div>
      {popupOpen && groupedOptions.length > 0 && (
        <ul {...getListboxProps()} className="label-tags-listbox">
          {(groupedOptions as string[]).map((label, index) => {
            const { key, ...optionProps } = getOptionProps({ option: label, index });
            return (
              <li key={key} {...optionProps}>
                {label}
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
