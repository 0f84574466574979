import { Select as BaseSelect } from '@mui/base/Select';

import { Option as BaseOption } from '@mui/base/Option';
import { styled } from '@mui/system';

const languages = [
  { code: 'en', native: 'English', english: 'English' },
  { code: 'de', native: 'Deutsch', english: 'German' },
  { code: 'ja', native: '日本語', english: 'Japanese' },
  { code: 'pt-BR', native: 'Português (Brasil)', english: 'Portuguese, Brazil' },
];

const Select = styled(BaseSelect)({
  display: 'inline-flex',
  alignItems: 'center',
  gap: 8,
  padding: '6px 12px',
  borderRadius: 999,
  border: '1px solid #64748b',
  backgroundColor: '#fff',
  color: '#0f172a',
  font: 'inherit',
  cursor: 'pointer',
  '&.base--focusVisible': { outline: '3px solid #bfdbfe' },
  '& .code': {
    padding: '0 6px',
    borderRadius: 4,
    backgroundColor: '#1d4ed8',
    color: '#fff',
    fontSize: 12,
    fontWeight: 700,
  },
});

const Listbox = styled('ul')({
  width: 260,
  margin: '4px 0',
  padding: 4,
  listStyle: 'none',
  borderRadius: 8,
  border: '1px solid #cbd5e1',
  backgroundColor: '#fff',
  color: '#0f172a',
  boxShadow: '0 4px 16px rgb(15 23 42 / 0.15)',
  zIndex: 1300,
});

const Option = styled(BaseOption)({
  display: 'grid',
  padding: '6px 8px',
  borderRadius: 6,
  cursor: 'pointer',
  '& .hint': { fontSize: 13, color: '#475569' },
  '&.base-Option-highlighted': { backgroundColor: '#e2e8f0' },
  '&.base--selected': { backgroundColor: '#1d4ed8', color: '#fff' },
  '&.base--selected .hint': { color: '#dbeafe' },
});

// The button shows a compact code and the name; the options show two lines.
function renderValue(option) {
  const language = languages.find((item) => item.code === option?.value);
  if (!language) return 'Language';
  return (
    <>
      <span className="code">{language.code}</span>
      {language.native}
    </>
  );
}

export default function LanguageSelectSystem() {
  return (
    <div style={{ display: 'grid', gap: 6, justifyItems: 'start' }}>
      <label htmlFor="language-system">Interface language</label>
      <Select
        id="language-system"
        defaultValue="de"
        renderValue={renderValue}
        slots={{ listbox: Listbox }}
      >
        {languages.map((language) => (
          <Option key={language.code} value={language.code} label={language.native}>
            <span lang={language.code}>{language.native}</span>
            <span className="hint">{language.english}</span>
          </Option>
        ))}
      </Select>
    </div>
  );
}
