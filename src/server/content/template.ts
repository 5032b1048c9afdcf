/**
 * The one template syntax of every legal text the product writes: the agreements' clauses, the
 * compliance summary beside them and the product's own legal pages (content/site-legal/).
 *
 * - `{{name}}` is replaced by the value `name`;
 * - `{{#name}}…{{/name}}` keeps its text when the condition `name` holds, `{{^name}}…{{/name}}` when it
 *   does not; sections of different names may nest. A section marker alone on its line takes the
 *   line with it, so a conditional paragraph leaves no empty line behind.
 *
 * A name the text uses but the caller does not provide is a mistake in the text: it throws, naming
 * the text, rather than printing braces to a reader. Values are inserted as they are (the caller
 * escapes them) and are never read as template text themselves.
 */

export type TemplateInputs = {
  /** The placeholders' values. */
  values: Readonly<Record<string, string>>;
  /** Looked up when `values` lacks a name (a list entry's own values come first, the document's next). */
  fallback?: Readonly<Record<string, string>>;
  /** The conditions sections test. */
  conditions?: Readonly<Record<string, boolean>>;
};

const TAG = /\{\{([#^/]?)(\w+)\}\}/g;

type Tag = { kind: '' | '#' | '^' | '/'; name: string; start: number; end: number };

/** The tags of a template, with a standalone section marker's line included in its span. */
function tagsOf(template: string): Tag[] {
  const tags: Tag[] = [];
  for (const match of template.matchAll(TAG)) {
    const kind = match[1] as Tag['kind'];
    const start = match.index;
    let end = start + match[0].length;
    const atLineStart = start === 0 || template[start - 1] === '\n';
    const atLineEnd = end === template.length || template[end] === '\n';
    if (kind !== '' && atLineStart && atLineEnd) end = Math.min(end + 1, template.length);
    else if (kind !== '' && atLineStart && template.startsWith('\r\n', end)) end += 2;
    tags.push({ kind, name: match[2] as string, start, end });
  }
  return tags;
}

/** Fills a template (see the top of this file); `where` names the text in errors. */
export function fillTemplate(template: string, inputs: TemplateInputs, where: string): string {
  if (!template.includes('{{')) return template;
  const tags = tagsOf(template);
  let output = '';
  let position = 0;
  // The sections open at this point, innermost last; text is written only while all of them hold.
  const open: { name: string; keep: boolean }[] = [];
  let keeping = true;
  for (const tag of tags) {
    if (keeping) output += template.slice(position, tag.start);
    position = tag.end;
    if (tag.kind === '') {
      if (!keeping) continue;
      const value = tag.name in inputs.values ? inputs.values[tag.name] : inputs.fallback?.[tag.name];
      if (value === undefined) throw new Error(`${where}: no value for {{${tag.name}}}`);
      output += value;
    } else if (tag.kind === '/') {
      const section = open.pop();
      if (section?.name !== tag.name) throw new Error(`${where}: {{/${tag.name}}} closes no open section`);
      keeping = open.every((each) => each.keep);
    } else {
      const condition = inputs.conditions?.[tag.name];
      if (condition === undefined) throw new Error(`${where}: unknown condition {{${tag.kind}${tag.name}}}`);
      open.push({ name: tag.name, keep: condition === (tag.kind === '#') });
      keeping = keeping && condition === (tag.kind === '#');
    }
  }
  if (open.length > 0) throw new Error(`${where}: {{#${open.at(-1)?.name}}} is never closed`);
  return output + (keeping ? template.slice(position) : '');
}
