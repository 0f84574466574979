export const labels = ['bug', 'docs', 'performance', 'accessibility', 'good first issue', 'breaking change'];

// Defined once: a new array on every render would count as a changed default value.
export const defaultLabels = ['bug'];
