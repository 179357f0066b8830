import { describe, expect, it } from 'vitest';
import { parseClusterArgs } from './args';

describe('npm run cluster arguments', () => {
  it('defaults to two nodes behind port 8080', () => {
    expect(parseClusterArgs([])).toEqual({ nodes: 2, port: 8080 });
  });

  it('reads --nodes and --port, spaced or with =', () => {
    expect(parseClusterArgs(['--nodes', '3', '--port=9090'])).toEqual({ nodes: 3, port: 9090 });
  });

  it('refuses a bad count, a bad port and an unknown argument, naming it', () => {
    expect(() => parseClusterArgs(['--nodes', '0'])).toThrow('--nodes must be');
    expect(() => parseClusterArgs(['--nodes'])).toThrow('--nodes must be');
    expect(() => parseClusterArgs(['--port', '80a'])).toThrow('--port must be');
    expect(() => parseClusterArgs(['--fast'])).toThrow('unknown argument "--fast"');
  });
});
