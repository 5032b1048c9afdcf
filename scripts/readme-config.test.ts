import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { envSchema } from '../src/server/config';
import { readEnvExample, readmeWithConfigTable } from './readme-config';

describe('configuration documentation', () => {
  it('.env.example documents exactly the variables the server reads, each with a comment', () => {
    const documented = readEnvExample();
    expect(documented.map((variable) => variable.name).sort()).toEqual(Object.keys(envSchema.shape).sort());
    for (const variable of documented) expect(variable.description, variable.name).not.toBe('');
  });

  it('README.md’s table is the one generated from .env.example (run npm run readme:config)', () => {
    const readme = readFileSync('README.md', 'utf8');
    expect(readmeWithConfigTable(readme)).toBe(readme);
  });

  it('README.md opens with the two commands', () => {
    const readme = readFileSync('README.md', 'utf8');
    const firstCommands = readme.slice(0, 800);
    expect(firstCommands).toContain('npm install && npm start');
    expect(firstCommands).toContain('npm test');
  });
});
