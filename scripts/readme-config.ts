// `npm run readme:config`: regenerates README.md's configuration table from .env.example.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const START = '<!-- config:start -->';
const END = '<!-- config:end -->';

export type EnvVariable = { name: string; defaultValue: string; description: string };

/** Reads each `NAME=value` of .env.example with the comment lines just above it. */
export function readEnvExample(text = readFileSync(path.join(root, '.env.example'), 'utf8')): EnvVariable[] {
  const variables: EnvVariable[] = [];
  let comments: string[] = [];
  for (const line of text.split('\n')) {
    const trimmed = line.trim();
    if (trimmed.startsWith('#')) comments.push(trimmed.replace(/^#\s?/, ''));
    else if (/^[A-Z_][A-Z0-9_]*=/.test(trimmed)) {
      const [name = '', ...rest] = trimmed.split('=');
      variables.push({ name, defaultValue: rest.join('='), description: comments.join(' ') });
      comments = [];
    } else comments = [];
  }
  return variables;
}

export function renderConfigTable(variables: EnvVariable[]): string {
  const escapeCell = (text: string) => text.replace(/\|/g, '\\|');
  const rows = variables.map(
    (variable) =>
      `| \`${variable.name}\` | ${variable.defaultValue ? `\`${escapeCell(variable.defaultValue)}\`` : '_(empty)_'} | ${escapeCell(variable.description)} |`,
  );
  return ['| Variable | Default | What it does |', '|---|---|---|', ...rows].join('\n');
}

/** README.md with the table between the config markers replaced by a fresh one. */
export function readmeWithConfigTable(readme: string, variables = readEnvExample()): string {
  const start = readme.indexOf(START);
  const end = readme.indexOf(END);
  if (start === -1 || end === -1) throw new Error(`README.md needs ${START} and ${END} markers`);
  return `${readme.slice(0, start + START.length)}\n${renderConfigTable(variables)}\n${readme.slice(end)}`;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const file = path.join(root, 'README.md');
  writeFileSync(file, readmeWithConfigTable(readFileSync(file, 'utf8')));
  console.log('README.md configuration table updated from .env.example');
}
