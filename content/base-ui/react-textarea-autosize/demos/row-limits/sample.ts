/** Eight lines: more than the default maximum, so the textarea starts scrolling. */
export const sample = Array.from({ length: 8 }, (_, i) => `Release note line ${i + 1}`).join('\n');
