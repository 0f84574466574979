export const faqs = [
  { id: 'ship', question: 'When will my order ship?', answer: 'Orders placed before 2 pm ship the same working day.' },
  { id: 'return', question: 'Can I return an item?', answer: 'Yes, within 30 days, in its original packaging.' },
  { id: 'pay', question: 'Which payment methods do you accept?', answer: 'Cards, bank transfer and gift vouchers.' },
];

export function Chevron() {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" fill="currentColor" aria-hidden="true">
      <path d="M7.4 8.6 12 13.2l4.6-4.6L18 10l-6 6-6-6z" />
    </svg>
  );
}
