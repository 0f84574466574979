import { Select } from '@mui/base/Select';

import { Option } from '@mui/base/Option';
import './language-select.css';

const languages = [
  { code: 'en', native: 'English', english: 'English' },
  { code: 'de', native: 'Deutsch', english: 'German' },
  { code: 'ja', native: '日本語', english: 'Japanese' },
  { code: 'pt-BR', native: 'Português (Brasil)', english: 'Portuguese, Brazil' },
];

// The button shows a compact code and the name; the options show two lines.
function renderValue(option) {
  const language = languages.find((item) => item.code === option?.value);
  if (!language) return 'Language';
  return (
    <>
      <span className="language-select-code">{language.code}</span>
      {language.native}
    </>
  );
}

export default function LanguageSelectCss() {
  return (
    <div className="language-select">
      <label htmlFor="language-css">Interface language</label>
      <Select
        id="language-css"
        defaultValue="de"
        renderValue={renderValue}
        className="language-select-button"
        slotProps={{
          listbox: { className: 'language-select-listbox' },
          popup: { className: 'language-select-popup' },
        }}
      >
        {languages.map((language) => (
          <Option key={language.code} value={language.code} label={language.native}>
            <span lang={language.code}>{language.native}</span>
            <span className="language-select-hint">{language.english}</span>
          </Option>
        ))}
      </Select>
    </div>
  );
}
