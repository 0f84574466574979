/** Made-up visits for each hour of the day, as bar heights in pixels (20 to 89). */
export const bars = Array.from({ length: 24 }, (_, hour) => 20 + ((hour * 53) % 70));
