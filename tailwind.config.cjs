/** Tailwind for the Tailwind styling variant of demos only; scoped so it cannot touch the site. */
module.exports = {
  content: ['./content/**/demos/**/tailwind.tsx'],
  important: '[data-styling="Tailwind"]',
  corePlugins: { preflight: false },
  theme: { extend: {} },
};
