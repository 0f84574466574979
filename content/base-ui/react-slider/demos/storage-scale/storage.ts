/** The slider moves through exponents 0–10; `scale` turns each into 1 GB … 1 TB. */
export const scale = (exponent: number) => 2 ** exponent;

export function formatSize(gigabytes: number) {
  return gigabytes >= 1024 ? `${gigabytes / 1024} TB` : `${gigabytes} GB`;
}
