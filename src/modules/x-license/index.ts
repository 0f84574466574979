import { inspect } from 'node:util';

/** Environment variable that holds the MUI X commercial license key (Pro / Premium plans). */
export const X_LICENSE_ENV = 'MUI_X_LICENSE_KEY';

/**
 * The key wrapped so that logging, string interpolation, JSON and `util.inspect` all print a
 * placeholder: the only way to the secret is an explicit `reveal()` at the one place that hands it
 * to `LicenseInfo.setLicenseKey()`.
 */
export class XLicenseKey {
  readonly #value: string;

  constructor(value: string) {
    this.#value = value;
  }

  reveal(): string {
    return this.#value;
  }

  toString(): string {
    return '[MUI X license key hidden]';
  }

  toJSON(): string {
    return this.toString();
  }

  [inspect.custom](): string {
    return this.toString();
  }
}

/**
 * Reads the key from the environment. Unset or blank: no key (the site then describes Pro and
 * Premium features without live demos). A malformed value fails without echoing it.
 */
export function readXLicenseKey(env: Record<string, string | undefined>): XLicenseKey | undefined {
  const raw = env[X_LICENSE_ENV]?.trim();
  if (!raw) return undefined;
  if (/\s/.test(raw) || raw.length < 16) {
    throw new Error(`${X_LICENSE_ENV} is set but is not a license key (${raw.length} characters).`);
  }
  return new XLicenseKey(raw);
}

/** One line for the build log: says whether a key is configured, never what it is. */
export function describeXLicense(key: XLicenseKey | undefined): string {
  return key
    ? `x-license: ${X_LICENSE_ENV} configured (${key})`
    : `x-license: ${X_LICENSE_ENV} not set: Pro and Premium features are described without live demos`;
}
