export const topics = ['Accessibility', 'Animation', 'Build tooling', 'Forms', 'Performance', 'Testing'];
