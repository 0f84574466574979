export const tools = [
  { id: 'bold', label: 'Bold', path: 'M7 4h6a4 4 0 0 1 0 8H7zm0 8h7a4 4 0 0 1 0 8H7z' },
  { id: 'italic', label: 'Italic', path: 'M10 4h8M6 20h8M14 4l-4 16' },
  { id: 'underline', label: 'Underline', path: 'M6 4v7a6 6 0 0 0 12 0V4M5 21h14' },
];
