import { describe, expect, it } from 'vitest';
import { describeStartError, listenOrigins, storageLine } from './start-up.mjs';

describe('describeStartError', () => {
  it('prints a message, never "[object Object]" (#45)', () => {
    expect(describeStartError(new Error('port taken'))).toBe('port taken');
    // PGlite and emscripten throw plain objects such as this one.
    expect(
      describeStartError({ name: 'ExitStatus', message: 'Program terminated with exit(1)', status: 1 }),
    ).toBe('Program terminated with exit(1)');
    expect(describeStartError({ code: 'EACCES' })).toBe("{ code: 'EACCES' }");
    expect(describeStartError('plain')).toBe('plain');
    const circular: Record<string, unknown> = {};
    circular.self = circular;
    expect(describeStartError(circular)).toBe('<ref *1> { self: [Circular *1] }');
  });
});

describe('listenOrigins', () => {
  it('is the listening address, plus localhost on loopback', () => {
    expect(listenOrigins('127.0.0.1', 3000)).toEqual(['http://127.0.0.1:3000', 'http://localhost:3000']);
    expect(listenOrigins('docs.internal', 8080)).toEqual(['http://docs.internal:8080']);
    expect(listenOrigins('::1', 3000)[0]).toBe('http://[::1]:3000');
    expect(listenOrigins('0.0.0.0', 3000)[0]).toBe('http://127.0.0.1:3000');
  });
});

describe('storageLine', () => {
  it('says what storage is doing, for the ready line', () => {
    const key = Symbol.for('mui-docs.feedback-store');
    const registry = globalThis as unknown as Record<symbol, unknown>;
    expect(storageLine()).toBe('feedback storage: not opened');
    registry[key] = { status: { state: 'failed', reason: 'EACCES' } };
    expect(storageLine()).toMatch(/UNAVAILABLE.*503.*EACCES/);
    registry[key] = { status: { state: 'ready', where: 'PGlite in /data' } };
    expect(storageLine()).toBe('feedback storage: PGlite in /data');
    delete registry[key];
  });
});
