export const FEATURES = [
  { title: 'Live reports', text: 'Numbers update as data arrives; no overnight batch to wait for.' },
  { title: 'Shared views', text: 'Save a filter once and the whole team sees the same picture.' },
  { title: 'Works offline', text: 'Keep editing on a train; changes sync when you are back online.' },
  { title: 'Fine-grained access', text: 'Choose who sees, edits or shares each project.' },
  { title: 'Exports that fit', text: 'CSV, spreadsheets or a link anyone can open without an account.' },
  { title: 'Quick to learn', text: 'Most teams are set up in an afternoon, with no training needed.' },
];

export const TESTIMONIALS = [
  {
    quote: 'We replaced three spreadsheets and a weekly meeting with one shared view.',
    name: 'Amara Okafor',
    role: 'Operations lead, Fernhill Studio',
  },
  {
    quote: 'Offline mode is the reason our field team actually uses it.',
    name: 'Lukas Berger',
    role: 'Head of logistics, Kranich',
  },
  {
    quote: 'Setup took an afternoon. The reports paid for the year within a month.',
    name: 'Priya Raman',
    role: 'Founder, Northbeam Labs',
  },
];

export const QUESTIONS = [
  { q: 'Is there a free plan?', a: 'Yes: Starter is free forever for up to three projects.' },
  {
    q: 'Can I import my existing data?',
    a: 'Import CSV files or connect a spreadsheet; columns are matched for you.',
  },
  {
    q: 'Where is my data stored?',
    a: 'In the region you choose at sign-up, encrypted at rest and in transit.',
  },
  { q: 'How do I cancel?', a: 'From the billing page, at any time. You keep access until the period ends.' },
];
