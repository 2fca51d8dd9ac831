import { describe, expect, it } from 'vitest';
import { visitorOrigin } from './visitor-origin.ts';

describe('visitorOrigin', () => {
  it("a public origin on this machine answers by the name the visitor used, at the same port", () => {
    expect(visitorOrigin('http://localhost:3000', '127.0.0.1:3000')).toBe('http://127.0.0.1:3000');
    expect(visitorOrigin('http://localhost:3000', '[::1]:3000')).toBe('http://[::1]:3000');
    expect(visitorOrigin('https://localhost', '127.0.0.1:443')).toBe('https://127.0.0.1');
    expect(visitorOrigin('https://localhost', '127.0.0.1')).toBe('https://127.0.0.1');
  });

  it('anything else is the public origin: another port, another host, a malformed or missing Host', () => {
    expect(visitorOrigin('http://localhost:3000', '127.0.0.1:3001')).toBe('http://localhost:3000');
    expect(visitorOrigin('http://localhost:3000', 'evil.example:3000')).toBe('http://localhost:3000');
    expect(visitorOrigin('http://localhost:3000', 'user@127.0.0.1:3000')).toBe('http://localhost:3000');
    expect(visitorOrigin('http://localhost:3000', '127.0.0.1:3000/x')).toBe('http://localhost:3000');
    expect(visitorOrigin('http://localhost:3000', 'a b')).toBe('http://localhost:3000');
    expect(visitorOrigin('http://localhost:3000', undefined)).toBe('http://localhost:3000');
  });

  it('a public origin on the internet is always itself', () => {
    expect(visitorOrigin('https://www.brids.example', '127.0.0.1')).toBe('https://www.brids.example');
    expect(visitorOrigin('https://www.brids.example', 'localhost:443')).toBe('https://www.brids.example');
  });
});
